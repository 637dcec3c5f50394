import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../src/server/db/openDatabase';
import type { Database } from '../../src/server/db/tables';
import { cacheReplies } from '../../src/server/cache/replyCache';
import { noteRequestArrival, requestArrivals } from '../../src/server/cache/requestArrivals';
import { otherConnection, startTestServer, type TestServer } from './support/testServer';

/**
 * What the in-process caches (sessions per token, scope, role dates, grants, list totals) must never change: every answer is the one the database
 * gives at the moment of the request — after writes made through this connection, through another connection (another service process) or by
 * the ERP itself. On PostgreSQL when TEST_POSTGRES_URL is set, else on the embedded SQLite.
 */

const P = '/wscomun/portalinformes';
const ORDERS = `${P}/getPedidosAlbaranesCab`;
const WIDE = { fechaInicio: '01/01/2000', fechaFin: '31/12/2099', tipoPedido: 'S', tipoCargo: 'S', tipoAbono: 'S', offset: 1, numRows: 10 };

let s: TestServer;
let other: OpenDatabase;
beforeAll(async () => {
  s = await startTestServer('hosted');
  other = await otherConnection(s);
}, 120_000);
afterAll(async () => {
  await other?.close();
  await s?.close();
});

async function orders(tira: string, body: Record<string, unknown> = {}): Promise<{ status: number; numReg: number; clientes: string[]; numeros: number[] }> {
  const res = await s.post(ORDERS, { tira, ...WIDE, ...body });
  const json = res.json<{ numReg?: number; dataRes?: { clteCodigo: string; cpmNumPedido: number }[] }>();
  return { status: res.statusCode, numReg: json.numReg ?? -1, clientes: [...new Set((json.dataRes ?? []).map((r) => r.clteCodigo))], numeros: (json.dataRes ?? []).map((r) => r.cpmNumPedido) };
}

/** The customer a portal user is linked to. */
async function customerOf(usuario: string): Promise<string> {
  return (await other.db.selectFrom('usuarios_portal').select('cliente').where('usuario', '=', usuario).executeTakeFirstOrThrow()).cliente!;
}

/**
 * The first order (by number) of the customer of the portal user 'cliente', in the user's company (that of the administrator too): the model of
 * the orders the tests write. Chosen by key, not as the first row read, whose company depends on where the seed left the rows.
 */
async function modelOrder(db: Kysely<Database>) {
  const { empresa, cliente } = await db.selectFrom('usuarios_portal').select(['empresa', 'cliente']).where('usuario', '=', 'cliente').executeTakeFirstOrThrow();
  return db.selectFrom('pedidos').selectAll().where('empresa', '=', empresa).where('cliente', '=', cliente!).orderBy('numero').limit(1).executeTakeFirstOrThrow();
}

/** The first order line (by key) of a company: the model of the lines the tests write. */
async function modelLine(db: Kysely<Database>, empresa: string) {
  return db.selectFrom('pedido_lineas').selectAll().where('empresa', '=', empresa).orderBy('numero').orderBy('linea').limit(1).executeTakeFirstOrThrow();
}

/** A copy of the model order under a new number, written through the given connection. */
async function addOrder(db: OpenDatabase, numero: number): Promise<void> {
  const model = await modelOrder(db.db);
  await db.db.insertInto('pedidos').values({ ...model, numero, numero_web: null, fecha_pedido: '2099-12-30' }).execute();
}

describe('list totals', () => {
  it('stay exact after inserts and deletes through this connection and through another one', async () => {
    const { tira } = await s.login('admin');
    const before = await orders(tira);
    expect(before.status).toBe(200);
    expect(before.numReg).toBeGreaterThan(10);
    // The same search again and its next page: the same total.
    expect((await orders(tira)).numReg).toBe(before.numReg);
    expect((await orders(tira, { offset: 11 })).numReg).toBe(before.numReg);

    await addOrder(s.open, 990_001);
    const afterOwnInsert = await orders(tira);
    expect(afterOwnInsert.numReg).toBe(before.numReg + 1);
    expect(afterOwnInsert.numeros[0]).toBe(990_001);

    await addOrder(other, 990_002);
    expect((await orders(tira)).numReg).toBe(before.numReg + 2);
    expect((await orders(tira, { offset: 11 })).numReg).toBe(before.numReg + 2);

    await other.db.deleteFrom('pedidos').where('numero', 'in', [990_001, 990_002]).execute();
    const afterDelete = await orders(tira);
    expect(afterDelete.numReg).toBe(before.numReg);
    expect(afterDelete.numeros).not.toContain(990_001);
  });

  it('count every request as it arrives, so a write made elsewhere just before a request is seen by it (a versions read is shared only by the requests already in flight)', async () => {
    const { tira } = await s.login('admin');
    const arrived = requestArrivals();
    const before = await orders(tira);
    expect(requestArrivals()).toBe(arrived + 1);
    // Right after the reply: the next request arrives after the write, so it reads the versions again and sees it.
    await addOrder(other, 990_006);
    try {
      const after = await orders(tira);
      expect(after.numReg).toBe(before.numReg + 1);
      expect(after.numeros[0]).toBe(990_006);
    } finally {
      await other.db.deleteFrom('pedidos').where('numero', '=', 990_006).execute();
    }
    expect((await orders(tira)).numReg).toBe(before.numReg);
  });

  it('deep pages (sliced from the search\'s kept sorted keys) follow an insert and a delete made elsewhere', async () => {
    const { tira } = await s.login('admin');
    // Pages of 800 rows end past 1,000 rows: they are sliced from the kept sorted keys of the search.
    const deep = async (offset: number) => (await orders(tira, { offset, numRows: 800 })).numeros;
    const total = (await orders(tira)).numReg;
    expect(total).toBeGreaterThan(400);
    const before = await deep(301);
    expect(before).toHaveLength(total - 300);
    // A new order sorts first (the newest date): every deep row moves one place down.
    await addOrder(other, 990_004);
    try {
      expect(await deep(302)).toEqual(before);
      expect((await deep(301)).slice(1)).toEqual(before);
    } finally {
      await other.db.deleteFrom('pedidos').where('numero', '=', 990_004).execute();
    }
    expect(await deep(301)).toEqual(before);
  });

  it('of one scope are never served to another: the customer sees their own total, the administrator everyone\'s', async () => {
    const admin = await orders((await s.login('admin')).tira);
    const cliente = await orders((await s.login('cliente')).tira);
    expect(cliente.numReg).toBeGreaterThan(0);
    expect(cliente.numReg).toBeLessThan(admin.numReg);
    expect(cliente.clientes).toEqual([await customerOf('cliente')]);
  });

  it('stay as they were after an insert elsewhere that was rolled back', async () => {
    const { tira } = await s.login('admin');
    const before = (await orders(tira)).numReg;
    await other.db.transaction().execute(async (trx) => {
      const model = await modelOrder(trx);
      await trx.insertInto('pedidos').values({ ...model, numero: 990_003, numero_web: null }).execute();
      throw new Error('rolled back');
    }).catch(() => undefined);
    expect((await orders(tira)).numReg).toBe(before);
  });

  it('follow a transaction of many writes made elsewhere, counted before and after it (PostgreSQL: its data version moves once)', async () => {
    const { tira } = await s.login('admin');
    const before = (await orders(tira)).numReg;
    const version = async () => Number((await other.db.selectFrom('versiones_cache').select('version').where('grupo', '=', 'datos').executeTakeFirstOrThrow()).version);
    const start = await version();
    const numeros = [990_030, 990_031, 990_032, 990_033];
    try {
      await other.db.transaction().execute(async (trx) => {
        const model = await modelOrder(trx);
        const line = await modelLine(trx, model.empresa);
        // Each order with two lines: every line's trigger updates its order (a statement of its own) as well.
        for (const numero of numeros) {
          await trx.insertInto('pedidos').values({ ...model, numero, numero_web: null, fecha_pedido: '2099-12-30' }).execute();
          await trx.insertInto('pedido_lineas').values([{ ...line, numero, linea: 1 }, { ...line, numero, linea: 2 }]).execute();
        }
        // Counted while the transaction is open: the total other connections see is the committed one.
        expect((await orders(tira)).numReg).toBe(before);
      });
      const after = await orders(tira);
      expect(after.numReg).toBe(before + numeros.length);
      expect(after.numeros.slice(0, numeros.length).sort()).toEqual(numeros);
      if (other.dialect === 'postgres') expect(await version()).toBe(start + 1);
      else expect(await version()).toBeGreaterThan(start + numeros.length);
    } finally {
      await other.db.deleteFrom('pedido_lineas').where('numero', 'in', numeros).execute();
      await other.db.deleteFrom('pedidos').where('numero', 'in', numeros).execute();
    }
    expect((await orders(tira)).numReg).toBe(before);
  });
});

describe('stored order values (amount, billing branch)', () => {
  it('follow writes of the lines, the invoices and the order itself, and sort the list', async () => {
    const { tira } = await s.login('admin');
    const byAmount = async () => {
      const res = await s.post(ORDERS, { tira, ...WIDE, orderBy: 'importe', order: 'DESC', numRows: 3 });
      return res.json<{ dataRes: { cpmNumPedido: number; importe: number; sucursalFacturacion: string }[] }>().dataRes;
    };
    await addOrder(other, 990_010);
    const { empresa } = await modelOrder(other.db);
    const line = await modelLine(other.db, empresa);
    try {
      await other.db.insertInto('pedido_lineas').values({ ...line, numero: 990_010, linea: 1, cantidad: 1000, precio: 9_999 }).execute();
      await other.db.insertInto('pedido_lineas').values({ ...line, numero: 990_010, linea: 2, cantidad: 1, precio: 1 }).execute();
      let top = (await byAmount())[0]!;
      expect(top).toMatchObject({ cpmNumPedido: 990_010, importe: 9_999_001 });
      await other.db.updateTable('pedido_lineas').set({ precio: 2 }).where('numero', '=', 990_010).where('linea', '=', 2).execute();
      expect((await byAmount())[0]).toMatchObject({ cpmNumPedido: 990_010, importe: 9_999_002 });
      // A credit note counts negative: it leaves the top.
      await other.db.updateTable('pedidos').set({ tipo: 'A' }).where('numero', '=', 990_010).execute();
      expect((await byAmount()).map((r) => r.cpmNumPedido)).not.toContain(990_010);
      await other.db.updateTable('pedidos').set({ tipo: 'P' }).where('numero', '=', 990_010).execute();
      top = (await byAmount())[0]!;
      const order = await other.db.selectFrom('pedidos').select(['empresa', 'sucursal']).where('numero', '=', 990_010).executeTakeFirstOrThrow();
      expect(top.sucursalFacturacion).toBe(order.sucursal);
      // Invoiced at another branch: the billing branch is the invoice's.
      const invoice = await other.db.selectFrom('facturas').selectAll().where('empresa', '=', empresa)
        .orderBy('ejercicio').orderBy('serie').orderBy('numero').orderBy('secuencia').limit(1).executeTakeFirstOrThrow();
      await other.db.insertInto('facturas').values({ ...invoice, numero: 990_010, pedido: 990_010, sucursal: '0ZZ' }).execute();
      expect((await byAmount())[0]).toMatchObject({ cpmNumPedido: 990_010, sucursalFacturacion: '0ZZ' });
      await other.db.deleteFrom('facturas').where('numero', '=', 990_010).where('pedido', '=', 990_010).execute();
      expect((await byAmount())[0]).toMatchObject({ cpmNumPedido: 990_010, sucursalFacturacion: order.sucursal });
      await other.db.deleteFrom('pedido_lineas').where('numero', '=', 990_010).where('linea', '=', 1).execute();
      expect((await byAmount()).map((r) => r.cpmNumPedido)).not.toContain(990_010);
    } finally {
      await other.db.deleteFrom('pedido_lineas').where('numero', '=', 990_010).execute();
      await other.db.deleteFrom('pedidos').where('numero', '=', 990_010).execute();
    }
  });
});

describe('stored branch names of the pickups', () => {
  const PICKUPS = `${P}/RecogidasEntregas`;
  it('follow writes of the branches and of the services, and sort the list', async () => {
    const { tira } = await s.login('admin');
    const service = await other.db.selectFrom('servicios_residuos').selectAll().orderBy('identificador').limit(1).executeTakeFirstOrThrow();
    const branch = await other.db.selectFrom('sucursales').selectAll().limit(1).executeTakeFirstOrThrow();
    const first = async (order: 'ASC' | 'DESC') => {
      const res = await s.post(PICKUPS, { tira, tipoEmpresa: 0, tipoGestion: 'T', estado: 'T', fechaInicial: '01/01/2000', orderBy: 'Sucursal', order, offset: 1, numRows: 3 });
      return res.json<{ dataRes: { Identificador: number; Sucursal: string; codSucursal: string }[] }>().dataRes;
    };
    const id = 990_020;
    const stored = async () => (await other.db.selectFrom('servicios_residuos').select('sucursal_nombre').where('identificador', '=', id).executeTakeFirstOrThrow()).sucursal_nombre;
    try {
      // A new service of an existing branch takes its name; renamed to the first name of all, it heads the list.
      const { sucursal_nombre: _, ...columns } = service;
      await other.db.insertInto('servicios_residuos').values({ ...columns, identificador: id, cliente: branch.cliente, sucursal: branch.sucursal, fecha: '2099-01-01' }).execute();
      expect(await stored()).toBe(branch.razon_social);
      await other.db.updateTable('sucursales').set({ razon_social: '  AAA primera' }).where('empresa', '=', branch.empresa).where('cliente', '=', branch.cliente).where('sucursal', '=', branch.sucursal).execute();
      expect(await stored()).toBe('  AAA primera');
      expect((await first('ASC'))[0]).toMatchObject({ Identificador: id, Sucursal: '  AAA primera' });
      await other.db.updateTable('sucursales').set({ razon_social: 'zzzz última' }).where('empresa', '=', branch.empresa).where('cliente', '=', branch.cliente).where('sucursal', '=', branch.sucursal).execute();
      expect((await first('DESC'))[0]).toMatchObject({ Identificador: id, Sucursal: 'zzzz última' });
      // Moved to a branch without a row: the code, as the list shows it; then that branch gets its row and its name.
      await other.db.updateTable('servicios_residuos').set({ sucursal: 'Q99' }).where('identificador', '=', id).execute();
      expect(await stored()).toBe('Q99');
      await other.db.insertInto('sucursales').values({ ...branch, sucursal: 'Q99', razon_social: 'Nueva sucursal Q99' }).execute();
      expect(await stored()).toBe('Nueva sucursal Q99');
      await other.db.deleteFrom('sucursales').where('empresa', '=', branch.empresa).where('cliente', '=', branch.cliente).where('sucursal', '=', 'Q99').execute();
      expect(await stored()).toBe('Q99');
    } finally {
      await other.db.deleteFrom('servicios_residuos').where('identificador', '=', id).execute();
      await other.db.deleteFrom('sucursales').where('empresa', '=', branch.empresa).where('cliente', '=', branch.cliente).where('sucursal', '=', 'Q99').execute();
      await other.db.updateTable('sucursales').set({ razon_social: branch.razon_social }).where('empresa', '=', branch.empresa).where('cliente', '=', branch.cliente).where('sucursal', '=', branch.sucursal).execute();
    }
  });
});

describe('cached sessions', () => {
  it('are refused at once after logout', async () => {
    const { tira } = await s.login('cliente');
    expect((await orders(tira)).status).toBe(200);
    expect((await orders(tira)).status).toBe(200);
    expect((await s.post('/wsr/auth/logout', {}, { 'x-ddol-security-token': tira })).statusCode).toBeLessThan(300);
    expect((await orders(tira)).status).toBe(401);
  });

  it('are refused at once after a logout through another process (its tokens deleted there)', async () => {
    const { tira } = await s.login('rep');
    expect((await orders(tira)).status).toBe(200);
    await other.db.deleteFrom('tokens').where('user_id', '=', (await other.db.selectFrom('usuarios_erp').select('user_id').where('usuario', '=', 'rep').executeTakeFirstOrThrow()).user_id).execute();
    expect((await orders(tira)).status).toBe(401);
  });

  it('are refused at once after a deactivation made elsewhere, and work again once reactivated', async () => {
    const { tira } = await s.login('sucursal');
    expect((await orders(tira)).status).toBe(200);
    await other.db.updateTable('usuarios_erp').set({ activo_sn: 'N' }).where('usuario', '=', 'sucursal').execute();
    expect((await orders(tira)).status).toBe(401);
    await other.db.updateTable('usuarios_erp').set({ activo_sn: 'S' }).where('usuario', '=', 'sucursal').execute();
    expect((await orders(tira)).status).toBe(200);
  });

  it('follow a change of the customer the user is linked to at once', async () => {
    const { tira } = await s.login('cliente');
    const own = await customerOf('cliente');
    const another = (await other.db.selectFrom('clientes').select('cliente').where('cliente', '<>', own).orderBy('cliente').limit(1).executeTakeFirstOrThrow()).cliente;
    expect((await orders(tira)).clientes).toEqual([own]);
    await other.db.updateTable('usuarios_portal').set({ cliente: another }).where('usuario', '=', 'cliente').execute();
    try {
      const moved = await orders(tira);
      expect(moved.status).toBe(200);
      expect(moved.clientes).toEqual([another]);
    } finally {
      await other.db.updateTable('usuarios_portal').set({ cliente: own }).where('usuario', '=', 'cliente').execute();
    }
    expect((await orders(tira)).clientes).toEqual([own]);
  });

  it('follow a change of the role dates at once', async () => {
    const { tira } = await s.login('cliente');
    const before = await orders(tira);
    const user = await other.db.selectFrom('usuarios_portal').select(['id_organizacion', 'empresa', 'id_rol']).where('usuario', '=', 'cliente').executeTakeFirstOrThrow();
    const key = { id_organizacion: user.id_organizacion, empresa: user.empresa, id_rol: user.id_rol! };
    const saved = await other.db.selectFrom('fechas_roles').selectAll().where('id_organizacion', '=', key.id_organizacion).where('empresa', '=', key.empresa).where('id_rol', '=', key.id_rol).execute();
    const remove = () => other.db.deleteFrom('fechas_roles').where('id_organizacion', '=', key.id_organizacion).where('empresa', '=', key.empresa).where('id_rol', '=', key.id_rol).execute();
    await remove();
    await other.db.insertInto('fechas_roles').values({ ...key, fecha_inicio: '2099-01-01', fecha_final: null }).execute();
    try {
      expect((await orders(tira)).numReg).toBe(0);
    } finally {
      await remove();
      if (saved.length) await other.db.insertInto('fechas_roles').values(saved).execute();
    }
    expect((await orders(tira)).numReg).toBe(before.numReg);
  });
});

describe('kept replies (read-only list calls)', () => {
  const refsOf = async (tira: string, body: Record<string, unknown> = {}) => {
    const res = await s.post(ORDERS, { tira, ...WIDE, ...body });
    expect(res.statusCode).toBe(200);
    return res.json<{ dataRes: { cpmNumPedido: number; refPedido: string }[] }>().dataRes;
  };

  it('show a change of a shown value (not of the total) made through another connection at the next call', async () => {
    const { tira } = await s.login('admin');
    const first = (await refsOf(tira))[0]!;
    expect(await refsOf(tira)).toEqual(await refsOf(tira));
    await other.db.updateTable('pedidos').set({ ref_pedido: 'REF-CHANGED-ELSEWHERE' }).where('numero', '=', first.cpmNumPedido).execute();
    try {
      expect((await refsOf(tira))[0]).toMatchObject({ cpmNumPedido: first.cpmNumPedido, refPedido: 'REF-CHANGED-ELSEWHERE' });
    } finally {
      await other.db.updateTable('pedidos').set({ ref_pedido: first.refPedido }).where('numero', '=', first.cpmNumPedido).execute();
    }
    expect((await refsOf(tira))[0]).toMatchObject({ cpmNumPedido: first.cpmNumPedido, refPedido: first.refPedido });
  });

  it('are kept once their caller and body were asked before: the third call is served, and after a change the next is kept again', async () => {
    // The replies of a route of its own on this server's database, its handler counting its runs (buildServer counts arrivals first, as here).
    const app = Fastify();
    app.addHook('onRequest', async () => { noteRequestArrival(); });
    cacheReplies(app, s.open.db);
    let runs = 0;
    app.post('/kept', { config: { replyCache: true } }, async () => ({ runs: ++runs }));
    await app.ready();
    const call = async (body: Record<string, unknown>) => (await app.inject({ method: 'POST', url: '/kept', payload: body })).json<{ runs: number }>().runs;
    try {
      expect(await call({ page: 1 })).toBe(1);
      // Asked before: answered by the handler and kept.
      expect(await call({ page: 1 })).toBe(2);
      expect(await call({ page: 1 })).toBe(2);
      expect(await call({ page: 1 })).toBe(2);
      // Another body is its own: not kept at its first call.
      expect(await call({ page: 2 })).toBe(3);
      expect(await call({ page: 2 })).toBe(4);
      expect(await call({ page: 2 })).toBe(4);
      expect(await call({ page: 1 })).toBe(2);
      // A change through another connection: the kept replies are stale; a body asked before is answered again and kept at once.
      const [order] = await other.db.selectFrom('pedidos').select(['numero', 'ref_pedido']).limit(1).execute();
      await other.db.updateTable('pedidos').set({ ref_pedido: 'REF-KEPT-REPLY' }).where('numero', '=', order!.numero).execute();
      try {
        expect(await call({ page: 1 })).toBe(5);
        expect(await call({ page: 1 })).toBe(5);
      } finally {
        await other.db.updateTable('pedidos').set({ ref_pedido: order!.ref_pedido }).where('numero', '=', order!.numero).execute();
      }
    } finally {
      await app.close();
    }
  });

  it('are served only to the same caller and body: another user\'s scope, another page and another sort get their own', async () => {
    const admin = await s.login('admin');
    const cliente = await s.login('cliente');
    const own = await customerOf('cliente');
    for (let i = 0; i < 2; i++) {
      expect((await orders(admin.tira)).clientes.length).toBeGreaterThan(1);
      expect((await orders(cliente.tira)).clientes).toEqual([own]);
    }
    const page1 = (await orders(admin.tira)).numeros;
    const page2 = (await orders(admin.tira, { offset: 11 })).numeros;
    expect(page2).toHaveLength(10);
    expect(page2.filter((n) => page1.includes(n))).toEqual([]);
    const ascending = (await orders(admin.tira, { orderBy: 'cpmNumPedido', order: 'ASC' })).numeros;
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending).not.toEqual(page1);
    // Another session of the same user, its token in the header instead of the body: the same reply.
    const again = await s.login('cliente');
    const viaHeader = await s.post(ORDERS, WIDE, { 'x-ddol-security-token': again.tira });
    expect(viaHeader.json()).toEqual((await s.post(ORDERS, { tira: cliente.tira, ...WIDE })).json());
  });
});

describe('kept rows (pages read by key)', () => {
  const dmy = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('/');
  const yearBack = dmy(new Date(Date.now() - 365 * 86_400_000));
  const today = dmy(new Date());
  /** The keyed lists: their call and filters (wide); purchases and sales is a staff report. */
  const lists: { name: string; url: string; body: Record<string, unknown>; staff?: boolean }[] = [
    { name: 'orders', url: ORDERS, body: { ...WIDE } },
    { name: 'invoices', url: `${P}/recuperarDocumentoCab`, body: { tipoConta: 0, tiposDocBusqueda: 'F', fechaIni: '01/01/2000', fechaFin: '31/12/2099' } },
    { name: 'pickups', url: `${P}/RecogidasEntregas`, body: { tipoGestion: 'T', fechaInicial: '01/01/2000', fechaFinal: '31/12/2099' } },
    { name: 'certificates', url: `${P}/CertificadosMedioAmbiente`, body: { fechaInicial: '01/01/2000', fechaFinal: '31/12/2099' } },
    { name: 'purchases and sales', url: `${P}/getComprasVentas`, body: { tipoCompra: 'C', tipoVenta: 'V', tipoTransito: 'T', fechaIni: yearBack, fechaFin: today }, staff: true },
  ];
  const page = async (tira: string, url: string, body: Record<string, unknown>, offset: number, numRows: number) => {
    const res = await s.post(url, { tira, ...body, offset, numRows });
    expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
    const json = res.json<{ dataRes?: unknown[]; documentosCab?: unknown[] }>();
    return json.dataRes ?? json.documentosCab ?? [];
  };

  it.each(['admin', 'cliente'])('answer every list as the rows read without them (%s): pages kept by other page sizes equal one page read whole', async (user) => {
    const { tira } = await s.login(user);
    for (const list of lists.filter((l) => user === 'admin' || !l.staff)) {
      // Pages of 15 rows keep their rows; pages of 20 (bodies not asked before: no kept reply) are then served from the kept rows, and must
      // equal the same rows read in one page of 600 (over the largest kept page: read by key, never kept).
      for (let offset = 1; offset <= 120; offset += 15) await page(tira, list.url, list.body, offset, 15);
      const whole = await page(tira, list.url, list.body, 1, 600);
      expect(whole.length, list.name).toBeGreaterThan(0);
      const paged: unknown[] = [];
      for (let offset = 1; offset <= 120; offset += 20) paged.push(...await page(tira, list.url, list.body, offset, 20));
      expect(paged, list.name).toEqual(whole.slice(0, 120));
    }
  });

  it('show a change of a shown value made through another connection at the next page, and never serve one scope\'s rows to another', async () => {
    const admin = await s.login('admin');
    const cliente = await s.login('cliente');
    const own = await customerOf('cliente');
    const refs = async (tira: string, numRows: number) => (await page(tira, ORDERS, WIDE, 1, numRows)) as { cpmNumPedido: number; refPedido: string; clteCodigo: string }[];
    const first = (await refs(admin.tira, 12))[0]!;
    expect((await refs(admin.tira, 13))[0]).toEqual(first);
    await other.db.updateTable('pedidos').set({ ref_pedido: 'KEPT-ROW-CHANGED' }).where('numero', '=', first.cpmNumPedido).execute();
    try {
      expect((await refs(admin.tira, 14))[0]).toMatchObject({ cpmNumPedido: first.cpmNumPedido, refPedido: 'KEPT-ROW-CHANGED' });
    } finally {
      await other.db.updateTable('pedidos').set({ ref_pedido: first.refPedido }).where('numero', '=', first.cpmNumPedido).execute();
    }
    expect((await refs(admin.tira, 16))[0]).toEqual(first);
    // The administrator's pages kept every customer's rows: the customer's pages still hold only their own.
    for (const numRows of [12, 13, 14]) expect(new Set((await refs(cliente.tira, numRows)).map((r) => r.clteCodigo))).toEqual(new Set([own]));
  });
});
