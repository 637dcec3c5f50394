import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * The session company (`empresa`, which every call may carry) of an administration or designer call must belong to the caller's organisation:
 * company 3 is NORTE's, so a DEMO administrator naming it gets 403 COMPANY_NOT_ALLOWED instead of their own data.
 */

let s: TestServer;
const tira = { demo: '', norte: '' };
const P = '/wscomun/portalinformes';
const D = '/wscomun/portaldesigner';

beforeAll(async () => {
  s = await startTestServer('hosted');
  tira.demo = (await s.login('admin')).tira;
  tira.norte = (await s.login('admin.norte', undefined, 'NORTE')).tira;
});
afterAll(async () => {
  await s?.close();
});

describe('listadoUsuarios with another organisation\'s company', () => {
  it('answers 403 COMPANY_NOT_ALLOWED to {"empresa":"3"} (NORTE\'s company), as text or number', async () => {
    for (const empresa of ['3', 3]) {
      const res = await s.post(`${P}/listadoUsuarios`, { tira: tira.demo, empresa });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(403);
      expect(res.json()).toMatchObject({ result: 'ko', errorCode: 'COMPANY_NOT_ALLOWED' });
    }
  });
  it('answers 403 to a company no organisation has', async () => {
    expect((await s.post(`${P}/listadoUsuarios`, { tira: tira.demo, empresa: '999' })).statusCode).toBe(403);
  });
  it('still answers 200 for the caller\'s own companies, and without one', async () => {
    for (const body of [{ empresa: '1' }, { empresa: 2 }, {}]) {
      const res = await s.post(`${P}/listadoUsuarios`, { tira: tira.demo, ...body });
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.json().result.map((u: { usuario: string }) => u.usuario)).toContain('admin');
    }
  });
  it('is the same for NORTE\'s administrator the other way round', async () => {
    expect((await s.post(`${P}/listadoUsuarios`, { tira: tira.norte, empresa: '1' })).statusCode).toBe(403);
    const own = await s.post(`${P}/listadoUsuarios`, { tira: tira.norte, empresa: '3' });
    expect(own.statusCode).toBe(200);
    expect(own.json().result.map((u: { usuario: string }) => u.usuario)).toContain('admin.norte');
  });
});

describe('the other administration and designer calls', () => {
  it.each([
    [`${P}/listaUsuarios`, {}],
    [`${P}/listaRoles`, {}],
    [`${D}/listaDefiniciones`, {}],
    [`${D}/registroVistas`, {}],
    [`${D}/usuariosVista`, { role: 'CLIENTE' }],
  ])('%s refuses company 3 and serves company 1', async (url, body) => {
    const foreign = await s.post(url, { tira: tira.demo, empresa: '3', ...body });
    expect(foreign.statusCode, foreign.body.slice(0, 200)).toBe(403);
    expect(foreign.json().errorCode).toBe('COMPANY_NOT_ALLOWED');
    const own = await s.post(url, { tira: tira.demo, empresa: '1', ...body });
    expect(own.statusCode, own.body.slice(0, 200)).toBe(200);
  });
});
