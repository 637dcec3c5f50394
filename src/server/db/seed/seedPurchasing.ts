import { Faker, es, base } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../tables.js';
import { SECOND_ORGANISATION } from './demoOrganisations.js';
import { insertChunked } from './insertChunked.js';
import { AGENCIAS_TRANSPORTE, ALMACENES, CODIGOS_LER, HAZARDOUS_PLANT } from './residuosCatalogo.js';
import { DEMO_COMPANY, DEMO_CUSTOMERS } from './seedDemoOrders.js';
import { hazardousArticle, orderQuantity } from './articleCatalogue.js';
import { seasonalAge } from './seasonalAge.js';
import { addDays, isoDate, mix, pad, round2 } from './seedHelpers.js';
import type { SeedScale } from './seedScale.js';

/** Fixed seed of the purchasing data, apart from the other seeds so they stay as they are. */
export const PURCHASING_SEED = 20261207;

/** Rows per company at each scale: purchases/sales operations, supplier delivery notes and treatment contracts. */
export const PURCHASING_SIZES: Record<SeedScale, { operaciones: number; albaranes: number; contratos: number }> = {
  small: { operaciones: 400, albaranes: 260, contratos: 60 },
  demo: { operaciones: 5000, albaranes: 3000, contratos: 500 },
  large: { operaciones: 100_000, albaranes: 40_000, contratos: 6000 },
};

/** The demo supplier user's supplier and branch (P00001 branch 001). */
export const DEMO_SUPPLIER = { proveedor: 'P00001', sucursal: '001' } as const;

/** Ages in days of the operations and notes every demo party gets: several in the default windows (7 days, one month), more older ones. */
const DEMO_AGES = [0, 1, 2, 3, 4, 5, 6, 9, 13, 17, 22, 27, 30, 45, 70, 110, 180, 260, 400];
const CONSONANTES = 'BCDFGHJKLMNPRSTVWXYZ';
const OBSERVACIONES = ['', '', '', 'Descarga en muelle 3', 'Material paletizado y film', 'Recepción con incidencia: un palé dañado', 'Entrega parcial del pedido', 'Pesada en báscula de entrada'];

type Op = Insertable<Database['compras_ventas']>;
interface Party { codigo: string; sucursal: string }
interface Article { articulo: string; nombre: string; unidad: string; precio: number }

const matricula = (h: number) => `${pad(h % 10000, 4)} ${[0, 1, 2].map((i) => CONSONANTES[Math.floor(h / (7 + i * 13)) % CONSONANTES.length]).join('')}`;
const pick = <T>(list: readonly T[], h: number): T => list[h % list.length]!;
/** A quantity of an article as one delivery moves it: a lorry load of tonnes or kilos, a tank of litres, a few containers. */
const quantityOf = (art: Article, h: number): number => orderQuantity(art.unidad, h);

/** Purchases/sales operations, supplier delivery notes and waste-treatment contracts of every company (the second organisation's at the small size). */
export async function seedPurchasing(db: Kysely<Database>, scale: SeedScale, today = new Date()): Promise<void> {
  const f = new Faker({ locale: [es, base], seed: PURCHASING_SEED });
  const second = new Set(SECOND_ORGANISATION.empresas.map((e) => e.empresa));
  const empresas = await db.selectFrom('empresas').select(['empresa', 'nombre']).orderBy('empresa').execute();
  for (const { empresa, nombre } of empresas) {
    const sizes = PURCHASING_SIZES[second.has(empresa) ? 'small' : scale];
    const ctx = await loadParties(db, empresa);
    if (!ctx.suppliers.length || !ctx.customers.length || !ctx.articles.length) continue;
    await seedOperations(db, f, empresa, sizes.operaciones, isoDate(today), ctx);
    await seedSupplierNotes(db, f, empresa, sizes.albaranes, isoDate(today), ctx);
    await seedContracts(db, f, empresa, nombre, sizes.contratos, isoDate(today), ctx);
  }
}

interface Parties {
  suppliers: Party[];
  customers: Party[];
  articles: Article[];
  /** Customer of a supplier code (codigo_acreedor): the customer that is also that supplier. */
  customerOfSupplier: Map<string, Party>;
  names: Map<string, string>;
}

async function loadParties(db: Kysely<Database>, empresa: string): Promise<Parties> {
  const suppliers = (await db.selectFrom('sucursales_proveedor').select(['proveedor', 'sucursal']).where('empresa', '=', empresa).orderBy('proveedor').orderBy('sucursal').execute())
    .map((s) => ({ codigo: s.proveedor, sucursal: s.sucursal }));
  const customers = (await db.selectFrom('sucursales as s').innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 's.empresa').onRef('c.cliente', '=', 's.cliente'))
    .select(['s.cliente', 's.sucursal']).where('s.empresa', '=', empresa).where('c.estado', '=', 'A').orderBy('s.cliente').orderBy('s.sucursal').execute())
    .map((s) => ({ codigo: s.cliente, sucursal: s.sucursal }));
  // What is bought and sold is material (an article with a waste code), not services.
  const articles = await db.selectFrom('articulos').select(['articulo', 'nombre', 'unidad', 'precio']).where('empresa', '=', empresa).where('cod_ler', 'is not', null)
    .orderBy('articulo').limit(60).execute();
  const acreedores = await db.selectFrom('clientes as c').innerJoin('proveedores as p', (j) => j.onRef('p.empresa', '=', 'c.empresa').onRef('p.proveedor', '=', 'c.codigo_acreedor'))
    .select(['c.cliente', 'c.codigo_acreedor']).where('c.empresa', '=', empresa).where('c.estado', '=', 'A').execute();
  const customerOfSupplier = new Map(acreedores.map((a) => [a.codigo_acreedor!, { codigo: a.cliente, sucursal: '001' }]));
  const names = new Map((await db.selectFrom('clientes').select(['cliente', 'razon_social']).where('empresa', '=', empresa).execute()).map((c) => [c.cliente, c.razon_social]));
  return { suppliers, customers, articles, customerOfSupplier, names };
}

/** One side (purchase c_ or sale v_) of an operation: the article bought or sold with its transport. */
function side(p: 'c' | 'v', h: number, fecha: string, party: Party, art: Article, cantidad: number, precio: number, plate: string, ejercicio: number, n: number): Op {
  const carrier = pick(AGENCIAS_TRANSPORTE.filter((a) => a.tipo === 'R'), h >>> 4);
  const importe = round2(cantidad * precio);
  // Transport paid per trip: a fixed part and a part per unit; some operations travel on the customer's or supplier's own truck (no transport cost).
  const ownTruck = (h >>> 6) % 6 === 0;
  const importeTte = ownTruck ? null : round2(45 + ((h >>> 8) % 160) + cantidad * 0.004 * (1 + ((h >>> 3) % 4)));
  return {
    [`${p}_almacen`]: hazardousArticle(art.articulo) ? HAZARDOUS_PLANT : pick(ALMACENES, h >>> 2).almacen, [`${p}_fecha`]: fecha, [`${p}_num_albaran`]: `${p === 'c' ? 'AC' : 'AV'}${ejercicio}-${pad(n, 6)}`,
    [`${p}_proveedor`]: party.codigo, [`${p}_suc_proveedor`]: party.sucursal, [`${p}_transporte`]: ownTruck ? null : carrier.agencia, [`${p}_matricula`]: plate,
    [`${p}_articulo`]: art.articulo, [`${p}_cantidad`]: cantidad, [`${p}_precio`]: precio, [`${p}_importe`]: importe,
    [`${p}_precio_medio`]: round2(art.precio * (p === 'c' ? 0.7 : 1.08) * (0.94 + ((h >>> 10) % 12) / 100)),
    [`${p}_albaran_tte`]: ownTruck ? null : `${carrier.prefijo}${ejercicio % 100}-${pad(mix(h, 5) % 100000, 5)}`, [`${p}_transportista`]: ownTruck ? null : carrier.nombre,
    [`${p}_importe_tte`]: importeTte, [`${p}_coste_tte`]: importeTte === null ? null : Math.round((importeTte / cantidad) * 10000) / 10000,
  } as Op;
}

async function seedOperations(db: Kysely<Database>, f: Faker, empresa: string, count: number, today: string, ctx: Parties): Promise<void> {
  const rows: Op[] = [];
  const add = (tipo: 'C' | 'V' | 'T', age: number, supplier: Party, customer: Party) => {
    const id = rows.length + 1;
    const h = mix(id, Number(empresa), age);
    const art = pick(ctx.articles, h >>> 1);
    const fecha = addDays(today, -age);
    const ejercicio = Number(fecha.slice(0, 4));
    const cantidad = quantityOf(art, h);
    const compra = round2(Math.max(0.02, art.precio * (0.55 + ((h >>> 12) % 25) / 100)));
    const venta = round2(art.precio * (0.95 + ((h >>> 14) % 30) / 100));
    const plate = matricula(mix(h, 3));
    const row: Op = { empresa, id, tipo, fecha, t_is_transito: tipo === 'T' ? 'S' : 'N', v_ticket_pesada: null };
    if (tipo !== 'V') Object.assign(row, side('c', mix(h, 1), fecha, supplier, art, cantidad, compra, plate, ejercicio, id));
    if (tipo !== 'C') {
      // A transit is sold as it was bought, in the same trip (same plate), the same or the next day; a weighed sale carries its weighing ticket.
      const vFecha = tipo === 'T' && age > 0 && h % 3 === 0 ? addDays(fecha, 1) : fecha;
      const vCantidad = tipo === 'T' ? cantidad : quantityOf(art, h >>> 2);
      Object.assign(row, side('v', mix(h, 2), vFecha, customer, art, vCantidad, venta, tipo === 'T' ? plate : matricula(mix(h, 4)), ejercicio, id));
      row.v_ticket_pesada = art.unidad === 'KG' || h % 4 === 0 ? `TP${row.v_almacen}-${ejercicio % 100}${pad(mix(h, 9) % 1_000_000, 6)}` : null;
    }
    rows.push(row);
  };
  const tipoOf = (h: number): 'C' | 'V' | 'T' => (h % 100 < 40 ? 'C' : h % 100 < 75 ? 'V' : 'T');
  if (empresa === DEMO_COMPANY) {
    // The demo users see operations in the default window (one month back): the supplier user's purchases and transits, and each demo customer's sales and transits.
    const own = ctx.suppliers.find((s) => s.codigo === DEMO_SUPPLIER.proveedor && s.sucursal === DEMO_SUPPLIER.sucursal) ?? ctx.suppliers[0]!;
    for (const [i, age] of DEMO_AGES.entries()) {
      const customer = ctx.customers.find((c) => c.codigo === DEMO_CUSTOMERS[i % DEMO_CUSTOMERS.length]) ?? ctx.customers[0]!;
      add(i % 3 === 2 ? 'T' : 'C', age, own, pick(ctx.customers, i));
      add(i % 2 ? 'T' : 'V', age, pick(ctx.suppliers, i + 1), customer);
      for (const cliente of DEMO_CUSTOMERS) {
        const branches = ctx.customers.filter((c) => c.codigo === cliente);
        if (branches.length) add(i % 4 === 3 ? 'T' : 'V', age, pick(ctx.suppliers, i + 2), pick(branches, i));
      }
    }
  }
  while (rows.length < count) {
    const h = mix(rows.length, Number(empresa), 77);
    add(tipoOf(h), seasonalAge(f, new Date(`${today}T00:00:00Z`), 730), pick(ctx.suppliers, h >>> 3), pick(ctx.customers, h >>> 7));
  }
  await insertChunked(db, 'compras_ventas', rows, 600);
}

async function seedSupplierNotes(db: Kysely<Database>, f: Faker, empresa: string, count: number, today: string, ctx: Parties): Promise<void> {
  const notes: Insertable<Database['albaranes_proveedor']>[] = [];
  const lines: Insertable<Database['albaran_proveedor_lineas']>[] = [];
  const add = (age: number, supplier: Party, customer: Party | null, tipoHint?: string) => {
    const numero = notes.length + 1;
    const h = mix(numero, Number(empresa), age, 31);
    const tipo = tipoHint ?? (h % 100 < 68 ? 'P' : h % 100 < 80 ? 'A' : h % 100 < 92 ? 'C' : 'T');
    const fecha = addDays(today, -age);
    const ejercicio = Number(fecha.slice(0, 4));
    const n = 1 + (h >>> 5) % 4;
    let importe = 0;
    for (let l = 1; l <= n; l++) {
      const art = pick(ctx.articles, mix(h, l));
      const sign = tipo === 'A' ? -1 : 1;
      const cantidad = sign * quantityOf(art, mix(h, l, 2));
      const precio = round2(Math.max(0.02, art.precio * (0.55 + (mix(h, l, 3) % 25) / 100)));
      const lineImporte = round2(cantidad * precio);
      importe += lineImporte;
      lines.push({ empresa, numero, linea: l, articulo: art.articulo, descripcion: tipo === 'C' && l === n ? `Portes y gestión: ${art.nombre}` : art.nombre, cantidad, unidad: art.unidad, precio, importe: lineImporte });
    }
    // Older notes have their supplier invoice; the last weeks' are mostly pending, as are a few old ones (disputed).
    const invoiced = age > 20 ? h % 9 !== 0 : age > 7 && h % 3 === 0;
    const fechaFactura = invoiced ? addDays(fecha, Math.min(age, 3 + (h % 25))) : null;
    const withSupplierNote = tipo !== 'T' && h % 6 !== 0;
    notes.push({
      empresa, numero, ejercicio, tipo_pedido: tipo, proveedor: supplier.codigo, sucursal_prov: supplier.sucursal, fecha_entrada: fecha,
      oc_compra: tipo === 'P' ? `OC${ejercicio % 100}-${pad(mix(h, 7) % 100000, 5)}` : null, almacen: pick(ALMACENES, h >>> 9).almacen,
      cliente: customer?.codigo ?? null, sucursal: customer?.sucursal ?? null,
      alb_proveedor: withSupplierNote ? `${supplier.codigo.slice(-3)}/${ejercicio}/${pad(mix(h, 11) % 100000, 5)}` : null,
      fecha_alb_proveedor: withSupplierNote ? addDays(fecha, -((h >>> 3) % 3)) : null,
      matricula: h % 5 === 0 ? null : matricula(mix(h, 13)), importe: round2(importe),
      factura_proveedor: invoiced ? `F${supplier.codigo.slice(-2)}-${ejercicio}-${pad(mix(h, 17) % 10000, 4)}` : null, fecha_factura: fechaFactura,
      observaciones: pick(OBSERVACIONES, h >>> 11),
    });
  };
  const customerFor = (supplier: Party, h: number): Party | null => ctx.customerOfSupplier.get(supplier.codigo) ?? (h % 2 === 0 ? pick(ctx.customers, h >>> 4) : null);
  if (empresa === DEMO_COMPANY) {
    // The supplier user (P00001 branch 001), customer 000001 and the demo customers as suppliers have notes in the default window (7 days back)
    // and older ones; some of each pending invoice.
    const own = ctx.suppliers.find((s) => s.codigo === DEMO_SUPPLIER.proveedor && s.sucursal === DEMO_SUPPLIER.sucursal) ?? ctx.suppliers[0]!;
    const cliente = ctx.customers.find((c) => c.codigo === DEMO_CUSTOMERS[0]) ?? ctx.customers[0]!;
    // Each demo customer that is also a supplier (its creditor code) has notes of its own as that supplier.
    const asSuppliers = [...ctx.customerOfSupplier].filter(([, c]) => (DEMO_CUSTOMERS as readonly string[]).includes(c.codigo))
      .map(([codigo]) => ctx.suppliers.find((s) => s.codigo === codigo)).filter((s): s is Party => s !== undefined);
    for (const [i, age] of DEMO_AGES.entries()) {
      add(age, own, i % 2 ? cliente : null, ['P', 'P', 'A', 'C', 'T'][i % 5]);
      add(age, pick(ctx.suppliers, i + 1), cliente);
      for (const supplier of asSuppliers) add(age, supplier, null, ['P', 'A', 'P', 'C'][i % 4]);
    }
  }
  while (notes.length < count) {
    const h = mix(notes.length, Number(empresa), 91);
    const supplier = pick(ctx.suppliers, h >>> 2);
    add(f.number.int({ min: 0, max: 540 }), supplier, customerFor(supplier, h));
  }
  await insertChunked(db, 'albaranes_proveedor', notes, 1000);
  await insertChunked(db, 'albaran_proveedor_lineas', lines, 2000);
}

async function seedContracts(db: Kysely<Database>, f: Faker, empresa: string, nombre: string, count: number, today: string, ctx: Parties): Promise<void> {
  const contracts: Insertable<Database['contratos_tratamiento']>[] = [];
  const lines: Insertable<Database['contrato_lineas']>[] = [];
  const plants = await db.selectFrom('almacenes').select(['almacen', 'nombre']).where('empresa', '=', empresa).orderBy('almacen').execute();
  if (!plants.length) return;
  const carriers = AGENCIAS_TRANSPORTE.filter((a) => a.tipo === 'R');
  const wastesOf = new Map<string, (typeof CODIGOS_LER)[number][]>();
  const produced = await db.selectFrom('servicios_residuos').select(['cliente', 'cod_ler']).distinct().where('empresa', '=', empresa).orderBy('cliente').orderBy('cod_ler').execute();
  for (const p of produced) {
    const ler = CODIGOS_LER.find((l) => l.codigo === p.cod_ler);
    if (ler) wastesOf.set(p.cliente, [...(wastesOf.get(p.cliente) ?? []), ler]);
  }
  const add = (customer: Party, age: number) => {
    const n = contracts.length + 1;
    const h = mix(n, Number(empresa), age, 53);
    const fecha = addDays(today, -age);
    // A contract covers waste the customer produces: the codes of its collections when it has any.
    const produced = wastesOf.get(customer.codigo) ?? CODIGOS_LER;
    const codes = new Set<number>();
    for (let l = 0; l < 1 + (h >>> 6) % 5; l++) codes.add(mix(h, l) % produced.length);
    const lers = [...codes].map((i) => produced[i]!);
    // Hazardous waste goes only to the plant authorised as a hazardous-waste manager.
    const plant = lers.some((l) => l.peligroso === 'S') ? plants.find((p) => p.almacen === HAZARDOUS_PLANT) ?? pick(plants, h >>> 3) : pick(plants, h >>> 3);
    lers.forEach((ler, l) => lines.push({
      empresa, numero: `CT${fecha.slice(0, 4)}-${pad(n, 5)}`, linea: l + 1, cod_ler: ler.codigo, tratamiento: pick(ler.tratamientos, mix(h, l, 1)),
      cantidad_anual: round2((ler.kg[0] + (mix(h, l, 2) % (ler.kg[1] - ler.kg[0]))) * (4 + (h % 20)) / 1000), unidad: 't',
    }));
    const razon = ctx.names.get(customer.codigo) ?? customer.codigo;
    contracts.push({
      empresa, numero: `CT${fecha.slice(0, 4)}-${pad(n, 5)}`, cliente: customer.codigo, sucursal: customer.sucursal, fecha_contrato: fecha,
      // One, two or three years in force; older contracts have expired and some were renewed.
      fecha_vigencia: addDays(fecha, 365 * (1 + (h % 3)) - 1),
      oper_traslado: h % 4 === 0 ? razon : nombre, titular_origen: razon, titular_destino: plant.nombre, almacen: plant.almacen,
      notif_previa: lers.some((l) => l.peligroso === 'S') ? 'S' : 'N', agencia_transporte: h % 7 === 0 ? null : pick(carriers, h >>> 9).agencia,
    });
  };
  for (const cliente of DEMO_CUSTOMERS) {
    const branches = ctx.customers.filter((c) => c.codigo === cliente);
    for (const [i, age] of [20, 75, 200, 420, 800].entries()) if (branches.length) add(pick(branches, i), age);
  }
  while (contracts.length < count) add(pick(ctx.customers, mix(contracts.length, Number(empresa)) >>> 2), f.number.int({ min: 0, max: 1400 }));
  await insertChunked(db, 'contratos_tratamiento', contracts, 1000);
  await insertChunked(db, 'contrato_lineas', lines, 2000);
}
