/** Folder of the article photos in the document store (getURLFile directory). */
export const ARTICLE_IMAGE_DIRECTORY = 'articulos';

/** Colour and drawing of each article family; other families get a plain crate. */
const FAMILY_ART: Record<string, { color: string; shape: string }> = {
  Embalaje: { color: '#b07a45', shape: '<path d="M30 46l30-14 30 14v34L60 94 30 80z" fill="#d9a86c"/><path d="M30 46l30 14 30-14M60 60v34" stroke="#7a4f26" stroke-width="3" fill="none"/>' },
  'Papel y cartón': { color: '#5d7f9e', shape: '<rect x="34" y="34" width="46" height="56" rx="3" fill="#dfe8f0"/><rect x="40" y="28" width="46" height="56" rx="3" fill="#fff"/><path d="M48 42h30M48 52h30M48 62h22" stroke="#5d7f9e" stroke-width="3"/>' },
  'Plásticos': { color: '#2e8b8b', shape: '<path d="M52 26h16v10l8 10v44a6 6 0 0 1-6 6H50a6 6 0 0 1-6-6V46l8-10z" fill="#bfe7e5"/><rect x="50" y="20" width="20" height="8" rx="2" fill="#1d5f5f"/>' },
  Metales: { color: '#6b7280', shape: '<path d="M26 74l16-26h36l16 26z" fill="#c7ccd4"/><path d="M34 62l12-20h28l12 20z" fill="#e5e7eb"/><path d="M26 74h68" stroke="#4b5563" stroke-width="3"/>' },
  'Limpieza industrial': { color: '#3b82c4', shape: '<rect x="44" y="44" width="32" height="50" rx="6" fill="#cfe4f7"/><path d="M50 44V34h18l10 6" stroke="#1e4f7d" stroke-width="4" fill="none"/><circle cx="86" cy="34" r="3" fill="#1e4f7d"/><circle cx="92" cy="42" r="2" fill="#1e4f7d"/>' },
  'Protección laboral': { color: '#d9a000', shape: '<path d="M28 78a32 32 0 0 1 64 0z" fill="#ffd54a"/><rect x="22" y="76" width="76" height="8" rx="3" fill="#b58300"/><path d="M60 46v30" stroke="#b58300" stroke-width="4"/>' },
  Contenedores: { color: '#3f8f4e', shape: '<path d="M34 44h52l-6 50H40z" fill="#b9e2c0"/><rect x="30" y="36" width="60" height="10" rx="3" fill="#2f6b3a"/><path d="M50 56v28M60 56v28M70 56v28" stroke="#2f6b3a" stroke-width="3"/>' },
};
const DEFAULT_ART = { color: '#7c6f64', shape: '<rect x="34" y="38" width="52" height="48" rx="4" fill="#e7e0da"/><path d="M34 52h52" stroke="#7c6f64" stroke-width="3"/>' };

/** The family drawing of an article: colour and shape (120×120 coordinates). */
export const familyArt = (familia: string): { color: string; shape: string } => FAMILY_ART[familia] ?? DEFAULT_ART;

export const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 120×120 SVG photo of an article: a drawing of its family on a tinted background, with its code below. Deterministic. */
export function articleSvg(articulo: string, familia: string): string {
  const art = familyArt(familia);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">`
    + `<rect width="120" height="120" rx="10" fill="${art.color}" opacity="0.16"/><rect x="2" y="2" width="116" height="116" rx="9" fill="none" stroke="${art.color}" stroke-width="2"/>`
    + art.shape
    + `<text x="60" y="112" font-family="Helvetica, Arial, sans-serif" font-size="11" font-weight="bold" text-anchor="middle" fill="${art.color}">${escapeXml(articulo)}</text></svg>`;
}
