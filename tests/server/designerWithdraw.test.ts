import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/buildServer';
import { readConfig } from '../../src/server/config';
import type { OpenDatabase } from '../../src/server/db/openDatabase';
import { designerClient } from './support/designerCalls';
import { otherConnection, startTestServer, type TestServer } from './support/testServer';

/**
 * A publication can be withdrawn (issue 35, point 5): retirarPublicacion returns a standard report to its file (later releases of the file are
 * served again) and takes a report of the organisation's own out of the portal (no card, definition and data refused as for an unknown report),
 * recorded in the history with who and when. It takes versionBase as publicarDefinicion does: of a withdrawal and a publication from one base
 * exactly one lands. SQLite, and PostgreSQL with TEST_POSTGRES_URL.
 */

let s: TestServer;
let c: ReturnType<typeof designerClient>;
const tira: Record<'admin' | 'cliente', string> = { admin: '', cliente: '' };
/** A second server on its own connection to the same database, as another process would be. */
let other: { app: FastifyInstance; open: OpenDatabase } | undefined;

beforeAll(async () => {
  s = await startTestServer();
  c = designerClient(s);
  for (const u of ['admin', 'cliente'] as const) tira[u] = (await s.login(u)).tira;
  const open = await otherConnection(s);
  other = { open, app: await buildServer(open.db, readConfig({ DATA_DIR: '/nonexistent', PORTAL_MODE: 'hosted', STATIC_DIR: '/nonexistent' })) };
}, 120_000);
afterAll(async () => {
  await other?.app.close();
  await other?.open.close();
  await s?.close();
});

interface HistoryRow { version: number; autor: string; fecha: string; comentario: string; retirada: boolean }
const history = async (informe: string) => (await c.designer(tira.admin, 'versionesDefinicion', { informe })).json<{ result: HistoryRow[] }>().result;
const opened = async (informe: string) => {
  const res = await c.designer(tira.admin, 'definicionDesigner', { informe });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ origen: string; versionBase: number; publicada: unknown; borrador: { definicion: Record<string, unknown> } | null; fuente: Record<string, unknown> }>();
};
const served = (informe: string, token = tira.admin) => c.portal(token, 'definicionInforme', { informe });
const servedElsewhere = async (informe: string) => (await other!.app.inject({ method: 'POST', url: '/wscomun/portalinformes/definicionInforme', payload: { tira: tira.admin, informe } })).json().definicion;
const listed = async () => (await c.portal(tira.cliente, 'listaInformesPortal', { idOrganizacion: 1 })).json<{ result: { informe: string }[] }>().result.map((r) => r.informe);
const withdraw = (informe: string, versionBase: number, comentario?: string) =>
  c.designer(tira.admin, 'retirarPublicacion', { informe, versionBase, ...(comentario ? { comentario } : {}) });
const publish = (informe: string, definicion: unknown, versionBase: number) => c.designer(tira.admin, 'publicarDefinicion', { informe, definicion, comentario: 'p', versionBase });

describe('a standard report', () => {
  const informe = 'STOCK_ARTICULOS';
  const overlay = { overlayOf: informe, dialog: { fullScreen: null, maxWidth: 800 } };
  /** The definition of the file, as served before any publication. */
  let file: unknown;

  it('returns to its file, and the withdrawal is in the history with who and when', async () => {
    file = (await served(informe)).json().definicion;
    expect((await publish(informe, overlay, 0)).statusCode).toBe(200);
    expect((await served(informe)).json().definicion.dialog.maxWidth).toBe(800);
    expect((await servedElsewhere(informe)).dialog.maxWidth).toBe(800);

    const res = await withdraw(informe, 1, 'Volver al estándar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ version: 2, origen: 'standard' });
    expect((await served(informe)).json().definicion).toEqual(file);
    // Every process serves the file at once (the definitions' cache version is in the database).
    expect(await servedElsewhere(informe)).toEqual(file);
    const [entry, first] = (await history(informe)) as [HistoryRow, HistoryRow];
    expect(entry).toMatchObject({ version: 2, autor: 'admin', comentario: 'Volver al estándar', retirada: true });
    expect(Date.now() - Date.parse(entry.fecha)).toBeLessThan(60_000);
    expect(first).toMatchObject({ version: 1, retirada: false });
    const designer = await opened(informe);
    expect(designer).toMatchObject({ origen: 'standard', publicada: null, versionBase: 2 });
    expect(designer.fuente).toEqual(file);
    expect((await c.designer(tira.admin, 'listaDefiniciones')).json().result.find((d: { informe: string }) => d.informe === informe)).toMatchObject({ origen: 'standard', version: null });
    // The withdrawal has no content to read or restore; the versions before it still do.
    expect((await c.designer(tira.admin, 'versionDefinicion', { informe, version: 2 })).statusCode).toBe(404);
    expect((await c.designer(tira.admin, 'restaurarVersion', { informe, version: 2 })).statusCode).toBe(404);
    expect((await c.designer(tira.admin, 'versionDefinicion', { informe, version: 1 })).statusCode).toBe(200);
  });

  it('a withdrawal or publication from an older base is a version conflict; nothing left to withdraw is a conflict too', async () => {
    const stale = await withdraw(informe, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'VERSION_CONFLICT', versionActual: 2, autor: 'admin' });
    const staleEdit = await publish(informe, overlay, 1);
    expect(staleEdit.statusCode).toBe(409);
    expect(staleEdit.json()).toMatchObject({ versionActual: 2, retirada: true });
    const again = await withdraw(informe, 2);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('CONFLICT');
    expect((await history(informe)).map((h) => h.version)).toEqual([2, 1]);
    // Published again on top of the withdrawal, it is served again.
    expect((await publish(informe, overlay, 2)).json()).toEqual({ version: 3 });
    expect((await served(informe)).json().definicion.dialog.maxWidth).toBe(800);
  });

  it('a withdrawal and a publication racing from one base: exactly one lands', async () => {
    const [a, b] = await Promise.all([withdraw(informe, 3), publish(informe, { ...overlay, dialog: { fullScreen: null, maxWidth: 1000 } }, 3)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await history(informe)).map((h) => h.version)).toEqual([4, 3, 2, 1]);
    const now = (await served(informe)).json().definicion;
    if (a.statusCode === 200) expect(now).toEqual(file);
    else expect(now.dialog.maxWidth).toBe(1000);
  });

  it('bad input answers 400 naming the field, an unknown report 404', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ informe }, 'versionBase'],
      [{ informe, versionBase: 'x' }, 'versionBase'],
      [{ informe: 'mal', versionBase: 0 }, 'informe'],
      [{ informe, versionBase: 0, comentario: 'x'.repeat(1001) }, 'comentario'],
      [{ informe, versionBase: 0, otro: 1 }, 'otro'],
    ];
    for (const [body, field] of cases) {
      const res = await c.designer(tira.admin, 'retirarPublicacion', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorMsg, JSON.stringify(body)).toContain(field);
    }
    expect((await withdraw('NO_EXISTE', 0)).statusCode).toBe(404);
  });
});

describe('a report of the organisation\'s own', () => {
  const informe = 'PROPIO_RETIRADO';
  const grant = (code: string, value: 'S' | 'N') => s.open.db.updateTable('usuario_informes').set({ value_sn: value })
    .where('id_organizacion', '=', 1).where('usuario', '=', 'cliente').where('informe', '=', code).execute();
  const orders = () => c.portal(tira.cliente, 'getPedidosAlbaranesCab', { offset: 1, numRows: 10 });

  it('leaves the portal: no card, its definition unknown, its data call refused; it stays in the designer as a draft and can be published again', async () => {
    expect((await c.designer(tira.admin, 'nuevoInforme', { informe, descripcion: 'Propio', modo: 'blank' })).statusCode).toBe(200);
    const draft = (await opened(informe)).borrador!.definicion;
    expect((await publish(informe, draft, 0)).statusCode).toBe(200);
    expect((await c.designer(tira.admin, 'concederInforme', { informe, roles: ['CLIENTE'] })).statusCode).toBe(200);
    expect(await listed()).toContain(informe);
    // The customer reaches the order headers through this report alone.
    await grant('ESTADO_PED_ALB', 'N');
    try {
      expect((await orders()).statusCode).toBe(200);
      const res = await withdraw(informe, 1);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ version: 2, origen: null });
      expect(await listed()).not.toContain(informe);
      expect((await served(informe, tira.cliente)).statusCode).toBe(404);
      expect((await orders()).statusCode).toBe(403);
    } finally {
      await grant('ESTADO_PED_ALB', 'S');
    }
    expect((await history(informe))[0]).toMatchObject({ version: 2, autor: 'admin', retirada: true });
    const designer = await opened(informe);
    expect(designer).toMatchObject({ origen: 'portal', publicada: null, versionBase: 2 });
    expect(designer.borrador?.definicion).toEqual(draft);
    expect((await c.designer(tira.admin, 'listaDefiniciones')).json().result.find((d: { informe: string }) => d.informe === informe))
      .toMatchObject({ origen: 'portal', borrador: true, version: null });
    // The grants were kept: published again, it is back on the same homes.
    expect((await publish(informe, draft, 2)).json()).toEqual({ version: 3 });
    expect(await listed()).toContain(informe);
    expect((await served(informe, tira.cliente)).statusCode).toBe(200);
  });
});
