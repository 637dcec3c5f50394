import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCif } from '../../src/server/db/seed/cif';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * The demo data tell the business of a company that trades and treats waste and metals, and its documents agree with each other: every article
 * has a family path and a unit, every waste article a real LER code, companies valid CIFs, delivery notes and invoices add up, weighings balance,
 * certificates certify what was collected, hazardous waste goes only to the hazardous-waste manager. SQLite and, with TEST_POSTGRES_URL, PostgreSQL.
 */

/**
 * Codes of the European List of Waste (Decision 2000/532/EC as amended, Spanish text) that the official list marks hazardous (asterisk), among
 * the chapters the demo data use: written here from the list, not from the seed, so a code marked wrongly in the seed fails.
 */
const OFFICIAL_HAZARDOUS = new Set([
  '080111', '130110', '130205', '130208', '150110', '150111', '150202', '160213', '160601', '160602', '160603', '170106', '170204', '170409', '170410',
  '170503', '170903', '200121', '200123', '200133', '200135',
]);
/** Codes of the same list that it does not mark hazardous, among those the demo data use. */
const OFFICIAL_NON_HAZARDOUS = new Set([
  '080318', '120101', '120103', '150101', '150102', '150103', '150104', '150106', '150107', '160103', '160604', '160605', '170107', '170201', '170202',
  '170401', '170402', '170403', '170404', '170405', '170407', '170411', '170904', '191202', '191203', '200101', '200136', '200139', '200301',
]);
/** Words of the generic product and company generator the demo data used before: none may appear. */
const GENERIC_WORDS = /\b(Ergonómic[oa]|Guap[oa]|Increíble|Fantástic[oa]|Sabros[oa]|Ensalada|Queso|Pescado|Ordenador|Sta\.|Godínez|Benavídez|Delatorre)\b/;

let s: TestServer;
const db = () => s.open.db;
const near = (a: number, b: number, cents = 0.011) => Math.abs(a - b) <= cents;

beforeAll(async () => {
  s = await startTestServer('hosted');
}, 180_000);
afterAll(async () => s?.close());

describe('articles', () => {
  it('every article has a family, a unit, a price and a five-level family path', async () => {
    const articles = await db().selectFrom('articulos').selectAll().execute();
    expect(articles.length).toBeGreaterThan(60);
    for (const a of articles) {
      expect(a.familia.trim(), a.articulo).not.toBe('');
      expect(['T', 'KG', 'L', 'UD', 'DIA', 'VJ'], `${a.articulo} ${a.unidad}`).toContain(a.unidad);
      expect(Number(a.precio), a.articulo).toBeGreaterThan(0);
      expect(a.nombre, a.articulo).not.toMatch(GENERIC_WORDS);
    }
    const levels = await db().selectFrom('articulo_familias as p').innerJoin('familias_articulo as f', (j) => j.onRef('f.empresa', '=', 'p.empresa').onRef('f.familia', '=', 'p.familia'))
      .select(['p.empresa', 'p.articulo', 'p.nivel', 'f.nivel as familyLevel', 'f.nombre']).execute();
    const byArticle = new Map<string, typeof levels>();
    for (const l of levels) byArticle.set(`${l.empresa}|${l.articulo}`, [...(byArticle.get(`${l.empresa}|${l.articulo}`) ?? []), l]);
    for (const a of articles) {
      const path = (byArticle.get(`${a.empresa}|${a.articulo}`) ?? []).sort((x, y) => x.nivel - y.nivel);
      expect(path.map((p) => p.nivel), a.articulo).toEqual([1, 2, 3, 4, 5]);
      expect(path.every((p) => p.familyLevel === p.nivel), a.articulo).toBe(true);
      // The top family is the article's family.
      expect(path[0]!.nombre, a.articulo).toBe(a.familia);
    }
  });

  it('the catalogue is what a waste and metals company trades: scrap grades, paper, plastics, hazardous waste and services', async () => {
    const names = (await db().selectFrom('articulos').select('nombre').where('empresa', '=', '1').execute()).map((a) => a.nombre).join('\n');
    for (const word of ['Chatarra de hierro', 'Cobre', 'Latón', 'Aluminio', 'Acero inoxidable', 'Plomo', 'Cartón', 'polietileno', 'Baterías', 'Aceite', 'Alquiler de contenedor', 'Transporte']) {
      expect(names).toContain(word);
    }
  });

  it('every waste article has a valid LER code of the catalogue, marked hazardous exactly when the official list marks it; articles without one are services', async () => {
    const codes = await db().selectFrom('codigos_ler').selectAll().execute();
    for (const c of codes) {
      expect(c.codigo, c.codigo).toMatch(/^(0[1-9]|1\d|20)\d{4}$/);
      expect(OFFICIAL_HAZARDOUS.has(c.codigo) || OFFICIAL_NON_HAZARDOUS.has(c.codigo), `${c.codigo} is in the test's extract of the list`).toBe(true);
      expect(c.peligroso, `${c.codigo} ${c.descripcion}`).toBe(OFFICIAL_HAZARDOUS.has(c.codigo) ? 'S' : 'N');
      if (c.peligroso === 'S') expect(c.cod_peligrosidad, c.codigo).toMatch(/^HP\d+$/);
    }
    const known = new Set(codes.map((c) => c.codigo));
    const articles = await db().selectFrom('articulos as a').leftJoin('articulos_venta as v', (j) => j.onRef('v.empresa', '=', 'a.empresa').onRef('v.articulo', '=', 'a.articulo'))
      .select(['a.articulo', 'a.cod_ler', 'a.familia', 'v.servicio']).execute();
    const waste = articles.filter((a) => a.cod_ler !== null);
    expect(waste.length).toBeGreaterThan(articles.length / 2);
    for (const a of waste) expect(known.has(a.cod_ler!), `${a.articulo} ${a.cod_ler}`).toBe(true);
    for (const a of articles.filter((x) => x.cod_ler === null)) {
      expect(a.familia, a.articulo).toBe('Servicios');
      expect(a.servicio, a.articulo).toBe('S');
    }
  });
});

describe('parties', () => {
  it('companies, customers, suppliers, carriers and plants have valid CIFs, unique per company', async () => {
    const cifs: { who: string; empresa: string; cif: string }[] = [
      ...(await db().selectFrom('empresas').select(['empresa', 'cif']).execute()).map((r) => ({ who: `empresa ${r.empresa}`, empresa: '*', cif: r.cif })),
      ...(await db().selectFrom('clientes').select(['empresa', 'cliente', 'cif']).execute()).map((r) => ({ who: `cliente ${r.cliente}`, empresa: r.empresa, cif: r.cif })),
      ...(await db().selectFrom('proveedores').select(['empresa', 'proveedor', 'cif']).execute()).map((r) => ({ who: `proveedor ${r.proveedor}`, empresa: r.empresa, cif: r.cif })),
      ...(await db().selectFrom('agencias_transporte').select(['empresa', 'agencia', 'cif']).execute()).map((r) => ({ who: `agencia ${r.agencia}`, empresa: `${r.empresa}a`, cif: r.cif })),
      ...(await db().selectFrom('almacenes').select(['empresa', 'almacen', 'cif']).execute()).map((r) => ({ who: `almacén ${r.almacen}`, empresa: `${r.empresa}p`, cif: r.cif })),
    ];
    expect(cifs.length).toBeGreaterThan(100);
    for (const c of cifs) expect(isValidCif(c.cif), `${c.who}: ${c.cif}`).toBe(true);
    const customers = cifs.filter((c) => c.who.startsWith('cliente') || c.who.startsWith('proveedor'));
    expect(new Set(customers.map((c) => `${c.empresa}|${c.cif}`)).size).toBe(customers.length);
  });

  it('customers are Spanish companies with a legal form, in real provinces with their postal codes; people have Spanish names', async () => {
    const customers = await db().selectFrom('clientes').select(['cliente', 'razon_social', 'cp', 'pais', 'cod_provincia']).execute();
    for (const c of customers) {
      expect(c.razon_social, c.cliente).toMatch(/ (S\.L\.|S\.A\.|S\.L\.U\.|S\. Coop\.)$/);
      expect(c.razon_social, c.cliente).not.toMatch(GENERIC_WORDS);
      // A Spanish customer's postal code starts with its province's INE code.
      if (c.pais === 'ES') expect(Number(c.cp!.slice(0, 2)), `${c.cliente} ${c.cp}`).toBe(Number(c.cod_provincia));
    }
    const people = [
      ...(await db().selectFrom('representantes').select('nombre').execute()).map((r) => r.nombre),
      ...(await db().selectFrom('usuarios_erp').select('nombre').execute()).map((r) => r.nombre),
    ];
    for (const p of people) {
      expect(p).not.toMatch(GENERIC_WORDS);
      // A given name and two surnames (an agent also names the representative it works for).
      expect(p.replace(/ \(.*\)$/, '').split(' ').length, p).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('documents agree with each other', () => {
  it('a delivery note is its order lines, an invoice its delivery note plus VAT, the due dates the invoice', async () => {
    const notes = await db().selectFrom('albaranes').select(['empresa', 'pedido', 'linea_desde', 'linea_hasta', 'importe', 'peso_kg', 'ejercicio', 'numero']).execute();
    const lines = await db().selectFrom('pedido_lineas as l').innerJoin('articulos as a', (j) => j.onRef('a.empresa', '=', 'l.empresa').onRef('a.articulo', '=', 'l.articulo'))
      .select(['l.empresa', 'l.numero', 'l.linea', 'l.cantidad', 'l.precio', 'a.unidad']).execute();
    const byOrder = new Map<string, typeof lines>();
    for (const l of lines) byOrder.set(`${l.empresa}|${l.numero}`, [...(byOrder.get(`${l.empresa}|${l.numero}`) ?? []), l]);
    expect(notes.length).toBeGreaterThan(100);
    for (const n of notes) {
      const own = (byOrder.get(`${n.empresa}|${n.pedido}`) ?? []).filter((l) => l.linea >= n.linea_desde && l.linea <= n.linea_hasta);
      expect(own.length, `note ${n.ejercicio}/${n.numero}`).toBe(n.linea_hasta - n.linea_desde + 1);
      const importe = own.reduce((t, l) => t + Number(l.cantidad) * Number(l.precio), 0);
      expect(near(Number(n.importe), importe), `note ${n.ejercicio}/${n.numero}: ${n.importe} vs ${importe}`).toBe(true);
      // What a delivery note weighs: tonnes and kilos of material, litres of oil, drums; services weigh nothing.
      const kg = own.reduce((t, l) => t + Number(l.cantidad) * ({ T: 1000, KG: 1, L: 0.9, UD: 25 }[l.unidad] ?? 0), 0);
      expect(near(Number(n.peso_kg), kg), `note ${n.ejercicio}/${n.numero} weight`).toBe(true);
    }
    const invoices = await db().selectFrom('facturas as f')
      .leftJoin('albaranes as a', (j) => j.onRef('a.empresa', '=', 'f.empresa').onRef('a.ejercicio', '=', 'f.albaran_ejercicio').onRef('a.numero', '=', 'f.albaran_numero'))
      .select(['f.empresa', 'f.ejercicio', 'f.serie', 'f.numero', 'f.base_imponible', 'f.porcentaje_iva', 'f.cuota_iva', 'f.total', 'f.albaran_numero', 'a.importe', 'a.factura_numero', 'a.factura_serie'])
      .execute();
    expect(invoices.length).toBeGreaterThan(100);
    for (const f of invoices) {
      const id = `invoice ${f.serie}${f.ejercicio}/${f.numero}`;
      expect(near(Number(f.cuota_iva), Math.round(Number(f.base_imponible) * Number(f.porcentaje_iva)) / 100), id).toBe(true);
      expect(near(Number(f.total), Number(f.base_imponible) + Number(f.cuota_iva)), id).toBe(true);
      if (f.albaran_numero !== null) {
        expect(near(Number(f.base_imponible), Number(f.importe)), id).toBe(true);
        expect([f.factura_serie, f.factura_numero], id).toEqual([f.serie, f.numero]);
      }
    }
    const dues = await db().selectFrom('vencimientos').select(['empresa', 'factura_ejercicio', 'factura_serie', 'factura_numero', 'importe']).execute();
    const dueTotal = new Map<string, number>();
    for (const d of dues) {
      const key = `${d.empresa}|${d.factura_ejercicio}|${d.factura_serie}|${d.factura_numero}`;
      dueTotal.set(key, (dueTotal.get(key) ?? 0) + Number(d.importe));
    }
    for (const f of invoices) expect(near(dueTotal.get(`${f.empresa}|${f.ejercicio}|${f.serie}|${f.numero}`) ?? NaN, Number(f.total)), `dues of ${f.serie}/${f.numero}`).toBe(true);
  });

  it('some due dates are overdue and some returned by the bank, with a SEPA reason', async () => {
    const rows = await db().selectFrom('vencimientos').select(['situacion', 'fecha_vencimiento', 'motivo_devolucion']).execute();
    const today = new Date().toISOString().slice(0, 10);
    expect(rows.some((r) => r.situacion === 'PENDIENTE' && r.fecha_vencimiento < today)).toBe(true);
    const returned = rows.filter((r) => r.situacion === 'IMPAGADO');
    expect(returned.length).toBeGreaterThan(0);
    for (const r of returned) expect(r.motivo_devolucion).toMatch(/^(AM04|MD06|AC04|MS02) /);
  });

  it('orders move on with age: nothing older than six weeks is left uninvoiced', async () => {
    const today = Date.now();
    const orders = await db().selectFrom('pedidos').select(['empresa', 'numero', 'fecha_pedido', 'estado_pedido_web']).execute();
    const old = orders.filter((o) => today - Date.parse(o.fecha_pedido) > 43 * 86_400_000);
    expect(old.length).toBeGreaterThan(100);
    expect(old.filter((o) => o.estado_pedido_web !== 7).map((o) => `${o.empresa}/${o.numero} ${o.fecha_pedido} ${o.estado_pedido_web}`)).toEqual([]);
  });

  it('order and collection volumes follow the trade seasons: August is the quietest summer month', async () => {
    const rows = await db().selectFrom('pedidos').select([sql<string>`substr(fecha_pedido, 6, 2)`.as('mes'), sql<number>`count(*)`.as('n')]).where('empresa', '=', '1')
      .groupBy(sql`substr(fecha_pedido, 6, 2)`).execute();
    const by = Object.fromEntries(rows.map((r) => [r.mes, Number(r.n)]));
    expect(by['08']).toBeLessThan(by['06']! * 0.7);
    expect(by['08']).toBeLessThan(by['10']! * 0.7);
    const services = await db().selectFrom('servicios_residuos').select([sql<string>`substr(fecha, 6, 2)`.as('mes'), sql<number>`count(*)`.as('n')]).where('empresa', '=', '1')
      .groupBy(sql`substr(fecha, 6, 2)`).execute();
    const perMonth = Object.fromEntries(services.map((r) => [r.mes, Number(r.n)]));
    expect(perMonth['08']).toBeLessThan(perMonth['10']! * 0.8);
  });

  it('every weighing balances: gross − tare = net', async () => {
    const weighed = await db().selectFrom('servicio_lineas').select(['identificador', 'linea', 'cantidad', 'peso_bruto', 'peso_tara']).where('peso_bruto', 'is not', null).execute();
    expect(weighed.length).toBeGreaterThan(50);
    for (const w of weighed) expect(Number(w.peso_bruto) - Number(w.peso_tara), `service ${w.identificador}/${w.linea}`).toBeCloseTo(Number(w.cantidad), 2);
  });

  it('a certificate certifies exactly the closed services of its customer branch, plant, period and waste code', async () => {
    const certs = await db().selectFrom('certificados as c').innerJoin('certificado_lineas as l', 'l.identificador', 'c.identificador')
      .select(['c.identificador', 'c.empresa', 'c.cliente', 'c.sucursal', 'c.ejercicio', 'l.mes', 'l.cod_ler', 'l.almacen', 'l.tratamiento', 'l.cantidad']).execute();
    expect(certs.length).toBeGreaterThan(20);
    const services = await db().selectFrom('servicios_residuos as s').innerJoin('servicio_lineas as l', (j) => j.onRef('l.identificador', '=', 's.identificador').on('l.linea', '=', 1))
      .select(['s.empresa', 's.cliente', 's.sucursal', 's.fecha', 's.cod_ler', 's.almacen', 's.tratamiento', 'l.cantidad'])
      .where('s.estado', '=', 'C').where('s.tipo_gestion', '!=', 'P').execute();
    const delivered = new Map<string, number>();
    for (const v of services) {
      const key = `${v.empresa}|${v.cliente}|${v.sucursal}|${v.fecha.slice(0, 4)}|${Number(v.fecha.slice(5, 7))}|${v.cod_ler}|${v.almacen}|${v.tratamiento}`;
      delivered.set(key, (delivered.get(key) ?? 0) + Number(v.cantidad));
    }
    for (const c of certs) {
      const key = `${c.empresa}|${c.cliente}|${c.sucursal}|${c.ejercicio}|${c.mes}|${c.cod_ler}|${c.almacen}|${c.tratamiento}`;
      expect(Number(c.cantidad), `certificate ${c.identificador} ${key}`).toBeCloseTo(delivered.get(key) ?? NaN, 2);
    }
  });

  it('hazardous waste goes only to the plant authorised as hazardous-waste manager: services, certificates, contracts and purchases/sales', async () => {
    const hazardous = new Set((await db().selectFrom('codigos_ler').select('codigo').where('peligroso', '=', 'S').execute()).map((c) => c.codigo));
    const plants = await db().selectFrom('almacenes').select(['empresa', 'almacen', 'tipo_inscripcion']).execute();
    const authorised = new Set(plants.filter((p) => p.tipo_inscripcion === 'Gestor de residuos peligrosos').map((p) => `${p.empresa}|${p.almacen}`));
    expect(authorised.size).toBeGreaterThan(0);
    const services = await db().selectFrom('servicios_residuos').select(['empresa', 'identificador', 'cod_ler', 'almacen']).execute();
    const wrong = services.filter((v) => hazardous.has(v.cod_ler) && !authorised.has(`${v.empresa}|${v.almacen}`));
    expect(wrong.map((v) => `service ${v.identificador} ${v.cod_ler} → ${v.almacen}`)).toEqual([]);
    const contracts = await db().selectFrom('contratos_tratamiento as c').innerJoin('contrato_lineas as l', (j) => j.onRef('l.empresa', '=', 'c.empresa').onRef('l.numero', '=', 'c.numero'))
      .select(['c.empresa', 'c.numero', 'c.almacen', 'c.notif_previa', 'l.cod_ler']).execute();
    expect(contracts.length).toBeGreaterThan(20);
    const badContracts = contracts.filter((c) => hazardous.has(c.cod_ler) && !authorised.has(`${c.empresa}|${c.almacen}`));
    expect(badContracts.map((c) => `${c.numero} ${c.cod_ler} → ${c.almacen}`)).toEqual([]);
    for (const c of contracts.filter((x) => hazardous.has(x.cod_ler))) expect(c.notif_previa, c.numero).toBe('S');
    // A contract covers waste its customer produces: the codes of its collections, when it has any.
    const producedBy = new Map<string, Set<string>>();
    for (const v of await db().selectFrom('servicios_residuos').select(['empresa', 'cliente', 'cod_ler']).distinct().execute()) {
      producedBy.set(`${v.empresa}|${v.cliente}`, (producedBy.get(`${v.empresa}|${v.cliente}`) ?? new Set()).add(v.cod_ler));
    }
    const withCustomer = await db().selectFrom('contratos_tratamiento as c').innerJoin('contrato_lineas as l', (j) => j.onRef('l.empresa', '=', 'c.empresa').onRef('l.numero', '=', 'c.numero'))
      .select(['c.empresa', 'c.numero', 'c.cliente', 'l.cod_ler']).execute();
    const foreign = withCustomer.filter((c) => producedBy.has(`${c.empresa}|${c.cliente}`) && !producedBy.get(`${c.empresa}|${c.cliente}`)!.has(c.cod_ler));
    expect(foreign.map((c) => `${c.numero} ${c.cliente} ${c.cod_ler}`)).toEqual([]);
    const sales = await db().selectFrom('compras_ventas as o').innerJoin('articulos as a', (j) => j.onRef('a.empresa', '=', 'o.empresa').onRef('a.articulo', '=', 'o.c_articulo'))
      .select(['o.empresa', 'o.id', 'o.c_almacen', 'a.cod_ler']).execute();
    const badSales = sales.filter((o) => o.cod_ler && hazardous.has(o.cod_ler) && !authorised.has(`${o.empresa}|${o.c_almacen}`));
    expect(badSales.map((o) => `operation ${o.id} ${o.cod_ler} → ${o.c_almacen}`)).toEqual([]);
  });

  it('a received purchase order line of waste carries its article\'s LER code and unit', async () => {
    const lines = await db().selectFrom('ordenes_compra_det as d').innerJoin('articulos as a', (j) => j.onRef('a.empresa', '=', 'd.empresa').onRef('a.articulo', '=', 'd.articulo'))
      .select(['d.numero_oc', 'd.item', 'd.cod_ler', 'd.unidad', 'a.cod_ler as articleLer', 'a.unidad as articleUnit']).where('d.cod_ler', 'is not', null).execute();
    expect(lines.length).toBeGreaterThan(10);
    for (const l of lines) expect([l.cod_ler, l.unidad], `OC ${l.numero_oc}/${l.item}`).toEqual([l.articleLer, l.articleUnit]);
  });
});
