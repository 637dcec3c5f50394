import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/buildServer';
import { readConfig } from '../../src/server/config';
import type { OpenDatabase } from '../../src/server/db/openDatabase';
import { otherConnection, startTestServer, type TestServer } from './support/testServer';

/**
 * A designer preview session (sesionVista) lives no longer than the administrator who opened it: when their session ends (logout), when they are
 * deactivated or when they lose the ADMIN role, the preview token is refused (401) at once — by this service process and by another one on the
 * same database (its caches warm), whether the change came through the services or straight from the ERP.
 */

let s: TestServer;
let other: OpenDatabase;
let otherApp: FastifyInstance;
let adminId: number;

const PREVIEW = { usuario: 'cliente', informe: 'ESTADO_PED_ALB', definicion: { overlayOf: 'ESTADO_PED_ALB' } };

beforeAll(async () => {
  s = await startTestServer('hosted');
  other = await otherConnection(s);
  otherApp = await buildServer(other.db, readConfig({ DATA_DIR: '/nonexistent', PORTAL_MODE: 'hosted', STATIC_DIR: '/nonexistent' }));
  adminId = (await s.open.db.selectFrom('usuarios_erp').select('user_id').where('id_organizacion', '=', 1).where('usuario', '=', 'admin').executeTakeFirstOrThrow()).user_id;
}, 120_000);
afterAll(async () => {
  await otherApp?.close();
  await other?.close();
  await s?.close();
});

/** Opens a preview as the customer user with an administrator's session; answers its token. */
async function openPreview(adminTira: string): Promise<string> {
  const res = await s.post('/wscomun/portaldesigner/sesionVista', { tira: adminTira, ...PREVIEW });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json<{ tira: string }>().tira;
}

/** The status a preview token gets for the previewed user's session data, from this process and from the other one. */
async function statuses(previewTira: string): Promise<[number, number]> {
  const call = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/wscomun/portalinformes/datosUsuarioPortal', payload: { tira: previewTira } });
  return [(await call(s.app)).statusCode, (await call(otherApp)).statusCode];
}

/** A live preview opened by a fresh session of the administrator, answered by both processes. */
async function livePreview(): Promise<{ admin: string; preview: string }> {
  const admin = (await s.login('admin')).tira;
  const preview = await openPreview(admin);
  expect(await statuses(preview)).toEqual([200, 200]);
  return { admin, preview };
}

describe('a preview session ends with its administrator, at once, in every process', () => {
  it('(a) when the administrator logs out of the session that opened it, even with another session still open', async () => {
    const { admin, preview } = await livePreview();
    const otherSession = (await s.login('admin')).tira;
    const out = await s.post('/wsr/auth/logout', { tira: admin });
    expect(out.statusCode).toBe(200);
    expect(await statuses(preview)).toEqual([401, 401]);
    // The preview log says when it ended.
    const log = (await s.post('/wscomun/portaldesigner/registroVistas', { tira: otherSession })).json<{ result: { expira: number }[] }>().result;
    expect(log[0]!.expira).toBeLessThanOrEqual(Date.now());
  });

  it('(a) when the administrator logs out through the other process', async () => {
    const { admin, preview } = await livePreview();
    const out = await otherApp.inject({ method: 'POST', url: '/wsr/auth/logout', payload: { tira: admin } });
    expect(out.statusCode).toBe(200);
    expect(await statuses(preview)).toEqual([401, 401]);
  });

  it('(b) when the ERP deactivates the administrator, and it stays ended when they are active again', async () => {
    const { preview } = await livePreview();
    await other.db.updateTable('usuarios_erp').set({ activo_sn: 'N' }).where('user_id', '=', adminId).execute();
    try {
      expect(await statuses(preview)).toEqual([401, 401]);
    } finally {
      await other.db.updateTable('usuarios_erp').set({ activo_sn: 'S' }).where('user_id', '=', adminId).execute();
    }
    expect(await statuses(preview)).toEqual([401, 401]);
  });

  it('(b) when the administrator\'s portal user is deactivated', async () => {
    const { preview } = await livePreview();
    await s.open.db.updateTable('usuarios_portal').set({ activo_sn: 'N' }).where('id_organizacion', '=', 1).where('usuario', '=', 'admin').execute();
    try {
      expect(await statuses(preview)).toEqual([401, 401]);
    } finally {
      await s.open.db.updateTable('usuarios_portal').set({ activo_sn: 'S' }).where('id_organizacion', '=', 1).where('usuario', '=', 'admin').execute();
    }
  });

  it('(c) when the administrator loses the ADMIN role, and it stays ended when they get it back', async () => {
    const { preview } = await livePreview();
    const support = (await s.open.db.selectFrom('roles').select('id_rol').where('role', '=', 'SOPORTE').executeTakeFirstOrThrow()).id_rol;
    const adminRole = (await s.open.db.selectFrom('roles').select('id_rol').where('role', '=', 'ADMIN').executeTakeFirstOrThrow()).id_rol;
    await other.db.updateTable('usuarios_portal').set({ id_rol: support }).where('id_organizacion', '=', 1).where('usuario', '=', 'admin').execute();
    try {
      expect(await statuses(preview)).toEqual([401, 401]);
    } finally {
      await other.db.updateTable('usuarios_portal').set({ id_rol: adminRole }).where('id_organizacion', '=', 1).where('usuario', '=', 'admin').execute();
    }
    expect(await statuses(preview)).toEqual([401, 401]);
  });

  it('(c) when the administrator loses the designer option ADMIN_INF', async () => {
    const { preview } = await livePreview();
    const option = () => s.open.db.updateTable('usuario_opciones').where('id_organizacion', '=', 1).where('usuario', '=', 'admin').where('id_opcion', '=', 6);
    await option().set({ value_sn: 'N' }).execute();
    try {
      expect(await statuses(preview)).toEqual([401, 401]);
    } finally {
      await option().set({ value_sn: 'S' }).execute();
    }
  });

  it('while the administrator\'s session lives on (refreshed or not), the preview works', async () => {
    const login = await s.login('admin');
    const preview = await openPreview(login.tira);
    const refreshed = await s.post('/wsr/Auth/tokenRefreshGetAuth', { orgId: 1, userId: adminId, refreshTokenId: login.refresh });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(await statuses(preview)).toEqual([200, 200]);
  });
});
