import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { conditionAjv } from '../../src/engine/conditions/conditionAjv';
import { resolveConditions } from '../../src/engine/definition/namedConditions';
import { compileCondition, evaluateCondition } from '../../src/engine/conditions/evaluateCondition';
import type { ConditionContext } from '../../src/engine/conditions/conditionContext';
import { validateDefinition } from '../../src/engine/definition/validateDefinition';
import { toJsonValue } from '../../src/engine/schema/toJsonValue';
import { ctxOf } from './support/definitions';

// Conditions are interpreted (no generated code, so no 'unsafe-eval' in the portal's CSP); ajv, which compiles them, is the reference.
const CONDITION_KEYS = new Set(['visibleWhen', 'disabledWhen', 'when', 'lateWhen', 'lockedWhen']);

function conditionsOf(value: unknown, at: string, out: { at: string; condition: object }[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => conditionsOf(v, `${at}/${i}`, out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (CONDITION_KEYS.has(key) && child && typeof child === 'object' && !Array.isArray(child)) out.push({ at: `${at}/${key}`, condition: child });
      else conditionsOf(child, `${at}/${key}`, out);
    }
  }
}

const definitionConditions: { at: string; condition: object }[] = [];
for (const file of fs.readdirSync('report-definitions').filter((f) => f.endsWith('.json'))) {
  conditionsOf(resolveConditions(JSON.parse(fs.readFileSync(path.join('report-definitions', file), 'utf8')) as object), file, definitionConditions);
}

/** Property paths a condition reads and the values it mentions (const, enum, limits ± 1, pointers' targets). */
function facetsOf(condition: unknown): { paths: string[][]; values: unknown[] } {
  const paths: string[][] = [];
  const values: unknown[] = [];
  const walk = (s: unknown, at: string[]) => {
    if (Array.isArray(s)) return s.forEach((x) => walk(x, at));
    if (!s || typeof s !== 'object') return;
    paths.push(at);
    for (const [key, v] of Object.entries(s)) {
      if (key === 'properties' && v && typeof v === 'object') for (const [name, sub] of Object.entries(v)) walk(sub, [...at, name]);
      else if (key === 'const') {
        if (v && typeof v === 'object' && '$data' in v) paths.push(String((v as { $data: string }).$data).slice(1).split('/'));
        else values.push(v);
      } else if (key === 'enum' && Array.isArray(v)) values.push(...v, v.slice(0, 2));
      else if (typeof v === 'number') values.push(v - 1, v, v + 1, String(v));
      else if (['not', 'anyOf', 'allOf', 'oneOf', 'contains', 'items', 'if', 'then', 'else'].includes(key)) walk(v, at);
    }
  };
  walk(condition, []);
  return { paths: paths.filter((p) => p.length > 0), values };
}

/** A small deterministic random generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROLES = ['ADMIN', 'REPRESENTANTE', 'CLIENTE', 'SUCURSAL', 'MULTISUCURSAL', 'PROVEEDOR'];
const COMMON = [null, '', 'S', 'N', 'X', 0, 1, 7, -1, true, false, 'DEMO', 'RES_022', [], {}, '2026-11-21', undefined];

/** Contexts that set the paths a condition reads to the values it mentions, to other values, to undefined, or leave them absent. */
function contextsFor(condition: object, count: number, seed: number): ConditionContext[] {
  const { paths, values } = facetsOf(condition);
  const pool = [...values, ...COMMON];
  const next = random(seed);
  const pick = <T,>(list: T[]): T => list[Math.floor(next() * list.length)]!;
  const out: ConditionContext[] = [];
  for (let i = 0; i < count; i++) {
    const ctx = structuredClone(ctxOf(pick(ROLES), {}, { onPremise: next() < 0.5, permissions: next() < 0.5 ? [] : ['RES_022', 'RES_001'] })) as unknown as Record<string, unknown>;
    ctx.row = {};
    for (const p of paths) {
      if (next() < 0.25) continue;
      let at = ctx;
      for (const token of p.slice(0, -1)) {
        if (!at[token] || typeof at[token] !== 'object' || Array.isArray(at[token])) at[token] = {};
        at = at[token] as Record<string, unknown>;
      }
      const r = next();
      at[p[p.length - 1]!] = structuredClone(r < 0.15 ? [pick(pool), pick(pool)] : pick(pool));
    }
    out.push(ctx as unknown as ConditionContext);
  }
  return out;
}

const ajvSays = (condition: object, ctx: ConditionContext) => conditionAjv.compile(condition)(ctx) === true;

describe('conditions are interpreted exactly as ajv compiles them', () => {
  it('the report definitions hold conditions to compare', () => {
    expect(definitionConditions.length).toBeGreaterThan(40);
  });
  it.each(definitionConditions.map((c, i) => [c.at, c.condition, i] as const))('%s', (_at, condition, i) => {
    for (const ctx of contextsFor(condition, 150, 1000 + i)) expect(evaluateCondition(condition, ctx), JSON.stringify(ctx)).toBe(ajvSays(condition, ctx));
  });
  it.each([
    ['a property holding undefined is absent (required, properties, not)', { required: ['filters'], properties: { filters: { not: { required: ['cliente'] } } } }],
    ['const and enum over objects and arrays', { properties: { filters: { properties: { cliente: { const: { codigo: '1', nombre: 'A' } }, estados: { enum: [['A', 'B'], []] } } } } }],
    ['numbers, integers and strings', { properties: { row: { properties: { n: { type: 'integer', minimum: 1, exclusiveMaximum: 7, multipleOf: 2 }, s: { type: 'string', minLength: 1, maxLength: 3, pattern: '^[A-Z]+$' } } } } }],
    ['arrays: contains, items, uniqueItems, minItems', { properties: { permissions: { type: 'array', contains: { const: 'RES_022' }, items: { type: 'string' }, uniqueItems: true, minItems: 1 } } }],
    ['if / then / else, oneOf, anyOf, allOf', { if: { properties: { role: { const: 'ADMIN' } } }, then: { properties: { onPremise: { const: false } } }, else: { oneOf: [{ properties: { role: { enum: ['CLIENTE'] } } }, { properties: { onPremise: { const: true } } }] } }],
    ['dependencies and propertyNames', { properties: { row: { dependencies: { a: ['b'], c: { required: ['d'] } }, propertyNames: { pattern: '^[a-d]$' } } } }],
    ['additionalProperties false', { properties: { row: { properties: { a: {} }, additionalProperties: false } } }],
    ['nullable beside type', { properties: { row: { properties: { a: { type: 'string', nullable: true } } } } }],
    ['$data, absolute', { properties: { row: { properties: { a: { const: { $data: '/session/sucursal' } } }, required: ['a'] } } }],
    ['$data, relative, and on limits', { properties: { row: { properties: { a: { const: { $data: '1/b' } }, n: { minimum: { $data: '1/min' } }, k: { enum: { $data: '2/filters/list' } } } } } }],
    ['$data, the property name', { properties: { row: { properties: { a: { const: { $data: '0#' } } } } } }],
  ])('%s', (_case, condition) => {
    const ctxs = contextsFor(condition, 400, 7);
    const rows = [{}, { a: undefined }, { a: 'a' }, { a: null, b: null }, { a: 'X', b: 'X' }, { a: 1, b: '1' }, { n: 3, min: 2 }, { n: 3, min: '2' }, { n: 'x', min: 'y' }, { n: 1, min: 2 }, { k: 'A' },
      { a: 'a', b: 'b', c: 1 }, { a: 'a', c: 1, d: 2 }, { z: 1 }, { s: 'AB', n: 4 }, { s: 'ab', n: 6 }, { s: 'ABCD', n: 2.5 }, { a: [1, 1], k: ['A'] }];
    for (const row of rows) for (const base of ctxs.slice(0, 20)) ctxs.push({ ...base, row, filters: { list: ['A', 'B'], cliente: undefined } });
    ctxs.push({ ...ctxOf('SUCURSAL'), row: { a: '002' } }, { ...ctxOf('SUCURSAL'), row: { a: '003' } }, { ...ctxOf('ADMIN'), row: { a: null } });
    for (const ctx of ctxs) expect(evaluateCondition(condition, ctx), JSON.stringify(ctx)).toBe(ajvSays(condition, ctx));
  });
  it('the branch-invoice condition compares the row with the session ($data)', () => {
    const condition = { properties: { row: { properties: { sucursalFactura: { const: { $data: '/session/sucursal' } } }, required: ['sucursalFactura'] } } };
    expect(evaluateCondition(condition, { ...ctxOf('SUCURSAL'), row: { sucursalFactura: '002' } })).toBe(true);
    expect(evaluateCondition(condition, { ...ctxOf('SUCURSAL'), row: { sucursalFactura: '003' } })).toBe(false);
    expect(evaluateCondition(condition, { ...ctxOf('SUCURSAL'), row: {} })).toBe(false);
  });
});

describe('what the interpreter refuses', () => {
  it('a relative $data under items (its place in the data is not fixed) fails the definition with its path', () => {
    expect(() => compileCondition({ properties: { permissions: { items: { const: { $data: '1/x' } } } } })).toThrow(/relative \$data/);
    const def = JSON.parse(fs.readFileSync('report-definitions/CERT_MEDIOAMB.json', 'utf8')) as { filters: { fields?: Record<string, Record<string, unknown>> } };
    const [name] = Object.keys(def.filters.fields ?? {});
    def.filters.fields![name!]!.visibleWhen = { properties: { permissions: { items: { const: { $data: '1/x' } } } } };
    expect(validateDefinition(def)).toEqual(expect.arrayContaining([expect.objectContaining({ path: `/filters/fields/${name}/visibleWhen`, message: expect.stringMatching(/relative \$data/) })]));
  });
});

describe('toJsonValue', () => {
  it('keeps a JSON value as it is, without copying', () => {
    const value = { a: [1, { b: null }], c: 'x' };
    expect(toJsonValue(value)).toBe(value);
  });
  it('drops undefined properties, turns undefined items into null and dates into their JSON', () => {
    const date = new Date('2026-11-21T00:00:00Z');
    expect(toJsonValue({ a: undefined, b: [undefined, 1], c: { d: undefined, e: date }, f: () => 1 })).toEqual({ b: [null, 1], c: { e: '2026-11-21T00:00:00.000Z' } });
  });
});
