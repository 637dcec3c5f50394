import { Faker, es, base } from '@faker-js/faker';
import type { Insertable, Kysely } from 'kysely';
import { priceLine } from '../../../domain/quotes/linePricing';
import { quoteTotals, round2, round4, type DiscountLink } from '../../../domain/quotes/priceRules';
import { SHIPPING, shippingApplies } from '../../routes/quotes/shipping.js';
import type { Database } from '../tables.js';
import { insertChunked } from './insertChunked.js';
import { AGRUPACIONES, DESCUENTOS, FORMAS_PAGO, PACKS, PREVIOUS_YEAR_FACTOR, PRICE_LIMIT_FACTOR, TARIFAS } from './quotesCatalogo.js';
import { catalogueArticleOf } from './articleCatalogue.js';
import { addDays, isoDate, mix, pad } from './seedHelpers.js';
import { streetAddress } from './spanishParties.js';
import type { SeedScale } from './seedScale.js';

/** Fixed seed of the quote data, apart from the other seeds so their data stay as they are. */
export const QUOTES_SEED = 20261123;
/** Quotes per company at each scale. */
export const PRESUPUESTOS_POR_EMPRESA: Record<SeedScale, number> = { small: 80, demo: 600, large: 4000 };
/** First quote number of a company (one sequence for every quote type). */
export const FIRST_QUOTE_NUMBER = 1001;

type Row<T extends keyof Database> = Insertable<Database[T]>;
interface Sellable { articulo: string; precio: number; factor: number; volumen: number; ump: string; umv: string }

/** Volume (m³) of one price unit: a tonne of loose scrap or paper, a kilo of metal, a litre, a drum or box; services take none. */
const PER_UNIT_VOLUME: Record<string, [number, number]> = { T: [1.2, 3.5], KG: [0.0008, 0.004], L: [0.001, 0.001], UD: [0.1, 0.4], CJ: [0.02, 0.12], M3: [1, 1], DIA: [0, 0], VJ: [0, 0] };

/**
 * Which companies to give quote data, with which seed, how many quotes each and the logins of the organisation's quoting users
 * (default: every company, the scale's count, admin and rep).
 */
export interface CompanyQuoteOptions { empresas?: readonly string[]; seed?: number; presupuestos?: number; usuarios?: { admin: string; rep: string } }

/**
 * Adds the quote data to a seeded database: payment methods, discount types, rates and prices, article sales data, customer conditions, groupings, quote types and quotes with lines.
 * With `empresas`, only those companies (and their organisations' users) get data; quote and line ids continue after the existing ones.
 */
export async function seedQuotes(db: Kysely<Database>, scale: SeedScale, today = new Date(), opts: CompanyQuoteOptions = {}): Promise<void> {
  const f = new Faker({ locale: [es, base], seed: opts.seed ?? QUOTES_SEED });
  const todayIso = isoDate(today);
  const year = today.getUTCFullYear();
  const all = await db.selectFrom('empresas').select(['empresa', 'id_organizacion']).orderBy('empresa').execute();
  const empresas = opts.empresas ? all.filter((e) => opts.empresas!.includes(e.empresa)) : all;
  const ids = await nextQuoteIds(db);
  const usuarios = opts.usuarios ?? { admin: 'admin', rep: 'rep' };
  for (const { empresa } of empresas) {
    await db.insertInto('formas_pago').values(FORMAS_PAGO.map((p) => ({ empresa, ...p }))).execute();
    await db.insertInto('descuentos').values(DESCUENTOS.map((d) => ({ empresa, ...d, fecha_desde: null, fecha_hasta: null }))).execute();
    await db.insertInto('tarifas').values(TARIFAS.map(({ factor: _f, ...t }) => ({ empresa, ...t, moneda: 'EUR' }))).execute();
    await db.insertInto('agrupaciones').values(AGRUPACIONES.map((denominacion, i) => ({ empresa, codigo: i + 1, denominacion }))).execute();

    const articulos = await db.selectFrom('articulos').select(['articulo', 'precio', 'unidad']).where('empresa', '=', empresa).where('articulo', '!=', SHIPPING.article).orderBy('articulo').execute();
    await db.insertInto('articulos').values({ empresa, articulo: SHIPPING.article, nombre: SHIPPING.name, familia: 'Servicios', unidad: 'UD', precio: SHIPPING.price })
      .onConflict((oc) => oc.columns(['empresa', 'articulo']).doNothing()).execute();
    const ventas: Row<'articulos_venta'>[] = [{ empresa, articulo: SHIPPING.article, ump: 'UD', umv: 'UD', factor: 1, volumen: 0, precio_limite: 0, imagen: null, servicio: 'S' }];
    const precios: Row<'tarifa_precios'>[] = [];
    const sellable: Sellable[] = [];
    for (const [n, a] of articulos.entries()) {
      const servicio = catalogueArticleOf(a.articulo)?.servicio ?? false;
      const pack = n % 3 === 0 && !servicio ? PACKS[a.unidad] : undefined;
      const factor = pack?.factor ?? 1;
      const [lo, hi] = PER_UNIT_VOLUME[a.unidad] ?? [0.001, 0.01];
      const volumen = round4(f.number.float({ min: lo, max: hi }) * factor);
      // Most articles have a photo; some have none and show the placeholder.
      const imagen = n % 8 === 5 ? null : `${a.articulo}.svg`;
      ventas.push({ empresa, articulo: a.articulo, ump: a.unidad, umv: pack?.umv ?? a.unidad, factor, volumen, precio_limite: round2(a.precio * PRICE_LIMIT_FACTOR), imagen, servicio: servicio ? 'S' : 'N' });
      sellable.push({ articulo: a.articulo, precio: a.precio, factor, volumen, ump: a.unidad, umv: pack?.umv ?? a.unidad });
      for (const t of TARIFAS) {
        const current = round2(a.precio * t.factor);
        precios.push({ empresa, tarifa: t.tarifa, articulo: a.articulo, fecha_desde: `${year}-01-01`, precio: current });
        precios.push({ empresa, tarifa: t.tarifa, articulo: a.articulo, fecha_desde: `${year - 1}-01-01`, precio: round2(current * PREVIOUS_YEAR_FACTOR) });
      }
    }
    precios.push({ empresa, tarifa: SHIPPING.rate, articulo: SHIPPING.article, fecha_desde: `${year - 1}-01-01`, precio: SHIPPING.price });
    await insertChunked(db, 'articulos_venta', ventas);
    await insertChunked(db, 'tarifa_precios', precios);

    const clientes = await db.selectFrom('clientes').select(['cliente', 'representante', 'agente']).where('empresa', '=', empresa).orderBy('cliente').execute();
    const sucursales = await db.selectFrom('sucursales').select(['cliente', 'sucursal']).where('empresa', '=', empresa).orderBy('cliente').orderBy('sucursal').execute();
    const condiciones: Row<'condiciones_cliente'>[] = clientes.map((c, i) => ({
      empresa, cliente: c.cliente,
      tarifa: (['GEN', 'PRO', 'GEN', 'OBR', 'NET'] as const)[mix(i, 7) % 5]!,
      forma_pago: FORMAS_PAGO[mix(i, 11) % FORMAS_PAGO.length]!.forma_pago,
      tipo_dto_rappel: (['R00', 'R02', 'R00', 'R03', 'R05'] as const)[mix(i, 13) % 5]!,
      tipo_dto_pp: (['PP0', 'PP1', 'PP2', 'PP0'] as const)[mix(i, 17) % 4]!,
    }));
    await insertChunked(db, 'condiciones_cliente', condiciones);

    // The representative of the first customer (the demo user rep) gets a steady share of the quotes.
    // The quoting representative is the pair of code and agent of the first customer (the rep user's).
    const repCustomers = clientes.filter((c) => c.representante === clientes[0]?.representante && c.agente === clientes[0]?.agente);
    const quotes: Row<'presupuestos'>[] = [];
    const lines: Row<'presupuesto_lineas'>[] = [];
    for (let q = 0; q < (opts.presupuestos ?? PRESUPUESTOS_POR_EMPRESA[scale]); q++) {
      const cliente = q % 3 === 0 && repCustomers.length ? f.helpers.arrayElement(repCustomers) : f.helpers.arrayElement(clientes);
      const cond = condiciones.find((c) => c.cliente === cliente.cliente)!;
      const branches = sucursales.filter((s) => s.cliente === cliente.cliente);
      const fecha = addDays(todayIso, -f.number.int({ min: 0, max: 400 }));
      const age = Math.round((Date.parse(todayIso) - Date.parse(fecha)) / 86_400_000);
      const estado = age < 45 ? f.helpers.weightedArrayElement([{ weight: 8, value: 1 }, { weight: 1, value: 2 }, { weight: 1, value: 4 }])
        : f.helpers.weightedArrayElement([{ weight: 2, value: 1 }, { weight: 5, value: 2 }, { weight: 3, value: 3 }, { weight: 1, value: 4 }]);
      const tipo = q % 10 === 9 ? 'JV' : '0';
      const id = ids.quote++;
      const rate = TARIFAS.find((t) => t.tarifa === cond.tarifa)!;
      const rateYear = fecha >= `${year}-01-01` ? 1 : PREVIOUS_YEAR_FACTOR;
      const grouped = q % 4 === 1;
      const items: Row<'presupuesto_lineas'>[] = [];
      for (let l = 1; l <= f.number.int({ min: 1, max: 6 }); l++) {
        const art = f.helpers.arrayElement(sellable);
        const discount = DESCUENTOS.find((d) => d.tipo_descuento === (rate.tipo_dto ?? 'L00'))!;
        const chain = { porc1: discount.porc1, entre12: discount.entre12 as DiscountLink, porc2: discount.porc2, entre23: discount.entre23 as DiscountLink, porc3: discount.porc3 };
        const precioTarifa = round2(round2(art.precio * rate.factor) * rateYear);
        const cantidadUmv = f.number.int({ min: 1, max: art.factor > 1 ? 4 : 30 });
        const priced = priceLine({ cantidadUmv, factor: art.factor, unitVolume: art.volumen, precio: precioTarifa, brutoNeto: rate.bruto_neto, chain });
        items.push({
          id_linea: ids.line++, id_presupuesto: id, numero_item: l, articulo: art.articulo, agrupacion: grouped ? 1 + (mix(q, l) % AGRUPACIONES.length) : 0,
          cantidad: priced.cantidad, ump: art.ump, cantidad_umv: cantidadUmv, umv: art.umv, volumen: priced.volumen, tarifa: rate.tarifa, fecha_tarifa: fecha,
          precio_tarifa: precioTarifa, precio: precioTarifa, precio_modificado: 'N', bruto_neto: rate.bruto_neto, tipo_descuento: rate.tipo_dto,
          ...priced.chain, descuento: priced.descuento, neto: priced.neto, importe: priced.importe,
          referencia: l === 1 && q % 5 === 0 ? `REF-${pad(q, 4)}` : '', observaciones: '', estado: 1, generada_dpc: 'N',
        });
      }
      const goods = round2(items.reduce((s, i) => s + Number(i.importe), 0));
      if (shippingApplies(goods)) {
        items.push({
          id_linea: ids.line++, id_presupuesto: id, numero_item: items.length + 1, articulo: SHIPPING.article, agrupacion: 0, cantidad: 1, ump: 'UD', cantidad_umv: 1, umv: 'UD',
          volumen: 0, tarifa: SHIPPING.rate, fecha_tarifa: fecha, precio_tarifa: SHIPPING.price, precio: SHIPPING.price, precio_modificado: 'N', bruto_neto: 'N', tipo_descuento: null,
          porc1: 0, entre12: '+', porc2: 0, entre23: '+', porc3: 0, descuento: 0, neto: SHIPPING.price, importe: SHIPPING.price,
          referencia: '', observaciones: '', estado: 1, generada_dpc: 'S',
        });
      }
      const rappel = DESCUENTOS.find((d) => d.tipo_descuento === cond.tipo_dto_rappel)!.porc1;
      const pp = DESCUENTOS.find((d) => d.tipo_descuento === cond.tipo_dto_pp)!.porc1;
      quotes.push({
        id, empresa, tipo, numero: 0, numero_bis: 0, cliente: cliente.cliente, sucursal: f.helpers.arrayElement(branches).sucursal,
        representante: cliente.representante, agente: cliente.agente, usuario: repCustomers.includes(cliente) ? usuarios.rep : usuarios.admin,
        fecha, fecha_vigencia: addDays(fecha, f.helpers.arrayElement([7, 15, 30])), plazo_entrega: addDays(fecha, f.helpers.arrayElement([10, 15, 21])),
        forma_pago: cond.forma_pago, tipo_dto_rappel: cond.tipo_dto_rappel, dto_rappel: rappel, tipo_dto_pp: cond.tipo_dto_pp, dto_pp: pp, moneda: 'EUR',
        ref_pedido: q % 2 === 0 ? `OBRA ${streetAddress(f.number.int(1e9)).toUpperCase().slice(0, 24)}` : '',
        observaciones: q % 6 === 0 ? 'Precios sujetos a disponibilidad de stock en el momento del pedido.' : '',
        estado, importe: quoteTotals(items.map((i) => Number(i.importe)), rappel, pp).base, pedido: null,
        fecha_aceptacion: estado === 2 ? addDays(fecha, Math.min(age, 5)) : null, modificado_en: `${fecha}T09:00:00.000Z`,
      });
      lines.push(...items);
    }
    // Numbers follow the creation dates.
    quotes.sort((a, b) => String(a.fecha).localeCompare(String(b.fecha)) || Number(a.id) - Number(b.id)).forEach((quote, i) => { quote.numero = FIRST_QUOTE_NUMBER + i; });
    await insertChunked(db, 'presupuestos', quotes, 200);
    await insertChunked(db, 'presupuesto_lineas', lines, 200);
  }
  for (const org of [...new Set(empresas.map((e) => e.id_organizacion))]) await seedQuoteTypes(db, org, usuarios);
}

/** The next free quote and quote line ids (1 on an empty database). */
async function nextQuoteIds(db: Kysely<Database>): Promise<{ quote: number; line: number }> {
  const q = await db.selectFrom('presupuestos').select((eb) => eb.fn.max('id').as('n')).executeTakeFirst();
  const l = await db.selectFrom('presupuesto_lineas').select((eb) => eb.fn.max('id_linea').as('n')).executeTakeFirst();
  return { quote: Number(q?.n ?? 0) + 1, line: Number(l?.n ?? 0) + 1 };
}

/** Quote types of an organisation's demo users: the administrator and the quoting representative work with type 0; one more representative with type JV (gross/net fixed by the rate). */
async function seedQuoteTypes(db: Kysely<Database>, org: number, usuarios: { admin: string; rep: string }): Promise<void> {
  const reps = await db.selectFrom('usuarios_portal as p').innerJoin('roles as r', 'r.id_rol', 'p.id_rol')
    .select(['p.id_organizacion', 'p.usuario']).where('p.id_organizacion', '=', org).where('r.role', '=', 'REPRESENTANTE').where('p.usuario', '!=', usuarios.rep)
    .orderBy('p.usuario').limit(1).execute();
  const rows: Row<'tipologias_presupuesto'>[] = [
    { id_organizacion: org, usuario: usuarios.admin, tipologia: '0' },
    { id_organizacion: org, usuario: usuarios.rep, tipologia: '0' },
    ...reps.map((r) => ({ id_organizacion: r.id_organizacion, usuario: r.usuario, tipologia: 'JV' })),
  ];
  await db.insertInto('tipologias_presupuesto').values(rows).execute();
}
