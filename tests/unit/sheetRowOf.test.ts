import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ConditionContext } from '../../src/engine/conditions/conditionContext';
import type { Column } from '../../src/engine/definition/reportDefinition.gen';
import type { ExportCell } from '../../src/engine/exports/exportWriter';
import { sheetRowOf } from '../../src/engine/exports/sheetRowOf';
import { dayDate } from '../../src/engine/filters/dates';
import { formatCell } from '../../src/engine/format/formatCell';
import { isNumericFormat } from '../../src/engine/format/isNumericFormat';
import { cellValue } from '../../src/engine/values/cellValue';
import { isEmpty } from '../../src/engine/values/getPath';

const translate = (key: string) => `«${key}»`;
/** The cells of a row worked out plainly, cell by cell, as the rule says: the reference sheetRowOf is held to. */
function referenceCells(columns: readonly Column[], row: Record<string, unknown>, ctx: ConditionContext): ExportCell[] {
  return columns.map((c) => {
    const value = cellValue(c, row, ctx);
    if (isEmpty(value)) return null;
    if (c.format === 'date') return dayDate(value) ?? String(value);
    if (isNumericFormat(c.format)) {
      const n = Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    return formatCell(c, value, translate);
  });
}
const ctx = { role: 'ADMIN', onPremise: false, domain: '', organisation: null, permissions: [], parameters: {}, session: {}, filters: {} } as unknown as ConditionContext;
/** Values of every kind a service answers: numbers, numeric and other texts, both date forms, flags, codes, empties. */
const SAMPLES: unknown[] = [null, undefined, '', 0, -12.5, 1234.567, '42', '-7,5', 'abc', '=1+1', '2026-02-17', '2026-02-17T10:00:00', '31/12/2025', '2026-02-30',
  'S', 'N', true, { codigo: 'C01', nombre: 'x' }, [], ['a'], 'Logística'];

describe('sheetRowOf (the cells of an export\'s rows, made once per export)', () => {
  it('gives the cells worked out plainly cell by cell, for every column of every definition and rows of every kind of value', () => {
    let checked = 0;
    for (const file of fs.readdirSync('report-definitions').filter((f) => f.endsWith('.json'))) {
      const definition = JSON.parse(fs.readFileSync(`report-definitions/${file}`, 'utf8')) as { result?: { columns?: Column[] } };
      const columns = definition.result?.columns ?? [];
      if (columns.length === 0) continue;
      const names = [...new Set(JSON.stringify(columns).match(/"(?:field|row)":"([^"]+)"/g)?.map((m) => m.split('"')[3]!.split('.')[0]!) ?? [])];
      const cells = sheetRowOf(columns, translate, ctx);
      for (let r = 0; r < 3 * SAMPLES.length; r++) {
        // Each field takes a different sample in each row (and the same date text again in later rows, which the kept days answer).
        const row = Object.fromEntries(names.map((name, i) => [name, SAMPLES[(r + i * 7) % SAMPLES.length]]));
        expect(cells(row), `${file} row ${r}`).toEqual(referenceCells(columns, row, ctx));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
