import { describe, expect, it, vi } from 'vitest';
import { createErpClient } from '../../src/api/erpClient';
import { changeCompanyAndLogin, completeLogin, loginWithCredentials, portalLanguage } from '../../src/kit/auth/loginFlow';

const sessionRow = { tira: 'T', organizacion: 'DEMO', idOrganizacion: 1, usuario: 'ana', nombreUsuario: 'Ana', empresa: '1', nombreEmpresa: 'Uno', role: 'CLIENTE', idRol: 3, sucursales: [] };

/** A fake ERP answering by path; replies can be overridden per test. */
function fakeErp(overrides: Record<string, (body: Record<string, unknown>) => unknown> = {}) {
  const seen: string[] = [];
  const routes: Record<string, (body: Record<string, unknown>) => unknown> = {
    '/wsr/auth/validateuser': (b) => (b.password === 'ok' ? { data: 'T' } : { __status: 401, result: 'ko', errorMsg: 'The user does not exist or the password is invalid' }),
    '/wscomun/procExpert/login': (b) => (b.password === 'ok' ? { tira: 'T', empresa: '1', errorCode: 0 } : { errorCode: 1, errorMsg: 'bad' }),
    '/wscomun/portalinformes/datosUsuario': () => ({ usuario: 'ana', empresa: '1', userId: 9, orgId: 1, idiomaUsuario: 'E', errorCode: 0 }),
    '/wscomun/portalinformes/datosUsuarioPortal': () => ({ statusCode: '200', result: [sessionRow] }),
    '/wscomun/portalinformes/listaOpcionesPortal': () => ({ statusCode: '200', result: [{ id: 4, codigo: 'INFORMES' }] }),
    '/wscomun/portalinformes/listaInformesPortal': () => ({ statusCode: '200', result: [{ informe: 'REIMP_FACT', url: '', parametros: '{}' }] }),
    '/wscomun/portalinformes/rolePortal': () => ({ statusCode: '200', idRol: 3, role: 'CLIENTE' }),
    '/wscomun/portalinformes/getFechasRoles': () => ({ statusCode: '200', roles: [{ fechaInicio: '01/01/2025', fechaFinal: null, diasAntiguedad: 365, autoFiltro: 'S' }] }),
    '/wscomun/portalinformes/getEstadosPedidosWeb': () => ({ statusCode: '200', estados: [{ estadoPedidoWeb: 1 }] }),
    '/wscomun/portalinformes/setEmpresa': () => ({ result: 'ok' }),
    ...overrides,
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const path = new URL(req.url).pathname;
    seen.push(path);
    const reply = routes[path]?.(JSON.parse(await req.text()) as Record<string, unknown>) as Record<string, unknown> | undefined;
    const { __status, ...body } = reply ?? { __status: 404 };
    return new Response(JSON.stringify(body), { status: Number(__status ?? 200), headers: { 'content-type': 'application/json', 'refresh-token': 'R1' } });
  }) as unknown as typeof globalThis.fetch;
  const client = createErpClient({ baseUrl: 'http://erp', session: () => ({}), isOnPremise: () => false, refreshToken: async () => { throw new Error('no'); }, onAuthFailure: () => undefined, fetch });
  return { client, seen };
}

describe('login flow', () => {
  it('logs in and gathers options, reports, role, role dates and order statuses', async () => {
    const { client } = fakeErp();
    const outcome = await loginWithCredentials(client, { usuario: 'ana', password: 'ok', dominio: 'DEMO' }, false);
    expect(outcome.kind).toBe('ok');
    if (outcome.kind !== 'ok') throw new Error(`expected ok, got ${outcome.kind}`);
    expect(outcome.state.refreshToken).toBe('R1');
    expect(outcome.state.reports.map((r) => r.informe)).toEqual(['REIMP_FACT']);
    expect(outcome.state.roleDates?.diasAntiguedad).toBe(365);
    expect(outcome.state.session.tira).toBe('T');
  });
  it("asks for the order statuses in the user's language, upper case", async () => {
    const asked: unknown[] = [];
    const { client } = fakeErp({
      '/wscomun/portalinformes/datosUsuario': () => ({ usuario: 'ana', empresa: '1', userId: 9, orgId: 1, idiomaUsuario: 'fr', errorCode: 0 }),
      '/wscomun/portalinformes/getEstadosPedidosWeb': (b) => { asked.push(b.idioma); return { statusCode: '200', estados: [] }; },
    });
    expect((await completeLogin(client, 'T', null)).kind).toBe('ok');
    const { client: spanish } = fakeErp({ '/wscomun/portalinformes/getEstadosPedidosWeb': (b) => { asked.push(b.idioma); return { statusCode: '200', estados: [] }; } });
    expect((await completeLogin(spanish, 'T', null)).kind).toBe('ok');
    expect(asked).toEqual(['FR', 'ES']);
  });

  it('reports a wrong password with the login error texts', async () => {
    const { client } = fakeErp();
    await expect(loginWithCredentials(client, { usuario: 'ana', password: 'bad', dominio: 'DEMO' }, false))
      .resolves.toEqual({ kind: 'error', titleKey: 'errors.loginTitle', messageKey: 'errors.loginInvalid' });
  });
  it('uses the on-premise login call and title on-premise', async () => {
    const { client, seen } = fakeErp();
    await expect(loginWithCredentials(client, { usuario: 'ana', password: 'bad', dominio: 'DEMO' }, true))
      .resolves.toMatchObject({ kind: 'error', titleKey: 'errors.loginOnPremiseTitle' });
    expect(seen).toEqual(['/wscomun/procExpert/login']);
  });
  it('a user without portal data is not configured', async () => {
    const { client } = fakeErp({ '/wscomun/portalinformes/datosUsuarioPortal': () => ({ statusCode: '200', result: [] }) });
    await expect(completeLogin(client, 'T', null)).resolves.toMatchObject({ kind: 'error', messageKey: 'errors.notConfigured' });
  });
  it('a user without role is not configured', async () => {
    const { client } = fakeErp({ '/wscomun/portalinformes/datosUsuarioPortal': () => ({ statusCode: '200', result: [{ ...sessionRow, role: null }] }) });
    await expect(completeLogin(client, 'T', null)).resolves.toMatchObject({ kind: 'error', messageKey: 'errors.notConfigured' });
  });
  it('shows the server message when portal data answer a non-200 statusCode', async () => {
    const { client } = fakeErp({ '/wscomun/portalinformes/datosUsuarioPortal': () => ({ statusCode: '500', errorMsg: 'Base de datos no disponible', result: [] }) });
    await expect(completeLogin(client, 'T', null)).resolves.toMatchObject({ kind: 'error', detail: 'Base de datos no disponible' });
  });
  it('asks to change company when the ERP session company differs, then re-runs the login', async () => {
    let erpCompany = '2';
    const { client, seen } = fakeErp({
      '/wscomun/portalinformes/datosUsuario': () => ({ usuario: 'ana', empresa: erpCompany, userId: 9, orgId: 1, idiomaUsuario: 'E', errorCode: 0 }),
      '/wscomun/portalinformes/setEmpresa': (b) => { expect(b).toMatchObject({ usuario: 'ANA', empresa: '1', tira: 'T' }); erpCompany = String(b.empresa); return { result: 'ok' }; },
    });
    const first = await completeLogin(client, 'T', 'R');
    expect(first.kind).toBe('changeCompany');
    if (first.kind !== 'changeCompany') throw new Error('expected a company question');
    const second = await changeCompanyAndLogin(client, first);
    expect(second.kind).toBe('ok');
    expect(seen).toContain('/wscomun/portalinformes/setEmpresa');
  });
  it("a 'ko' company change ends in the company-change error", async () => {
    const { client } = fakeErp({
      '/wscomun/portalinformes/datosUsuario': () => ({ usuario: 'ana', empresa: '2', userId: 9, orgId: 1, idiomaUsuario: 'E', errorCode: 0 }),
      '/wscomun/portalinformes/setEmpresa': () => ({ result: 'ko', errorMsg: 'Error al cambiar la empresa' }),
    });
    const first = await completeLogin(client, 'T', 'R');
    if (first.kind !== 'changeCompany') throw new Error('expected a company question');
    await expect(changeCompanyAndLogin(client, first)).resolves.toMatchObject({ kind: 'error', titleKey: 'errors.companyChangeTitle' });
  });
  it('names the list that failed when reports cannot be loaded', async () => {
    const { client } = fakeErp({ '/wscomun/portalinformes/listaInformesPortal': () => ({ __status: 500, result: 'ko', statusText: 'INTERNAL', errorMsg: 'caído' }) });
    await expect(completeLogin(client, 'T', null)).resolves.toMatchObject({ kind: 'error', messageKey: 'errors.reportsLoad', detail: 'caído — INTERNAL (500)' });
  });
  it.each([['E', 'es'], ['', 'es'], ['EN', 'en'], ['fr', 'fr'], ['DE', 'de']])('maps the ERP language %s to %s', (erp, lng) => {
    expect(portalLanguage(erp)).toBe(lng);
  });
});
