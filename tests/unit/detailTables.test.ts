import { describe, expect, it } from 'vitest';
import type { Detail, DetailTables } from '../../src/engine/definition/reportDefinition.gen';
import { detailIsSingle, detailTables } from '../../src/engine/definition/detailTables';
import {
  footerValues, initialSubTableState, isServerPaged, isSortableColumn, lineValue, linesShown, sortByColumn, subTablePageSizes, subTablePayload, withPageSize,
} from '../../src/engine/grid/subTableRequest';
import { planDocumentTabs, replyDocumentList } from '../../src/engine/reply/documentList';
import { ctxOf, definition } from './support/definitions';

/** A server-paged sub-table like the stock of an article by warehouse. */
const paged: Detail = {
  request: {
    endpoint: '/wscomun/portalinformes/lots',
    payload: { articulo: { row: 'articulo' }, empresa: { session: 'empresa' } },
    paging: { offset: 'offset', numRows: 'numRows', orderBy: 'orderBy', order: 'order' },
  },
  reply: { rows: ['dataRes'], total: ['numReg'] },
  titleKey: 'columns.quantity',
  pageSizes: [5, 10, 25],
  defaultSort: { column: 'cantidadLote', direction: 'desc' },
  footer: { field: 'observaciones', labelKey: 'columns.observations' },
  columns: [
    { field: 'almacen', headerKey: 'columns.warehouse' },
    { field: 'cantidadLote', headerKey: 'columns.quantity', format: 'number', sortField: 'CANTIDAD_LOTE' },
    { field: 'total', headerKey: 'columns.amount', value: { multiply: [{ row: 'cantidadLote' }, { row: 'precio' }] } },
  ],
};
const parent = { ...ctxOf('ADMIN'), row: { articulo: 'A-1' } };

describe('sub-tables of an expanded row', () => {
  it('a plain detail is one table; a detail of tables keeps its order and single flag', () => {
    const tables: DetailTables = { tables: [paged, { ...paged, titleKey: 'columns.month' }], single: true };
    expect(detailTables(tables).map((d) => d.titleKey)).toEqual(['columns.quantity', 'columns.month']);
    expect(detailIsSingle(tables)).toBe(true);
    expect(detailTables(paged)).toEqual([paged]);
    expect(detailTables(undefined)).toEqual([]);
  });
  it('pages on the server only when the request names paging fields', () => {
    expect(isServerPaged(paged)).toBe(true);
    const cert = definition('CERT_MEDIOAMB');
    expect(cert.result.kind === 'grid' && isServerPaged(detailTables(cert.result.detail)[0]!)).toBe(false);
    const orders = definition('ESTADO_PED_ALB');
    expect(orders.result.kind === 'grid' && isServerPaged(detailTables(orders.result.detail)[0]!)).toBe(false);
  });
  it('starts on the first page with the page size, else the first offered, else 5, and the default sort', () => {
    expect(initialSubTableState(paged)).toEqual({ page: 0, pageSize: 5, sort: { column: 'cantidadLote', direction: 'desc' } });
    expect(initialSubTableState({ pageSize: 10 })).toEqual({ page: 0, pageSize: 10, sort: undefined });
    expect(initialSubTableState({})).toEqual({ page: 0, pageSize: 5, sort: undefined });
    expect(subTablePageSizes(paged, initialSubTableState(paged))).toEqual([5, 10, 25]);
    expect(subTablePageSizes({}, { page: 0, pageSize: 10 })).toEqual([10]);
    expect(subTablePageSizes({ pageSizes: [25, 5] }, { page: 0, pageSize: 10 })).toEqual([5, 10, 25]);
  });
  it('sends offset, rows and the server sort column of the page, with the parent row in the payload', () => {
    const first = subTablePayload(paged, parent, initialSubTableState(paged));
    expect(first).toEqual({ articulo: 'A-1', empresa: '1', offset: 1, numRows: 5, orderBy: 'CANTIDAD_LOTE', order: 'DESC' });
    const third = subTablePayload(paged, parent, { page: 2, pageSize: 10, sort: { column: 'almacen', direction: 'asc' } });
    expect(third).toMatchObject({ offset: 21, numRows: 10, orderBy: 'almacen', order: 'ASC' });
    expect(subTablePayload(paged, parent, { page: 0, pageSize: 5 })).not.toHaveProperty('orderBy');
  });
  it('a table paged on screen sends only its payload', () => {
    const cert = definition('CERT_MEDIOAMB');
    const detail = cert.result.kind === 'grid' ? detailTables(cert.result.detail)[0]! : paged;
    expect(subTablePayload(detail, { ...ctxOf('CLIENTE'), row: { Identificador: 7 } }, { page: 3, pageSize: 5 })).toEqual({ tipoEmpresa: 0, identificador: 7 });
  });
  it('a header click sorts ascending, a second click flips, and both go back to the first page', () => {
    const s0 = { page: 3, pageSize: 10, sort: { column: 'cantidadLote', direction: 'desc' as const } };
    const s1 = sortByColumn(s0, 'almacen');
    expect(s1).toEqual({ page: 0, pageSize: 10, sort: { column: 'almacen', direction: 'asc' } });
    expect(sortByColumn(s1, 'almacen').sort).toEqual({ column: 'almacen', direction: 'desc' });
    expect(sortByColumn(sortByColumn(s1, 'almacen'), 'almacen').sort).toEqual({ column: 'almacen', direction: 'asc' });
    expect(withPageSize({ ...s1, page: 4 }, 25)).toEqual({ ...s1, page: 0, pageSize: 25 });
  });
  it('a computed column sorts only with a server column', () => {
    expect(isSortableColumn(paged.columns[0])).toBe(true);
    expect(isSortableColumn(paged.columns[2]!)).toBe(false);
    expect(isSortableColumn({ ...paged.columns[2]!, sortField: 'IMPORTE' })).toBe(true);
    expect(isSortableColumn({ ...paged.columns[0], sortable: false })).toBe(false);
  });
  it('shows the reply page as is when server-paged, else the slice of the page', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ n: i }));
    expect(linesShown(paged, { page: 1, pageSize: 5 }, rows.slice(0, 5))).toHaveLength(5);
    const local = { request: { endpoint: '/x', payload: {} } };
    expect(linesShown(local, { page: 1, pageSize: 5 }, rows).map((r) => r.n)).toEqual([5, 6, 7, 8, 9]);
    expect(linesShown(local, { page: 2, pageSize: 5 }, rows).map((r) => r.n)).toEqual([10, 11]);
  });
  it('computed columns take the line as row', () => {
    expect(lineValue(paged.columns[2]!, { cantidadLote: 4, precio: 2.5 }, ctxOf('ADMIN'))).toBe(10);
    expect(lineValue(paged.columns[0], { almacen: 'MAD' }, ctxOf('ADMIN'))).toBe('MAD');
  });
  it('the footer lists the distinct non-empty values of its field among the lines shown, in order', () => {
    const lines = [{ observaciones: 'Urgente' }, { observaciones: null }, { observaciones: ' ' }, { observaciones: 'Frágil' }, { observaciones: 'Urgente' }, {}];
    expect(footerValues(lines, 'observaciones')).toEqual(['Urgente', 'Frágil']);
    expect(footerValues([], 'observaciones')).toEqual([]);
    expect(footerValues([{ n: { a: 3 } }, { n: { a: 3 } }], 'n.a')).toEqual(['3']);
  });
});

describe('an action opening several documents', () => {
  const reply = { documentList: ['dataRes.url', 'dataRes.urlProveedor'] };
  it('reads one document per path, missing where the path is empty', () => {
    expect(replyDocumentList(reply, { dataRes: { url: '/d/1.pdf', urlProveedor: null } })).toEqual(['/d/1.pdf', undefined]);
    expect(replyDocumentList(reply, { dataRes: { url: '', urlProveedor: 'JVBERi0=' } })).toEqual([undefined, 'JVBERi0=']);
    expect(replyDocumentList(undefined, {})).toEqual([]);
  });
  it('shows the found documents in their tabs, closes the others and warns only when none was found', () => {
    expect(planDocumentTabs(['/a.pdf', '/b.pdf'])).toEqual({ show: [{ tab: 0, document: '/a.pdf' }, { tab: 1, document: '/b.pdf' }], close: [], anyMissing: false, noneFound: false });
    // A supplier note without the supplier's own document: the receipt shows, no "not found" message.
    expect(planDocumentTabs(['/a.pdf', undefined])).toEqual({ show: [{ tab: 0, document: '/a.pdf' }], close: [1], anyMissing: true, noneFound: false });
    expect(planDocumentTabs([undefined, undefined])).toEqual({ show: [], close: [0, 1], anyMissing: true, noneFound: true });
  });
});

describe('a search box', () => {
  it('Enter always searches; Tab forward only when the text changed since the last search', async () => {
    const { searchKeyRunsSearch } = await import('../../src/renderer/widgets/SearchWidget');
    expect(searchKeyRunsSearch({ key: 'Enter', shiftKey: false }, 'tor', 'tor')).toBe(true);
    expect(searchKeyRunsSearch({ key: 'Tab', shiftKey: false }, 'torn', 'tor')).toBe(true);
    expect(searchKeyRunsSearch({ key: 'Tab', shiftKey: false }, 'tor', 'tor')).toBe(false);
    expect(searchKeyRunsSearch({ key: 'Tab', shiftKey: false }, undefined, '')).toBe(false);
    expect(searchKeyRunsSearch({ key: 'Tab', shiftKey: true }, 'torn', 'tor')).toBe(false);
    expect(searchKeyRunsSearch({ key: 'a', shiftKey: false }, 'torn', 'tor')).toBe(false);
  });
});
