import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bodies from '../../schemas/request-bodies.gen.json';
import { buildContext } from '../../src/engine/conditions/buildContext';
import { applyOverlay } from '../../src/engine/definition/applyOverlay';
import type { ReportDefinition } from '../../src/engine/definition/reportDefinition.gen';
import { checkRules } from '../../src/engine/filters/checkRules';
import { formFailures } from '../../src/engine/filters/formFailures';
import { initialFilters } from '../../src/engine/filters/initialFilters';
import { buildPayload } from '../../src/engine/request/buildPayload';
import { facts } from '../unit/support/definitions';
import { startReportServer, type ReportServer, type User } from './support/reportServer';
import { resolveConditions } from '../../src/engine/definition/namedConditions';

/**
 * Form fuzz (no request a report's form builds may be refused by the services as invalid): for every committed definition, every filter
 * field and empty, boundary and malformed values of its kind, as a staff user and a customer, either the form blocks the action with a
 * catalogue message at a field (the definition's rules, or the services' contract checked before sending), or the services answer 2xx.
 */

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });

const DIR = path.resolve('report-definitions');
/** A definition file with its named conditions replaced, as the portal receives it. */
const read = (file: string) => resolveConditions(JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as ReportDefinition & { overlayOf?: string });
const DEFINITIONS: ReportDefinition[] = fs.readdirSync(DIR).filter((f) => f.endsWith('.json')).sort().map((f) => {
  const d = read(f);
  return d.overlayOf ? { ...applyOverlay(read(`${d.overlayOf}.json`), d), code: f.replace(/\.json$/, '') } : d;
});

type Property = { type?: string | string[]; oneOf?: { const: unknown }[]; enum?: unknown[]; items?: Property; properties?: Record<string, Property> };

/** Empty, boundary and malformed values of a filter field, by its schema and widget. */
function fuzzValues(def: ReportDefinition, field: string, prop: Property): unknown[] {
  const widget = (def.filters.uiSchema?.[field] as Record<string, unknown> | undefined)?.['ui:widget'];
  const type = Array.isArray(prop.type) ? prop.type[0] : prop.type;
  const consts = (prop.oneOf ?? []).map((o) => o.const).concat(prop.enum ?? []);
  if (widget === 'date') return ['', 'invalid', '2026-02-31', '0001-01-01', '9999-12-31', 'abc', '31/02/2026'];
  if (widget === 'month') return ['', '2026-13', '0001-01', '9999-12', 'abc'];
  // A choice among options (loaded or fixed) or a hidden field: only what the widget can hold — nothing, or each fixed choice.
  if (widget === 'select' || widget === 'autocomplete' || widget === 'multiSelect' || widget === 'checkboxGroup' || widget === 'hidden') {
    return type === 'array' ? [[], ...consts.map((c) => [c]), ...(prop.items?.oneOf ?? []).map((o) => [o.const])] : ['', ...consts];
  }
  if (type === 'object') return [{}, { codigo: '' }, { codigo: 'ZZZ999' }, { codigo: 'abc' }, { codigo: 'x'.repeat(120) }, { codigo: "'; --" }];
  if (type === 'array') {
    const itemConsts = (prop.items?.oneOf ?? []).map((o) => o.const).concat(prop.items?.enum ?? []);
    return [[], ['bogus'], itemConsts.slice(0, 1), Array.from({ length: 3000 }, (_, i) => ({ codigo: String(i) }))];
  }
  if (type === 'integer' || type === 'number') return ['', -1, 0, 2_147_483_648, 1.5, 'abc'];
  if (type === 'boolean') return [true, false];
  if (consts.length > 0) return [...consts, 'bogus', ''];
  return ['', ' ', 'abc', '123', 'x'.repeat(300), "'; drop table clientes; --", '%_'];
}

const ROLES: [User, string, Record<string, unknown>][] = [
  ['admin', 'ADMIN', { usuario: 'admin' }],
  ['cliente', 'CLIENTE', { usuario: 'cliente' }],
];

describe('form fuzz: every definition, field and malformed value is blocked at a field or answered 2xx', () => {
  it('runs every case', async () => {
    let cases = 0;
    let blocked = 0;
    let sent = 0;
    let before400 = 0;
    const problems: string[] = [];
    for (const def of DEFINITIONS) {
      const request = def.request;
      if (!request || !(bodies as Record<string, unknown>)[request.endpoint]) continue;
      for (const [user, role, session] of ROLES) {
        const f = facts(role, {}, session);
        const base = { ...initialFilters(def, buildContext(f)), ...(def.choiceView ? { [def.choiceView.field]: def.choiceView.options[0]!.value } : {}) };
        for (const [field, prop] of Object.entries(def.filters.schema.properties as Record<string, Property>)) {
          for (const value of fuzzValues(def, field, prop)) {
            cases++;
            const ctx = buildContext(f, { ...base, [field]: value });
            const failures = formFailures(def, ctx, bodies);
            const label = `${def.code} ${user} ${field}=${JSON.stringify(value).slice(0, 40)}`;
            const payload = buildPayload(request, ctx, { page: 1, pageSize: 10 });
            if (failures.length > 0) {
              blocked++;
              for (const failure of failures) if (!failure.messageKey.startsWith('messages.') && !failure.messageKey.includes('.')) problems.push(`${label}: message ${failure.messageKey}`);
              if (!failures.some((x) => x.fields.length > 0)) problems.push(`${label}: blocked without naming a field (${failures.map((x) => x.messageKey).join()})`);
              // What the portal sent before the contract check: the cases only the contract blocks, counted as the services answer them.
              if (checkRules(def, ctx).length === 0 && (await r.call(request.endpoint, user, payload)).status === 400) before400++;
              continue;
            }
            sent++;
            const res = await r.call(request.endpoint, user, payload);
            if (res.status === 400 || res.status >= 500) {
              before400 += res.status === 400 ? 1 : 0;
              problems.push(`${label}: HTTP ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
            }
          }
        }
      }
    }
    console.log(`form fuzz: ${cases} (definition, role, field, value) cases; ${blocked} blocked at a field with a message, ${sent} sent; `
      + `400 from the services without the contract check: ${before400}, with it: ${problems.filter((p) => p.includes('HTTP 400')).length}`);
    expect(cases).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  }, 600_000);
});
