/**
 * Widths of the content-sized grid columns computed from texts instead of measured in the page: the header and the cells' display
 * texts are measured with a canvas (one context, the grid's fonts read once), so the first rows paint with their final widths and
 * the grid never lays the page out to size a column.
 */

/** Horizontal padding of a cell on both sides plus its border (the grid theme's 16 px each side). */
const CELL_CHROME = 2 * 16 + 2;
/** A header also holds the sort icon and the gap before it. */
const HEADER_CHROME = CELL_CHROME + 22;
/** Space a custom cell renderer adds around its text (chips, icons). */
const RENDERER_CHROME = 28;

export interface GridFonts { cell: string; bold: string; header: string }

/** The theme's fonts (family and size of the grid's root), read once per page; a generic fallback before any grid exists. */
let fonts: GridFonts | null = null;
export function gridFonts(root: Element | null): GridFonts {
  if (fonts) return fonts;
  if (!root) return { cell: '14px sans-serif', bold: '700 14px sans-serif', header: '500 14px sans-serif' };
  const style = getComputedStyle(root);
  const base = `${style.fontSize} ${style.fontFamily}`;
  fonts = { cell: base, bold: `700 ${base}`, header: `500 ${base}` };
  return fonts;
}

/** The width a header needs whole: its text in the header font, the cell's padding and the sort arrow. */
export function headerWidth(header: string, font: GridFonts): number {
  return Math.ceil(textWidth(header, font.header) + HEADER_CHROME);
}

let context: CanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();

/** The width of a text in a font (canvas measureText, remembered per font and text; character count × 0.6 em without a canvas). */
export function textWidth(text: string, font: string): number {
  const key = `${font}\u0000${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  if (context === undefined) context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  let width: number;
  if (context) {
    if (context.font !== font) context.font = font;
    width = context.measureText(text).width;
  } else {
    width = text.length * 0.6 * (Number.parseFloat(font.replace(/^\d{3} /, '')) || 14);
  }
  if (widths.size > 20_000) widths.clear();
  widths.set(key, width);
  return width;
}

export interface SizedColumn {
  field: string;
  /** The definition's width, the least the column takes. */
  minWidth?: number | undefined;
  header: string;
  /** Whether a custom renderer draws the cell (its text gets the renderer's chrome). */
  rendered?: boolean;
  /** Whether its texts show in bold (coloured states, highlighted values). */
  bold?: boolean;
}

/** Width of each column from its header and the display texts of the rows on screen, never under the definition's width. */
export function contentWidths(columns: SizedColumn[], rows: readonly Record<string, unknown>[], text: (field: string, row: Record<string, unknown>) => string,
  font: GridFonts): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of columns) {
    let widest = 0;
    const cellFont = c.bold ? font.bold : font.cell;
    for (const row of rows) widest = Math.max(widest, textWidth(text(c.field, row), cellFont));
    const cell = rows.length ? widest + CELL_CHROME + (c.rendered ? RENDERER_CHROME : 0) : 0;
    out[c.field] = Math.ceil(Math.max(c.minWidth ?? 0, headerWidth(c.header, font), cell));
  }
  return out;
}
