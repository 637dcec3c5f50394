import { describe, expect, it } from 'vitest';
import {
  hasPendingMarks, INVALID, locationMarked, markLocation, markWarehouse, NO_MARKS, parseSeniority, roleDatesBody, roleDatesDirty, roleDatesForm,
  roleDatesMessage, roleDatesProblem, warehouseMarked, warehouseUpdateBody, type RoleDatesForm,
} from '../../src/features/users/rules';

describe('role dates (spec 1 §2.10, §4.2)', () => {
  it.each([['', null], ['  ', null], ['0', 0], ['365', 365], [' 30 ', 30], ['3.5', undefined], ['-1', undefined], ['1e3', undefined], ['abc', undefined], ['123456', undefined]] as const)(
    'days of seniority %j → %s', (text, value) => expect(parseSeniority(text)).toBe(value));
  const form = (over: Partial<RoleDatesForm> = {}): RoleDatesForm => ({ fechaInicio: '2025-01-01', fechaFinal: '2025-12-31', diasAntiguedad: '30', autoFiltro: true, ...over });
  it.each<[Partial<RoleDatesForm>, string | null]>([
    [{}, null],
    [{ fechaInicio: null, fechaFinal: null, diasAntiguedad: '' }, null],
    [{ fechaInicio: '2025-12-31', fechaFinal: '2025-12-31' }, null],
    [{ fechaInicio: '2026-01-01' }, 'messages.fechaInicialMayorFinal'],
    [{ fechaFinal: INVALID }, 'messages.notValidDate'],
    [{ diasAntiguedad: '2,5' }, 'users.roleDates.daysInvalid'],
  ])('%j → %s', (over, problem) => expect(roleDatesProblem(form(over))).toBe(problem));
  it('an empty reply is an empty form (a new configuration); a saved one is read from DD/MM/YYYY', () => {
    expect(roleDatesForm(undefined)).toEqual({ fechaInicio: null, fechaFinal: null, diasAntiguedad: '', autoFiltro: false });
    expect(roleDatesForm({ fechaInicio: '01/03/2024', fechaFinal: null, diasAntiguedad: 0, autoFiltro: 'S' })).toEqual({ fechaInicio: '2024-03-01', fechaFinal: null, diasAntiguedad: '0', autoFiltro: true });
    expect(roleDatesForm({ fechaInicio: null, fechaFinal: null, diasAntiguedad: null, autoFiltro: '' }).autoFiltro).toBe(false);
  });
  it('sends dates as DD/MM/YYYY, days as an integer and the switch as S/N', () => {
    expect(roleDatesBody('1', 3, form())).toEqual({ empresa: '1', idRol: 3, fechaInicial: '01/01/2025', fechaFinal: '31/12/2025', diasAntiguedad: 30, autoFiltro: 'S' });
    expect(roleDatesBody('2', 4, form({ fechaInicio: null, fechaFinal: null, diasAntiguedad: ' ', autoFiltro: false })))
      .toEqual({ empresa: '2', idRol: 4, fechaInicial: '', fechaFinal: '', diasAntiguedad: null, autoFiltro: 'N' });
  });
  it.each([[1, 'success', 'users.roleDates.insercionRoles'], [2, 'success', 'users.roleDates.actualizacionRoles'], [-1, 'error', 'users.roleDates.errorRoles'], [0, 'error', 'users.roleDates.errorRoles']] as const)(
    'reply code %s → %s %s', (code, type, key) => expect(roleDatesMessage(code)).toEqual({ type, key }));
  it('is dirty when a value changed', () => {
    expect(roleDatesDirty(form(), form({ diasAntiguedad: ' 30' }))).toBe(false);
    expect(roleDatesDirty(form(), form({ autoFiltro: false }))).toBe(true);
  });
});

describe('warehouse and location marks (spec 1 §2.11)', () => {
  const alm = { centro: '01', almacen: 'A01', nombre: 'Central', marcado: 'S' };
  const ubi = { centro: '01', almacen: 'A01', ubicacion: 'P1', nombreUbicacion: 'Pasillo 1', marcado: 'N' };
  it('shows the saved S/N until changed, and a change back is no change', () => {
    let p = NO_MARKS;
    expect(warehouseMarked(p, alm)).toBe(true);
    expect(locationMarked(p, ubi)).toBe(false);
    p = markWarehouse(p, alm, false);
    p = markLocation(p, ubi, true);
    expect([warehouseMarked(p, alm), locationMarked(p, ubi), hasPendingMarks(p)]).toEqual([false, true, true]);
    expect(warehouseUpdateBody(p)).toEqual({ almacenes: [{ centro: '01', almacen: 'A01', marcado: 'N' }], ubicaciones: [{ centro: '01', almacen: 'A01', ubicacion: 'P1', marcado: 'S' }] });
    p = markWarehouse(markLocation(p, ubi, false), alm, true);
    expect(hasPendingMarks(p)).toBe(false);
    expect(warehouseUpdateBody(p)).toEqual({ almacenes: [], ubicaciones: [] });
  });
  it('keeps one change per key', () => {
    const p = markWarehouse(markWarehouse(NO_MARKS, alm, false), { ...alm, nombre: 'renamed' }, false);
    expect(p.almacenes.size).toBe(1);
  });
});
