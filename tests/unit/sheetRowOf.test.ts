import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ConditionContext } from '../../src/engine/conditions/conditionContext';
import type { Column } from '../../src/engine/definition/reportDefinition.gen';
import { sheetRow } from '../../src/engine/exports/excelSheet';
import { sheetRowOf } from '../../src/engine/exports/sheetRowOf';

const translate = (key: string) => `«${key}»`;
const ctx = { role: 'ADMIN', onPremise: false, domain: '', organisation: null, permissions: [], parameters: {}, session: {}, filters: {} } as unknown as ConditionContext;
/** Values of every kind a service answers: numbers, numeric and other texts, both date forms, flags, codes, empties. */
const SAMPLES: unknown[] = [null, undefined, '', 0, -12.5, 1234.567, '42', '-7,5', 'abc', '=1+1', '2026-02-17', '2026-02-17T10:00:00', '31/12/2025', '2026-02-30',
  'S', 'N', true, { codigo: 'C01', nombre: 'x' }, [], ['a'], 'Logística'];

describe('sheetRowOf (the cells of an export\'s rows, made once per export)', () => {
  it('gives the cells sheetRow gives, for every column of every definition and rows of every kind of value', () => {
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
        expect(cells(row), `${file} row ${r}`).toEqual(sheetRow(columns, row, translate, ctx));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
