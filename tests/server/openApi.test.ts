import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEvery } from '../support/expectEvery';
import { redoclyLint } from './support/redoclyLint';
import { startTestServer, type TestServer } from './support/testServer';

type Doc = { servers?: { url: string }[]; paths: Record<string, Record<string, { security?: unknown[] }>> };

let s: TestServer;
let doc: Doc;

beforeAll(async () => {
  s = await startTestServer();
  const res = await s.app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Doc>();
});
afterAll(async () => {
  await s?.close();
});

/** Paths (JSON pointers) of every `required` list in the document that is empty. */
function emptyRequiredLists(value: unknown, pointer = ''): string[] {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => emptyRequiredLists(item, `${pointer}/${i}`));
  return Object.entries(value).flatMap(([key, child]) => [
    ...(key === 'required' && Array.isArray(child) && child.length === 0 ? [`${pointer}/required`] : []),
    ...emptyRequiredLists(child, `${pointer}/${key}`),
  ]);
}

describe('the OpenAPI document served at /docs/json', () => {
  it('has no empty required list, a server and a security entry on every operation (public ones: an empty list)', () => {
    expect(emptyRequiredLists(doc)).toEqual([]);
    expect(doc.servers?.length).toBeGreaterThan(0);
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
    expectEvery(operations, ({ op }) => Array.isArray(op.security), 'operations with a security entry');
    const publicCalls = operations.filter(({ op }) => op.security?.length === 0).map(({ name }) => name);
    expect(publicCalls).toEqual(expect.arrayContaining(['POST /wsr/auth/validateuser', 'POST /wscomun/procExpert/login', 'GET /wsutils/documentos/{id}']));
  });

  it('validates with @apidevtools/swagger-parser', async () => {
    // validate() dereferences the document it is given: it gets a copy.
    const result = await SwaggerParser.validate(structuredClone(doc) as never).then(() => 'valid', (error: Error) => error.message);
    console.log(`swagger-parser validate: ${result.slice(0, 2000)}`);
    expect(result).toBe('valid');
  });

  it('lints with Redocly CLI (recommended rules) without errors', async () => {
    const report = await redoclyLint(doc);
    const byRule = new Map<string, number>();
    for (const p of report.problems) byRule.set(`${p.severity} ${p.ruleId}`, (byRule.get(`${p.severity} ${p.ruleId}`) ?? 0) + 1);
    console.log(`redocly lint: ${report.totals.errors} errors, ${report.totals.warnings} warnings, ${report.totals.ignored} ignored; ${[...byRule].map(([rule, n]) => `${rule} ×${n}`).join(', ')}`);
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);
});
