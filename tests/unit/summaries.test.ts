import dayjs from 'dayjs';
import 'dayjs/locale/es';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Column, GridResult, ReportDefinition } from '../../src/engine/definition/reportDefinition.gen';
import { validateDefinition } from '../../src/engine/definition/validateDefinition';
import { XlsxStreamWriter } from '../../src/engine/exports/XlsxStreamWriter';
import { chartData, PIE_SLICES } from '../../src/engine/summaries/chartData';
import { formatMeasure } from '../../src/engine/summaries/formatMeasure';
import { withConditions } from '../../src/engine/grid/withConditions';
import { groupConditions } from '../../src/engine/summaries/groupFilter';
import { periodKey, periodLabel, periodRange } from '../../src/engine/summaries/groupValue';
import { localPage } from '../../src/engine/summaries/localRows';
import { SummaryAccumulator } from '../../src/engine/summaries/SummaryAccumulator';
import { groupableColumns, measurableColumns, specFits, specReadFields, startingSpec, usablePresets } from '../../src/engine/summaries/summaryChoices';
import { summaryRows, summarySheetOf } from '../../src/engine/summaries/summarySheet';
import type { SummarySpec } from '../../src/engine/summaries/summarySpec';
import { runExport } from '../../src/renderer/exports/runExport';
import { exportJobOf } from '../../src/renderer/exports/exportJobOf';
import { buildContext } from '../../src/engine/conditions/buildContext';
import { definition } from './support/definitions';

const columns = [
  { field: 'fecha', headerKey: 'columns.date', format: 'date' },
  { field: 'cliente', headerKey: 'columns.clientCode', format: 'code' },
  { field: 'nombre', headerKey: 'columns.name' },
  { field: 'estado', headerKey: 'columns.state', format: 'enum', enum: { P: { labelKey: 'states.pending' }, F: { labelKey: 'states.invoiced' } } },
  { field: 'venta', headerKey: 'columns.sale', format: 'amount' },
  { field: 'compra', headerKey: 'columns.purchase', format: 'amount' },
  { field: 'kilos', headerKey: 'columns.kilos', format: 'number' },
  { field: 'beneficio', headerKey: 'columns.profit', format: 'amount', value: { subtract: [{ row: 'venta' }, { row: 'compra' }] } },
] as unknown as Column[];
const texts = { empty: '(vacío)', quarter: 'T{{quarter}} {{year}}', translate: (k: string) => ({ 'states.pending': 'Pendiente', 'states.invoiced': 'Facturado' } as Record<string, string>)[k] ?? k };
const rows: Record<string, unknown>[] = [
  { fecha: '2026-01-15', cliente: '000001', nombre: 'Reciclajes Norte', estado: 'P', venta: 100.1, compra: 50.05, kilos: 1200 },
  { fecha: '31/01/2026', cliente: '000002', nombre: 'Metales Sur', estado: 'F', venta: 0.1, compra: 0.2, kilos: null },
  { fecha: '2026-02-01T00:00:00', cliente: '000001', nombre: 'Reciclajes Norte', estado: 'F', venta: 0.2, compra: null, kilos: 300 },
  { fecha: '2026-04-30', cliente: { codigo: '000003' }, nombre: 'Chatarras Este', estado: 'P', venta: '12.5', compra: 2.5, kilos: 10 },
  { fecha: null, cliente: '', nombre: '', estado: null, venta: null, compra: null, kilos: null },
];
const summarise = (spec: SummarySpec, data = rows) => {
  const a = new SummaryAccumulator(spec, columns, texts);
  a.add(data.slice(0, 2));
  a.add(data.slice(2));
  return a.result();
};

beforeAll(() => { dayjs.locale('es'); });
afterAll(() => { dayjs.locale('en'); });

describe('periods of a date grouping', () => {
  it('keys, names and ranges of days, months, quarters and years', () => {
    const d = new Date(2026, 10, 5);
    expect([periodKey(d, 'day'), periodKey(d, 'month'), periodKey(d, 'quarter'), periodKey(d, 'year')]).toEqual(['2026-11-05', '2026-11', '2026-Q4', '2026']);
    expect(periodLabel('2026-11', texts)).toBe('Noviembre 2026');
    expect(periodLabel('2026-Q4', texts)).toBe('T4 2026');
    expect(periodLabel('2026-11-05', texts)).toBe('05/11/2026');
    expect(periodRange('2026-Q1')).toEqual(['2026-01-01', '2026-03-31']);
    expect(periodRange('2024-02')).toEqual(['2024-02-01', '2024-02-29']);
    expect(periodRange('2026')).toEqual(['2026-01-01', '2026-12-31']);
  });
});

describe('grouping and measures', () => {
  it('groups dates by month in time order (ISO, DD/MM/YYYY and timestamps alike), empty values last as their own group', () => {
    const r = summarise({ groupBy: [{ column: 'fecha', period: 'month' }], measures: [{ fn: 'count' }, { fn: 'sum', column: 'venta' }] });
    expect(r.groups.map((g) => [g.labels[0], g.rows, g.values[1]])).toEqual([
      ['Enero 2026', 2, 100.2], ['Febrero 2026', 1, 0.2], ['Abril 2026', 1, 12.5], ['(vacío)', 1, null],
    ]);
    expect(r.totals).toEqual([5, 112.9]);
    expect(r.rows).toBe(5);
  });
  it('quarters and years', () => {
    expect(summarise({ groupBy: [{ column: 'fecha', period: 'quarter' }], measures: [{ fn: 'count' }] }).groups.map((g) => g.labels[0])).toEqual(['T1 2026', 'T2 2026', '(vacío)']);
    expect(summarise({ groupBy: [{ column: 'fecha', period: 'year' }], measures: [{ fn: 'count' }] }).groups.map((g) => [g.keys[0], g.rows])).toEqual([['2026', 4], ['', 1]]);
  });
  it('sums decimals without float noise (0.1 + 0.2 is 0.3), averages, minimums and maximums skip empty values', () => {
    const r = summarise({ groupBy: [{ column: 'cliente' }], measures: [{ fn: 'sum', column: 'venta' }, { fn: 'avg', column: 'kilos' }, { fn: 'min', column: 'compra' }, { fn: 'max', column: 'kilos' }, { fn: 'count', column: 'kilos' }] });
    const byKey = Object.fromEntries(r.groups.map((g) => [g.keys[0], g.values]));
    expect(byKey['000001']).toEqual([100.3, 750, 50.05, 1200, 2]);
    expect(byKey['000002']).toEqual([0.1, null, 0.2, null, 0]);
    const many = new SummaryAccumulator({ groupBy: [{ column: 'cliente' }], measures: [{ fn: 'sum', column: 'venta' }] }, columns, texts);
    many.add(Array.from({ length: 10_000 }, () => ({ cliente: 'X', venta: 0.1 })));
    expect(many.result().totals[0]).toBe(1000);
  });
  it('measures a computed column (sale minus purchase) the way the grid shows it', () => {
    const r = summarise({ groupBy: [{ column: 'estado' }], measures: [{ fn: 'sum', column: 'beneficio' }] });
    // Enum labels name the groups; groups that are not dates go largest first.
    expect(r.groups.map((g) => [g.labels[0], g.values[0]])).toEqual([['Pendiente', 60.05], ['Facturado', 0.1], ['(vacío)', 0]]);
  });
  it('a code column takes its codigo, and a label field names it', () => {
    const r = summarise({ groupBy: [{ column: 'cliente', labelField: 'nombre' }], measures: [{ fn: 'count' }] });
    expect(r.groups.map((g) => g.labels[0])).toEqual(['000001 · Reciclajes Norte', '000002 · Metales Sur', '000003 · Chatarras Este', '(vacío)']);
  });
  it('two groupings: pairs under their first grouping, with its subtotals', () => {
    const r = summarise({ groupBy: [{ column: 'fecha', period: 'quarter' }, { column: 'estado' }], measures: [{ fn: 'count' }] });
    expect(r.groups.map((g) => g.labels.join('/'))).toEqual(['T1 2026/Facturado', 'T1 2026/Pendiente', 'T2 2026/Pendiente', '(vacío)/(vacío)']);
    expect(r.parents?.map((g) => [g.labels[0], g.rows])).toEqual([['T1 2026', 3], ['T2 2026', 1], ['(vacío)', 1]]);
  });
  it('past the group limit keeps the top groups by the first measure and says how many there were', () => {
    const a = new SummaryAccumulator({ groupBy: [{ column: 'nombre' }], measures: [{ fn: 'sum', column: 'kilos' }] }, columns, texts);
    a.add(Array.from({ length: 1500 }, (_, i) => ({ nombre: `N${i}`, kilos: i })));
    const r = a.result();
    expect([r.truncated, r.groupCount, r.groups.length, r.groups[0]!.labels[0], r.groups.at(-1)!.labels[0]]).toEqual([true, 1500, 1000, 'N1499', 'N500']);
    expect(r.totals[0]).toBe((1499 * 1500) / 2);
  });
  it('refuses a column it does not know', () => {
    expect(() => new SummaryAccumulator({ groupBy: [{ column: 'nada' }], measures: [{ fn: 'count' }] }, columns, texts)).toThrow(/nada/);
  });
});

describe('chart data, formats and files', () => {
  it('bars of one grouping, series of the second grouping, and a pie of the largest slices with the rest summed', () => {
    const spec: SummarySpec = { groupBy: [{ column: 'fecha', period: 'quarter' }, { column: 'estado' }], measures: [{ fn: 'count' }] };
    const r = summarise(spec);
    const stacked = chartData(spec, r, 'stackedBar', 0, { measure: 'Nº', rest: 'Resto' });
    // Series largest first (a tie keeps the order the groups are shown in).
    expect(stacked.series.map((s) => s.name)).toEqual(['Facturado', 'Pendiente', '(vacío)']);
    expect(stacked.data[0]).toEqual({ label: 'T1 2026', s0: 2, s1: 1 });
    const one: SummarySpec = { groupBy: [{ column: 'nombre' }], measures: [{ fn: 'sum', column: 'kilos' }] };
    const a = new SummaryAccumulator(one, columns, texts);
    a.add(Array.from({ length: 20 }, (_, i) => ({ nombre: `N${i}`, kilos: i + 1 })));
    const pie = chartData(one, a.result(), 'pie', 0, { measure: 'kg', rest: 'Resto' });
    expect(pie.data).toHaveLength(PIE_SLICES + 1);
    expect(pie.data.at(-1)).toEqual({ label: 'Resto', v0: 36 });
  });
  it('formats measures as the grid does', () => {
    expect(formatMeasure({ fn: 'sum', column: 'venta' }, { format: 'amount' }, 1234.5).replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatMeasure({ fn: 'count' }, undefined, 12345)).toBe('12.345');
    expect(formatMeasure({ fn: 'avg', column: 'kilos' }, { format: 'number' }, null)).toBe('-');
  });
  it('writes the summary as a second sheet of a workbook, with the totals row and the measures as numbers', async () => {
    const spec: SummarySpec = { groupBy: [{ column: 'cliente' }], measures: [{ fn: 'sum', column: 'venta' }, { fn: 'count' }] };
    const r = summarise(spec);
    const sheetTexts = { sheetName: 'Resumen', groupHeaders: ['Cliente'], measureHeaders: ['Suma de Venta', 'Nº de filas'], total: 'Total' };
    const writer = new XlsxStreamWriter({ sheetName: 'Datos', columns: [{ header: 'A', width: 10 }] }, undefined, [summarySheetOf(spec.measures, columns, sheetTexts)]);
    writer.write([['x']]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await writer.finish([summaryRows(r, sheetTexts)]).arrayBuffer());
    expect(book.worksheets.map((w) => w.name)).toEqual(['Datos', 'Resumen']);
    const sheet = book.getWorksheet('Resumen')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Cliente', 'Suma de Venta', 'Nº de filas']);
    expect(sheet.getRow(2).values).toEqual([undefined, '000001', 100.3, 2]);
    expect(sheet.getRow(sheet.rowCount).values).toEqual([undefined, 'Total', 112.9, 5]);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00 "€"');
  });
});

describe('the Excel export with a summary', () => {
  it('adds the summary of every exported row as its own sheet', async () => {
    const def = { code: 'X', request: { endpoint: '/x', payload: {}, paging: { offset: 'offset', numRows: 'numRows' } }, reply: { rows: ['dataRes'], total: ['numReg'] } } as unknown as ReportDefinition;
    const context = buildContext({ session: {}, roleDates: null, onPremise: false, permissions: [] });
    const data = Array.from({ length: 12_000 }, (_, i) => ({ fecha: `2026-0${(i % 3) + 1}-10`, venta: 1.1, compra: 0.1 }));
    const erp = {
      connection: () => ({ baseUrl: '', session: {}, onPremise: false }),
      post: async (_p: string, body: Record<string, unknown>) => {
        const from = Number(body.offset) - 1;
        return { status: 200, headers: new Headers(), data: { dataRes: data.slice(from, from + Number(body.numRows)), numReg: data.length } };
      },
    };
    const spec: SummarySpec = { groupBy: [{ column: 'fecha', period: 'month' }], measures: [{ fn: 'sum', column: 'beneficio' }] };
    const job = exportJobOf({ definition: def, context, erp: erp as never, total: data.length, visibleColumns: columns.slice(0, 1), t: ((k: string) => k) as never,
      summary: { spec, columns, texts: { sheetName: 'Resumen', groupHeaders: ['Fecha (mes)'], measureHeaders: ['Suma de Beneficio'], total: 'Total' }, groupTexts: { empty: '(vacío)', quarter: 'T{{quarter}} {{year}}' } } },
    { fileName: 'x.xlsx', sheetName: 'Datos' }, 'xlsx', 'es', 'http://localhost/');
    const { blob, rows: written } = await runExport(job, erp as never, () => undefined);
    expect(written).toBe(12_000);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob!.arrayBuffer());
    const sheet = book.getWorksheet('Resumen')!;
    expect([2, 3, 4, 5].map((r) => sheet.getRow(r).values)).toEqual([[undefined, 'Enero 2026', 4000], [undefined, 'Febrero 2026', 4000], [undefined, 'Marzo 2026', 4000], [undefined, 'Total', 12000]]);
  });
});

describe('the grid showing a group held on the client', () => {
  it('sorts numbers, days and texts the way the grid does (empty values last) and pages them', () => {
    const page = localPage(rows, columns, { page: 1, pageSize: 3, sort: { column: 'fecha', direction: 'desc' } });
    expect([page.total, page.rows.map((r) => r.fecha)]).toEqual([5, ['2026-04-30', '2026-02-01T00:00:00', '31/01/2026']]);
    expect(localPage(rows, columns, { page: 2, pageSize: 3, sort: { column: 'beneficio', direction: 'asc' } }).rows.map((r) => r.nombre)).toEqual(['Chatarras Este', 'Reciclajes Norte']);
    expect(localPage(rows, columns, { page: 1, pageSize: 2, sort: { column: 'nombre', direction: 'asc' } }).rows.map((r) => r.nombre)).toEqual(['Chatarras Este', 'Metales Sur']);
  });
});

describe('summaries a definition offers', () => {
  it('the standard definitions offer valid summaries, and a user gets only those whose columns they see', () => {
    const def = definition('COMPRAS_VENTAS');
    expect(validateDefinition(def)).toEqual([]);
    const result = def.result as GridResult;
    expect(usablePresets(result, result.columns).map((p) => p.id)).toEqual(['profitByMonth', 'salesByCustomer', 'movementsByQuarter']);
    // The profit column is staff-only: without it the profit summary is not offered.
    expect(usablePresets(result, result.columns.filter((c) => c.field !== 'tBeneficio')).map((p) => p.id)).toEqual(['salesByCustomer', 'movementsByQuarter']);
  });
  it('checks columns, numeric measures, periods on dates, a column for every measure but count, two groupings at most and unique ids', () => {
    const def = structuredClone(definition('ESTADO_PED_ALB'));
    (def.result as GridResult).summaries = [
      { id: 'a', labelKey: 'summaries.ordersByStatus', groupBy: [{ column: 'sinColumna' }, { column: 'clteNombre', period: 'month' }, { column: 'importe' }], measures: [{ fn: 'sum', column: 'clteNombre' }, { fn: 'avg' }, { fn: 'count', column: 'clteNombre' }] },
      { id: 'a', labelKey: 'summaries.ordersByStatus', groupBy: [{ column: 'fechaPedido', period: 'year' }], measures: [{ fn: 'max', column: 'importe' }] },
    ];
    expect(validateDefinition(def).map((e) => `${e.path} ${e.code}`).sort()).toEqual([
      '/result/summaries/0/groupBy summaryTooManyGroups',
      '/result/summaries/0/groupBy/0/column unknownColumn',
      '/result/summaries/0/groupBy/1/period summaryPeriodNotDate',
      '/result/summaries/0/measures/0/column summaryNotNumeric',
      '/result/summaries/0/measures/1 summaryMeasureColumn',
      '/result/summaries/1/id duplicateKey',
    ]);
  });
  it('what a user may compose: groupable and measurable columns, a starting summary, and whether a summary fits', () => {
    expect(measurableColumns(columns).map((c) => c.field)).toEqual(['venta', 'compra', 'kilos', 'beneficio']);
    expect(groupableColumns(columns).map((c) => c.field)).toEqual(['fecha', 'cliente', 'nombre', 'estado', 'kilos']);
    expect(startingSpec(columns)).toEqual({ groupBy: [{ column: 'fecha', period: 'month' }], measures: [{ fn: 'count' }] });
    expect(specFits({ groupBy: [{ column: 'nombre' }], measures: [{ fn: 'sum', column: 'nombre' }] }, columns)).toBe(false);
    expect(specFits({ groupBy: [{ column: 'nombre' }], measures: [{ fn: 'avg', column: 'beneficio' }] }, columns)).toBe(true);
  });
});

describe('a group asked of the service', () => {
  it('selects a period by its first and last day, a value by equality, and gives up on empty values and columns only on screen', () => {
    const spec: SummarySpec = { groupBy: [{ column: 'fecha', period: 'quarter' }, { column: 'cliente' }], measures: [{ fn: 'count' }] };
    expect(groupConditions(spec, ['2026-Q1', '000001'], columns)).toEqual([['fecha', '>=', '01/01/2026'], ['fecha', '<=', '31/03/2026'], ['cliente', '=', '000001']]);
    expect(groupConditions({ ...spec, groupBy: [{ column: 'fecha', period: 'day' }] }, ['2026-02-01'], columns)).toEqual([['fecha', '=', '01/02/2026']]);
    expect(groupConditions({ ...spec, groupBy: [{ column: 'kilos' }] }, ['300'], columns)).toEqual([['kilos', '=', 300]]);
    expect(groupConditions(spec, ['2026-Q1', ''], columns)).toBeNull();
    expect(groupConditions({ ...spec, groupBy: [{ column: 'beneficio' }] }, ['10'], columns)).toBeNull();
    const query = withConditions({ filter: [['nombre', 'contains', 'Norte']], query: "nombre contains 'Norte'", search: 'x' }, [['cliente', '=', "O'Neil"]]);
    expect(query).toEqual({ filter: [['nombre', 'contains', 'Norte'], 'and', ['cliente', '=', "O'Neil"]], query: "nombre contains 'Norte' and cliente = 'O''Neil'", search: 'x' });
  });
  it('reads only the fields a summary needs: its columns (a computed one by what it reads) and the fields naming its groups', () => {
    expect(specReadFields({ groupBy: [{ column: 'cliente', labelField: 'nombre' }], measures: [{ fn: 'sum', column: 'beneficio' }, { fn: 'count' }] }, columns)?.sort())
      .toEqual(['cliente', 'compra', 'nombre', 'venta']);
  });
});
