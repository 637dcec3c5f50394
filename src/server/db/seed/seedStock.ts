import { Faker, es, base } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../tables.js';
import { insertChunked } from './insertChunked.js';
import { AGENCIAS_TRANSPORTE } from './residuosCatalogo.js';
import { addDays, isoDate, mix, pad, round2 } from './seedHelpers.js';
import type { SeedScale } from './seedScale.js';

/** Fixed seed of the stock and purchase-order data, apart from the other seeds so they stay as they are. */
export const STOCK_SEED = 20261301;

/** Purchase orders received and pending (the pending purchase orders report) per company of the demo organisation at each scale; the second organisation's company gets a fifth. */
export const PENDING_ORDERS: Record<SeedScale, number> = { small: 36, demo: 240, large: 1600 };
/** Pending orders of the demo supplier user's supplier and branch (P00001, 001) in the last 30 days of each company. */
export const OWN_RECENT_PENDING = 6;

/** Names of the work centres of the warehouses; a closed centre (estado B) without warehouses completes the list. */
const CENTRO_NAMES: Record<string, string> = { '01': 'Centro de Valencia', '02': 'Centro de Zaragoza', '03': 'Centro de Getafe' };
const CLOSED_CENTRE = { centro: '09', denominacion: 'Centro de Sevilla (cerrado)', estado: 'B' };

/** Loads an article may be ordered in, by its stock unit, with stock units per load: pallets of drums, big bags of kilos, lorry loads of tonnes. */
const LOADS: Record<string, readonly (readonly [string, number])[]> = { UD: [['PAL', 4], ['PAL', 8]], KG: [['BB', 500], ['BB', 1000]], T: [['CAM', 20]] };
const OBSERVACIONES = [
  'Material recibido con humedad; se descuenta un 3 % del peso.', 'Pendiente de firma del DI por el productor.', 'Carga parcial; resto en el siguiente viaje.',
  'Se adjunta reportaje fotográfico de la descarga.', 'Contenedor precintado a la llegada.', 'Revisar precio pactado con el proveedor.',
];
const CONSONANTES = 'BCDFGHJKLMNPRSTVWXYZ';

type Row<T extends keyof Database> = Insertable<Database[T]>;

/** A Spanish licence plate: four digits and three consonants. */
const matricula = (f: Faker) => `${f.string.numeric(4)} ${Array.from({ length: 3 }, () => f.helpers.arrayElement([...CONSONANTES])).join('')}`;

/** Stock lot code: year and week of entry plus a serial. */
const loteCode = (f: Faker, iso: string) => `L${iso.slice(2, 4)}${pad(Math.ceil(Number(iso.slice(5, 7)) * 4.3), 2)}-${f.string.numeric(4)}`;

/** A quantity in an article's unit: tonnes, kilos and cubic metres with decimals; litres, whole units, boxes and pallets. */
function quantityOf(f: Faker, unidad: string): number {
  switch (unidad) {
    case 'T': return f.number.float({ min: 0.5, max: 380, fractionDigits: 3 });
    case 'KG': return f.number.float({ min: 10, max: 4800, fractionDigits: 2 });
    case 'L': return f.number.int({ min: 200, max: 30_000 });
    case 'M3': return f.number.float({ min: 0.5, max: 85, fractionDigits: 3 });
    case 'CJ': return f.number.int({ min: 1, max: 320 });
    default: return f.number.int({ min: 5, max: 2400 });
  }
}

/**
 * Stock and purchase orders of every company (after the warehouses): its work centres; stock by warehouse, location and lot for most articles; the
 * suppliers of each article; open purchase orders awaiting receipt (upcoming receipts of a part of the articles, some partly received); received orders
 * pending confirmation with their delivery note, PDA ticket, carrier and licence plate and lines of waste codes (several of them of supplier P00001
 * branch 001 in the last 30 days); and a few closed ones.
 */
export async function seedStock(db: Kysely<Database>, scale: SeedScale, today = new Date()): Promise<void> {
  const hoy = isoDate(today);
  const f = new Faker({ locale: [es, base], seed: STOCK_SEED });
  const empresas = await db.selectFrom('empresas').select(['empresa', 'id_organizacion']).orderBy('empresa').execute();
  for (const { empresa, id_organizacion } of empresas) {
    const e = Number(empresa);
    const ubicaciones = await db.selectFrom('ubicaciones_almacen').select(['centro', 'almacen', 'ubicacion']).where('empresa', '=', empresa).orderBy('centro').orderBy('almacen').orderBy('ubicacion').execute();
    const centros = [...new Set(ubicaciones.map((u) => u.centro))].sort();
    await insertChunked(db, 'centros', [
      ...centros.map((centro) => ({ empresa, centro, denominacion: CENTRO_NAMES[centro] ?? `Centro ${centro}`, estado: 'A' })),
      { empresa, ...CLOSED_CENTRE },
    ]);
    const articulos = await db.selectFrom('articulos as a').leftJoin('articulos_venta as v', (j) => j.onRef('v.empresa', '=', 'a.empresa').onRef('v.articulo', '=', 'a.articulo'))
      .select(['a.articulo', 'a.unidad', 'a.precio', 'a.cod_ler', 'v.servicio']).where('a.empresa', '=', empresa).orderBy('a.articulo').execute();
    const goods = articulos.filter((a) => a.servicio !== 'S');
    const proveedores = await db.selectFrom('proveedores').select('proveedor').where('empresa', '=', empresa).orderBy('proveedor').execute();
    const sucursales = await db.selectFrom('sucursales_proveedor').select(['proveedor', 'sucursal']).where('empresa', '=', empresa).orderBy('proveedor').orderBy('sucursal').execute();
    if (!ubicaciones.length || !goods.length || !proveedores.length) continue;
    const branchesOf = (proveedor: string) => sucursales.filter((s) => s.proveedor === proveedor).map((s) => s.sucursal);

    // Stock: most articles have one to four lots in locations of the company's warehouses.
    const lotes: Row<'stock_lotes'>[] = [];
    for (const [n, a] of goods.entries()) {
      if (mix(n, e, 1) % 10 >= 8) continue;
      const seen = new Set<string>();
      for (let l = 0; l < f.number.int({ min: 1, max: 4 }); l++) {
        const u = f.helpers.arrayElement(ubicaciones);
        const lote = loteCode(f, addDays(hoy, -f.number.int({ min: 3, max: 400 })));
        const key = `${u.centro}|${u.almacen}|${u.ubicacion}|${lote}`;
        if (seen.has(key)) continue;
        seen.add(key);
        lotes.push({ empresa, articulo: a.articulo, centro: u.centro, almacen: u.almacen, ubicacion: u.ubicacion, lote, cantidad: quantityOf(f, a.unidad), unidad: a.unidad });
      }
    }
    await insertChunked(db, 'stock_lotes', lotes);

    // Suppliers of each article: a main supplier, and a second one for every third article.
    const supplied = new Map<string, string[]>(proveedores.map((p) => [p.proveedor, []]));
    const artProv: Row<'articulos_proveedor'>[] = [];
    for (const [n, a] of goods.entries()) {
      const first = mix(n, e, 2) % proveedores.length;
      const chosen = n % 3 === 0 && proveedores.length > 1 ? [first, (first + 1 + (mix(n, e, 3) % (proveedores.length - 1))) % proveedores.length] : [first];
      for (const i of chosen) {
        const proveedor = proveedores[i]!.proveedor;
        supplied.get(proveedor)!.push(a.articulo);
        artProv.push({ empresa, proveedor, articulo: a.articulo, referencia: `${proveedor.slice(-2)}-${f.string.alphanumeric({ length: 6, casing: 'upper' })}` });
      }
    }
    await insertChunked(db, 'articulos_proveedor', artProv);
    const byCode = new Map(goods.map((a) => [a.articulo, a]));

    const cabs: Row<'ordenes_compra_cab'>[] = [];
    const dets: Row<'ordenes_compra_det'>[] = [];
    // Order numbers repeat across companies (each company numbers its own), as the ERP's do: open orders from 4600001, received ones from 4700001.
    const serie = { A: 4_600_000, P: 4_700_000 };
    const header = (proveedor: string, fecha: string, estado: string, sucursal?: string) => {
      const row: Row<'ordenes_compra_cab'> = {
        empresa, numero_oc: estado === 'A' ? ++serie.A : ++serie.P, centro: f.helpers.arrayElement(centros), proveedor, sucursal_proveedor: sucursal ?? f.helpers.arrayElement(branchesOf(proveedor)),
        fecha, estado, num_albaran: null, ticket_pda: null, agencia_transporte: null, matricula: null,
      };
      cabs.push(row);
      return row;
    };

    // Open orders awaiting receipt: about four in ten of each supplier's articles, one to three lines per order, delivery expected in the next weeks.
    for (const { proveedor } of proveedores) {
      const shuffled = f.helpers.shuffle([...supplied.get(proveedor)!]);
      // The demo supplier user's supplier always has a few, on its own branch (the user sees only that branch's orders).
      const own = proveedor === 'P00001' && branchesOf('P00001').includes('001');
      const list = shuffled.filter((_, i) => (own && i < 3) || mix(i, e, proveedor.length, 4) % 10 < 4);
      for (let i = 0; i < list.length;) {
        const lines = list.slice(i, i + f.number.int({ min: 1, max: 3 }));
        i += lines.length;
        const h = header(proveedor, addDays(hoy, -f.number.int({ min: 1, max: 45 })), 'A', own && i <= 3 ? '001' : undefined);
        for (const [item, articulo] of lines.entries()) {
          const a = byCode.get(articulo)!;
          const loads = LOADS[a.unidad];
          const box = loads && f.number.int(3) === 0 ? f.helpers.arrayElement(loads) : undefined;
          const cantidad = box ? f.number.int({ min: 2, max: 60 }) : quantityOf(f, a.unidad);
          const recibida = f.number.int(4) === 0 ? round2(cantidad * f.helpers.arrayElement([0.25, 0.5, 0.6])) : 0;
          const precio = round2(Number(a.precio) * 0.62 * (box ? box[1] : 1));
          dets.push({
            empresa, numero_oc: h.numero_oc, item: item + 1, articulo, cod_ler: null, numero_di: null, cantidad, cantidad_recibida: recibida, unidad: box ? box[0] : a.unidad,
            factor_stock: box ? box[1] : 1, precio, importe: round2(cantidad * precio), fecha_entrega: addDays(hoy, f.number.int({ min: 1, max: 50 })), observaciones: null,
          });
        }
      }
    }

    // Received orders pending confirmation (waste bought from suppliers), with their receipt data; the supplier user's own in the last 30 days first.
    const pendientes = id_organizacion === 1 ? PENDING_ORDERS[scale] : Math.ceil(PENDING_ORDERS[scale] / 5);
    const carriers = AGENCIAS_TRANSPORTE.filter((a) => a.tipo === 'R');
    for (let k = 0; k < pendientes + Math.ceil(pendientes / 6); k++) {
      const closed = k >= pendientes;
      const own = !closed && k < OWN_RECENT_PENDING && branchesOf('P00001').includes('001');
      const proveedor = own ? 'P00001' : f.helpers.arrayElement(proveedores).proveedor;
      const fecha = addDays(hoy, -(own ? f.number.int({ min: 0, max: 29 }) : f.number.int({ min: 0, max: closed ? 400 : 150 })));
      const h = header(proveedor, fecha, closed ? 'C' : 'P', own ? '001' : undefined);
      const carrier = f.number.int(5) === 0 ? null : f.helpers.arrayElement(carriers);
      h.num_albaran = `AP${fecha.slice(2, 4)}-${pad(f.number.int({ min: 1, max: 99_999 }), 5)}`;
      h.ticket_pda = f.number.int(6) === 0 ? null : `PDA${fecha.slice(2, 4)}${f.string.numeric(7)}`;
      h.agencia_transporte = carrier?.agencia ?? null;
      h.matricula = carrier ? matricula(f) : null;
      // The waste bought is the supplier's own articles (their LER code, unit and a purchase price below the sale price).
      const own_articles = supplied.get(proveedor)!.filter((a) => byCode.get(a)!.cod_ler);
      const wastes = own_articles.length ? own_articles : goods.filter((g) => g.cod_ler).map((g) => g.articulo);
      for (let item = 1; item <= f.number.int({ min: 1, max: 4 }); item++) {
        const a = byCode.get(f.helpers.arrayElement(wastes))!;
        const cantidad = quantityOf(f, a.unidad);
        const precio = Math.round(Number(a.precio) * f.number.float({ min: 0.55, max: 0.8 }) * 1000) / 1000;
        dets.push({
          empresa, numero_oc: h.numero_oc, item, articulo: a.articulo, cod_ler: a.cod_ler, numero_di: f.number.int(4) === 0 ? null : `DI${fecha.slice(0, 4)}${f.string.numeric(8)}`,
          cantidad, cantidad_recibida: cantidad, unidad: a.unidad, factor_stock: 1, precio, importe: round2(cantidad * precio), fecha_entrega: fecha,
          observaciones: f.number.int(3) === 0 ? f.helpers.arrayElement(OBSERVACIONES) : null,
        });
      }
    }
    await insertChunked(db, 'ordenes_compra_cab', cabs);
    await insertChunked(db, 'ordenes_compra_det', dets);
  }
}

/** Seeds the stock and purchase orders of a database seeded before they existed; does nothing when it has them. */
export async function ensureStock(db: Kysely<Database>, scale: SeedScale): Promise<void> {
  if (await db.selectFrom('centros').select('empresa').limit(1).executeTakeFirst()) return;
  if (!(await db.selectFrom('ubicaciones_almacen').select('empresa').limit(1).executeTakeFirst())) return;
  await db.transaction().execute((trx) => seedStock(trx, scale));
}
