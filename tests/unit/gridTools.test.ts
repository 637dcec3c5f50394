import { describe, expect, it } from 'vitest';
import type { Column, FilterOperator, RequestSpec } from '../../src/engine/definition/reportDefinition.gen';
import { sheetRowOf } from '../../src/engine/exports/sheetRowOf';
import { layoutOfChoice } from '../../src/engine/views/columnLayout';
import {
  columnChoiceKey, columnOperators, filterRequest, gridToolsQuery, isFilterable, parseFilterDate, parseFilterNumber, pagerValues, readColumnChoice,
  searchRequest, serverColumn,
} from '../../src/engine/grid/gridTools';
import { buildPayload } from '../../src/engine/request/buildPayload';
import { cellText, cellValue } from '../../src/engine/values/cellValue';
import { ctxOf } from './support/definitions';

const columns: Column[] = [
  { field: 'matricula', headerKey: 'k', sortField: 'C_MATRICULA' },
  { field: 'proveedor', headerKey: 'k', format: 'code', filterField: 'C_PROVEEDOR', sortField: 'C_PROV_SORT' },
  { field: 'importe', headerKey: 'k', format: 'amount', sortField: 'C_IMPORTE' },
  { field: 'cantidad', headerKey: 'k', format: 'number' },
  { field: 'fecha', headerKey: 'k', format: 'date', sortField: 'C_FECHA' },
  { field: 'estado', headerKey: 'k', format: 'enum', enum: { S: { labelKey: 'grid.yes' } } },
  { field: 'beneficio', headerKey: 'k', format: 'amount', value: { subtract: [{ row: 'venta' }, { row: 'compra' }, { row: 'porte' }] } },
  { field: 'margen', headerKey: 'k', format: 'amount', sortField: 'T_BENEFICIO', value: { subtract: [{ row: 'venta' }, { row: 'compra' }] } },
  { field: 'nota', headerKey: 'k', filterable: false, searchable: false },
];
const col = (field: string) => columns.find((c) => c.field === field)!;

describe('filter row operators', () => {
  it('offers the text operators for texts, codes and states, comparisons for amounts, numbers and dates', () => {
    for (const f of ['matricula', 'proveedor', 'estado']) expect(columnOperators(col(f))).toEqual(['contains', 'startswith', 'endswith', '=', '<>']);
    for (const f of ['importe', 'cantidad', 'fecha']) expect(columnOperators(col(f))).toEqual(['=', '<>', '<', '>', '<=', '>=']);
  });
  it('takes the definition operators when given', () => {
    expect(columnOperators({ format: 'text', filterOperators: ['=', 'contains'] })).toEqual(['=', 'contains']);
  });
  it('names columns as the server does: filterField, then sortField, then field', () => {
    expect(columns.map(serverColumn).slice(0, 4)).toEqual(['C_MATRICULA', 'C_PROVEEDOR', 'C_IMPORTE', 'cantidad']);
  });
  it('leaves computed columns without a server name, and filterable false, without a filter cell', () => {
    expect(columns.filter(isFilterable).map((c) => c.field)).toEqual(['matricula', 'proveedor', 'importe', 'cantidad', 'fecha', 'estado', 'margen']);
  });
});

describe('filter row → request', () => {
  it.each<[string, FilterOperator, string, [string, FilterOperator, string | number], string]>([
    ['matricula', 'contains', '12', ['C_MATRICULA', 'contains', '12'], "C_MATRICULA contains '12'"],
    ['matricula', 'startswith', ' 1234 ', ['C_MATRICULA', 'startswith', '1234'], "C_MATRICULA startswith '1234'"],
    ['proveedor', 'endswith', 'SL', ['C_PROVEEDOR', 'endswith', 'SL'], "C_PROVEEDOR endswith 'SL'"],
    ['estado', '=', 'S', ['estado', '=', 'S'], "estado = 'S'"],
    ['matricula', '<>', "O'Neil", ['C_MATRICULA', '<>', "O'Neil"], "C_MATRICULA <> 'O''Neil'"],
    ['importe', '<', '1.234,5', ['C_IMPORTE', '<', 1234.5], "C_IMPORTE < '1234.5'"],
    ['importe', '>', '-3,25', ['C_IMPORTE', '>', -3.25], "C_IMPORTE > '-3.25'"],
    ['cantidad', '<=', '10.5', ['cantidad', '<=', 10.5], "cantidad <= '10.5'"],
    ['fecha', '>=', '1/2/2026', ['C_FECHA', '>=', '01/02/2026'], "C_FECHA >= '01/02/2026'"],
  ])('%s %s %j', (field, operator, value, condition, query) => {
    expect(filterRequest(columns, { [field]: { operator, value } })).toEqual({ filter: [condition], query, invalid: [] });
  });
  it('joins several cells with "and" in column order and drops empty ones', () => {
    const r = filterRequest(columns, {
      importe: { operator: '>=', value: '100' }, matricula: { operator: 'contains', value: '12' }, cantidad: { operator: '=', value: '  ' }, fecha: { operator: '=', value: '' },
    });
    expect(r.filter).toEqual([['C_MATRICULA', 'contains', '12'], 'and', ['C_IMPORTE', '>=', 100]]);
    expect(r.query).toBe("C_MATRICULA contains '12' and C_IMPORTE >= '100'");
  });
  it('reports numbers and days it cannot read and does not send them', () => {
    const r = filterRequest(columns, { importe: { operator: '=', value: '12a' }, fecha: { operator: '<', value: '31/02/2026' }, matricula: { operator: '=', value: 'X' } });
    expect(r.invalid).toEqual([{ field: 'importe', expected: 'number' }, { field: 'fecha', expected: 'date' }]);
    expect(r.filter).toEqual([['C_MATRICULA', '=', 'X']]);
  });
  it('sends nothing for an empty row, columns without a filter cell or operators the column does not offer', () => {
    expect(filterRequest(columns, {})).toEqual({ invalid: [] });
    expect(filterRequest(columns, { nota: { operator: 'contains', value: 'x' }, beneficio: { operator: '=', value: '1' }, importe: { operator: 'contains', value: '1' } })).toEqual({ invalid: [] });
  });
  it('reads typed numbers and days', () => {
    expect(['12', '12,5', '1.234,56', '1 234', '.5', '-7'].map(parseFilterNumber)).toEqual([12, 12.5, 1234.56, 1234, 0.5, -7]);
    expect(['', 'abc', '1,2,3', '1e3'].map(parseFilterNumber)).toEqual([undefined, undefined, undefined, undefined]);
    expect(['05/03/2026', '5-3-2026', '2026-03-05'].map(parseFilterDate)).toEqual(['05/03/2026', '05/03/2026', '05/03/2026']);
    expect(['2026', '32/01/2026', '03/2026'].map(parseFilterDate)).toEqual([undefined, undefined, undefined]);
  });
});

describe('search panel → request', () => {
  it('looks in the shown text and code columns with server names by default', () => {
    expect(searchRequest(columns, ' perea ')).toEqual({ search: 'perea', searchCols: 'C_MATRICULA,C_PROVEEDOR' });
  });
  it('follows searchable, and sends nothing for a blank text', () => {
    expect(searchRequest([...columns, { field: 'importe2', headerKey: 'k', format: 'amount', searchable: true }], 'x').searchCols).toBe('C_MATRICULA,C_PROVEEDOR,importe2');
    expect(searchRequest(columns, '   ')).toEqual({});
  });
  it('goes into the payload under the paging names, only those named', () => {
    const request: RequestSpec = { endpoint: '/x', payload: { empresa: { const: '1' } }, paging: { offset: 'offset', numRows: 'numRows', filter: 'filter', query: 'query', search: 'search', searchCols: 'searchCols' } };
    const tools = gridToolsQuery(columns, { matricula: { operator: 'contains', value: '12' } }, 'perea');
    expect(tools.invalid).toEqual([]);
    expect(buildPayload(request, ctxOf('ADMIN'), { page: 2, pageSize: 10, ...tools })).toEqual({
      empresa: '1', offset: 11, numRows: 10, filter: [['C_MATRICULA', 'contains', '12']], query: "C_MATRICULA contains '12'", search: 'perea', searchCols: 'C_MATRICULA,C_PROVEEDOR',
    });
    const onlyFilter: RequestSpec = { ...request, paging: { offset: 'offset', filter: 'filtros' } };
    expect(buildPayload(onlyFilter, ctxOf('ADMIN'), { page: 1, pageSize: 10, ...tools })).toEqual({ empresa: '1', offset: 1, filtros: [['C_MATRICULA', 'contains', '12']] });
    expect(buildPayload(request, ctxOf('ADMIN'), { page: 1, pageSize: 10, ...gridToolsQuery(columns, {}, '') })).toEqual({ empresa: '1', offset: 1, numRows: 10 });
  });
});

describe('column chooser', () => {
  const chooser: Column[] = [
    { field: 'a', headerKey: 'k' }, { field: 'b', headerKey: 'k', hidden: true }, { field: 'c', headerKey: 'k', hideable: false }, { field: 'd', headerKey: 'k' },
  ];
  it('starts from the definition: hidden columns start hidden', () => {
    expect(layoutOfChoice(chooser, {})).toEqual(['a', 'c', 'd']);
  });
  it('follows the stored choice, keeps unhideable columns and ignores fields no longer defined', () => {
    expect(layoutOfChoice(chooser, { a: false, b: true, c: false, gone: true })).toEqual(['b', 'c', 'd']);
  });
  it('reads stored choices tolerantly', () => {
    expect(readColumnChoice('{"a":false,"x":"yes","b":true}')).toEqual({ a: false, b: true });
    expect(readColumnChoice('not json')).toEqual({});
    expect(readColumnChoice('[1]')).toEqual({});
    expect(readColumnChoice(null)).toEqual({});
  });
  it('is remembered per user and report', () => {
    expect(columnChoiceKey('proveedor1', 'COMPRAS')).toBe('portal.gridColumns.proveedor1.COMPRAS');
    expect(columnChoiceKey(undefined, 'COMPRAS')).toBe('portal.gridColumns..COMPRAS');
  });
});

describe('pager text values', () => {
  it.each([
    [1, 10, 95, { page: 1, pages: 10, total: 95 }],
    [10, 10, 95, { page: 10, pages: 10, total: 95 }],
    [3, 25, 50, { page: 2, pages: 2, total: 50 }],
    [1, 10, 0, { page: 1, pages: 1, total: 0 }],
  ])('page %i of size %i with %i rows', (page, size, total, expected) => {
    expect(pagerValues(page, size, total)).toEqual(expected);
  });
});

describe('computed cells', () => {
  const profit = col('beneficio');
  it('shows the value expression with the row', () => {
    expect(cellValue(profit, { venta: 1000, compra: '400,5', porte: 99.5 })).toBe(500);
    expect(cellText(profit, { venta: 1000, compra: 400, porte: 100 }, (k) => k)).toBe(cellText({ field: 'x', format: 'amount' }, { x: 500 }, (k) => k));
  });
  it('counts empty values as 0', () => {
    expect(cellValue(profit, { venta: null, compra: 400 })).toBe(-400);
    expect(cellValue(profit, {})).toBe(0);
    expect(cellValue({ field: 'r', value: { divide: [{ row: 'a' }, { row: 'b' }] } }, { a: 5, b: null })).toBeUndefined();
  });
  it('reads the field of plain columns and sees the report context', () => {
    expect(cellValue(col('matricula'), { matricula: '1234-ABC' })).toBe('1234-ABC');
    expect(cellValue({ field: 'u', value: { concat: [{ session: 'usuario' }, { const: '/' }, { row: 'n' }] } }, { n: 7 }, ctxOf('ADMIN'))).toBe('admin/7');
  });
  it('exports computed values as numbers', () => {
    expect(sheetRowOf([col('matricula'), profit], (k) => k)({ matricula: 'M', venta: 10, compra: 4, porte: 1 })).toEqual(['M', 5]);
  });
});
