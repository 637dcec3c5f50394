/** Longest report description on a card (spec 1 §2.4). */
export const DESCRIPTION_LIMIT = 200;

/** Cuts text longer than limit at the last whole word that fits and adds an ellipsis; shorter text is returned as is. */
export function truncateAtWord(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.trim();
  if (clean.length <= limit) return clean;
  const head = clean.slice(0, limit);
  // Keep the word that ends exactly at the limit; otherwise drop the partial word.
  const cut = /\s/.test(clean.charAt(limit)) ? head : head.slice(0, Math.max(head.search(/\s+\S*$/), 0));
  return `${(cut || head).replace(/[\s.,;:]+$/, '')}…`;
}
