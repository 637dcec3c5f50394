import { describe, expect, it } from 'vitest';
import { explainVisibility, visibilityMatrix } from '../../src/engine/definition/explainVisibility';
import { ctxOf, definition } from './support/definitions';

const contracts = definition('CONT_TRAT');
const byId = (items: ReturnType<typeof explainVisibility>, id: string) => items.find((i) => i.id === id)!;

describe('explainVisibility: what a user sees of a report and which condition decided it', () => {
  it('a CLIENTE has the client picker hidden and fixed to its own customer by the fixed rule', () => {
    const items = explainVisibility(contracts, ctxOf('CLIENTE'));
    expect(byId(items, 'cliente')).toMatchObject({
      kind: 'field', visible: false, decidedBy: '/filters/fields/cliente/fixed/0/when', labelKey: 'filters.client',
      fixedValue: { codigo: '000001', nombre: 'Perea Márquez Hermanos S.L.' },
    });
  });
  it('an ADMIN sees the client picker, nothing conditions it for that role', () => {
    expect(byId(explainVisibility(contracts, ctxOf('ADMIN')), 'cliente')).toMatchObject({ visible: true, decidedBy: null });
  });
  it('a field shown by its own visibleWhen names that condition, shown or not', () => {
    const onPremise = explainVisibility(contracts, ctxOf('ADMIN', {}, { onPremise: true }));
    expect(byId(onPremise, 'sucursal')).toMatchObject({ visible: false, decidedBy: '/filters/fields/sucursal/visibleWhen' });
    expect(byId(explainVisibility(contracts, ctxOf('ADMIN')), 'sucursal')).toMatchObject({ visible: true, decidedBy: '/filters/fields/sucursal/visibleWhen' });
  });
  it('columns and row actions are listed with their paths; a print action counts as a download', () => {
    const items = explainVisibility(contracts, ctxOf('CLIENTE'));
    const pdf = byId(items, 'pdf');
    expect(pdf).toMatchObject({ kind: 'download', path: '/result/rowActions/0', visible: true });
    expect(items.filter((i) => i.kind === 'column').length).toBeGreaterThan(3);
  });
  it('a column hidden for a role names its visibleWhen', () => {
    const def = structuredClone(contracts);
    if (def.result.kind !== 'grid') throw new Error('grid expected');
    def.result.columns[1]!.visibleWhen = { properties: { role: { const: 'ADMIN' } } };
    const column = def.result.columns[1]!.field;
    expect(byId(explainVisibility(def, ctxOf('CLIENTE')), column)).toMatchObject({ visible: false, decidedBy: '/result/columns/1/visibleWhen' });
    expect(byId(explainVisibility(def, ctxOf('ADMIN')), column)).toMatchObject({ visible: true });
  });
  it('a field of a group shown for some roles names the group condition, shown or not', () => {
    const group = contracts.filters.groups!.findIndex((g) => g.fields.includes('agenciaTransporte'));
    const path = `/filters/groups/${group}/visibleWhen`;
    expect(byId(explainVisibility(contracts, ctxOf('ADMIN')), 'agenciaTransporte')).toMatchObject({ visible: true, decidedBy: path });
    expect(byId(explainVisibility(contracts, ctxOf('CLIENTE')), 'agenciaTransporte')).toMatchObject({ visible: false, decidedBy: path });
  });
  it('the role matrix shows the transport-agency filter to ADMIN and REPRESENTANTE only', () => {
    const rows = visibilityMatrix(contracts, (role) => ctxOf(role));
    const agency = rows.find((r) => r.id === 'agenciaTransporte')!;
    const shown = Object.entries(agency.byRole).filter(([, v]) => v).map(([r]) => r).sort();
    expect(shown).toEqual(['ADMIN', 'REPRESENTANTE']);
    expect(rows.find((r) => r.id === 'cliente')!.byRole).toMatchObject({ ADMIN: true, CLIENTE: false, MULTISUCURSAL: false, SUCURSAL: false });
  });
  it('a document report lists its Download', () => {
    const items = explainVisibility(definition('ESTADIST_VENTAS'), ctxOf('ADMIN'));
    expect(items.at(-1)).toMatchObject({ kind: 'download', id: 'download', visible: true });
  });
});
