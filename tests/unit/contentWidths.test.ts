import { describe, expect, it } from 'vitest';
import { contentWidths, textWidth, type GridFonts } from '../../src/renderer/grid/contentWidths';

// Without a page (node) the width of a text is its characters × 0.6 em of the font's size.
const fonts: GridFonts = { cell: '10px sans-serif', bold: '700 20px sans-serif', header: '500 10px sans-serif' };
const text = (field: string, row: Record<string, unknown>) => String(row[field] ?? '');

describe('content-sized grid columns', () => {
  it('measures a text by its font', () => {
    expect(textWidth('abcde', '10px sans-serif')).toBe(30);
    expect(textWidth('abcde', '700 20px sans-serif')).toBe(60);
  });

  it('take the widest cell text of the rows on screen plus the cell padding', () => {
    const rows = [{ code: '12' }, { code: '1234567890' }, { code: '123' }];
    // 10 characters × 6 px + 34 px of padding and border.
    expect(contentWidths([{ field: 'code', header: 'N' }], rows, text, fonts)).toEqual({ code: 94 });
  });

  it('never go under the header (with its sort icon) nor under the definition width', () => {
    const rows = [{ code: '1' }];
    expect(contentWidths([{ field: 'code', header: 'Número de pedido' }], rows, text, fonts).code).toBe(Math.ceil(16 * 6 + 34 + 22));
    expect(contentWidths([{ field: 'code', header: 'N', minWidth: 200 }], rows, text, fonts).code).toBe(200);
  });

  it('measure bold texts with the bold font and leave room around a drawn cell', () => {
    const rows = [{ state: 'Retenido' }];
    const plain = contentWidths([{ field: 'state', header: 'E' }], rows, text, fonts).state!;
    expect(contentWidths([{ field: 'state', header: 'E', bold: true }], rows, text, fonts).state).toBe(8 * 12 + 34);
    expect(contentWidths([{ field: 'state', header: 'E', rendered: true }], rows, text, fonts).state).toBe(plain + 28);
  });

  it('without rows, the header decides', () => {
    expect(contentWidths([{ field: 'code', header: 'Código' }], [], text, fonts)).toEqual({ code: Math.ceil(6 * 6 + 56) });
  });
});
