import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ErpCallError } from '../../src/api/ErpCallError';
import { buildContext } from '../../src/engine/conditions/buildContext';
import type { Action, Column, ReportDefinition } from '../../src/engine/definition/reportDefinition.gen';
import { EXPORT_PAGE_ROWS } from '../../src/renderer/exports/exportJob';
import { exportJobOf } from '../../src/renderer/exports/exportJobOf';
import { PAGES_AHEAD, runExport } from '../../src/renderer/exports/runExport';

const columns = [
  { field: 'id', headerKey: 'columns.id', format: 'number' },
  { field: 'nombre', headerKey: 'columns.name' },
  { field: 'total', headerKey: 'columns.amount', format: 'amount', value: { multiply: [{ row: 'id' }, { const: 2 }] } },
] as unknown as Column[];
const definition = {
  code: 'X', titleKey: 'x', icon: 'orders', filters: { schema: { type: 'object', properties: {} } },
  request: { endpoint: '/wscomun/portalinformes/lista', payload: { tipo: { const: 'C' } }, paging: { offset: 'offset', numRows: 'numRows', orderBy: 'orderBy', order: 'order', filter: 'filter' } },
  reply: { rows: ['dataRes'], total: ['numReg'] },
  result: { kind: 'grid', rowKey: ['id'], pageSize: 10, pageSizes: [10], columns },
} as unknown as ReportDefinition;
const context = buildContext({ session: {}, roleDates: null, onPremise: false, permissions: ['RES_022'] });
const t = ((key: string) => `«${key}»`) as never;

/**
 * A service holding `count` rows (id 1..count) that pages them, or answers all of them at once when `whole`; `failAt` fails that call;
 * `refuses` is a body field it does not take (a 400, as a service that validates its body).
 */
function service(count: number, { whole = false, failAt = 0, refuses = '' } = {}) {
  const bodies: Record<string, unknown>[] = [];
  const erp = {
    connection: () => ({ baseUrl: '', session: { tira: 'T', empresa: '1' }, onPremise: false }),
    post: async (_path: string, body: Record<string, unknown>) => {
      bodies.push(body);
      if (bodies.length === failAt) throw new ErpCallError('http', '/wscomun/portalinformes/lista', 500, 'Internal Server Error', 'boom', 'E1', undefined);
      if (refuses && refuses in body) throw new ErpCallError('http', '/wscomun/portalinformes/lista', 400, 'Bad Request', `${refuses} is not a field`, 'VALIDATION_ERROR', undefined);
      const offset = Number(body.offset ?? 1) - 1;
      const rows = Array.from({ length: count }, (_, i) => ({ id: i + 1, nombre: `N${i + 1}` }));
      return { status: 200, headers: new Headers(), data: { dataRes: whole ? rows : rows.slice(offset, offset + Number(body.numRows)), numReg: count } };
    },
  };
  return { bodies, erp: erp as never };
}

const excel = (options: Record<string, unknown> = {}) => ({ id: 'excel', action: 'excelExport', labelKey: 'x', icon: 'csv', options: { fileName: 'X.xlsx', sheetName: 'Hoja', ...options } }) as unknown as Action;
const optionsOf = (a: Action) => a.options as never;

/** The job for a search of `total` rows with the grid sorted by id descending and a filter row condition. */
function jobFor(erp: never, total: number, format: 'xlsx' | 'csv' = 'xlsx', action = excel()) {
  return exportJobOf({ definition, context, erp, t, total, sort: { column: 'ID', direction: 'desc' }, gridQuery: { filter: [['ID', '>=', 1]] }, visibleColumns: columns }, optionsOf(action), format, 'es', 'https://portal.example/informes');
}

describe('exportJobOf (what the page hands the worker)', () => {
  it('the search with the grid\'s sort, filter row and the export\'s fields; the columns on screen then the extra ones not shown; texts translated; an absolute base address', () => {
    const { erp } = service(0);
    const action = excel({ payload: { descargaExcelSN: { const: 'S' } }, extraColumns: [{ field: 'nombre', headerKey: 'columns.name' }, { field: 'validado', headerKey: 'columns.validated', format: 'flagIcon', visibleWhen: { properties: { permissions: { contains: { const: 'RES_022' } } } } }, { field: 'oculto', headerKey: 'columns.hidden', visibleWhen: { properties: { role: { const: 'NADIE' } } } }] });
    const job = jobFor(erp, 42, 'csv', action);
    expect(job.body).toMatchObject({ tipo: 'C', orderBy: 'ID', order: 'DESC', filter: [['ID', '>=', 1]], descargaExcelSN: 'S' });
    expect(job.columns.map((c) => c.field)).toEqual(['id', 'nombre', 'total', 'validado']);
    expect(job.texts).toMatchObject({ 'columns.id': '«columns.id»', 'columns.validated': '«columns.validated»', 'grid.yes': '«grid.yes»', 'grid.no': '«grid.no»' });
    expect(job).toMatchObject({ format: 'csv', sheetName: 'Hoja', total: 42, pageSize: EXPORT_PAGE_ROWS, paging: { offset: 'offset', numRows: 'numRows' } });
    expect(job.connection).toEqual({ baseUrl: 'https://portal.example', session: { tira: 'T', empresa: '1' }, onPremise: false });
    expect(() => structuredClone(job)).not.toThrow();
  });

  it('a service that takes the fields to return (request.paging.fields) is asked for those the columns read, computed ones included; else nothing is sent', () => {
    const { erp } = service(0);
    const action = excel({ extraColumns: [{ field: 'validado', headerKey: 'columns.validated', format: 'flagIcon' }] });
    expect(jobFor(erp, 42, 'xlsx', action).body).not.toHaveProperty('campos');
    const paged = { ...definition, request: { ...definition.request!, paging: { ...definition.request!.paging, fields: 'campos' } } } as ReportDefinition;
    const job = exportJobOf({ definition: paged, context, erp, t, total: 42, sort: undefined, gridQuery: {}, visibleColumns: columns }, optionsOf(action), 'xlsx', 'es', 'https://portal.example/informes');
    // total is computed from id: id is asked once, total (not a reply field) is not.
    expect(job.body.campos).toBe('id,nombre,validado');
  });

  it('a service that refuses the fields asked (400 on the first page) is asked again for every field, and the export completes', async () => {
    const paged = { ...definition, request: { ...definition.request!, paging: { ...definition.request!.paging, fields: 'campos' } } } as ReportDefinition;
    const jobOf = (erp: never) => exportJobOf({ definition: paged, context, erp, t, total: 12_345, sort: undefined, gridQuery: {}, visibleColumns: columns }, optionsOf(excel()), 'xlsx', 'es', 'https://portal.example/informes');
    const refusing = service(12_345, { refuses: 'campos' });
    const { rows } = await runExport(jobOf(refusing.erp), refusing.erp, () => undefined);
    expect(rows).toBe(12_345);
    expect(refusing.bodies.map((b) => [b.offset, 'campos' in b])).toEqual([[1, true], [1, false], [5001, false], [10_001, false]]);
    // Any other failure is the export's failure, not a reason to ask again.
    const failing = service(12_345, { failAt: 1 });
    await expect(runExport(jobOf(failing.erp), failing.erp, () => undefined)).rejects.toThrow('boom');
    expect(failing.bodies).toHaveLength(1);
    // A service that takes them gets them on every page.
    const taking = service(12_345);
    await runExport(jobOf(taking.erp), taking.erp, () => undefined);
    expect(taking.bodies.map((b) => b.campos)).toEqual(['id,nombre', 'id,nombre', 'id,nombre']);
  });
});

describe('runExport (the worker: pages asked in turn, rows written as they arrive)', () => {
  it('asks a large search in pages with the same search and writes every row once, in the order of the service, with computed columns', async () => {
    const { bodies, erp } = service(12_345);
    const seen: [number, number][] = [];
    const { blob, rows } = await runExport(jobFor(erp, 12_345), erp, (done, total) => seen.push([done, total]));
    expect(rows).toBe(12_345);
    expect(bodies.map((b) => [b.offset, b.numRows])).toEqual([[1, 5000], [5001, 5000], [10_001, 5000]]);
    for (const b of bodies) expect(b).toMatchObject({ tipo: 'C', orderBy: 'ID', order: 'DESC', filter: [['ID', '>=', 1]] });
    expect(seen).toEqual([[5000, 12_345], [10_000, 12_345], [12_345, 12_345]]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob!.arrayBuffer());
    const ws = book.getWorksheet('Hoja')!;
    expect(ws.rowCount).toBe(12_346);
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(['«columns.id»', '«columns.name»', '«columns.amount»']);
    for (let i = 1; i <= 12_345; i++) {
      const row = ws.getRow(i + 1);
      if (row.getCell(1).value !== i || row.getCell(2).value !== `N${i}` || row.getCell(3).value !== i * 2) throw new Error(`row ${i}: ${JSON.stringify(row.values)}`);
    }
  }, 60_000);

  it('asks once when the search fits one page or the service answers the whole export at once; an empty search gives no file', async () => {
    const small = service(40);
    expect((await runExport(jobFor(small.erp, 40), small.erp, () => undefined)).rows).toBe(40);
    expect(small.bodies.map((b) => [b.offset, b.numRows])).toEqual([[1, 40]]);
    const whole = service(7000, { whole: true });
    expect((await runExport(jobFor(whole.erp, 7000, 'csv'), whole.erp, () => undefined)).rows).toBe(7000);
    expect(whole.bodies).toHaveLength(1);
    const none = service(0);
    expect(await runExport(jobFor(none.erp, 0), none.erp, () => undefined)).toEqual({ blob: null, rows: 0 });
  });

  it('writes CSV the same way, and stops at a failed page with the service\'s error, or when cancelled', async () => {
    const csv = service(6000);
    const { blob } = await runExport(jobFor(csv.erp, 6000, 'csv'), csv.erp, () => undefined);
    const lines = (await blob!.text()).replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('«columns.id»;«columns.name»;«columns.amount»');
    expect(lines[1]).toBe('1;N1;2,00');
    expect(lines[6000]).toBe('6000;N6000;12000,00');
    expect(lines).toHaveLength(6002);
    const failing = service(12_000, { failAt: 2 });
    await expect(runExport(jobFor(failing.erp, 12_000), failing.erp, () => undefined)).rejects.toMatchObject({ kind: 'http', status: 500, serverMessage: 'boom' });
    const cancelled = service(12_000);
    const abort = new AbortController();
    await expect(runExport(jobFor(cancelled.erp, 12_000), cancelled.erp, () => abort.abort(), abort.signal)).rejects.toThrow();
    // The first page, and the pages asked ahead of it (aborted with the export), at most.
    expect(cancelled.bodies.length).toBeLessThanOrEqual(1 + PAGES_AHEAD);
  });
  it('asks the next pages while one is written, at most PAGES_AHEAD ahead, and writes them in page order when later pages answer first', async () => {
    const count = EXPORT_PAGE_ROWS * 4 + 7;
    const paged = service(count);
    let open = 0;
    let most = 0;
    const asked: unknown[] = [];
    const erp = {
      ...(paged.erp as object),
      post: async (path: string, body: Record<string, unknown>) => {
        asked.push(body.offset);
        most = Math.max(most, ++open);
        // Each page answers later than the next one asked: page 2 after page 3, and so on.
        const page = Math.round((Number(body.offset) - 1) / EXPORT_PAGE_ROWS) + 1;
        await new Promise((resolve) => setTimeout(resolve, 40 - page * 5));
        open--;
        return (paged.erp as { post: (p: string, b: Record<string, unknown>) => Promise<unknown> }).post(path, body);
      },
    } as never;
    const { blob, rows } = await runExport({ ...jobFor(erp, count, 'csv') }, erp, () => undefined);
    expect(rows).toBe(count);
    expect(asked).toEqual([1, 2, 3, 4, 5].map((p) => EXPORT_PAGE_ROWS * (p - 1) + 1));
    expect(most).toBe(PAGES_AHEAD);
    const ids = (await blob!.text()).replace(/^\ufeff/, '').split('\r\n').slice(1, -1).map((line) => Number(line.split(';')[0]));
    expect(ids).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  });
});
