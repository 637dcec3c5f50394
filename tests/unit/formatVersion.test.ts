import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkDefinition } from '../../src/engine/definition/checks/walkDefinition';
import { CURRENT_FORMAT_VERSION, DEFINITION_MIGRATIONS, upgradeDefinition } from '../../src/engine/definition/formatVersion';
import { checkNamedConditions, resolveConditions, SHARED_CONDITIONS } from '../../src/engine/definition/namedConditions';
import { validateDefinition } from '../../src/engine/definition/validateDefinition';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Definitions as they were written before formatVersion existed (format 1), using the four properties format 2 dropped. */
const fixture = (code: string): Json => JSON.parse(fs.readFileSync(path.join('tests/fixtures/format1', `${code}.json`), 'utf8')) as Json;
const committed = (code: string): Json => JSON.parse(fs.readFileSync(path.join('report-definitions', `${code}.json`), 'utf8')) as Json;

describe('formatVersion and its migrations', () => {
  it('one migration per version below the current one, in order', () => {
    expect(DEFINITION_MIGRATIONS.map((m) => m.from)).toEqual(Array.from({ length: CURRENT_FORMAT_VERSION - 1 }, (_, i) => i + 1));
  });

  it('upgrades a format-1 definition: the highlight becomes a colour, the dropped properties go, and the result is valid', () => {
    const old = fixture('REIMP_FACT');
    expect(validateDefinition(old).map((e) => e.path)).toEqual(expect.arrayContaining(['/result/selection', '/result/columns/0']));
    const { definition, from, changes } = upgradeDefinition(old);
    expect(from).toBe(1);
    expect(definition.formatVersion).toBe(CURRENT_FORMAT_VERSION);
    expect(Object.keys(definition).slice(0, 3)).toEqual(['$schema', 'code', 'formatVersion']);
    const result = definition.result as Json;
    expect(result.columns[0]).not.toHaveProperty('highlightWhen');
    expect(result.columns[0].colorWhen[0]).toEqual({ when: { properties: { role: { enum: ['CLIENTE', 'SUCURSAL', 'MULTISUCURSAL'] } } }, color: 'error' });
    expect(result.selection).toEqual({ visibleWhen: { properties: { onPremise: { const: false } } } });
    expect(JSON.stringify(definition)).not.toMatch(/maxRows|selectableWhen|highlightWhen/);
    expect(changes.map((c) => c.path)).toEqual(['/result/selection/selectableWhen', '/result/columns/0/highlightWhen', expect.stringMatching(/^\/result\/toolbarActions\/\d+\/options\/maxRows$/)]);
    expect(validateDefinition(definition)).toEqual([]);
    // The input is not changed, and an upgraded definition upgrades to itself.
    expect(old).not.toHaveProperty('formatVersion');
    expect(upgradeDefinition(definition)).toEqual({ definition, from: CURRENT_FORMAT_VERSION, changes: [] });
  });

  it('upgrades a lateDelivery cell: the delay message condition goes (the delay always shows under the date)', () => {
    const { definition, changes } = upgradeDefinition(fixture('ESTADO_PED_ALB'));
    expect(changes).toEqual([{ path: expect.stringMatching(/\/options\/delayMessageWhen$/), change: expect.stringContaining('always') }]);
    expect(validateDefinition(definition)).toEqual([]);
  });

  it('upgrades a format-1 overlay the same way (its patched column keeps its highlight as a colour)', () => {
    const overlay = { overlayOf: 'REIMP_FACT', code: 'X', result: { columns: [{ field: 'codCli', highlightWhen: { condition: 'cloud' } }] } };
    const { definition } = upgradeDefinition(overlay);
    expect(definition).toEqual({ overlayOf: 'REIMP_FACT', code: 'X', formatVersion: 2, result: { columns: [{ field: 'codCli', colorWhen: [{ when: { condition: 'cloud' }, color: 'error' }] }] } });
  });

  it('refuses a definition written in a newer format than the portal reads', () => {
    const def = { ...committed('RIESGOS'), formatVersion: CURRENT_FORMAT_VERSION + 1 };
    expect(upgradeDefinition(def).definition).toBe(def);
    expect(validateDefinition(def)).toEqual([expect.objectContaining({ path: '/formatVersion', code: 'formatTooNew', params: { version: 3, current: 2 } })]);
  });

  it('every committed definition is written in the current format', () => {
    for (const file of fs.readdirSync('report-definitions').filter((f) => f.endsWith('.json'))) {
      expect(JSON.parse(fs.readFileSync(path.join('report-definitions', file), 'utf8')).formatVersion, file).toBe(CURRENT_FORMAT_VERSION);
    }
  });
});

describe('named conditions', () => {
  const base = () => structuredClone(committed('STOCK_ARTICULOS'));

  it('a reference is replaced by the shared condition it names, also inside allOf, anyOf and not', () => {
    const def = base();
    def.conditions = { cloudCustomer: { allOf: [{ condition: 'customerRoles' }, { not: { condition: 'notCloud' } }] }, notCloud: { properties: { onPremise: { const: true } } } };
    def.result.columns[0].visibleWhen = { anyOf: [{ condition: 'cloudCustomer' }, { condition: 'staff' }] };
    expect(validateDefinition(def)).toEqual([]);
    const resolved = resolveConditions(def);
    expect(resolved.result.columns[0].visibleWhen).toEqual({
      anyOf: [{ allOf: [SHARED_CONDITIONS.customerRoles, { not: { properties: { onPremise: { const: true } } } }] }, SHARED_CONDITIONS.staff],
    });
    expect(def.result.columns[0].visibleWhen.anyOf[0]).toEqual({ condition: 'cloudCustomer' });
  });

  it('an unknown name is reported where it is written, once', () => {
    const def = base();
    def.result.columns[1].visibleWhen = { not: { condition: 'customers' } };
    expect(validateDefinition(def)).toEqual([expect.objectContaining({ path: '/result/columns/1/visibleWhen/not', code: 'unknownCondition', params: { name: 'customers' } })]);
  });

  it('a named condition that refers to itself through another is a cycle', () => {
    const def = base();
    def.conditions = { a: { anyOf: [{ condition: 'b' }] }, b: { not: { condition: 'a' } } };
    expect(checkNamedConditions(def).map((e) => [e.path, e.code])).toEqual([['/conditions/a', 'conditionCycle'], ['/conditions/b', 'conditionCycle']]);
  });

  it('an own name may not reuse a shared one', () => {
    const def = base();
    def.conditions = { staff: { properties: { role: { const: 'ADMIN' } } } };
    expect(validateDefinition(def).map((e) => [e.path, e.code])).toEqual([['/conditions/staff', 'conditionNameTaken']]);
  });

  it('a reference where a condition reads a property is not one: strict validation refuses it', () => {
    const def = base();
    def.result.columns[0].visibleWhen = { properties: { role: { condition: 'staff' } } };
    expect(validateDefinition(def)).toEqual([expect.objectContaining({ path: '/result/columns/0/visibleWhen', code: 'invalidCondition' })]);
  });

  it('the shared conditions are valid conditions, each used by a committed definition', () => {
    const def = base();
    def.conditions = {};
    def.result.columns = def.result.columns.map((c: Json, i: number) => ({ ...c, visibleWhen: { condition: Object.keys(SHARED_CONDITIONS)[i % Object.keys(SHARED_CONDITIONS).length] } }));
    expect(validateDefinition(def).filter((e) => e.code !== 'missingText')).toEqual([]);
    const used = new Set<string>();
    for (const file of fs.readdirSync('report-definitions').filter((f) => f.endsWith('.json'))) {
      walkDefinition(committed(file.replace('.json', '')), (n) => {
        if (n.kind === 'Condition') JSON.stringify(n.value).replace(/"condition":"(\w+)"/g, (_, name: string) => (used.add(name), ''));
      });
    }
    expect(Object.keys(SHARED_CONDITIONS).filter((n) => !used.has(n))).toEqual([]);
  });

  it('the customer roles are written once: no committed definition spells them out', () => {
    const spelled = /\["CLIENTE", "(SUCURSAL|MULTISUCURSAL)", "(SUCURSAL|MULTISUCURSAL)"\]/;
    const files = fs.readdirSync('report-definitions').filter((f) => f.endsWith('.json') && spelled.test(fs.readFileSync(path.join('report-definitions', f), 'utf8')));
    expect(files).toEqual([]);
  });
});
