import { describe, expect, it } from 'vitest';
import { buildContext } from '../../src/engine/conditions/buildContext';
import { checkRules } from '../../src/engine/filters/checkRules';
import { applyFilterChange, fieldStates } from '../../src/engine/filters/fieldStates';
import { initialFilters } from '../../src/engine/filters/initialFilters';
import { lookupSourceId } from '../../src/engine/filters/lookupSourceId';
import { sizesToContent } from '../../src/engine/format/sizesToContent';
import { ctxOf, definition, facts } from './support/definitions';

const cert = definition('CERT_MEDIOAMB');
const invoices = definition('REIMP_FACT');
const pickups = definition('ENTR_REC_TRANS');

describe('default date windows (spec 2 §9)', () => {
  it('pickups: 30 days back to today', () => {
    expect(initialFilters(pickups, ctxOf('ADMIN'))).toMatchObject({ fechaInicial: '2026-10-22', fechaFinal: '2026-11-21', estado: 'C' });
  });
  it("uses the role's days of seniority when set and greater than 0", () => {
    const ctx = buildContext(facts('CLIENTE', { roleDates: { fechaInicio: null, fechaFinal: null, diasAntiguedad: 10 } }));
    expect(initialFilters(pickups, ctx).fechaInicial).toBe('2026-11-11');
  });
  it('ignores days of seniority of 0', () => {
    const ctx = buildContext(facts('CLIENTE', { roleDates: { fechaInicio: null, fechaFinal: null, diasAntiguedad: 0 } }));
    expect(initialFilters(pickups, ctx).fechaInicial).toBe('2026-10-22');
  });
  it('a later role minimum date wins over the window start', () => {
    const ctx = buildContext(facts('CLIENTE', { roleDates: { fechaInicio: '15/11/2026', fechaFinal: null, diasAntiguedad: null } }));
    expect(initialFilters(pickups, ctx).fechaInicial).toBe('2026-11-15');
  });
  it('an earlier role maximum date bounds the end', () => {
    const ctx = buildContext(facts('CLIENTE', { roleDates: { fechaInicio: null, fechaFinal: '30/06/2026', diasAntiguedad: null } }));
    expect(initialFilters(pickups, ctx).fechaFinal).toBe('2026-06-30');
  });
  it('invoice reprint: 7 days back to today', () => {
    expect(initialFilters(invoices, ctxOf('ADMIN'))).toMatchObject({ fechaIni: '2026-11-14', fechaFin: '2026-11-21' });
  });
  it("with the role's auto-filter on, empty window fields open on the role's window; off, they stay empty", () => {
    const dues = definition('ESTADO_VENCI');
    const roleDates = (autoFiltro: string | null, fechaInicio: string | null = null, fechaFinal: string | null = null) =>
      buildContext(facts('CLIENTE', { roleDates: { fechaInicio, fechaFinal, diasAntiguedad: 90, autoFiltro } }));
    expect(initialFilters(dues, roleDates('S'))).toMatchObject({ fechaIniFactura: '2026-08-23', fechaFinFactura: '2026-11-21' });
    // A later start limit and an earlier end limit win.
    expect(initialFilters(dues, roleDates('S', '01/10/2026', '15/11/2026'))).toMatchObject({ fechaIniFactura: '2026-10-01', fechaFinFactura: '2026-11-15' });
    for (const off of ['N', null]) {
      const values = initialFilters(dues, roleDates(off));
      expect(values.fechaIniFactura).toBeUndefined();
      expect(values.fechaFinFactura).toBeUndefined();
    }
    // A field with its own default keeps it.
    expect(initialFilters(invoices, roleDates('S')).fechaIni).toBe('2026-11-14');
  });
  it('bounds the pickers by the role limits', () => {
    const ctx = buildContext(facts('CLIENTE', { roleDates: { fechaInicio: '01/01/2025', fechaFinal: '31/12/2026', diasAntiguedad: null } }));
    expect(fieldStates(pickups, ctx, new Set()).fechaInicial).toMatchObject({ minDate: '2025-01-01', maxDate: '2026-12-31' });
  });
});

describe('fields fixed from the session per role (spec 2 §6)', () => {
  it.each(['CLIENTE', 'MULTISUCURSAL', 'SUCURSAL'])('%s is fixed to its own client and does not see the picker', (role) => {
    const ctx = ctxOf(role);
    expect(initialFilters(cert, ctx).cliente).toEqual({ codigo: '000001', nombre: 'Perea Márquez Hermanos S.L.' });
    expect(fieldStates(cert, ctx, new Set()).cliente).toMatchObject({ visible: false, fixed: true });
  });
  it('SUCURSAL is also fixed to its branch', () => {
    expect(initialFilters(cert, ctxOf('SUCURSAL')).sucursal).toEqual({ codigo: '002', nombre: 'Perea - Murcia' });
  });
  it('REPRESENTANTE starts on its own representative and agent and may pick another from its restricted list (getRepres)', () => {
    const ctx = ctxOf('REPRESENTANTE');
    expect(initialFilters(invoices, ctx).representante).toEqual({ codigo: 'R005', nombre: 'Rafael Ortega', subfield: '1' });
    expect(fieldStates(invoices, ctx, new Set()).representante).toMatchObject({ visible: true, disabled: false, fixed: false });
    const lookup = invoices.filters.fields!.representante!.lookup!;
    expect(lookupSourceId(lookup, ctx)).toBe('representantesPropios');
    expect(lookupSourceId(lookup, ctxOf('ADMIN'))).toBe('representantes');
    // An editable starting value is not put back when the user changes it.
    const before = initialFilters(invoices, ctx);
    const chosen = { codigo: 'R005', nombre: 'Rafael Ortega', subfield: '2' };
    expect(applyFilterChange(invoices, before, { ...before, representante: chosen }, ctx).representante).toEqual(chosen);
  });
  it('ADMIN chooses freely', () => {
    const states = fieldStates(invoices, ctxOf('ADMIN'), new Set());
    expect(states.cliente).toMatchObject({ visible: true, disabled: false, fixed: false });
    expect(states.representante).toMatchObject({ visible: true, disabled: false });
  });
  it('representative picker hidden for CLIENTE and SUCURSAL in the invoice reprint', () => {
    for (const role of ['CLIENTE', 'SUCURSAL']) expect(fieldStates(invoices, ctxOf(role), new Set()).representante!.visible).toBe(false);
  });
  it('a change of filters never moves a fixed value', () => {
    const ctx = ctxOf('CLIENTE');
    const before = initialFilters(cert, ctx);
    const after = applyFilterChange(cert, before, { ...before, cliente: { codigo: '000099', nombre: 'Otro' } }, ctx);
    expect(after.cliente).toEqual(before.cliente);
  });
});

describe('dependent branch field (spec 1 §4.3, spec 2 §4)', () => {
  it('is disabled until a client is chosen', () => {
    expect(fieldStates(cert, ctxOf('ADMIN'), new Set()).sucursal).toMatchObject({ visible: true, disabled: true });
    expect(fieldStates(cert, ctxOf('ADMIN', { cliente: { codigo: '000002', nombre: 'X' } }), new Set()).sucursal!.disabled).toBe(false);
  });
  it('is cleared when the client changes', () => {
    const prev = { cliente: { codigo: '000002', nombre: 'X' }, sucursal: { codigo: '001', nombre: 'Y' } };
    const next = applyFilterChange(cert, prev, { ...prev, cliente: { codigo: '000003', nombre: 'Z' } }, ctxOf('ADMIN'));
    expect(next.sucursal).toBeUndefined();
    const same = applyFilterChange(cert, prev, { ...prev, numeroCertificado: '7' }, ctxOf('ADMIN'));
    expect(same.sucursal).toEqual(prev.sucursal);
  });
  it('is hidden on-premise', () => {
    expect(fieldStates(cert, ctxOf('ADMIN', {}, { onPremise: true }), new Set()).sucursal!.visible).toBe(false);
  });
});

describe('toggle groups and role-only fields', () => {
  it('advanced pickup filters show only when the toggle is open and only for ADMIN and REPRESENTANTE', () => {
    expect(fieldStates(pickups, ctxOf('ADMIN'), new Set()).codLer!.visible).toBe(false);
    expect(fieldStates(pickups, ctxOf('ADMIN'), new Set(['advanced'])).codLer!.visible).toBe(true);
    expect(fieldStates(pickups, ctxOf('REPRESENTANTE'), new Set(['advanced'])).facturadoSN!.visible).toBe(true);
    expect(fieldStates(pickups, ctxOf('CLIENTE'), new Set(['advanced'])).codLer!.visible).toBe(false);
  });
  it('the pickup state filter is for ADMIN only', () => {
    expect(fieldStates(pickups, ctxOf('ADMIN'), new Set()).estado!.visible).toBe(true);
    expect(fieldStates(pickups, ctxOf('REPRESENTANTE'), new Set()).estado!.visible).toBe(false);
  });
  it('delivery-note number and customer reference only for the CHAVES on-premise deployment', () => {
    const chaves = ctxOf('ADMIN', {}, { onPremise: true, session: { role: 'ADMIN', organizacion: 'chaves' } });
    expect(fieldStates(invoices, chaves, new Set()).numeroAlbaran!.visible).toBe(true);
    expect(fieldStates(invoices, ctxOf('ADMIN', {}, { onPremise: true }), new Set()).numeroAlbaran!.visible).toBe(false);
    expect(fieldStates(invoices, ctxOf('ADMIN'), new Set()).suReferencia!.visible).toBe(false);
  });
});

describe('validation rules (spec 2 §5)', () => {
  const keys = (def: typeof cert, role: string, filters: Record<string, unknown>) => checkRules(def, ctxOf(role, filters)).map((f) => f.messageKey);
  it.each([
    [{ fechaInicial: '2026-11-10', fechaFinal: '2026-11-01' }, ['messages.fechaInicialMayorFinal']],
    [{ fechaInicial: '2026-11-01', fechaFinal: '2026-11-01' }, []],
    [{ fechaInicial: '2026-11-01', fechaFinal: '' }, ['messages.notValidDate']],
    [{ fechaInicial: 'invalid', fechaFinal: '2026-11-01' }, ['messages.notValidDate']],
  ])('dates %j → %j', (filters, expected) => {
    expect(keys(cert, 'CLIENTE', filters)).toEqual(expected);
  });
  it("a date outside the role's window blocks Search and names the limit; inside it passes", () => {
    const ctx = (filters: Record<string, unknown>) => buildContext(facts('CLIENTE', { roleDates: { fechaInicio: '01/01/2025', fechaFinal: '31/12/2026', diasAntiguedad: null } }), filters);
    expect(checkRules(pickups, ctx({ fechaInicial: '2024-12-31', fechaFinal: '2026-11-01' }))).toEqual([
      { messageKey: 'messages.dateBeforeWindow', fields: ['fechaInicial'], blocksSearch: true, params: { date: '01/01/2025' } },
    ]);
    expect(checkRules(pickups, ctx({ fechaInicial: '2025-01-01', fechaFinal: '2027-01-01' }))).toEqual([
      { messageKey: 'messages.dateAfterWindow', fields: ['fechaFinal'], blocksSearch: true, params: { date: '31/12/2026' } },
    ]);
    expect(checkRules(pickups, ctx({ fechaInicial: '2025-01-01', fechaFinal: '2026-12-31' }))).toEqual([]);
  });
  it('a start after the end blocks the Search button', () => {
    expect(checkRules(cert, ctxOf('CLIENTE', { fechaInicial: '2026-11-10', fechaFinal: '2026-11-01' }))[0]!.blocksSearch).toBe(true);
  });
  it('invoice reprint needs a representative or client for ADMIN (a message that names only those two fields)', () => {
    const dates = { fechaIni: '2026-11-14', fechaFin: '2026-11-21' };
    expect(keys(invoices, 'ADMIN', dates)).toEqual(['messages.avisoClienteRepresentante']);
    expect(keys(invoices, 'ADMIN', { ...dates, cliente: { codigo: '000001', nombre: 'X' } })).toEqual([]);
    expect(keys(invoices, 'ADMIN', { ...dates, cliente: { codigo: '', nombre: '' } })).toEqual(['messages.avisoClienteRepresentante']);
  });
  it.each(['CLIENTE', 'SUCURSAL', 'REPRESENTANTE'])('invoice reprint needs nothing more for %s (filled automatically)', (role) => {
    expect(keys(invoices, role, { fechaIni: '2026-11-14', fechaFin: '2026-11-21' })).toEqual([]);
  });
  it('pickups need a client or branch for ADMIN, REPRESENTANTE and SOPORTE', () => {
    const dates = { fechaInicial: '2026-11-01', fechaFinal: '2026-11-21' };
    for (const role of ['ADMIN', 'REPRESENTANTE', 'SOPORTE']) expect(keys(pickups, role, dates)).toEqual(['messages.avisoFactura']);
    expect(keys(pickups, 'CLIENTE', dates)).toEqual([]);
  });
});

describe('result columns sized to their content', () => {
  it('codes, dates, amounts and numbers take their content width; texts with a flex share the rest', () => {
    expect(sizesToContent({ width: 100 })).toBe(true);
    expect(sizesToContent({ format: 'date' })).toBe(true);
    expect(sizesToContent({ format: 'amount' })).toBe(true);
    expect(sizesToContent({ format: 'number', flex: 1 })).toBe(false);
    expect(sizesToContent({})).toBe(false);
    expect(sizesToContent({ format: 'text' })).toBe(false);
  });
});
