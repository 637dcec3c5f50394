import { describe, expect, it } from 'vitest';
import type { Column, ReportDefinition } from '../../src/engine/definition/reportDefinition.gen';
import { initialFilters } from '../../src/engine/filters/initialFilters';
import { validateDefinition } from '../../src/engine/definition/validateDefinition';
import { layoutColumns, layoutOfChoice, movedLayout, orderColumns, toggleLayout } from '../../src/engine/views/columnLayout';
import { isStale, staleViewParts } from '../../src/engine/views/staleViewParts';
import { applyViewFilters, viewFilters } from '../../src/engine/views/viewFilters';
import { linkSearch, MAX_LINK_STATE, readViewLink } from '../../src/engine/views/viewLink';
import { viewSort } from '../../src/engine/views/viewSort';
import { canonicalJson, sameViewState, viewsEnabled } from '../../src/engine/views/viewState';
import { viewStateFromWire, viewStateToWire } from '../../src/engine/views/viewWire';
import { initialReportViewState, reduceReportView } from '../../src/renderer/state/reportViewState';
import { createGridViewChannel } from '../../src/renderer/views/gridViewChannel';
import { ctxOf, definition } from './support/definitions';

const col = (field: string, extra: Partial<Column> = {}): Column => ({ field, headerKey: `k.${field}`, ...extra });
const columns = [col('a'), col('b', { hideable: false }), col('c', { hidden: true }), col('d')];

describe('column layout', () => {
  it('without a layout shows the definition order without its hidden columns', () => {
    expect(layoutColumns(columns, undefined).map((c) => c.field)).toEqual(['a', 'b', 'd']);
  });
  it('with a layout shows its fields in its order; a column that cannot be hidden shows at its place; unknown fields are ignored', () => {
    expect(layoutColumns(columns, ['d', 'c', 'gone']).map((c) => c.field)).toEqual(['b', 'd', 'c']);
    expect(layoutColumns(columns, ['c', 'a']).map((c) => c.field)).toEqual(['c', 'a', 'b']);
  });
  it('toggling shows a column at its definition place and hides a hideable one only', () => {
    expect(toggleLayout(columns, undefined, 'c', true)).toEqual(['a', 'b', 'c', 'd']);
    expect(toggleLayout(columns, ['d', 'a', 'b'], 'c', true)).toEqual(['d', 'a', 'b', 'c']);
    expect(toggleLayout(columns, undefined, 'a', false)).toEqual(['b', 'd']);
    expect(toggleLayout(columns, undefined, 'b', false)).toEqual(['a', 'b', 'd']);
  });
  it('a move keeps the shown columns in the grid order; without the chooser the order applies to every column', () => {
    expect(movedLayout(columns, undefined, ['d', 'b', 'a'])).toEqual(['d', 'b', 'a']);
    expect(orderColumns(columns, ['d', 'a']).map((c) => c.field)).toEqual(['d', 'a', 'b', 'c']);
    expect(orderColumns(columns, undefined).map((c) => c.field)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('an older browser choice becomes a layout', () => {
    expect(layoutOfChoice(columns, { a: false, c: true })).toEqual(['b', 'c', 'd']);
  });
});

describe('view filters', () => {
  const def = definition('ESTADO_PED_ALB');
  it('stores only what differs from the initial values (a relative default stays relative) and never the session-fixed fields', () => {
    const ctx = ctxOf('CLIENTE');
    const initial = initialFilters(def, ctx);
    expect(initial.cliente).toEqual({ codigo: '000001', nombre: 'Perea Márquez Hermanos S.L.' });
    const current = { ...initial, numeroPedido: 42, cliente: { codigo: '000009', nombre: 'Otro' } };
    delete (current as Record<string, unknown>).fechaFin;
    expect(viewFilters(def, initial, current, ctx)).toEqual({ numeroPedido: 42, fechaFin: null });
  });
  it("applying a colleague's view keeps this user's fixed values, empties nulls and names the fields the definition lost", () => {
    const ctx = ctxOf('CLIENTE');
    const initial = initialFilters(def, ctx);
    const { filters, dropped } = applyViewFilters(def, initial, { cliente: { codigo: '000009', nombre: 'Otro' }, fechaFin: null, numeroPedido: 7, viejo: 1 }, ctx);
    expect(filters.cliente).toEqual(initial.cliente);
    expect(filters).not.toHaveProperty('fechaFin');
    expect(filters.numeroPedido).toBe(7);
    expect(filters.fechaInicio).toBe(initial.fechaInicio);
    expect(dropped).toEqual(['viejo']);
  });
  it('an administrator may store and apply another customer', () => {
    const ctx = ctxOf('ADMIN');
    const initial = initialFilters(def, ctx);
    const cliente = { codigo: '000009', nombre: 'Otro' };
    expect(viewFilters(def, initial, { ...initial, cliente }, ctx)).toEqual({ cliente });
    expect(applyViewFilters(def, initial, { cliente }, ctx).filters.cliente).toEqual(cliente);
  });
});

describe('stale views', () => {
  const def = definition('ESTADO_PED_ALB');
  const result = def.result.kind === 'grid' ? def.result : null;
  const first = result!.columns[0]!.field;
  it('names the filters, columns, sort and filter-row cells the definition no longer has', () => {
    const parts = staleViewParts(def, { filters: { numeroPedido: 1, antiguo: 2 }, columns: [first, 'quitada'], sort: { column: 'otra', direction: 'asc' }, filterRow: { [first]: { operator: '=', value: '1' }, vieja: { operator: '=', value: '2' } } });
    expect(parts).toEqual({ filters: ['antiguo'], columns: ['quitada'], sort: 'otra', filterRow: ['vieja'] });
    expect(isStale(parts)).toBe(true);
    expect(isStale(staleViewParts(def, { filters: { numeroPedido: 1 }, columns: [first], sort: { column: first, direction: 'desc' } }))).toBe(false);
  });
  it('a sort applies only on a sortable column the user sees', () => {
    const cols: [Column, ...Column[]] = [col('x'), col('y', { sortable: false }), col('z', { visibleWhen: { properties: { role: { const: 'ADMIN' } } } })];
    expect(viewSort({ columns: cols }, { column: 'x', direction: 'desc' }, ctxOf('CLIENTE'))).toEqual({ column: 'x', direction: 'desc' });
    expect(viewSort({ columns: cols }, { column: 'y', direction: 'desc' }, ctxOf('CLIENTE'))).toBeUndefined();
    expect(viewSort({ columns: cols }, { column: 'z', direction: 'asc' }, ctxOf('CLIENTE'))).toBeUndefined();
    expect(viewSort({ columns: cols }, { column: 'z', direction: 'asc' }, ctxOf('ADMIN'))).toEqual({ column: 'z', direction: 'asc' });
  });
});

describe('links', () => {
  it('a view link names the view; a state link carries filters, columns, sort, page size, tools and page, and reads back the same', () => {
    expect(linkSearch({ kind: 'view', id: '12' })).toBe('?vista=12');
    expect(readViewLink('?vista=def%3AlastMonth')).toEqual({ kind: 'view', id: 'def:lastMonth' });
    const state = { filters: { numeroPedido: 7, fechaFin: null }, columns: ['a', 'b'], sort: { column: 'a', direction: 'desc' as const }, pageSize: 50, filterRow: { a: { operator: '>', value: '3' } }, search: 'cobre' };
    const read = readViewLink(linkSearch({ kind: 'state', state, page: 3 }));
    expect(read).toEqual({ kind: 'state', state, page: 3 });
  });
  it('anything malformed or oversized in an address is ignored, never an error', () => {
    expect(readViewLink('')).toEqual({ kind: 'none' });
    expect(readViewLink('?estado=%7Bnot json')).toEqual({ kind: 'none' });
    expect(readViewLink('?estado=%5B1%2C2%5D')).toEqual({ kind: 'none' });
    expect(readViewLink(`?estado=${encodeURIComponent(JSON.stringify({ f: { x: 'y'.repeat(MAX_LINK_STATE) } }))}`)).toEqual({ kind: 'none' });
    const partial = readViewLink(`?estado=${encodeURIComponent(JSON.stringify({ f: {}, c: [1], s: ['a', 'up'], p: 0, n: -1, r: { a: 5 } }))}`);
    expect(partial).toEqual({ kind: 'state', state: { filters: {} } });
  });
});

describe('view state', () => {
  it('compares whatever the key order; absent and empty parts alike', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }] })).toBe('{"a":[{"c":2,"d":1}],"b":1}');
    expect(sameViewState({ filters: { a: 1, b: 2 }, filterRow: {} }, { filters: { b: 2, a: 1 }, search: '  ' })).toBe(true);
    expect(sameViewState({ filters: {} }, { filters: {}, pageSize: 50 })).toBe(false);
  });
  it('views are on unless the definition switches them off', () => {
    expect(viewsEnabled({} as ReportDefinition)).toBe(true);
    expect(viewsEnabled({ views: { enabled: false } } as ReportDefinition)).toBe(false);
  });
});

describe('views a definition offers', () => {
  it('a preset must name filters, columns and a sort the definition has, with ids of its own', () => {
    const def = definition('ESTADO_PED_ALB');
    expect(validateDefinition(def)).toEqual([]);
    const broken = structuredClone(def);
    broken.views = { presets: [
      { id: 'late', labelKey: 'orders.views.late', filters: { sinCampo: 1 }, columns: ['cpmNumPedido', 'sinColumna'], sort: { column: 'otra', direction: 'asc' } },
      { id: 'late', labelKey: 'orders.views.credits' },
    ] };
    const errors = validateDefinition(broken).map((e) => `${e.path} ${e.code}`);
    expect(errors).toEqual(expect.arrayContaining([
      '/views/presets/1/id duplicateKey', '/views/presets/0/filters/sinCampo unknownFilterField', '/views/presets/0/columns/1 unknownColumn', '/views/presets/0/sort/column unknownColumn',
    ]));
    expect(validateDefinition({ ...broken, views: { presets: [{ id: 'Mal id', labelKey: 'orders.views.late' }] } }).map((e) => e.path)).toContain('/views/presets/0/id');
  });
  it('switching views off is a definition flag', () => {
    const def = definition('ESTADO_PED_ALB');
    expect(validateDefinition({ ...def, views: { enabled: false } })).toEqual([]);
  });
});

describe('the grid view channel and the report view state', () => {
  it('grids start from the view applied, with the user\'s own layout where the view says none; Clear keeps the arranged columns only', () => {
    const layouts: unknown[] = [];
    const channel = createGridViewChannel((l) => layouts.push(l));
    channel.setFallback({ columns: ['a', 'b'], widths: { a: 120 } });
    expect(channel.start()).toEqual({ columns: ['a', 'b'], widths: { a: 120 } });
    channel.set({ sort: { column: 'a', direction: 'desc' }, pageSize: 30 });
    expect(channel.start()).toEqual({ sort: { column: 'a', direction: 'desc' }, pageSize: 30, columns: ['a', 'b'], widths: { a: 120 } });
    channel.report({ page: 3, sort: { column: 'b', direction: 'asc' } });
    channel.report({ columns: ['b'] });
    expect(layouts).toEqual([{ columns: ['b'], widths: { a: 120 } }]);
    channel.resetRun();
    expect(channel.current()).toEqual({ sort: { column: 'a', direction: 'desc' }, pageSize: 30, columns: ['b'], widths: undefined });
    let heard = 0;
    const off = channel.subscribe(() => heard++);
    channel.report({ pageSize: 30 });
    expect(heard).toBe(0);
    channel.report({ pageSize: 10 });
    expect(heard).toBe(1);
    off();
  });
  it('a view applied sets the filters and choice, discards the grid, opens the groups it sets and asks a search when wanted', () => {
    const start = initialReportViewState({ a: 1 });
    const searched = reduceReportView(start, { type: 'searched', context: ctxOf('ADMIN') });
    const applied = reduceReportView(searched, { type: 'viewApplied', filters: { b: 2 }, choice: 'X', search: true, openGroups: ['more'] });
    expect(applied.screen.filters).toEqual({ b: 2 });
    expect(applied.screen.choice).toBe('X');
    expect(applied.screen.search).toBeNull();
    expect(applied.screen.grid.key).toBe(searched.screen.grid.key + 1);
    expect(applied.screen.searchAgain).toBe(true);
    expect([...applied.screen.openGroups]).toEqual(['more']);
    expect(applied.outcome).toEqual({ phase: 'none' });
  });
});

describe('views as the services carry them', () => {
  it('the portal and the services read and write a view\'s state alike: a round trip keeps it, empty parts are left out, odd filters count as none', () => {
    const state = { filters: { cliente: '000001' }, columns: ['a', 'b'], sort: { column: 'a', direction: 'desc' as const }, pageSize: 25, filterRow: { a: { operator: '=' as const, value: 'x' } }, search: 'norte' };
    const wire = viewStateToWire(state);
    expect(wire).toEqual({ filtros: { cliente: '000001' }, columnas: ['a', 'b'], orden: { columna: 'a', direccion: 'desc' }, tamPagina: 25, filaFiltros: { a: { operador: '=', valor: 'x' } }, busqueda: 'norte' });
    expect(viewStateFromWire(wire)).toEqual(state);
    expect(viewStateToWire({ filters: {}, filterRow: {}, search: '  ' })).toEqual({ filtros: {} });
    expect(viewStateFromWire({ filtros: 'x', columnas: null, orden: null, tamPagina: null, filaFiltros: null, busqueda: null })).toEqual({ filters: {} });
  });
});
