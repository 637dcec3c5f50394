import { expect, it } from 'vitest';
import type { Reply, Side } from './serviceProcess';

/** Login limits the journeys run under: small, counted per forwarded client address (TRUST_PROXY). */
export const JOURNEY_LIMITS = { TRUST_PROXY: 'true', LOGIN_RATE_LIMIT: '4', LOGIN_ACCOUNT_RATE_LIMIT: '3' };

let nextAddress = 0;
/** A client address of its own for each login, so that the per-address limit only counts where a journey means it to. */
const freshAddress = () => `198.51.100.${(nextAddress++ % 250) + 1}`;

const validateUser = (side: Side, userName: string, password: string, from = freshAddress()) =>
  side.post('/wsr/auth/validateuser', { userName, password, domain: 'DEMO' }, { 'x-forwarded-for': from });

async function login(side: Side, user: string): Promise<string> {
  const res = await validateUser(side, user, 'demo1234');
  expect(res.status, `${side.name} login ${user}: ${res.body.toString()}`).toBe(200);
  return res.json<{ data: string }>().data;
}

const P = '/wscomun/portalinformes';
const datosUsuario = (side: Side, tira: string) => side.post(`${P}/datosUsuario`, { tira });
const statusOf = async (reply: Promise<Reply>) => (await reply).status;
const dialogOf = async (side: Side, tira: string) => {
  const res = await side.post(`${P}/definicionInforme`, { tira, informe: 'ESTADO_PED_ALB' });
  expect(res.status, res.body.toString()).toBe(200);
  return res.json<{ definicion: { dialog?: unknown } }>().definicion.dialog;
};

/**
 * The journeys that two processes (or two workers) on one database must pass as one service. sides() gives the two, in order; skipReason() tells
 * why they cannot run here (the test is then skipped with that reason).
 */
export function scaleOutJourneys(sides: () => readonly [Side, Side], skipReason: () => string | undefined): void {
  const journey = (name: string, run: (a: Side, b: Side) => Promise<void>) => it(name, async (ctx) => {
    const reason = skipReason();
    if (reason) return ctx.skip(reason);
    const [a, b] = sides();
    await run(a, b);
  });

  journey('a token issued by one is used on the other', async (a, b) => {
    const tira = await login(a, 'admin');
    const res = await datosUsuario(b, tira);
    expect(res.status, res.body.toString()).toBe(200);
  });

  journey('a logout on one is refused on the other at once', async (a, b) => {
    const tira = await login(a, 'rep');
    expect(await statusOf(datosUsuario(b, tira))).toBe(200);
    expect(await statusOf(datosUsuario(a, tira))).toBe(200);
    expect((await a.post('/wsr/auth/logout', { tira })).json()).toEqual({ result: 'ok' });
    expect(await statusOf(datosUsuario(b, tira))).toBe(401);
    expect(await statusOf(datosUsuario(a, tira))).toBe(401);
  });

  journey('a document link issued by one opens on the other', async (a, b) => {
    const tira = await login(a, 'cliente');
    const found = await a.post(`${P}/recuperarDocumentoCab`, { tira, tipoConta: 0, tiposDocBusqueda: 'F', search: '', offset: 1, numRows: 20 });
    expect(found.status, found.body.toString()).toBe(200);
    const row = found.json<{ documentosCab: { numeroFactura: number; serieFactura: string; ejercicioFactura: number }[] }>().documentosCab[0]!;
    const body = { tira, tipoEmpresa: 0, pdfSn: 'S', factIni: row.numeroFactura, factFin: row.numeroFactura, serie: row.serieFactura, ejercicio: row.ejercicioFactura };
    for (const [issuer, opener] of [[a, b], [b, a]] as const) {
      const link = new URL((await issuer.post(`${P}/getURLFacturas`, body)).json<{ report: string }>().report);
      const pdf = await opener.get(`${link.pathname}${link.search}`);
      expect(pdf.status, `${issuer.name} → ${opener.name}: ${pdf.body.toString().slice(0, 200)}`).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
    }
  });

  journey('failed logins of an account and the attempts of one address count across both', async (a, b) => {
    // LOGIN_ACCOUNT_RATE_LIMIT 3: three failures, from three addresses on both sides, block the account on both, even with the right password.
    const account: number[] = [];
    for (const side of [a, b, a]) account.push(await statusOf(validateUser(side, 'proveedor', 'guess')));
    for (const side of [b, a]) {
      const blocked = await validateUser(side, 'proveedor', 'demo1234');
      account.push(blocked.status);
      expect(blocked.json()).toMatchObject({ result: 'ko', errorCode: 'RATE_LIMITED' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(account).toEqual([401, 401, 401, 429, 429]);
    // LOGIN_RATE_LIMIT 4: the fifth attempt from one address is refused, whichever side gets it; another address is not affected.
    const address: number[] = [];
    for (let i = 1; i <= 5; i++) address.push(await statusOf(validateUser(i % 2 ? a : b, `nadie${i}`, 'guess', '203.0.113.50')));
    expect(address).toEqual([401, 401, 401, 401, 429]);
    expect(await statusOf(validateUser(a, 'soporte', 'demo1234', '203.0.113.50'))).toBe(429);
    expect(await statusOf(validateUser(b, 'soporte', 'demo1234', '203.0.113.51'))).toBe(200);
  });

  journey('a definition published through one is served by the other at the next call', async (a, b) => {
    const admin = await login(a, 'admin');
    const cliente = await login(b, 'cliente');
    expect(await dialogOf(b, cliente)).not.toEqual({ maxWidth: 800 });
    for (const [version, maxWidth] of [[1, 800], [2, 1600]] as const) {
      const published = await a.post('/wscomun/portaldesigner/publicarDefinicion', {
        tira: admin, informe: 'ESTADO_PED_ALB', definicion: { overlayOf: 'ESTADO_PED_ALB', dialog: { fullScreen: null, maxWidth } }, comentario: `width ${maxWidth}`, versionBase: version - 1,
      });
      expect(published.status, published.body.toString()).toBe(200);
      expect(published.json()).toEqual({ version });
      expect(await dialogOf(b, cliente)).toEqual({ maxWidth });
    }
  });

  journey('a user deactivated through one is refused on the other at the next call', async (a, b) => {
    const admin = await login(a, 'admin');
    const tira = await login(b, 'sucursal');
    expect(await statusOf(datosUsuario(b, tira))).toBe(200);
    const listed = await a.post(`${P}/listadoUsuarios`, { tira: admin, idOrganizacion: 1, filters: { usuario: 'sucursal' } });
    const user = listed.json<{ result: { empresa: string; nombreEmpresa: string; role: string; cliente: string; sucursal: string }[] }>().result[0]!;
    const saved = await a.post(`${P}/actualizaUsuario`, {
      tira: admin, idOrganizacion: 1, usuario: 'sucursal', usuarioModificacion: 'admin', activoSN: 'N', nuevaEmpresa: user.empresa, nombreEmpresa: user.nombreEmpresa,
      role: user.role, opciones: [], informes: [], cliente: user.cliente, sucursal: user.sucursal,
    });
    expect(saved.status, saved.body.toString()).toBe(200);
    expect(await statusOf(datosUsuario(b, tira))).toBe(401);
    const again = await validateUser(b, 'sucursal', 'demo1234');
    expect(again.status).toBe(403);
    expect(again.json()).toMatchObject({ result: 'ko', errorCode: 'AUTH_NO_ACCESS' });
  });
}
