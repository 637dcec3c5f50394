import { escapeXml, familyArt } from '../routes/quotes/articleImages.js';

/** A small deterministic hash of a text (FNV-1a), for the variations of a picture. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The words of a name in at most two lines of about `width` characters each (the second one cut with an ellipsis). */
function twoLines(name: string, width: number): string[] {
  const lines: string[] = [''];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1]!;
    if (!last || `${last} ${word}`.length <= width) lines[lines.length - 1] = last ? `${last} ${word}` : word;
    else if (lines.length < 2) lines.push(word);
    else { lines[1] = `${lines[1]!.slice(0, width - 1)}…`; break; }
  }
  return lines.map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
}

/**
 * The picture of an article in the stock report (400×400 SVG): its family's drawing in the family colour, turned and placed by the article code on a
 * background pattern of its own (stripes, dots or a grid, tint and spacing from the code), with the code and the name below. Deterministic, different per article.
 */
export function articlePictureSvg(articulo: string, nombre: string, familia: string): string {
  const art = familyArt(familia);
  const h = hashOf(articulo);
  const angle = (h % 25) - 12;
  const dx = ((h >>> 5) % 21) - 10;
  const scale = 1.35 + ((h >>> 10) % 5) * 0.05;
  const gap = 14 + ((h >>> 13) % 4) * 6;
  const hue = (h >>> 16) % 360;
  const kind = (h >>> 24) % 3;
  const tint = `hsl(${hue}, 45%, 88%)`;
  const pattern = kind === 0
    ? `<path d="M0 ${gap}L${gap} 0" stroke="${art.color}" stroke-opacity="0.25" stroke-width="3"/>`
    : kind === 1 ? `<circle cx="${gap / 2}" cy="${gap / 2}" r="${gap / 6}" fill="${art.color}" fill-opacity="0.25"/>`
      : `<path d="M${gap} 0V${gap}H0" stroke="${art.color}" stroke-opacity="0.22" stroke-width="1.5" fill="none"/>`;
  const [line1, line2] = twoLines(nombre, 30);
  return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="400" height="400">'
    + `<defs><pattern id="p" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse">${pattern}</pattern></defs>`
    + `<rect width="240" height="240" fill="${tint}"/><rect width="240" height="240" fill="url(#p)"/>`
    + `<rect x="3" y="3" width="234" height="234" rx="14" fill="none" stroke="${art.color}" stroke-width="4"/>`
    + `<g transform="translate(${120 + dx} 92) rotate(${angle}) scale(${scale.toFixed(2)}) translate(-60 -60)">${art.shape}</g>`
    + `<rect x="14" y="172" width="212" height="56" rx="8" fill="#ffffff" fill-opacity="0.85"/>`
    + `<text x="120" y="190" font-family="Helvetica, Arial, sans-serif" font-size="15" font-weight="bold" text-anchor="middle" fill="${art.color}">${escapeXml(articulo)}</text>`
    + `<text x="120" y="206" font-family="Helvetica, Arial, sans-serif" font-size="11" text-anchor="middle" fill="#333333">${escapeXml(line1 ?? '')}</text>`
    + (line2 ? `<text x="120" y="220" font-family="Helvetica, Arial, sans-serif" font-size="11" text-anchor="middle" fill="#333333">${escapeXml(line2)}</text>` : '')
    + '</svg>';
}
