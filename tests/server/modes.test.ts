import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

describe('on-premise mode', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer('onpremise'); });
  afterAll(async () => { await s.close(); });

  it('announces its mode on every reply', async () => {
    const res = await s.post('/wscomun/portalinformes/getData', { url: 'localhost', dominio: 'DEMO' });
    expect(res.headers['x-portal-mode']).toBe('onpremise');
  });
  it('procExpert/login returns tira, empresa, errorCode 0 and a refresh token', async () => {
    const res = await s.post('/wscomun/procExpert/login', { usuario: 'cliente', password: 'demo1234', dominio: 'DEMO' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ empresa: '1', errorCode: 0, errorMsg: '' });
    expect(res.headers['refresh-token']).toBeTruthy();
    const tira = res.json().tira as string;
    const portal = await s.post('/wscomun/portalinformes/datosUsuarioPortal', {}, { 'x-ddol-security-token': tira });
    expect(portal.json().result[0].role).toBe('CLIENTE');
  });
  it('a failed login answers errorCode 1 with a message', async () => {
    const res = await s.post('/wscomun/procExpert/login', { usuario: 'cliente', password: 'x', dominio: 'DEMO' });
    expect(res.json()).toMatchObject({ errorCode: 1, errorMsg: 'The user does not exist or the password is invalid' });
    expect(res.json().tira).toBeUndefined();
  });
  it('validates the login body', async () => {
    const res = await s.post('/wscomun/procExpert/login', { usuario: 'cliente', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toContain("must have required property 'dominio'");
  });
});

describe('hosted mode', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer('hosted', { ACCESS_TOKEN_TTL: '1' }); });
  afterAll(async () => { await s.close(); });

  it('announces its mode', async () => {
    const res = await s.post('/wscomun/portalinformes/getData', { url: 'localhost', dominio: 'DEMO' });
    expect(res.headers['x-portal-mode']).toBe('hosted');
  });
  it('access tokens expire after their lifetime (1 s here), to the millisecond', async () => {
    // The clock is held still (only Date is faked; I/O timers stay real): the verdict depends on the token's lifetime, not on how busy the machine is.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const issued = Date.now();
      const { tira } = await s.login('cliente');
      const status = async () => (await s.post('/wscomun/portalinformes/datosUsuario', { tira })).statusCode;
      expect(await status()).toBe(200);
      vi.setSystemTime(issued + 999);
      expect(await status()).toBe(200);
      vi.setSystemTime(issued + 1000);
      expect(await status()).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
  it('limits login attempts per client', async () => {
    const limited = await startTestServer('hosted', { LOGIN_RATE_LIMIT: '3' });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await limited.post('/wsr/auth/validateuser', { userName: 'x', password: 'y', domain: 'DEMO' })).statusCode);
    await limited.close();
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
