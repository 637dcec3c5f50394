import { describe, expect, it } from 'vitest';
import { buildContext } from '../../src/engine/conditions/buildContext';
import type { ReportDefinition } from '../../src/engine/definition/reportDefinition.gen';
import { EXPORT_CHUNK_ROWS, fetchExportRows } from '../../src/renderer/exports/fetchExportRows';

const definition = {
  code: 'X', titleKey: 'x', icon: 'orders', filters: { schema: { type: 'object', properties: {} } },
  request: { endpoint: '/wscomun/portalinformes/lista', payload: { tipo: { const: 'C' } }, paging: { offset: 'offset', numRows: 'numRows', orderBy: 'orderBy', order: 'order', filter: 'filter' } },
  reply: { rows: ['dataRes'], total: ['numReg'] },
  result: { kind: 'grid', rowKey: ['id'], pageSize: 10, pageSizes: [10], columns: [{ field: 'id', headerKey: 'x' }] },
} as unknown as ReportDefinition;

/** A service holding `count` rows that pages them, or answers all of them at once when `whole`. */
function service(count: number, whole = false) {
  const bodies: Record<string, unknown>[] = [];
  const erp = {
    post: async (_path: string, body: Record<string, unknown>) => {
      bodies.push(body);
      const offset = Number(body.offset ?? 1) - 1;
      const rows = Array.from({ length: count }, (_, i) => ({ id: i + 1 }));
      return { data: { dataRes: whole ? rows : rows.slice(offset, offset + Number(body.numRows)), numReg: count } };
    },
  };
  return { bodies, erp: erp as never };
}

const context = buildContext({ session: {}, roleDates: null, onPremise: false, permissions: [] });

describe('fetchExportRows', () => {
  it('asks a large search in pages of the chunk size, with the grid sort, filters and the export fields, and returns every row once', async () => {
    const { bodies, erp } = service(12_345);
    const seen: number[] = [];
    const rows = await fetchExportRows({ definition, context, erp, sort: { column: 'C_IMPORTE', direction: 'desc' }, gridQuery: { filter: [['C_IMPORTE', '>=', 100]] } },
      { payload: { descargaExcelSN: { const: 'S' } } }, 12_345, (done) => seen.push(done));
    expect(rows).toHaveLength(12_345);
    expect(new Set(rows.map((r) => r.id)).size).toBe(12_345);
    expect(bodies.map((b) => [b.offset, b.numRows])).toEqual([[1, EXPORT_CHUNK_ROWS], [EXPORT_CHUNK_ROWS + 1, EXPORT_CHUNK_ROWS], [2 * EXPORT_CHUNK_ROWS + 1, EXPORT_CHUNK_ROWS]]);
    for (const b of bodies) expect(b).toMatchObject({ tipo: 'C', orderBy: 'C_IMPORTE', order: 'DESC', filter: [['C_IMPORTE', '>=', 100]], descargaExcelSN: 'S' });
    expect(seen).toEqual([5000, 10_000, 12_345]);
  });

  it('asks once when the search fits in one page, or when the service answers the whole export at once', async () => {
    const small = service(40);
    expect(await fetchExportRows({ definition, context, erp: small.erp }, {}, 40, () => undefined)).toHaveLength(40);
    expect(small.bodies).toHaveLength(1);
    expect(small.bodies[0]).toMatchObject({ offset: 1, numRows: 40 });
    const whole = service(7000, true);
    expect(await fetchExportRows({ definition, context, erp: whole.erp }, {}, 7000, () => undefined)).toHaveLength(7000);
    expect(whole.bodies).toHaveLength(1);
  });
});
