import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerClient } from './support/designerCalls';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * Publishing is optimistic-concurrency safe: publicarDefinicion takes versionBase, the newest published version the edit started from (0: the
 * report had none), and answers 409 VERSION_CONFLICT naming the current version, storing nothing, when a newer one exists — two administrators
 * editing one report no longer overwrite each other silently. Runs on SQLite and, with TEST_POSTGRES_URL, on PostgreSQL.
 */

let s: TestServer;
let c: ReturnType<typeof designerClient>;
/** Two sessions of administrators holding ADMIN_INF, as two people editing at once. */
const tira = { a: '', b: '' };

beforeAll(async () => {
  s = await startTestServer();
  c = designerClient(s);
  tira.a = (await s.login('admin')).tira;
  tira.b = (await s.login('admin')).tira;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const overlay = (informe: string, maxWidth: number) => ({ overlayOf: informe, dialog: { fullScreen: null, maxWidth } });
const versions = async (informe: string) => (await c.designer(tira.a, 'versionesDefinicion', { informe })).json<{ result: { version: number }[] }>().result.map((v) => v.version);
const served = async (informe: string) => (await c.portal(tira.a, 'definicionInforme', { informe })).json<{ definicion: { dialog?: { maxWidth?: number } } }>().definicion.dialog?.maxWidth;
const opened = async (token: string, informe: string) => {
  const res = await c.designer(token, 'definicionDesigner', { informe });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ versionBase: number; publicada: { version: number } | null; borrador: unknown }>();
};

describe('two administrators publish one report from the same version', () => {
  const informe = 'STOCK_ARTICULOS';

  it('the first is stored; the second answers 409 VERSION_CONFLICT with the current version and stores nothing, keeping its draft', async () => {
    const [a, b] = [await opened(tira.a, informe), await opened(tira.b, informe)];
    expect(a.versionBase).toBe(0);
    expect(b.versionBase).toBe(0);
    expect(a.publicada).toBeNull();
    const first = await c.designer(tira.a, 'publicarDefinicion', { informe, definicion: overlay(informe, 800), comentario: 'A', versionBase: a.versionBase });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(1);

    // B saved a draft of its own edit before publishing.
    expect((await c.designer(tira.b, 'guardarBorrador', { informe, definicion: overlay(informe, 1600) })).statusCode).toBe(200);
    const second = await c.designer(tira.b, 'publicarDefinicion', { informe, definicion: overlay(informe, 1600), comentario: 'B', versionBase: b.versionBase });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({ result: 'ko', statusCode: '409', errorCode: 'VERSION_CONFLICT', versionActual: 1, autor: 'admin' });
    expect(typeof second.json().fecha).toBe('string');
    expect(second.json().errorMsg).toContain('1');
    expect(await versions(informe)).toEqual([1]);
    expect(await served(informe)).toBe(800);
    expect((await opened(tira.b, informe)).borrador).toMatchObject({ definicion: overlay(informe, 1600) });
  });

  it('published on top of the newer version knowingly (versionBase = the current one) it is stored as the next version', async () => {
    expect((await opened(tira.b, informe)).versionBase).toBe(1);
    const knowingly = await c.designer(tira.b, 'publicarDefinicion', { informe, definicion: overlay(informe, 1600), comentario: 'B sobre la 1', versionBase: 1 });
    expect(knowingly.statusCode, knowingly.body).toBe(200);
    expect(knowingly.json().version).toBe(2);
    expect(await versions(informe)).toEqual([2, 1]);
    expect(await served(informe)).toBe(1600);
    // A, still on version 1, is now the one refused.
    const stale = await c.designer(tira.a, 'publicarDefinicion', { informe, definicion: overlay(informe, 900), comentario: 'A otra vez', versionBase: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().versionActual).toBe(2);
  });

  it('a base newer than the current version is a conflict too, and versionBase is required', async () => {
    const ahead = await c.designer(tira.a, 'publicarDefinicion', { informe, definicion: overlay(informe, 900), comentario: 'x', versionBase: 7 });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().versionActual).toBe(2);
    const missing = await c.designer(tira.a, 'publicarDefinicion', { informe, definicion: overlay(informe, 900), comentario: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMsg).toContain('versionBase');
    expect(await versions(informe)).toEqual([2, 1]);
  });
});

describe('a new report: versionBase 0 is its first publication', () => {
  it('the first publication from 0 is stored, a second one from 0 is refused', async () => {
    expect((await c.designer(tira.a, 'nuevoInforme', { informe: 'CONFLICTO_NUEVO', descripcion: 'Conflicto', modo: 'copy', desde: 'STOCK_ARTICULOS' })).statusCode).toBe(200);
    const draft = (await opened(tira.a, 'CONFLICTO_NUEVO')) as unknown as { versionBase: number; borrador: { definicion: Record<string, unknown> } };
    expect(draft.versionBase).toBe(0);
    const first = await c.designer(tira.a, 'publicarDefinicion', { informe: 'CONFLICTO_NUEVO', definicion: draft.borrador.definicion, comentario: 'Primera', versionBase: 0 });
    expect(first.statusCode, first.body).toBe(200);
    const again = await c.designer(tira.b, 'publicarDefinicion', { informe: 'CONFLICTO_NUEVO', definicion: draft.borrador.definicion, comentario: 'Otra primera', versionBase: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'VERSION_CONFLICT', versionActual: 1 });
  });
});

describe('publications racing from the same base', () => {
  it('exactly one of them is stored; the others answer 409 and write nothing', async () => {
    const informe = 'CERT_MEDIOAMB';
    const base = (await opened(tira.a, informe)).versionBase;
    const replies = await Promise.all([500, 800, 900, 1000].map((w, i) =>
      c.designer(i % 2 ? tira.b : tira.a, 'publicarDefinicion', { informe, definicion: overlay(informe, w), comentario: `carrera ${w}`, versionBase: base })));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await versions(informe)).toEqual([base + 1]);
    for (const r of replies.filter((x) => x.statusCode === 409)) expect(r.json().versionActual).toBe(base + 1);
  });
});

describe('the contract documents the rule', () => {
  it('versionBase is a required body field of publicarDefinicion, 409 and VERSION_CONFLICT are documented', async () => {
    await s.app.ready();
    const doc = s.app.swagger() as { info: { description: string }; paths: Record<string, { post: any }> };
    const publish = doc.paths['/wscomun/portaldesigner/publicarDefinicion']!.post;
    const schema = publish.requestBody.content['application/json'].schema;
    expect(schema.required).toContain('versionBase');
    expect(schema.properties.versionBase.description).toMatch(/0/);
    expect(publish.responses['409']).toBeDefined();
    expect(doc.info.description).toContain('VERSION_CONFLICT');
  });
});
