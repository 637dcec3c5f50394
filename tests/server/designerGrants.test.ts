import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerClient } from './support/designerCalls';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * Grants can be taken back (issue 35, point 4): retirarInforme revokes a report from the users of roles and from named users, titularesInforme says
 * who holds it, cambiarTitularesInforme grants and revokes in one transaction (what the designer's grant dialog saves). A grant of a report of the
 * organisation's own that was never published is kept but puts no card on any home until it is published. SQLite, and PostgreSQL with TEST_POSTGRES_URL.
 */

let s: TestServer;
let c: ReturnType<typeof designerClient>;
const tira: Record<'admin' | 'rep' | 'cliente', string> = { admin: '', rep: '', cliente: '' };
const informe = 'ESTADO_VENCI';

beforeAll(async () => {
  s = await startTestServer();
  c = designerClient(s);
  for (const u of ['admin', 'rep', 'cliente'] as const) tira[u] = (await s.login(u)).tira;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

interface Holding {
  roles: { role: string; descripcion: string; usuarios: number; titulares: number }[];
  usuarios: { usuario: string; role: string | null; activo: boolean }[];
}
const holders = async (code = informe) => {
  const res = await c.designer(tira.admin, 'titularesInforme', { informe: code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Holding>();
};
const role = (h: Holding, name: string) => h.roles.find((r) => r.role === name)!;
const listed = async (token: string) => (await c.portal(token, 'listaInformesPortal', { idOrganizacion: 1 })).json<{ result: { informe: string }[] }>().result.map((r) => r.informe);
const holdersOf = async (code: string) => (await s.open.db.selectFrom('usuario_informes').select('usuario').where('id_organizacion', '=', 1)
  .where('informe', '=', code).where('value_sn', '=', 'S').orderBy('usuario').execute()).map((r) => r.usuario);

describe('titularesInforme: who holds a report', () => {
  it('answers every role with its users and holders, and every holder with its role', async () => {
    const h = await holders();
    const cliente = role(h, 'CLIENTE');
    expect(cliente.usuarios).toBeGreaterThan(0);
    expect(cliente.titulares).toBeLessThanOrEqual(cliente.usuarios);
    expect(h.usuarios.map((u) => u.usuario).sort()).toEqual(await holdersOf(informe));
    expect(h.usuarios.find((u) => u.usuario === 'cliente')).toMatchObject({ role: 'CLIENTE', activo: true });
    expect((await c.designer(tira.admin, 'titularesInforme', { informe: 'NO_CONTRATADO' })).statusCode).toBe(404);
  });
});

describe('retirarInforme: a grant taken back', () => {
  it('revokes from every user of a role: the card leaves their home and the report is refused to them; granting again gives it back', async () => {
    expect(await listed(tira.cliente)).toContain(informe);
    const before = role(await holders(), 'CLIENTE').titulares;
    expect(before).toBeGreaterThan(0);
    const res = await c.designer(tira.admin, 'retirarInforme', { informe, roles: ['CLIENTE'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ usuarios: before });
    expect(role(await holders(), 'CLIENTE').titulares).toBe(0);
    expect(await listed(tira.cliente)).not.toContain(informe);
    expect((await c.portal(tira.cliente, 'definicionInforme', { informe })).statusCode).toBe(403);
    // Other roles keep it.
    expect(await listed(tira.rep)).toContain(informe);
    expect((await c.designer(tira.admin, 'concederInforme', { informe, roles: ['CLIENTE'] })).statusCode).toBe(200);
    expect(await listed(tira.cliente)).toContain(informe);
  });

  it('revokes from named users only; revoking from someone who does not hold it counts nobody', async () => {
    const res = await c.designer(tira.admin, 'retirarInforme', { informe, usuarios: ['rep'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ usuarios: 1 });
    expect(await listed(tira.rep)).not.toContain(informe);
    expect(await listed(tira.cliente)).toContain(informe);
    expect((await c.designer(tira.admin, 'retirarInforme', { informe, usuarios: ['rep'] })).json()).toEqual({ usuarios: 0 });
    expect((await c.designer(tira.admin, 'concederInforme', { informe, roles: [], usuarios: ['rep'] })).statusCode).toBe(200);
  });

  it('bad input answers 400 naming the field or the unknown role or user, and revokes nothing; an unknown report 404', async () => {
    const held = await holdersOf(informe);
    const cases: [Record<string, unknown>, string][] = [
      [{ informe, roles: 'CLIENTE' }, 'roles'],
      [{ informe, roles: ['cliente'] }, 'roles'],
      [{ informe, usuarios: [''] }, 'usuarios'],
      [{ informe, usuarios: ['rep'], extra: 1 }, 'extra'],
      [{ roles: ['CLIENTE'] }, 'informe'],
      [{ informe }, 'roles or usuarios'],
      [{ informe, roles: ['CLIENTE', 'NO_EXISTE'] }, 'NO_EXISTE'],
      [{ informe, roles: ['CLIENTE'], usuarios: ['nadie'] }, 'nadie'],
    ];
    for (const [body, field] of cases) {
      const res = await c.designer(tira.admin, 'retirarInforme', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorMsg, JSON.stringify(body)).toContain(field);
    }
    expect((await c.designer(tira.admin, 'retirarInforme', { informe: 'NO_CONTRATADO', roles: ['CLIENTE'] })).statusCode).toBe(404);
    // A user of another organisation is not a portal user of this one.
    expect((await c.designer(tira.admin, 'retirarInforme', { informe, usuarios: ['cliente.norte'] })).statusCode).toBe(400);
    expect(await holdersOf(informe)).toEqual(held);
  });
});

describe('cambiarTitularesInforme: the grant dialog saves additions and removals at once', () => {
  it('revokes a role and grants one of its users in one call: exactly that user keeps it', async () => {
    const res = await c.designer(tira.admin, 'cambiarTitularesInforme', { informe, retirar: { roles: ['CLIENTE'] }, conceder: { usuarios: ['cliente'] } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ retirados: number; concedidos: number; usuarios: number }>();
    expect(body.concedidos).toBe(1);
    expect(body.usuarios).toBe((await holdersOf(informe)).length);
    const h = await holders();
    expect(role(h, 'CLIENTE').titulares).toBe(1);
    expect(h.usuarios.filter((u) => u.role === 'CLIENTE').map((u) => u.usuario)).toEqual(['cliente']);
    expect(await listed(tira.cliente)).toContain(informe);
  });

  it('a refused part changes nothing: the valid revocation is not stored either', async () => {
    const held = await holdersOf(informe);
    const res = await c.designer(tira.admin, 'cambiarTitularesInforme', { informe, retirar: { usuarios: ['cliente', 'rep'] }, conceder: { usuarios: ['nadie'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toContain('nadie');
    expect(await holdersOf(informe)).toEqual(held);
    const malformed = await c.designer(tira.admin, 'cambiarTitularesInforme', { informe, retirar: { grupos: ['CLIENTE'] } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorMsg).toContain('grupos');
    expect((await c.designer(tira.admin, 'cambiarTitularesInforme', { informe: 'NO_CONTRATADO', retirar: { roles: ['CLIENTE'] } })).statusCode).toBe(404);
  });
});

describe('a grant before the first publication', () => {
  it('is kept but puts no card on any home until the report is published', async () => {
    const code = 'ANTES_DE_PUBLICAR';
    expect((await c.designer(tira.admin, 'nuevoInforme', { informe: code, descripcion: 'Antes de publicar', modo: 'blank' })).statusCode).toBe(200);
    const granted = await c.designer(tira.admin, 'concederInforme', { informe: code, roles: ['CLIENTE'] });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await holders(code)).usuarios.map((u) => u.usuario)).toContain('cliente');
    expect(await listed(tira.cliente)).not.toContain(code);
    expect(await listed(tira.admin)).not.toContain(code);
    const opened = (await c.designer(tira.admin, 'definicionDesigner', { informe: code })).json();
    expect((await c.designer(tira.admin, 'publicarDefinicion', { informe: code, definicion: opened.borrador.definicion, versionBase: 0 })).statusCode).toBe(200);
    expect(await listed(tira.cliente)).toContain(code);
    expect((await c.portal(tira.cliente, 'definicionInforme', { informe: code })).statusCode).toBe(200);
  });
});
