import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerClient } from './support/designerCalls';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * A definition served to the portal carries its version (a digest of its content); a portal that sends the version it holds gets
 * `sinCambios` S and no definition while it is current, and the new definition once a publication changed it — the portal asks at
 * every opening, so an open portal sees a publication at the next opening without reloading. SQLite and, with TEST_POSTGRES_URL, PostgreSQL.
 */

let s: TestServer;
let c: ReturnType<typeof designerClient>;
const tira = { admin: '', cliente: '' };

beforeAll(async () => {
  s = await startTestServer();
  c = designerClient(s);
  tira.admin = (await s.login('admin')).tira;
  tira.cliente = (await s.login('cliente')).tira;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

interface Served { statusCode: string; version: string; sinCambios?: string; definicion?: { dialog?: { maxWidth?: number } } }
const served = async (token: string, informe: string, version?: string) => {
  const res = await c.portal(token, 'definicionInforme', { informe, ...(version ? { version } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Served>();
};

describe('the version of a served definition', () => {
  const informe = 'CERT_MEDIOAMB';

  it('is the same for the same definition, for every user, and an unchanged one comes back without its content', async () => {
    const first = await served(tira.cliente, informe);
    expect(first.version).toMatch(/^[0-9a-f]{16}$/);
    expect(first.definicion).toBeDefined();
    expect((await served(tira.admin, informe)).version).toBe(first.version);
    const again = await served(tira.cliente, informe, first.version);
    expect(again).toEqual({ statusCode: '200', version: first.version, sinCambios: 'S' });
    // Another report's version is not this one's.
    expect((await served(tira.cliente, 'ESTADO_PED_ALB')).version).not.toBe(first.version);
  });

  it('changes with a publication: the version held then brings the new definition', async () => {
    const held = await served(tira.cliente, informe);
    const { versionBase } = (await c.designer(tira.admin, 'definicionDesigner', { informe })).json<{ versionBase: number }>();
    const published = await c.designer(tira.admin, 'publicarDefinicion', { informe, definicion: { overlayOf: informe, dialog: { fullScreen: null, maxWidth: 1600 } }, comentario: 'Más ancho', versionBase });
    expect(published.statusCode, published.body).toBe(200);
    const now = await served(tira.cliente, informe, held.version);
    expect(now.sinCambios).toBeUndefined();
    expect(now.version).not.toBe(held.version);
    expect(now.definicion?.dialog?.maxWidth).toBe(1600);
    expect((await served(tira.cliente, informe, now.version)).sinCambios).toBe('S');
  });

  it('a version that is not 16 hexadecimal characters is refused naming the field', async () => {
    const res = await c.portal(tira.cliente, 'definicionInforme', { informe, version: 'not-a-version' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('version');
  });
});
