import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContext, type SessionFacts } from '../../src/engine/conditions/buildContext';
import { resolveConditions } from '../../src/engine/definition/namedConditions';
import type { GridResult, ReportDefinition } from '../../src/engine/definition/reportDefinition.gen';
import { checkRules } from '../../src/engine/filters/checkRules';
import { initialFilters } from '../../src/engine/filters/initialFilters';
import { mapRows } from '../../src/engine/reply/mapReply';
import { buildPayload } from '../../src/engine/request/buildPayload';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * docs/adding-a-report.md, followed literally: its `tutorial-step` blocks are sent in order, each to the call its info string names
 * (`call=`) as the user it names (`user=`: a token saved by an earlier step's `saves=`), with `"<FILE.json>"` replaced by the
 * `tutorial-file` block of that name; each answers 200 and contains its `tutorial-reply`. Comment markers are the steps that are not a
 * request body: `search` runs the report as the portal does (the definition's filters, payload and paging with the user's session) and
 * checks every row is of the user's own customer; `write` saves a tutorial file in the customer folder. Editing the tutorial changes
 * what this test sends.
 */

const TUTORIAL = path.resolve('docs/adding-a-report.md');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One step of the tutorial: its attributes, the request body (a call) and the parts of the reply it shows. */
interface Step {
  n: number;
  attrs: Record<string, string>;
  body?: unknown;
  reply?: unknown;
  /** The request body the tutorial shows for a search (illustrative dates). */
  payload?: Json;
}

/** `key=value` words of a block's info string or a marker. */
const attributesOf = (text: string): Record<string, string> => Object.fromEntries(text.trim().split(/\s+/).filter(Boolean).map((word) => {
  const at = word.indexOf('=');
  return at < 0 ? [word, ''] : [word.slice(0, at), word.slice(at + 1)];
}));

/** The steps and files of the tutorial, in order. */
function readTutorial(text: string): { steps: Step[]; files: Record<string, unknown> } {
  const steps = new Map<number, Step>();
  const files: Record<string, unknown> = {};
  const lines = text.split('\n');
  const step = (n: number) => {
    const found = steps.get(n);
    if (!found) throw new Error(`tutorial: a block refers to step ${n}, which is not defined before it`);
    return found;
  };
  for (let i = 0; i < lines.length; i++) {
    const marker = /^<!--\s*(tutorial-step=\d+.*?)\s*-->$/.exec(lines[i]!);
    if (marker) {
      const attrs = attributesOf(marker[1]!);
      steps.set(Number(attrs['tutorial-step']), { n: Number(attrs['tutorial-step']), attrs });
      continue;
    }
    const fence = /^```json(.*)$/.exec(lines[i]!);
    if (!fence) continue;
    const end = lines.indexOf('```', i + 1);
    const content = lines.slice(i + 1, end).join('\n');
    const attrs = attributesOf(fence[1]!);
    i = end;
    if (!Object.keys(attrs).some((k) => k.startsWith('tutorial-'))) continue;
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch (error) {
      throw new Error(`tutorial: the block at line ${i + 1} (${fence[1]!.trim()}) is not JSON: ${(error as Error).message}`, { cause: error });
    }
    if (attrs['tutorial-file']) files[attrs['tutorial-file']] = json;
    else if (attrs['tutorial-step']) steps.set(Number(attrs['tutorial-step']), { n: Number(attrs['tutorial-step']), attrs, body: json });
    else if (attrs['tutorial-reply']) step(Number(attrs['tutorial-reply'])).reply = json;
    else if (attrs['tutorial-body']) step(Number(attrs['tutorial-body'])).payload = json as Json;
  }
  return { steps: [...steps.values()], files };
}

const { steps, files } = readTutorial(fs.readFileSync(TUTORIAL, 'utf8'));

/** A request body with every `"<FILE.json>"` replaced by that tutorial file. */
function withFiles(value: unknown): unknown {
  if (typeof value === 'string') {
    const name = /^<(.+\.json)>$/.exec(value)?.[1];
    if (!name) return value;
    if (!(name in files)) throw new Error(`tutorial: no tutorial-file block ${name}`);
    return structuredClone(files[name]);
  }
  if (Array.isArray(value)) return value.map(withFiles);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFiles(v)]));
  return value;
}

/** Whether a reply contains what the tutorial shows of it: objects by their members, lists by items found in them, the rest equal. */
function contains(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) return Array.isArray(actual) && expected.every((item) => actual.some((a) => contains(a, item)));
  if (expected && typeof expected === 'object') {
    return !!actual && typeof actual === 'object' && !Array.isArray(actual)
      && Object.entries(expected).every(([k, v]) => contains((actual as Json)[k], v));
  }
  return Object.is(actual, expected);
}

let s: TestServer;
const customerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorial-customer-'));
/** Session tokens saved by the steps (saves=). */
const tokens: Record<string, string> = {};
/** The reply of every step. */
const replies = new Map<number, Json>();
/** The searches made: the user's session, the body sent and the rows. */
const searches: { step: number; session: Json; body: Json; rows: Json[] }[] = [];

beforeAll(async () => {
  s = await startTestServer('hosted', { CUSTOMER_DEFINITIONS_DIR: customerDir });
}, 120_000);
afterAll(async () => {
  await s?.close();
  fs.rmSync(customerDir, { recursive: true, force: true });
});

const tokenOf = (user: string | undefined): string => {
  if (!user) throw new Error('the step names no user');
  const token = tokens[user];
  if (!token) throw new Error(`no session of ${user}: an earlier step must save it (saves=${user})`);
  return token;
};

/** POSTs a body as a user (their tira added) and answers the reply, which must be 200. */
async function send(call: string, token: string | undefined, body: unknown): Promise<Json> {
  const res = await s.post(call, token ? { tira: token, ...(body as Json) } : body);
  expect(res.statusCode, `${call}: ${res.body.slice(0, 600)}`).toBe(200);
  return res.json<Json>();
}

/** The user's session facts as the portal gathers them at login: datosUsuarioPortal and the role's date limits. */
async function sessionFacts(token: string): Promise<{ session: Json; facts: SessionFacts }> {
  const session = (await send('/wscomun/portalinformes/datosUsuarioPortal', token, {})).result[0] as Json;
  const dates = await send('/wscomun/portalinformes/getFechasRoles', token, { empresa: session.empresa, organizacion: session.organizacion, rol: session.idRol });
  return { session, facts: { session: { ...session, tira: token }, roleDates: dates.roles?.[0] ?? null, onPremise: false, permissions: [] } };
}

/** Runs a grid report as the portal does on Search: the filters' starting values, the payload, the first page in the default sort. */
async function runSearch(n: number, token: string, definition: ReportDefinition): Promise<{ session: Json; body: Json; rows: Json[] }> {
  const { session, facts } = await sessionFacts(token);
  const ctx = buildContext(facts, initialFilters(definition, buildContext(facts)));
  expect(checkRules(definition, ctx), 'the filters pass their rules').toEqual([]);
  const result = definition.result as GridResult;
  expect(result.kind).toBe('grid');
  const body = buildPayload(definition.request!, ctx, { page: 1, pageSize: result.pageSize, sort: result.defaultSort });
  const reply = await send(definition.request!.endpoint, token, { empresa: session.empresa, ...body });
  const rows = mapRows(definition.reply, reply).rows as Json[];
  searches.push({ step: n, session, body, rows });
  return { session, body, rows };
}

/** Rows of a body sent as a user. */
async function rowsOf(definition: ReportDefinition, token: string, session: Json, body: Json): Promise<Json[]> {
  return mapRows(definition.reply, await send(definition.request!.endpoint, token, { empresa: session.empresa, ...body })).rows as Json[];
}

describe('docs/adding-a-report.md, step by step', () => {
  it('numbers its steps 1, 2, 3… and gives the definition file', () => {
    expect(steps.map((st) => st.n)).toEqual(steps.map((_, i) => i + 1));
    expect(steps.length).toBeGreaterThan(10);
    expect(Object.keys(files).length).toBeGreaterThan(0);
    for (const st of steps) expect(['call', 'search', 'write'].filter((k) => k in st.attrs), `step ${st.n}`).toHaveLength(1);
  });

  for (const st of steps) {
    const what = st.attrs.call ? `POST ${st.attrs.call}` : 'search' in st.attrs ? `search ${st.attrs.report ?? st.attrs.definition}` : `write ${st.attrs.write}`;
    it(`step ${st.n}: ${what}${st.attrs.user ? ` as ${st.attrs.user}` : ''}`, async () => {
      if (st.attrs.call) {
        const reply = await send(st.attrs.call, st.attrs.user ? tokenOf(st.attrs.user) : undefined, withFiles(st.body));
        replies.set(st.n, reply);
        if (st.reply !== undefined) expect(contains(reply, st.reply), `the reply ${JSON.stringify(reply).slice(0, 1500)} contains ${JSON.stringify(st.reply)}`).toBe(true);
        if (st.attrs.saves) {
          const token = typeof reply.data === 'string' ? reply.data : reply.tira;
          expect(typeof token, 'the reply gives a session token (data or tira)').toBe('string');
          tokens[st.attrs.saves] = token as string;
        }
        return;
      }
      if (st.attrs.write) {
        const name = st.attrs.write;
        expect(files[name], `tutorial-file ${name}`).toBeDefined();
        fs.writeFileSync(path.join(customerDir, name), `${JSON.stringify(files[name], null, 2)}\n`);
        return;
      }
      // A search: the tutorial's definition file (a preview), or the definition the services serve the user.
      const token = tokenOf(st.attrs.user);
      const definition = st.attrs.definition
        ? resolveConditions(withFiles(`<${st.attrs.definition}>`) as ReportDefinition)
        : (await send('/wscomun/portalinformes/definicionInforme', token, { informe: st.attrs.report })).definicion as ReportDefinition;
      const { session, body, rows } = await runSearch(st.n, token, definition);
      // The user is a customer of the demo data, and every row is an order of that customer.
      const linked = await s.open.db.selectFrom('usuarios_portal').select('cliente').where('id_organizacion', '=', session.idOrganizacion).where('usuario', '=', session.usuario).executeTakeFirstOrThrow();
      expect(linked.cliente).toBeTruthy();
      expect(session.cliente).toBe(linked.cliente);
      expect(rows.length, 'the search finds orders').toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.clteCodigo))).toEqual(new Set([linked.cliente]));
      // Whatever the body asks, the services answer the customer's own orders only.
      const { clienteInicial: _from, clienteFinal: _to, ...noCustomer } = body;
      expect(new Set((await rowsOf(definition, token, session, noCustomer)).map((r) => r.clteCodigo))).toEqual(new Set([linked.cliente]));
      const other = linked.cliente === '000002' ? '000003' : '000002';
      expect((await rowsOf(definition, token, session, { ...body, clienteInicial: other, clienteFinal: other })).filter((r) => r.clteCodigo !== linked.cliente)).toEqual([]);
    });
  }

  it('the body the tutorial shows for a search is the one the portal builds (its dates aside)', () => {
    const shown = steps.filter((st) => st.payload);
    expect(shown.length).toBeGreaterThan(0);
    for (const st of shown) {
      const sent = searches.find((x) => x.step === st.n);
      expect(sent, `step ${st.n} searched`).toBeDefined();
      expect(Object.keys(sent!.body).sort()).toEqual(Object.keys(st.payload!).sort());
      for (const [key, value] of Object.entries(st.payload!)) {
        if (typeof value === 'string' && /^\d{2}\/\d{2}\/\d{4}$/.test(value)) expect(sent!.body[key], key).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        else expect(sent!.body[key], key).toEqual(value);
      }
    }
  });

  it('ends with the customer listing the new report and searching its own orders, while staff see every customer', async () => {
    const created = steps.find((st) => st.attrs.call?.endsWith('/nuevoInforme'))!;
    const code = (created.body as Json).informe as string;
    const listed = steps.filter((st) => st.attrs.call?.endsWith('/listaInformesPortal')).map((st) => replies.get(st.n)!);
    expect(listed.length).toBeGreaterThan(0);
    for (const reply of listed) expect((reply.result as Json[]).map((r) => r.informe)).toContain(code);
    const customerSearches = searches.filter((x) => x.session.role === 'CLIENTE');
    expect(customerSearches.length).toBeGreaterThanOrEqual(2);
    // The scope is the services' doing: the same body without the customer range, sent by an administrator, reaches other customers.
    const last = customerSearches.find((x) => x.session.idOrganizacion === 1)!;
    const { clienteInicial: _from, clienteFinal: _to, ...noCustomer } = last.body;
    const definition = resolveConditions(files[`${code}.json`] as ReportDefinition);
    const staffRows = await rowsOf(definition, tokenOf('admin'), last.session, noCustomer);
    expect(new Set(staffRows.map((r) => r.clteCodigo)).size).toBeGreaterThan(1);
  });
});
