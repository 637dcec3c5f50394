import { describe, expect, it } from 'vitest';
import { checkRules } from '../../src/engine/filters/checkRules';
import { applyFilterChange, fieldStates } from '../../src/engine/filters/fieldStates';
import { initialFilters } from '../../src/engine/filters/initialFilters';
import { numberBoundsFailures } from '../../src/engine/filters/numberBoundsFailures';
import { optionPayload, rangeChoices, replyChoices } from '../../src/engine/options/optionChoices';
import { buildPayload } from '../../src/engine/request/buildPayload';
import { formatValue } from '../../src/engine/values/formatValue';
import { ctxOf, definition } from './support/definitions';

const sales = definition('ESTADO_VENTAS');
const comparison = definition('ESTADIST_VENTAS');
const provinces = definition('ESTAD_PROV_REP');
const unpaid = definition('IMPAGADOS');
const portfolio = definition('CARTERA_CLIENTS');
const risk = definition('RIESGOS');
const admin = (filters: Record<string, unknown> = {}) => ctxOf('ADMIN', filters, { session: { nivelMaxArt: 5 } });

describe('month values (MM/YYYY on the wire)', () => {
  it('formats a YYYY-MM month, a YYYY-MM-DD date and a DD/MM/YYYY date as MM/YYYY', () => {
    expect(formatValue('2026-03', 'my')).toBe('03/2026');
    expect(formatValue('2025-12-31', 'my')).toBe('12/2025');
    expect(formatValue('01/02/2024', 'my')).toBe('02/2024');
    expect(formatValue('', 'my')).toBe('');
    expect(formatValue('not a month', 'my')).toBe('not a month');
  });
  it('the sales comparison opens on the last twelve months against the twelve before and sends MM/YYYY', () => {
    const values = initialFilters(comparison, admin());
    expect(values).toMatchObject({ mesIni: '2025-12-21', mesFin: '2026-11-21', mesComparadoIni: '2024-12-21', mesComparadoFin: '2025-11-21' });
    const body = buildPayload(comparison.request!, admin({ ...values, mesIni: '2026-01', representante: { codigo: 'R001', nombre: 'X' } }));
    expect(body).toMatchObject({
      tipoEmpresa: 0, pdfSn: 'S', tipoRepresentante: '', representanteInicial: 'R001', representanteFinal: 'R001',
      mesEjercicioInicial: '01/2026', mesEjercicioFinal: '11/2026', mesEjercicioComparadoInicial: '12/2024', mesEjercicioComparadoFinal: '11/2025',
    });
  });
  it('a first month after the last is refused with the date-order message; months compare by month', () => {
    const failures = checkRules(comparison, admin({ representante: { codigo: 'R001' }, mesIni: '2026-05', mesFin: '2026-04', mesComparadoIni: '2025-01', mesComparadoFin: '2025-01' }));
    expect(failures.map((f) => f.messageKey)).toEqual(['messages.fechaInicialMayorFinal']);
    expect(checkRules(comparison, admin({ representante: { codigo: 'R001' }, mesIni: '2026-04', mesFin: '2026-04', mesComparadoIni: '2025-01', mesComparadoFin: '2025-02' }))).toEqual([]);
  });
  it('a missing month gives notValidDate; neither representative nor client gives avisoClienteRepresentante', () => {
    expect(checkRules(comparison, admin({ mesIni: '2026-01', mesFin: '2026-02', mesComparadoIni: '2025-01' })).map((f) => f.messageKey))
      .toEqual(['messages.notValidDate', 'messages.avisoClienteRepresentante']);
  });
});

describe('number fields with bounds', () => {
  it('a value outside the schema bounds blocks with the bounds named; a non-integer is refused; empty is fine', () => {
    expect(numberBoundsFailures(sales, { nivel1: 6 })).toEqual([{ field: 'nivel1', messageKey: 'messages.numberOutOfRange', min: 1, max: 5 }]);
    expect(numberBoundsFailures(sales, { nivel1: 0, nivel2: 2.5 }).map((f) => [f.field, f.messageKey]))
      .toEqual([['nivel1', 'messages.numberOutOfRange'], ['nivel2', 'messages.notANumber']]);
    expect(numberBoundsFailures(sales, { nivel1: 5, nivel2: undefined })).toEqual([]);
    const failure = checkRules(sales, admin({ ...initialFilters(sales, admin()), cliente: { codigo: '000001' }, tipoListado: '4', nivel2: 9 })).find((f) => f.fields[0] === 'nivel2');
    expect(failure).toMatchObject({ blocksSearch: true, messageKey: 'messages.numberOutOfRange', params: { min: '1', max: '5' } });
  });
});

describe('fields shown only for some values of another field', () => {
  it('nivel1 and nivel2 show for listing types 4, 5 and 6 only, and are sent only then', () => {
    for (const [tipo, shown] of [['1', false], ['4', true], ['5', true], ['6', true], ['9', false], ['11', false]] as const) {
      const ctx = admin({ ...initialFilters(sales, admin()), tipoListado: tipo });
      const states = fieldStates(sales, ctx, new Set());
      expect([states.nivel1!.visible, states.nivel2!.visible], tipo).toEqual([shown, shown]);
      const body = buildPayload(sales.request!, ctx);
      expect('nivel1' in body, tipo).toBe(shown);
      if (shown) expect([body.nivel1, body.nivel2]).toEqual([1, 2]);
    }
  });
  it('the sales situation opens on the spec defaults', () => {
    expect(initialFilters(sales, admin())).toMatchObject({ estadoPed: 'S', tipoPedidos: 'T', tipoVenta: 'T', tipoOrden: 'A', tipoListado: '1', nivelFamilia: 5, nivel1: 1, nivel2: 2 });
  });
});

describe('options from the session or a call with parameters', () => {
  it('family level lists 1 up to the session maximum; the default 5 is capped there', () => {
    const field = sales.filters.fields!.nivelFamilia!;
    expect(rangeChoices(field.options!.range!, admin()).map((c) => c.value)).toEqual([1, 2, 3, 4, 5]);
    const three = ctxOf('ADMIN', {}, { session: { nivelMaxArt: 3 } });
    expect(rangeChoices(field.options!.range!, three).map((c) => c.value)).toEqual([1, 2, 3]);
    expect(initialFilters(sales, three).nivelFamilia).toBe(3);
  });
  it('the year select covers the current year and 19 earlier, newest first, and opens on the current year', () => {
    const years = rangeChoices(provinces.filters.fields!.ejercicio!.options!.range!, admin()).map((c) => c.value);
    expect(years).toHaveLength(20);
    expect([years[0], years[19]]).toEqual([2026, 2007]);
    expect(initialFilters(provinces, admin()).ejercicio).toBe(2026);
  });
  it('provinces are asked for with the chosen country and shown as code - name', () => {
    const request = provinces.filters.fields!.provinciaIni!.options!.request!;
    expect(optionPayload(request, admin({ pais: 'ES' }))).toEqual({ pais: 'ES', orderBy: 'id', order: 'ASC' });
    expect(replyChoices(request, { dataRes: [{ id: '28', denominacion: 'Madrid' }, { id: '08', denominacion: 'Barcelona' }, { nope: 1 }] }))
      .toEqual([{ value: '28', label: '28 - Madrid' }, { value: '08', label: '08 - Barcelona' }]);
    expect(replyChoices(request, { dataRes: null })).toEqual([]);
  });
  it('changing the country resets the province range', () => {
    const ctx = admin();
    const next = applyFilterChange(provinces, { pais: 'ES', provinciaIni: '01', provinciaFin: '50' }, { pais: 'PT', provinciaIni: '01', provinciaFin: '50' }, ctx);
    expect(next).toEqual({ pais: 'PT' });
    expect(provinces.filters.fields!.provinciaIni!.whenNoOptions).toEqual({ const: '0' });
    expect(provinces.filters.fields!.provinciaFin!.whenNoOptions).toEqual({ const: '9999999' });
  });
  it('situations come from lovCos (visible on the web, the session company) and payment situations from their call', () => {
    expect(optionPayload(portfolio.filters.fields!.situacionCartera!.options!.request!, admin())).toEqual({ visibleWebSN: 'S', empresa: '1' });
    expect(portfolio.filters.fields!.situacionCartera!.options!.request!.endpoint).toBe('/wscomun/portalinformes/lovCos');
    expect(initialFilters(portfolio, admin())).toMatchObject({ situacionCartera: 'NO_COBRADO', codigoInforme: 'efj325' });
    expect(initialFilters(unpaid, admin())).toMatchObject({ situacionCartera: 'AMBOS' });
  });
});

describe('role rules of the financial reports (spec 3 §6)', () => {
  it('province statistics need a representative for the roles that pick one', () => {
    expect(checkRules(provinces, admin(initialFilters(provinces, admin()))).map((f) => f.messageKey)).toEqual(['messages.provinceNeedsRepresentative']);
    expect(checkRules(provinces, ctxOf('CLIENTE', initialFilters(provinces, ctxOf('CLIENTE'))))).toEqual([]);
  });
  it('unpaid payments: CLIENTE fixed and hidden, SUCURSAL sees no pickers, REPRESENTANTE fixed, SOPORTE gets the cover page', () => {
    const suc = ctxOf('SUCURSAL', initialFilters(unpaid, ctxOf('SUCURSAL')));
    const states = fieldStates(unpaid, suc, new Set());
    expect([states.cliente!.visible, states.sucursal!.visible]).toEqual([false, false]);
    const multi = ctxOf('MULTISUCURSAL', initialFilters(unpaid, ctxOf('MULTISUCURSAL')));
    expect(fieldStates(unpaid, multi, new Set()).sucursal).toMatchObject({ visible: true, disabled: false });
    const rep = initialFilters(unpaid, ctxOf('REPRESENTANTE'));
    expect(rep.representante).toMatchObject({ codigo: 'R005', subfield: '1' });
    expect(buildPayload(unpaid.request!, ctxOf('SOPORTE', { cliente: { codigo: '000002' } })).portadaSN).toBe('S');
    expect(buildPayload(unpaid.request!, ctxOf('ADMIN', { cliente: { codigo: '000002' } })).portadaSN).toBe('N');
    expect(checkRules(unpaid, admin(initialFilters(unpaid, admin()))).map((f) => f.messageKey)).toEqual(['messages.avisoFactura']);
  });
  it('the unpaid-payments request reads the supplier code from the branch list reply first', () => {
    const before = unpaid.request!.before![0]!;
    const ctx = { ...admin({ cliente: { codigo: '000002' }, sucursal: { codigo: '001' } }), steps: { [before.id]: { dataRes: [{ codigo: '001', proveedor: 'P00077' }] } } };
    expect(buildPayload({ endpoint: before.endpoint, payload: before.payload }, ctx)).toMatchObject({ cliente: '000002', sucursal: '001', empresa: '1' });
    expect(buildPayload(unpaid.request!, ctx)).toMatchObject({ proveedor: 'P00077', ClienteIni: '000002', sucursal: '001', SituacionInforme: 'IMPAGADO' });
  });
});

describe('selection of customers (RIESGOS)', () => {
  it('sends the chosen customers as listaClientes with the eight flags, and refuses more than 1100', () => {
    const chosen = [{ codigo: '000001', nombre: 'A' }, { codigo: '000007', nombre: 'B' }];
    const body = buildPayload(risk.request!, ctxOf('ADMIN', { clientes: chosen }));
    expect(body.listaClientes).toEqual([{ codigoCliente: '000001' }, { codigoCliente: '000007' }]);
    expect(Object.entries(body).filter(([k]) => /^ver\w+SN$/.test(k)).map(([, v]) => v)).toEqual(Array(8).fill('S'));
    expect(body.estadoClteAPT).toBe('T');
    const many = Array.from({ length: 1101 }, (_, i) => ({ codigo: String(i).padStart(6, '0') }));
    expect(checkRules(risk, ctxOf('ADMIN', { clientes: many })).map((f) => f.messageKey)).toEqual(['messages.maxDescargaDesc']);
    expect(checkRules(risk, ctxOf('ADMIN', { clientes: many.slice(0, 1100) }))).toEqual([]);
  });
  it('the customer list call carries the typed search, active customers only and 8 per page', () => {
    if (risk.result.kind !== 'selection') throw new Error('selection result expected');
    const body = buildPayload(risk.result.source, { ...ctxOf('ADMIN'), search: 'perea' }, { page: 2, pageSize: risk.result.pageSize });
    expect(body).toMatchObject({ estadoAP: 'A', search: 'perea', offset: 9, numRows: 8 });
  });
});
