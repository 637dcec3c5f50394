const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The little markdown of schema descriptions and type hints as HTML (escaped text, `code`, **bold**, paragraphs): stands in for
 * codemirror-json-schema's renderer, which loads a whole syntax highlighter for it.
 */
export function renderMarkdown(markdown: string, inline = true): string {
  const html = escapeHtml(markdown)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  if (inline) return html;
  return html.split(/\n{2,}/).map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`).join('');
}
