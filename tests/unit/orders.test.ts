import { detailTables } from '../../src/engine/definition/detailTables';
import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../../src/engine/conditions/evaluateCondition';
import type { Action, Column, GridResult } from '../../src/engine/definition/reportDefinition.gen';
import { checkRules } from '../../src/engine/filters/checkRules';
import { initialFilters } from '../../src/engine/filters/initialFilters';
import { fieldStates } from '../../src/engine/filters/fieldStates';
import { cellColor } from '../../src/engine/format/cellColor';
import { lateDeliveryDays, shownDeliveryDate } from '../../src/engine/orders/lateDelivery';
import { lastStepId, progressSteps } from '../../src/engine/orders/progressSteps';
import { allMarked, clearMarks, isMarked, orderSelection, remainingLines, toggleAll, type MarkableLine } from '../../src/engine/orders/purchaseOrderMarks';
import { deliveryNoteRef, eventsOfBulto, parseTracking, trackingRequestBody } from '../../src/engine/orders/trackingReply';
import { buildPayload } from '../../src/engine/request/buildPayload';
import { replyError } from '../../src/engine/reply/mapReply';
import { formatValue } from '../../src/engine/values/formatValue';
import { resolveValue } from '../../src/engine/values/resolveValue';
import { buildContext } from '../../src/engine/conditions/buildContext';
import { ctxOf, definition, facts } from './support/definitions';

const orders = definition('ESTADO_PED_ALB');
const grid = orders.result as GridResult;
const detail = detailTables(grid.detail)[0]!;
const lineAction = (id: string) => detail.rowActions!.find((a) => a.id === id)!;
const column = (columns: Column[], field: string) => columns.find((c) => c.field === field)!;
const STEPS = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, label: `S${id}` }));

describe('late delivery (spec 2 §4)', () => {
  it.each([
    ['delivery date before today, status not the last', '2026-11-18', 4, 0, 3],
    ['delivery date today', '2026-11-21', 4, 0, null],
    ['delivery date in the future', '2026-11-25', 4, 0, null],
    ['last step (completed)', '2026-11-01', 7, 0, null],
    ['status 0 has no delivery date', '2026-11-01', 0, 0, null],
    ['DD/MM/YYYY dates', '18/11/2026', 3, 0, 3],
    ['within the tolerated days', '2026-11-18', 4, 3, null],
    ['beyond the tolerated days', '2026-11-17', 4, 3, 4],
    ['no date', null, 4, 0, null],
  ])('%s', (_case, deliveryDate, status, graceDays, expected) => {
    expect(lateDeliveryDays({ deliveryDate, status, lastStatus: 7, today: '2026-11-21', graceDays })).toBe(expected);
  });
  it('is late at any status but the last when the steps are unknown', () => {
    expect(lateDeliveryDays({ deliveryDate: '2026-11-20', status: 7, lastStatus: undefined, today: '2026-11-21' })).toBe(1);
  });
  it.each([[0, null], ['0', null], [3, '2026-11-18']])('status %j shows the delivery date %j', (status, expected) => {
    expect(shownDeliveryDate('2026-11-18', status)).toBe(expected);
  });
  it('is highlighted for ADMIN and REPRESENTANTE only', () => {
    const options = column(grid.columns, 'fechaEntrega').options as { lateWhen: object };
    expect(['ADMIN', 'REPRESENTANTE', 'CLIENTE', 'SUCURSAL', 'MULTISUCURSAL'].map((r) => evaluateCondition(options.lateWhen, ctxOf(r)))).toEqual([true, true, false, false, false]);
  });
});

describe('order status progress (spec 2 §4)', () => {
  it.each([
    [1, ['current', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending']],
    [4, ['done', 'done', 'done', 'current', 'pending', 'pending', 'pending']],
    ['7', ['done', 'done', 'done', 'done', 'done', 'done', 'current']],
    [0, ['pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending']],
    [null, ['pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending']],
  ])('status %j → %j', (status, states) => {
    expect(progressSteps(STEPS, status).map((s) => s.state)).toEqual(states);
  });
  it('the last step completes an order', () => {
    expect(lastStepId(STEPS)).toBe(7);
    expect(lastStepId([])).toBeUndefined();
  });
});

describe('purchase-order marks (spec 2 §4, §5)', () => {
  const lines: MarkableLine[] = [
    { key: 'a', locked: false },
    { key: 'b', locked: false },
    { key: 'c', locked: true },
    { key: 'd', locked: false, initiallyMarked: true },
  ];
  it.each([
    ['a locked line is never marked', { c: true }, 'c', false],
    ['the user mark wins', { d: false }, 'd', false],
    ['the line flag marks it until changed', {}, 'd', true],
    ['unmarked by default', {}, 'a', false],
  ])('%s', (_case, marks, key, expected) => {
    expect(isMarked(lines.find((l) => l.key === key)!, marks)).toBe(expected);
  });
  it.each([
    ['nothing marked but the flagged line', {}, false],
    ['every remaining line marked (locked ones do not count)', { a: true, b: true }, true],
    ['one remaining line unmarked', { a: true, b: false }, false],
  ])('all-marked flag: %s', (_case, marks, expected) => {
    expect(allMarked(lines, marks)).toBe(expected);
  });
  it('the all-marked flag is false without remaining lines', () => {
    expect(allMarked([{ key: 'x', locked: true }], {})).toBe(false);
    expect(remainingLines(lines).map((l) => l.key)).toEqual(['a', 'b', 'd']);
  });
  it('select all marks every remaining line, and unmarks them when all were marked', () => {
    const marked = toggleAll(lines, { a: true });
    expect(marked).toEqual({ a: true, b: true, d: true });
    expect(toggleAll(lines, marked)).toEqual({ a: false, b: false, d: false });
  });
  it('an order sends its remaining lines S/N, or nothing when none is marked', () => {
    expect(orderSelection(lines, { a: true, d: false })?.map((s) => [s.line.key, s.marcado])).toEqual([['a', 'S'], ['b', 'N'], ['d', 'N']]);
    expect(orderSelection(lines, { d: false })).toBeNull();
  });
  it('generated lines forget their marks', () => {
    expect(clearMarks({ a: true, b: true }, ['a'])).toEqual({ b: true });
  });
  it('the generateOc column locks lines that have a purchase order, and shows for ADMIN experts only', () => {
    const oc = column(detail.columns, 'generarOC');
    const lockedWhen = (oc.options as { lockedWhen: object }).lockedWhen;
    expect(evaluateCondition(lockedWhen, { ...ctxOf('ADMIN'), row: { oCGeneradaSN: 'S' } })).toBe(true);
    expect(evaluateCondition(lockedWhen, { ...ctxOf('ADMIN'), row: { oCGeneradaSN: 'N' } })).toBe(false);
    const expert = { usuarioExpertSN: 'S', permiteCreaOCSN: 'S' };
    expect(evaluateCondition(oc.visibleWhen, ctxOf('ADMIN', {}, { session: expert }))).toBe(true);
    expect(evaluateCondition(oc.visibleWhen, ctxOf('ADMIN', {}, { session: { ...expert, permiteCreaOCSN: 'N' } }))).toBe(false);
    expect(evaluateCondition(oc.visibleWhen, ctxOf('REPRESENTANTE', {}, { session: expert }))).toBe(false);
    for (const a of grid.toolbarActions!) expect(evaluateCondition(a.visibleWhen, ctxOf('ADMIN', {}, { session: { ...expert, usuarioExpertSN: 'N' } }))).toBe(false);
  });
  it('the generation request sends contabilidad, cliente, numeroPedido and the lines S/N', () => {
    const generate = grid.toolbarActions!.find((a) => a.action === 'generatePurchaseOrder')!;
    const row = { contabilidad: 0, cliente: '000001', numeroPedido: 12, lineas: [{ numeroLinea: 1, marcado: 'S', articulo: 'X' }, { numeroLinea: 2, marcado: 'N' }] };
    expect(buildPayload(generate.request!, { ...ctxOf('ADMIN'), row })).toEqual({
      contabilidad: 0, cliente: '000001', numeroPedido: 12, lineas: [{ numeroLinea: 1, marcado: 'S' }, { numeroLinea: 2, marcado: 'N' }],
    });
  });
});

describe('tracking replies (spec 2 §7 "Tracking", §8)', () => {
  const reply = {
    result: 'ok',
    dataRes: { result: { codTracking: 'SEUR123', tipoTracking: 'SEUR', errorMsg: '', tracking: [
      { estado: 'En reparto', fecha: '2026-11-20', hora: '09:15', numBulto: '2', albaran: '77' },
      { estado: 'Recogido', fecha: '2026-11-19', hora: '18:00', numBulto: '1', albaran: '77' },
      { estado: 'En reparto', fecha: '20/11/2026', hora: '8:05', numBulto: '1', albaran: '77' },
    ] } },
  };
  it('sorts events oldest first and lists the parcels', () => {
    const info = parseTracking(reply);
    expect(info.events.map((e) => `${e.numBulto}:${e.estado}:${e.hora}`)).toEqual(['1:Recogido:18:00', '1:En reparto:8:05', '2:En reparto:09:15']);
    expect(info.bultos).toEqual(['1', '2']);
    expect(info.error).toBeUndefined();
    expect(eventsOfBulto(info, '2').map((e) => e.estado)).toEqual(['En reparto']);
    expect(eventsOfBulto(info, null)).toHaveLength(3);
  });
  it.each([
    ['code and message → errorMssgTracking', { dataRes: { result: { errorCode: '-3', errorMsg: 'Sin datos del transportista', tracking: [] } } }, { code: '-3', message: 'Sin datos del transportista' }],
    ['a message without code is no error', { dataRes: { result: { errorMsg: 'aviso', tracking: [] } } }, undefined],
    ['code 0 is no error', { errorCode: 0, errorMsg: 'OK', dataRes: { result: { tracking: [] } } }, undefined],
    ['top-level code and message', { errorCode: 500, errorMsg: 'Caído', dataRes: {} }, { code: '500', message: 'Caído' }],
  ])('%s', (_case, body, error) => {
    expect(parseTracking(body).error).toEqual(error);
  });
  it('builds the tracking body and reads a delivery note from loose values', () => {
    expect(trackingRequestBody({ empresa: '1', ejercicio: 2026, numeroAlbaran: 77 })).toEqual({ help: 'N', albaran: [{ empresa: '1', tipoEmpresa: 0, ejercicio: 2026, numeroAlbaran: 77 }] });
    expect(deliveryNoteRef({ ejercicio: '2026', numeroAlbaran: ' 77 ' }, '1')).toEqual({ empresa: '1', ejercicio: '2026', numeroAlbaran: '77' });
    expect(deliveryNoteRef({ empresa: '2', ejercicio: 2026, numeroAlbaran: 5 }, '1')).toEqual({ empresa: '2', ejercicio: '2026', numeroAlbaran: '5' });
    expect(deliveryNoteRef({ ejercicio: '2026', numeroAlbaran: null }, '1')).toBeNull();
    expect(deliveryNoteRef({ ejercicio: '', numeroAlbaran: '7' }, '1')).toBeNull();
  });
  it('the tracking action reads the line delivery note and is hidden without shipment', () => {
    const tracking = lineAction('tracking');
    const row = { empresa: '1', numeroEjercicio: 2026, numeroAlbaran: 77, estadoHUB: 'EN TRANSITO' };
    expect(resolveValue((tracking.options as { deliveryNote: never }).deliveryNote, { ...ctxOf('CLIENTE'), row })).toEqual({ empresa: '1', ejercicio: 2026, numeroAlbaran: 77 });
    expect(evaluateCondition(tracking.visibleWhen, { ...ctxOf('CLIENTE'), row })).toBe(true);
    for (const estadoHUB of ['SIN ENVIAR', 'SIN ALBARAN']) expect(evaluateCondition(tracking.visibleWhen, { ...ctxOf('CLIENTE'), row: { ...row, estadoHUB } })).toBe(false);
    expect(evaluateCondition(tracking.visibleWhen, { ...ctxOf('CLIENTE'), row: { ...row, numeroAlbaran: null } })).toBe(false);
  });
});

describe('cell colours', () => {
  const retention = column(grid.columns, 'estadoPedidoRetenido');
  const lineStatus = column(detail.columns, 'estadoPedido');
  it.each([
    [retention, 'NoRetenido', 'success'],
    [retention, 'Retenido', 'error'],
    [retention, 'ParcialmenteRetenido', 'warning'],
    [retention, 'Otro', 'error'],
    [retention, null, 'error'],
    [lineStatus, 5, 'success'],
    [lineStatus, 0, 'error'],
    [lineStatus, -4, 'error'],
  ])('%#: %j → %s', (col, value, expected) => {
    expect(cellColor(col, value, { ...ctxOf('CLIENTE'), row: { [col.field]: value } })).toBe(expected);
  });
  it('no colour without enum colours or rules, and none for default', () => {
    expect(cellColor({ enum: { X: { color: 'default' } } }, 'X', ctxOf('CLIENTE'))).toBeUndefined();
    expect(cellColor({}, 'X', ctxOf('CLIENTE'))).toBeUndefined();
  });
});

describe('ESTADO_PED_ALB filters (spec 2 §2.1, §5, §6, §9)', () => {
  it('defaults to 30 days back, or diasAntiguedad when greater than 0; a later role minimum wins; P, C, A checked; late-only unchecked', () => {
    expect(initialFilters(orders, buildContext(facts('ADMIN')))).toMatchObject({ fechaInicio: '2026-10-22', fechaFin: '2026-11-21', tiposPedido: ['P', 'C', 'A'], plazoEntregaSuperado: false });
    const roleDates = (d: number | null, start: string | null = null) => ({ fechaInicio: start, fechaFinal: null, diasAntiguedad: d });
    expect(initialFilters(orders, buildContext(facts('CLIENTE', { roleDates: roleDates(365) }))).fechaInicio).toBe('2025-11-21');
    expect(initialFilters(orders, buildContext(facts('CLIENTE', { roleDates: roleDates(0) }))).fechaInicio).toBe('2026-10-22');
    expect(initialFilters(orders, buildContext(facts('CLIENTE', { roleDates: roleDates(365, '2026-11-01') }))).fechaInicio).toBe('2026-11-01');
  });
  it.each([
    ['CLIENTE', { cliente: false, representante: false, sucursal: true }],
    ['MULTISUCURSAL', { cliente: false, representante: false, sucursal: true }],
    ['SUCURSAL', { cliente: false, representante: false, sucursal: false }],
    ['REPRESENTANTE', { cliente: true, representante: true, sucursal: true }],
    ['ADMIN', { cliente: true, representante: true, sucursal: true }],
  ])('%s sees the pickers %j (groups open)', (role, visible) => {
    const states = fieldStates(orders, ctxOf(role), new Set(['advanced', 'more']));
    expect({ cliente: states.cliente!.visible, representante: states.representante!.visible, sucursal: states.sucursal!.visible }).toEqual(visible);
  });
  it('fixes the client of customer roles, the branch of SUCURSAL and the representative of REPRESENTANTE', () => {
    expect(initialFilters(orders, ctxOf('CLIENTE')).cliente).toEqual({ codigo: '000001', nombre: 'Perea Márquez Hermanos S.L.' });
    expect(initialFilters(orders, ctxOf('SUCURSAL')).sucursal).toEqual({ codigo: '002', nombre: 'Perea - Murcia' });
    expect(initialFilters(orders, ctxOf('REPRESENTANTE')).representante).toEqual({ codigo: 'R005', nombre: 'Rafael Ortega', subfield: '1' });
    expect(initialFilters(orders, ctxOf('CLIENTE')).representante).toBeUndefined();
  });
  it('hides the branch picker on-premise and keeps the advanced fields behind their toggles', () => {
    expect(fieldStates(orders, buildContext(facts('ADMIN', { onPremise: true })), new Set(['advanced'])).sucursal!.visible).toBe(false);
    const closed = fieldStates(orders, ctxOf('ADMIN'), new Set());
    expect(['sucursal', 'zona', 'estados', 'fechaInicio', 'numeroPedido', 'obra'].map((f) => closed[f]!.visible)).toEqual([false, false, false, false, false, false]);
    expect(['cliente', 'representante', 'suReferencia', 'tiposPedido', 'plazoEntregaSuperado'].map((f) => closed[f]!.visible)).toEqual([true, true, true, true, true]);
  });
  it.each([
    ['ADMIN with nothing', 'ADMIN', { tiposPedido: ['P'] }, ['messages.reviseFiltrosBuscar']],
    ['ADMIN with an end date', 'ADMIN', { tiposPedido: ['P'], fechaFin: '2026-11-21' }, []],
    ['ADMIN with an order number', 'ADMIN', { tiposPedido: ['A'], numeroPedido: '12' }, []],
    ['ADMIN with a client', 'ADMIN', { tiposPedido: ['C'], cliente: { codigo: '000001', nombre: 'X' } }, []],
    ['REPRESENTANTE with nothing', 'REPRESENTANTE', { tiposPedido: ['P'] }, ['messages.reviseFiltrosBuscar']],
    ['CLIENTE with nothing', 'CLIENTE', { tiposPedido: ['P'] }, []],
    ['SUCURSAL with nothing', 'SUCURSAL', { tiposPedido: ['P'] }, []],
    ['no order type', 'CLIENTE', { tiposPedido: [] }, ['messages.reviseFiltrosBuscar']],
    ['start after end', 'CLIENTE', { tiposPedido: ['P'], fechaInicio: '2026-11-21', fechaFin: '2026-11-01' }, ['messages.fechaInicialMayorFinal']],
  ])('rules: %s → %j', (_case, role, filters, messages) => {
    expect(checkRules(orders, ctxOf(role, filters)).map((f) => f.messageKey)).toEqual(messages);
  });
  it('removes status 2 from the status filter for the JVISO domains only', () => {
    const exclude = orders.filters.fields!.estados!.options!.exclude![0]!;
    expect(exclude.values).toEqual([2]);
    expect(['JVISO', 'JVISOERP2T1', 'DEMO'].map((d) => evaluateCondition(exclude.when, ctxOf('ADMIN', {}, { session: { organizacion: d } })))).toEqual([true, true, false]);
  });
});

describe('ESTADO_PED_ALB requests (spec 2 §7)', () => {
  const search = (role: string, filters: Record<string, unknown>) => buildPayload(orders.request!, ctxOf(role, filters), { page: 2, pageSize: 15, sort: { column: 'fechaPedido', direction: 'desc' } });
  it('sends the search with paging, DD/MM/YYYY dates, type flags and statuses', () => {
    expect(search('REPRESENTANTE', {
      fechaInicio: '2026-10-22', fechaFin: '2026-11-21', tiposPedido: ['P', 'A'], plazoEntregaSuperado: true, estados: [3, 4],
      representante: { codigo: 'R005', nombre: 'R', subfield: '1' }, numeroPedido: '77', obra: 'Nave',
    })).toEqual({
      offset: 16, numRows: 15, orderBy: 'fechaPedido', order: 'DESC', usuario: 'representante',
      representanteInicial: 'R005', representanteFinal: 'R005', agenteInicial: '1', agenteFinal: '1', numeroPedido: '77', obra: 'Nave',
      fechaInicio: '22/10/2026', fechaFin: '21/11/2026', numeroAnyosAntiguedadPedidos: 0, plazoEntregaSuperado: 'S', dias: 0,
      tipoPedido: 'S', tipoCargo: 'N', tipoAbono: 'S', listaEstadosFiltrar: [3, 4],
    });
  });
  it('numeroAnyosAntiguedadPedidos is 0 only when both dates are set', () => {
    expect(search('CLIENTE', { fechaFin: '2026-11-21', tiposPedido: ['P'] }).numeroAnyosAntiguedadPedidos).toBe(1);
    expect(buildPayload(orders.request!, buildContext(facts('CLIENTE', { parameters: '{"numeroAnyosAntiguedadPedidos":3,"diasRetraso":2}' }), { tiposPedido: ['P'] }))).toMatchObject({ numeroAnyosAntiguedadPedidos: 3, dias: 2, plazoEntregaSuperado: 'N' });
  });
  it('asks the lines of an order, with the branch for SUCURSAL', () => {
    const order = { clteCodigo: '000002', cpmNumPedido: 501, pedido_cargo_abono: 'P' };
    expect(buildPayload(detail.request, { ...ctxOf('SUCURSAL'), row: order })).toEqual({ numeroPedido: 501, tipoPedido: 'P', cliente: '000002', sucursal: '002' });
    expect(buildPayload(detail.request, { ...ctxOf('ADMIN'), row: order })).toEqual({ numeroPedido: 501, tipoPedido: 'P', cliente: '000002' });
  });
});

describe('ESTADO_PED_ALB documents (spec 2 §6, §7 "Documents")', () => {
  const line = { cliente: '000002', numeroEjercicio: 2026, numeroAlbaran: 88, numeroFactura: 31, serieFactura: 'A', secuenciaFactura: 1, fechaFactura: '2026-11-10', sucursalFactura: '002', estadoPedido: 5 };
  const visible = (action: Action, role: string, row: Record<string, unknown>, overrides = {}) => evaluateCondition(action.visibleWhen, { ...buildContext(facts(role, overrides)), row });
  it('delivery note and invoice show only when the line has them', () => {
    expect(visible(lineAction('deliveryNote'), 'CLIENTE', line)).toBe(true);
    expect(visible(lineAction('deliveryNote'), 'CLIENTE', { ...line, numeroAlbaran: null })).toBe(false);
    expect(visible(lineAction('invoice'), 'CLIENTE', { ...line, numeroFactura: null })).toBe(false);
    expect(buildPayload(lineAction('deliveryNote').request!, { ...ctxOf('CLIENTE'), row: line })).toEqual({ ejercicio: 2026, albaranInicial: 88, albaranFinal: 88, tipoEmpresa: 0, pdfSn: 'S' });
  });
  it.each([
    ['SUCURSAL, invoice of its branch', 'SUCURSAL', '002', true],
    ['SUCURSAL, invoice of another branch', 'SUCURSAL', '001', false],
    ['CLIENTE, any branch', 'CLIENTE', '001', true],
  ])('invoice PDF and CSV: %s', (_case, role, sucursalFactura, expected) => {
    expect(visible(lineAction('invoice'), role, { ...line, sucursalFactura })).toBe(expected);
    expect(visible(lineAction('invoiceCsv'), role, { ...line, sucursalFactura })).toBe(expected);
  });
  it('the on-premise deployment of CHAVES hides delivery note and invoice of orders in status 5x', () => {
    const ctx = (estadoPedido: number) => ({ ...buildContext(facts('CLIENTE', { onPremise: true }, { organizacion: 'CHAVES' })), row: { ...line, estadoPedido } });
    expect(evaluateCondition(lineAction('deliveryNote').visibleWhen, ctx(5))).toBe(false);
    expect(evaluateCondition(lineAction('invoice').visibleWhen, ctx(52))).toBe(false);
    expect(evaluateCondition(lineAction('deliveryNote').visibleWhen, ctx(4))).toBe(true);
  });
  it('the invoice CSV asks the invoice of its year and is saved as <numeroFactura>.csv', () => {
    expect(resolveValue(lineAction('invoiceCsv').fileName!, { ...ctxOf('CLIENTE'), row: line })).toBe('31.csv');
    expect(buildPayload(lineAction('invoiceCsv').request!, { ...ctxOf('CLIENTE'), row: line })).toEqual({
      numeroFactura: 31, serieFactura: 'A', secuenciaFactura: 1, cliente: '000002', ejercicio: 2026, help: 'N',
    });
  });
  it.each([
    ['a delivery note not found (-21001) is an error with the server message', { infoMsg: { code: -21001, message: 'No se ha encontrado' }, dataRes: { report: '' } }, { code: '-21001', message: 'No se ha encontrado' }],
    ['code 0 is no error', { infoMsg: { code: 0, message: '' }, dataRes: { report: 'JVBERi0=' } }, undefined],
    ['no code is no error', { dataRes: { report: 'JVBERi0=' } }, undefined],
  ])('%s', (_case, body, expected) => {
    expect(replyError(lineAction('deliveryNote').reply, body)).toEqual(expected);
  });
  it.each([
    ['DEMO hosted', {}, { organizacion: 'DEMO', idOrganizacion: 1 }, true],
    ['organisation 63', {}, { organizacion: 'DEMO', idOrganizacion: 63 }, false],
    ['on-premise', { onPremise: true }, { organizacion: 'DEMO', idOrganizacion: 1 }, false],
    ['a viso domain', {}, { organizacion: 'jviso', idOrganizacion: 1 }, false],
    ['another viso variant', {}, { organizacion: 'VISOERP', idOrganizacion: 1 }, false],
  ])('proforma: %s → %s', (_case, overrides, session, expected) => {
    const detailAction = grid.rowActions!.find((a) => a.action === 'orderDetail')!;
    const proforma = (detailAction.options as { documents: { action?: Action }[] }).documents.find((d) => d.action)!.action!;
    expect(evaluateCondition(proforma.visibleWhen, buildContext(facts('CLIENTE', overrides, session)))).toBe(expected);
  });
});

describe('value format year', () => {
  it.each([['2026-11-10', 2026], ['10/11/2025', 2025], ['', ''], [null, null], ['no date', 'no date']])('%j → %j', (value, expected) => {
    expect(formatValue(value, 'year')).toBe(expected);
  });
});
