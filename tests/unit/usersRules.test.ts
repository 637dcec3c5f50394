import { describe, expect, it } from 'vitest';
import {
  activationProblem, buildUpdateBody, canActivate, changeCompany, changeCustomer, changeRole, changeSupplier, draftFromUser, flagsFromWire, flagsToWire,
  fromSN, isDirty, lookupOutcome, NO_LINKS, optionAllowed, roleChoices, toggleBranch, toSN, unusedLinks, visibleReports,
  type PortalUserRow, type UserDraft, type UserLinks,
} from '../../src/features/users/rules';
import { expectEvery } from '../support/expectEvery';

const OPTIONS = { CATALOGO: false, TIENDA: false, PRESUPUESTOS: true, INFORMES: true, ADMIN_USU: false, ADMIN_INF: false };
const REPORTS = { ESTADO_PED_ALB: true, REIMP_FACT: false, PRESUPUESTOS: true };
const cliente = { codigo: '000001', nombre: 'Cliente uno' };
const draft = (over: Partial<UserDraft> = {}): UserDraft => ({
  empresa: '1', nombreEmpresa: 'Iberia Metales y Reciclaje S.L.', role: 'REPRESENTANTE',
  cliente: null, sucursal: null, sucursales: [], representante: { codigo: 'R001', agente: '1', nombre: 'Rafael' }, proveedor: null, sucursalProv: null,
  opciones: { ...OPTIONS }, informes: { ...REPORTS }, ...over,
});
const links = (over: Partial<UserLinks>): UserLinks => ({ ...NO_LINKS, ...over });

describe('S/N flags', () => {
  it.each([['S', true], ['s', true], ['N', false], ['', false], [null, false], [undefined, false]] as const)('fromSN(%s) is %s', (v, b) => expect(fromSN(v)).toBe(b));
  it.each([[true, 'S'], [false, 'N'], [null, 'N']] as const)('toSN(%s) is %s', (b, v) => expect(toSN(b)).toBe(v));
  it('turns wire lists into flags by key and back, in the order asked', () => {
    const flags = flagsFromWire([{ informe: 'A', valueSN: 'S' }, { informe: 'B', valueSN: 'N' }], (e) => e.informe);
    expect(flags).toEqual({ A: true, B: false });
    expect(flagsToWire(flags, ['B', 'A', 'C'], 'informe')).toEqual([{ informe: 'B', valueSN: 'N' }, { informe: 'A', valueSN: 'S' }, { informe: 'C', valueSN: 'N' }]);
  });
});

describe('activation rules (spec 1 §4.2)', () => {
  it.each<[string | null, Partial<UserLinks>, string | null]>([
    [null, {}, 'noRole'],
    ['', {}, 'noRole'],
    ['JEFE', {}, 'unknownRole'],
    ['ADMIN', {}, null],
    ['SOPORTE', {}, null],
    ['REPRESENTANTE', {}, 'needsRepresentative'],
    ['REPRESENTANTE', { representante: 'R001' }, 'needsRepresentative'],
    ['REPRESENTANTE', { representante: 'R001', agente: '1' }, null],
    ['CLIENTE', {}, 'needsCustomer'],
    ['CLIENTE', { cliente: '  ' }, 'needsCustomer'],
    ['CLIENTE', { cliente: '000001' }, null],
    ['SUCURSAL', { cliente: '000001' }, 'needsBranch'],
    ['SUCURSAL', { sucursal: '001' }, 'needsCustomer'],
    ['SUCURSAL', { cliente: '000001', sucursal: '001' }, null],
    ['MULTISUCURSAL', { sucursales: ['001'] }, 'needsCustomer'],
    ['MULTISUCURSAL', { cliente: '000001' }, 'needsBranches'],
    ['MULTISUCURSAL', { cliente: '000001', sucursales: [''] }, 'needsBranches'],
    ['MULTISUCURSAL', { cliente: '000001', sucursales: ['001'] }, null],
    ['MULTISUCURSAL', { cliente: '000001', sucursales: ['001', '002'] }, null],
    ['PROVEEDOR', {}, 'needsSupplier'],
    ['PROVEEDOR', { proveedor: 'P00001' }, null],
    ['PROVEEDOR', { proveedor: 'P00001', sucursalProv: '001' }, null],
  ])('%s with %j → %s', (role, l, problem) => {
    expect(activationProblem(role, links(l))).toBe(problem);
    expect(canActivate(role, links(l))).toBe(problem === null);
  });
  it.each<[string, Partial<UserLinks>, string[]]>([
    ['ADMIN', { cliente: '000001' }, ['cliente']],
    ['CLIENTE', { cliente: '000001', sucursal: '001' }, ['sucursal']],
    ['SUCURSAL', { cliente: '000001', sucursal: '001' }, []],
    ['REPRESENTANTE', { representante: 'R001', agente: '1', sucursales: ['001'] }, ['sucursales']],
    ['MULTISUCURSAL', { cliente: '000001', sucursales: ['001'], proveedor: 'P1' }, ['proveedor']],
  ])('%s does not use the links %j beyond its own → %j', (role, l, unused) => {
    expect(unusedLinks(role, links(l))).toEqual(unused);
  });
});

describe('association rules (spec 1 §4.2)', () => {
  it('changing the company clears role, options, reports, customer, representative and branches', () => {
    const d = changeCompany(draft({ role: 'MULTISUCURSAL', cliente, sucursales: [{ codigo: '001', nombre: 'a' }], representante: null }), '2', 'Levante');
    expect(d).toMatchObject({ empresa: '2', nombreEmpresa: 'Levante', role: null, cliente: null, representante: null, sucursal: null, sucursales: [], proveedor: null });
    expectEvery(Object.values(d.opciones), (v) => !v);
    expectEvery(Object.values(d.informes), (v) => !v);
    expect(Object.keys(d.opciones)).toEqual(Object.keys(OPTIONS));
  });
  it('choosing the same company changes nothing', () => {
    const d = draft();
    expect(changeCompany(d, '1', 'x')).toBe(d);
  });
  it.each([
    ['REPRESENTANTE', 'CLIENTE'], ['CLIENTE', 'REPRESENTANTE'], ['CLIENTE', 'SUCURSAL'], ['SUCURSAL', 'MULTISUCURSAL'], ['CLIENTE', 'MULTISUCURSAL'], ['PROVEEDOR', 'CLIENTE'],
  ])('changing role %s → %s resets customer, branch(es), representative and supplier', (from, to) => {
    const before = draft({ role: from, cliente, sucursal: { codigo: '001', nombre: 'b' }, sucursales: [{ codigo: '002', nombre: 'c' }], proveedor: { codigo: 'P1', nombre: 'p' } });
    const d = changeRole(before, to);
    expect(d).toMatchObject({ role: to, cliente: null, sucursal: null, sucursales: [], representante: null, proveedor: null, sucursalProv: null });
    expect(d.informes).toEqual(before.informes);
  });
  it('choosing ADMIN switches on every option and report', () => {
    const d = changeRole(draft({ role: 'CLIENTE', cliente }), 'ADMIN');
    expectEvery(Object.values(d.opciones), Boolean);
    expectEvery(Object.values(d.informes), Boolean);
    expect(d.cliente).toBeNull();
  });
  it('leaving ADMIN switches user administration and the report designer off and keeps the other flags', () => {
    const admin = changeRole(draft({ role: 'CLIENTE' }), 'ADMIN');
    const d = changeRole(admin, 'REPRESENTANTE');
    expect(d.opciones).toEqual({ CATALOGO: true, TIENDA: true, PRESUPUESTOS: true, INFORMES: true, ADMIN_USU: false, ADMIN_INF: false });
    expectEvery(Object.values(d.informes), Boolean);
  });
  it('choosing the same role changes nothing', () => {
    const d = draft();
    expect(changeRole(d, 'REPRESENTANTE')).toBe(d);
  });
  it('another customer clears branch and branches; the same customer keeps them', () => {
    const d = draft({ role: 'SUCURSAL', cliente, sucursal: { codigo: '001', nombre: 'b' }, sucursales: [{ codigo: '002', nombre: 'c' }] });
    expect(changeCustomer(d, { codigo: '000002', nombre: 'dos' })).toMatchObject({ cliente: { codigo: '000002' }, sucursal: null, sucursales: [] });
    expect(changeCustomer(d, null)).toMatchObject({ cliente: null, sucursal: null, sucursales: [] });
    expect(changeCustomer(d, { ...cliente, nombre: 'renamed' }).sucursal).toEqual({ codigo: '001', nombre: 'b' });
  });
  it('another supplier clears its branch', () => {
    const d = draft({ role: 'PROVEEDOR', proveedor: { codigo: 'P1', nombre: 'p' }, sucursalProv: { codigo: '001', nombre: 's' } });
    expect(changeSupplier(d, { codigo: 'P2', nombre: 'q' }).sucursalProv).toBeNull();
    expect(changeSupplier(d, { codigo: 'P1', nombre: 'p' }).sucursalProv).not.toBeNull();
  });
  it('toggles branches of a MULTISUCURSAL user without duplicates', () => {
    let d = draft({ role: 'MULTISUCURSAL', cliente });
    d = toggleBranch(d, { codigo: '001', nombre: 'a' }, true);
    d = toggleBranch(d, { codigo: '001', nombre: 'a' }, true);
    d = toggleBranch(d, { codigo: '002', nombre: 'b' }, true);
    expect(d.sucursales.map((s) => s.codigo)).toEqual(['001', '002']);
    expect(toggleBranch(d, { codigo: '001', nombre: 'a' }, false).sucursales.map((s) => s.codigo)).toEqual(['002']);
  });
});

describe('what the screen shows', () => {
  const codes = ['ESTADO_PED_ALB', 'PRESUPUESTOS', 'REIMP_FACT'];
  it.each<[string, string | null, boolean, boolean]>([
    ['CLIENTE', 'CLIENTE', true, false],
    ['SUCURSAL', 'SUCURSAL', true, false],
    ['MULTISUCURSAL', 'MULTISUCURSAL', true, false],
    ['SOPORTE', 'SOPORTE', true, false],
    ['REPRESENTANTE', 'REPRESENTANTE', true, true],
    ['ADMIN', 'ADMIN', true, true],
    ['CLIENTE', 'REPRESENTANTE', true, true],
    ['CLIENTE', null, false, true],
    ['CLIENTE', 'CLIENTE', false, true],
  ])('role %s (saved %s, existing %s): PRESUPUESTOS shown %s', (role, savedRole, existing, shown) => {
    expect(visibleReports(codes, { role, savedRole, existing }).includes('PRESUPUESTOS')).toBe(shown);
    expect(visibleReports(codes, { role, savedRole, existing })).toContain('REIMP_FACT');
  });
  const roles = ['ADMIN', 'REPRESENTANTE', 'CLIENTE', 'SUCURSAL', 'PROVEEDOR', 'SOPORTE', 'MULTISUCURSAL'].map((role) => ({ role }));
  it('hosted offers every role', () => {
    expect(roleChoices(roles, { onPremise: false, savedRole: null }).map((c) => [c.role.role, c.disabled])).toEqual(roles.map((r) => [r.role, false]));
  });
  it('on-premise removes the last role and cannot newly choose SUCURSAL (its branch lookup is hidden)', () => {
    const choices = roleChoices(roles, { onPremise: true, savedRole: 'CLIENTE' });
    expect(choices.map((c) => c.role.role)).toEqual(['ADMIN', 'REPRESENTANTE', 'CLIENTE', 'SUCURSAL', 'PROVEEDOR', 'SOPORTE']);
    expect(choices.filter((c) => c.disabled).map((c) => c.role.role)).toEqual(['SUCURSAL']);
  });
  it('on-premise keeps the saved role listed and choosable', () => {
    expect(roleChoices(roles, { onPremise: true, savedRole: 'MULTISUCURSAL' }).map((c) => c.role.role)).toContain('MULTISUCURSAL');
    expectEvery(roleChoices(roles, { onPremise: true, savedRole: 'SUCURSAL' }), (c) => !c.disabled);
  });
  it.each([['ADMIN_USU', 'ADMIN', true], ['ADMIN_USU', 'REPRESENTANTE', false], ['ADMIN_USU', null, false], ['ADMIN_INF', 'ADMIN', true], ['ADMIN_INF', 'CLIENTE', false],
    ['INFORMES', 'CLIENTE', true]] as const)(
    'option %s for role %s allowed: %s', (option, role, allowed) => expect(optionAllowed(option, role)).toBe(allowed));
});

describe('lookups (spec 1 §4.3)', () => {
  it.each([[[], 'none'], [['a'], 'select'], [['a', 'b'], 'choose']] as const)('%j results → %s', (items, kind) => {
    expect(lookupOutcome(items).kind).toBe(kind);
  });
  it('one result is the item selected', () => {
    expect(lookupOutcome([cliente])).toEqual({ kind: 'select', item: cliente });
  });
});

describe('drafts and the save body', () => {
  const row: PortalUserRow = {
    usuario: 'multi', login: 'multi', nombre: 'Marta', email: 'multi@demo-erp.es', telefono: '600000000', fechaAlta: '01/01/2025', activoSN: 'S',
    empresa: '1', nombreEmpresa: 'Iberia Metales y Reciclaje S.L.', idRol: 7, role: 'MULTISUCURSAL', cliente: '000003', clienteNombre: 'Tres',
    sucursal: null, sucursalNombre: null, sucursales: [{ sucursal: '001', razonSocial: 'Uno' }, { sucursal: '002', razonSocial: 'Dos' }],
    representante: null, agente: null, representanteNombre: null, proveedor: null, proveedorNombre: null, sucursalProv: null, sucursalProvNombre: null,
    usuarioModificacion: null, fechaModificacion: null,
    opciones: [{ id: 4, codigo: 'INFORMES', nombre: 'Informes', orden: 4, valueSN: 'S' }, { id: 5, codigo: 'ADMIN_USU', nombre: 'Admin', orden: 5, valueSN: 'N' }],
    informes: [{ informe: 'ESTADO_PED_ALB', descripcion: 'x', valueSN: 'S' }, { informe: 'PRESUPUESTOS', descripcion: 'y', valueSN: 'N' }],
  };
  const ids = { INFORMES: 4, ADMIN_USU: 5 };
  it('reads S/N flags as booleans and branches as links', () => {
    const d = draftFromUser(row);
    expect(d).toMatchObject({ role: 'MULTISUCURSAL', cliente: { codigo: '000003', nombre: 'Tres' }, opciones: { INFORMES: true, ADMIN_USU: false }, informes: { ESTADO_PED_ALB: true, PRESUPUESTOS: false } });
    expect(d.sucursales).toEqual([{ codigo: '001', nombre: 'Uno' }, { codigo: '002', nombre: 'Dos' }]);
  });
  it('is dirty only when something that is saved changed', () => {
    const saved = draftFromUser(row);
    expect(isDirty({ ...saved, sucursales: [...saved.sucursales].reverse() }, saved)).toBe(false);
    expect(isDirty({ ...saved, cliente: { codigo: '000003', nombre: 'renamed' } }, saved)).toBe(false);
    expect(isDirty({ ...saved, informes: { ...saved.informes, PRESUPUESTOS: true } }, saved)).toBe(true);
    expect(isDirty(toggleBranch(saved, { codigo: '003', nombre: 'x' }, true), saved)).toBe(true);
    expect(isDirty(changeRole(saved, 'CLIENTE'), saved)).toBe(true);
  });
  it('sends S/N flags, option ids and only the links of the role', () => {
    const body = buildUpdateBody(draftFromUser(row), { usuario: 'multi', usuarioModificacion: 'admin' }, ids);
    expect(body).toEqual({
      usuario: 'multi', usuarioModificacion: 'admin', activoSN: 'S', nuevaEmpresa: '1', nombreEmpresa: 'Iberia Metales y Reciclaje S.L.', role: 'MULTISUCURSAL',
      opciones: [{ id: 4, valueSN: 'S' }, { id: 5, valueSN: 'N' }], informes: [{ informe: 'ESTADO_PED_ALB', valueSN: 'S' }, { informe: 'PRESUPUESTOS', valueSN: 'N' }],
      cliente: '000003', sucursales: ['001', '002'],
    });
  });
  it.each<[string, Partial<UserDraft>, Record<string, unknown>]>([
    ['REPRESENTANTE', { representante: { codigo: 'R002', agente: '2', nombre: 'r' } }, { representante: 'R002', agente: '2', activoSN: 'S' }],
    ['CLIENTE', { cliente }, { cliente: '000001', activoSN: 'S' }],
    ['SUCURSAL', { cliente, sucursal: { codigo: '004', nombre: 's' } }, { cliente: '000001', sucursal: '004', activoSN: 'S' }],
    ['SUCURSAL', { cliente }, { cliente: '000001', activoSN: 'N' }],
    ['ADMIN', { cliente }, { activoSN: 'S' }],
  ])('%s sends %j as %j', (role, over, expected) => {
    const body = buildUpdateBody({ ...draft({ representante: null }), role, ...over }, { usuario: 'u', usuarioModificacion: 'admin' }, ids);
    expect(body).toMatchObject(expected);
    const linkKeys = Object.keys(body).filter((k) => ['cliente', 'sucursal', 'sucursales', 'representante', 'agente', 'proveedor', 'sucursalProv'].includes(k));
    expect(linkKeys.sort()).toEqual(Object.keys(expected).filter((k) => k !== 'activoSN').sort());
  });
  it('refuses a draft without company or role', () => {
    expect(() => buildUpdateBody(draft({ role: null }), { usuario: 'u', usuarioModificacion: 'a' }, ids)).toThrow(/role/);
  });
});
