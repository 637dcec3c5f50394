import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import schema from '../../schemas/report-definition.schema.json';
import { applyOverlay } from '../../src/engine/definition/applyOverlay';
import { validateDefinition } from '../../src/engine/definition/validateDefinition';
import { DefinitionStore } from '../../src/server/definitions/definitionStore';
import { generatedSource, TYPES_PATH } from '../../scripts/generate-types';
import { definition } from './support/definitions';
import { Registry } from '../../src/renderer/registries/Registry';

const files = fs.readdirSync('report-definitions').filter((f) => f.endsWith('.json'));

describe('report definitions', () => {
  it.each(files)('%s is valid (ajv strict, conditions, field references; overlays once applied)', async (file) => {
    const store = new DefinitionStore([path.resolve('report-definitions')]);
    const code = file.replace(/\.json$/, '');
    await expect(store.get(code)).resolves.not.toBeNull();
    expect(validateDefinition(await store.get(code))).toEqual([]);
  });
  it('the generated types match the schema (no drift)', async () => {
    expect(fs.readFileSync(TYPES_PATH, 'utf8')).toBe(await generatedSource());
  });
  it('reports an unknown widget with its JSON path and the known ids', () => {
    const broken = definition('CERT_MEDIOAMB');
    (broken.filters.uiSchema as Record<string, unknown>).cliente = { 'ui:widget': 'calendario' };
    const errors = validateDefinition(broken);
    expect(errors).toContainEqual(expect.objectContaining({ path: '/filters/uiSchema/cliente/ui:widget' }));
    expect(errors.find((e) => e.path === '/filters/uiSchema/cliente/ui:widget')!.message).toContain('lookup');
  });
  it('reports an invalid condition with its path', () => {
    const broken = definition('CERT_MEDIOAMB');
    broken.filters.fields!.sucursal!.visibleWhen = { propertis: { role: { const: 'ADMIN' } } };
    expect(validateDefinition(broken)).toEqual([expect.objectContaining({ path: '/filters/fields/sucursal/visibleWhen', message: expect.stringContaining('propertis') })]);
  });
  it('reports a rule on a field that does not exist', () => {
    const broken = definition('REIMP_FACT');
    broken.filters.rules![0]!.fields = ['fechaIni', 'fechaFinal'];
    expect(validateDefinition(broken)).toContainEqual(expect.objectContaining({ path: '/filters/rules/0/fields/1', code: 'unknownFilterField', message: expect.stringMatching(/^unknown filter field 'fechaFinal'/) }));
  });
  it('reports an unknown action, cell and a missing request', () => {
    const broken = JSON.parse(JSON.stringify(definition('CERT_MEDIOAMB'))) as Record<string, unknown> & { result: { rowActions: { action: string }[] } };
    broken.result.rowActions[0]!.action = 'imprimir';
    delete broken.request;
    const errors = validateDefinition(broken);
    expect(errors.map((e) => e.path)).toContain('/result/rowActions/0/action');
  });
  it('checks the options of a record dialog (client info) with their path', () => {
    const broken = JSON.parse(JSON.stringify(definition('ESTADO_PED_ALB'))) as { result: { rowActions: { id: string; options?: { cards: { fields: Record<string, unknown>[] }[] } }[] } };
    const index = broken.result.rowActions.findIndex((a) => a.id === 'clientInfo');
    expect(index).toBeGreaterThanOrEqual(0);
    broken.result.rowActions[index]!.options!.cards[0]!.fields[0] = { field: 'cliente', header: 'clientInfo.code' };
    expect(validateDefinition(broken).map((e) => e.path)).toContain(`/result/rowActions/${index}/options/cards/0/fields/0`);
    delete broken.result.rowActions[index]!.options;
    expect(validateDefinition(broken)).toContainEqual(expect.objectContaining({ path: `/result/rowActions/${index}`, message: expect.stringContaining('options') }));
  });
  it('the server store validates files, applies overlays and lets a customer folder win', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'defs-'));
    const customer = fs.mkdtempSync(path.join(os.tmpdir(), 'defs-customer-'));
    fs.copyFileSync('report-definitions/REIMP_FACT.json', path.join(base, 'REIMP_FACT.json'));
    fs.writeFileSync(path.join(base, 'FACT_CLIENTES.json'), JSON.stringify({
      overlayOf: 'REIMP_FACT', titleKey: 'reports.codes.FACT_CLIENTES.name', descriptionKey: 'reports.codes.FACT_CLIENTES.description',
      request: { payload: { tiposDocBusqueda: { const: 'A' }, albaranesSoloPdtesSN: { const: 'S' } } },
    }));
    fs.writeFileSync(path.join(customer, 'REIMP_FACT.json'), JSON.stringify({ ...definition('REIMP_FACT'), dialog: { fullScreen: true } }));
    fs.writeFileSync(path.join(customer, 'BROKEN.json'), JSON.stringify({ code: 'BROKEN' }));
    const store = new DefinitionStore([base, customer]);
    const overlay = (await store.get('FACT_CLIENTES'))!;
    expect(overlay.code).toBe('FACT_CLIENTES');
    expect(overlay.request!.payload.tiposDocBusqueda).toEqual({ const: 'A' });
    expect(overlay.request!.payload.clienteInicial).toEqual({ filter: 'cliente', format: 'code' });
    expect((await store.get('REIMP_FACT'))!.dialog).toEqual({ fullScreen: true });
    expect(await store.validateAll()).toEqual([expect.objectContaining({ message: expect.stringMatching(/^BROKEN\.json: \/ must have required property/) })]);
    expect(await store.get('NOPE')).toBeNull();
  });
  it('applies JSON Merge Patch: null deletes, objects merge, arrays replace', () => {
    expect(applyOverlay({ a: { b: 1, c: 2 }, d: [1, 2], e: 1 }, { a: { c: null, x: 3 }, d: [9], e: null })).toEqual({ a: { b: 1, x: 3 }, d: [9] });
  });
});

describe('registries', () => {
  it('throw on duplicates and name the known ids for an unknown one', () => {
    const r = new Registry<number>('widget').register('date', 1).register('lookup', 2);
    expect(() => r.register('date', 3)).toThrow("widget 'date' is already registered");
    expect(() => r.get('calendario')).toThrow("Unknown widget 'calendario'. Known: date, lookup");
  });
  it('every widget, cell, action and icon id the schema allows is registered, and no other', async () => {
    const defs = schema.definitions as Record<string, { enum?: string[] }>;
    const { widgetRegistry } = await import('../../src/renderer/registries/widgetRegistry');
    const { iconRegistry } = await import('../../src/renderer/registries/iconRegistry');
    expect(widgetRegistry.ids()).toEqual([...defs.WidgetId!.enum!].sort());
    expect(iconRegistry.ids()).toEqual([...defs.IconId!.enum!].sort());
    // Cells and actions register from report modules that need a browser: read their registrations from the source.
    const registered = (registry: string) => {
      const ids: string[] = [];
      const walk = (dir: string): void => {
        for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
          const p = path.join(dir, e.name);
          if (e.isDirectory()) walk(p);
          else if (/\.tsx?$/.test(e.name)) {
            for (const m of fs.readFileSync(p, 'utf8').matchAll(new RegExp(`${registry}\\s*((?:\\s*\\.register\\('[^']+'[^;]*?)+);`, 'g'))) {
              for (const id of m[1]!.matchAll(/\.register\('([^']+)'/g)) ids.push(id[1]!);
            }
          }
        }
      };
      walk(path.resolve('src/renderer'));
      return ids.sort();
    };
    expect(registered('cellRegistry')).toEqual([...defs.CellId!.enum!].sort());
    expect(registered('actionRegistry')).toEqual([...defs.ActionId!.enum!].sort());
    expect(registered('choiceSourceRegistry')).toEqual([...optionSources()].sort());
  }, 60_000);
});

/** The option sources the schema allows (options.source of a filter field). */
function optionSources(): string[] {
  const found: string[][] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const source = (node as { properties?: { source?: { enum?: string[] } } }).properties?.source?.enum;
    if (source?.includes('orderStatuses')) found.push(source);
    for (const v of Object.values(node)) walk(v);
  };
  walk(schema);
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('the validation script', () => {
  it('fails on the broken fixture with file, JSON path and message', async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate-definitions.ts', 'tests/fixtures/broken-definitions'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CERT_MEDIOAMB.json: /filters/uiSchema/fechaInicial/ui:widget must be equal to one of the allowed values (text, select, checkbox, checkboxGroup, multiSelect, date, month, year, lookup, hidden, number, autocomplete, search)');
    expect(run.stdout).toContain('0 valid, 1 invalid report definitions');
  }, 60_000);
  it('passes on the committed definitions', async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate-definitions.ts'], { encoding: 'utf8' });
    expect(run.stdout).toMatch(/^\d+ valid, 0 invalid report definitions/m);
    expect(run.status).toBe(0);
  }, 60_000);
});
