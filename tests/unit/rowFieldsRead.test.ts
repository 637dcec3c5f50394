import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Column } from '../../src/engine/definition/reportDefinition.gen';
import { rowFieldsRead } from '../../src/engine/exports/rowFieldsRead';
import { sheetRowOf } from '../../src/engine/exports/sheetRowOf';

const col = (c: Partial<Column>) => ({ field: 'x', headerKey: 'h', ...c }) as Column;

describe('rowFieldsRead (the reply fields an export asks for)', () => {
  it('plain columns read their field (a path reads its first field), sorted and once', () => {
    expect(rowFieldsRead([col({ field: 'nombre' }), col({ field: 'cliente.codigo' }), col({ field: 'cliente.nombre' }), col({ field: 'albaran' })])).toEqual(['albaran', 'cliente', 'nombre']);
  });

  it('computed columns read the row fields of their expression and conditions, not their own field', () => {
    const profit = col({ field: 'tBeneficio', value: { subtract: [{ row: 'vImporte' }, { row: 'cImporte' }, { row: 'cImporteTte' }, { row: 'vImporteTte' }] } });
    const label = col({
      field: 'estado',
      value: {
        when: { properties: { row: { properties: { tipo: { const: 'C' } }, required: ['tipo', 'serie'] } } },
        then: { concat: [{ row: 'serie' }, { const: '-' }, { context: 'row.numero' }] },
        else: { firstOf: [{ row: 'ref.codigo' }, { filter: 'cliente' }, { session: 'empresa' }] },
      },
    });
    const list = col({ field: 'lineas', value: { listOf: { row: 'lineas' }, item: { articulo: { row: 'articulo' } } } });
    expect(rowFieldsRead([profit])).toEqual(['cImporte', 'cImporteTte', 'vImporte', 'vImporteTte']);
    expect(rowFieldsRead([label])).toEqual(['numero', 'ref', 'serie', 'tipo']);
    // A list's items read its elements, not the row.
    expect(rowFieldsRead([list])).toEqual(['lineas']);
  });

  it('null (every field asked) where the fields read cannot be told: the whole row, or a condition on the row that does not name them', () => {
    expect(rowFieldsRead([col({ value: { context: 'row' } })])).toBeNull();
    expect(rowFieldsRead([col({ value: { when: { properties: { row: { minProperties: 3 } } }, then: { const: 1 } } })])).toBeNull();
    expect(rowFieldsRead([col({ value: { when: { properties: { row: { patternProperties: { '^c': { type: 'number' } } } } }, then: { const: 1 } } })])).toBeNull();
    expect(rowFieldsRead([col({ field: 'a' }), col({ field: '' })])).toBeNull();
  });

  it('each column of every definition gives the same cell from a row holding only the fields it reads as from the whole row', () => {
    let computed = 0;
    for (const file of fs.readdirSync('report-definitions').filter((f) => f.endsWith('.json'))) {
      const definition = JSON.parse(fs.readFileSync(`report-definitions/${file}`, 'utf8')) as { result?: { columns?: Column[] } };
      const columns = definition.result?.columns ?? [];
      // A row with a value in every field any column names: distinct non-zero numbers, so a field left out changes any sum, text or date.
      const names = new Set(JSON.stringify(columns).match(/"(?:field|row)":"([^"]+)"/g)?.map((m) => m.split('"')[3]!.split('.')[0]!) ?? []);
      const row = Object.fromEntries([...names].map((name, i) => [name, 7 + i * 13]));
      for (const column of columns) {
        const fields = rowFieldsRead([column]);
        if (!fields) continue;
        if (column.value) computed++;
        const cut = Object.fromEntries(fields.map((f) => [f, row[f]]));
        expect(sheetRowOf([column], (k) => k)(cut), `${file} ${column.field}`).toEqual(sheetRowOf([column], (k) => k)(row));
      }
    }
    expect(computed).toBeGreaterThan(0);
  });
});
