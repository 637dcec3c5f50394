import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../tables.js';
import { insertChunked } from './insertChunked.js';
import { AGENCIAS_TRANSPORTE } from './residuosCatalogo.js';
import { DEMO_CUSTOMERS } from './seedDemoOrders.js';
import { kilosOf } from './articleCatalogue.js';
import { addDays, daysBetween, hhmm, isoDate, minIso, mix, pad, round2 } from './seedHelpers.js';

/** VAT rate of every demo invoice. */
export const IVA = 21;

/** Payment terms by customer (customer number modulo 4): days after the invoice of each due date, and whether they are direct-debit receipts that the bank can return. */
export const FORMAS_PAGO = [
  { nombre: 'Recibo domiciliado a 30 días', dias: [30], recibo: true },
  { nombre: 'Recibo domiciliado a 30 y 60 días', dias: [30, 60], recibo: true },
  { nombre: 'Transferencia bancaria a 30 días', dias: [30], recibo: false },
  { nombre: 'Recibo domiciliado a 30, 60 y 90 días', dias: [30, 60, 90], recibo: true },
] as const;
const ABONO = { nombre: 'Compensación en próxima factura', dias: [30], recibo: false };
const MOTIVOS_DEVOLUCION = ['AM04 Fondos insuficientes', 'MD06 Devolución solicitada por el deudor', 'AC04 Cuenta cancelada', 'MS02 Motivo no especificado por el deudor'];
/** Days carriers keep the tracking of a shipment; older delivery notes keep their tracking code but have no events. */
export const TRACKING_RETENTION_DAYS = 180;
const PLATAFORMAS = ['Plataforma Madrid-Coslada', 'Plataforma Zaragoza-PLAZA', 'Plataforma Valencia-Ribarroja', 'Plataforma Barcelona-Zona Franca'];

/** Payment terms of a customer. */
export const formaPagoDe = (cliente: string) => FORMAS_PAGO[Number(cliente) % FORMAS_PAGO.length]!;

interface AlbaranDraft {
  row: Omit<Insertable<Database['albaranes']>, 'ejercicio' | 'numero'> & { ejercicio?: number; numero?: number };
  h: number;
}
interface FacturaDraft {
  row: Omit<Insertable<Database['facturas']>, 'ejercicio' | 'numero'> & { ejercicio?: number; numero?: number };
  albaran: AlbaranDraft | null;
  formaPago: { nombre: string; dias: readonly number[]; recibo: boolean };
}
interface Event { dia: number; minuto: number; estado: string; ubicacion: string }

/** Carrier events of a shipment, cut where its hub status says it is now. */
function carrierEvents(h: number, hub: string, age: number, origen: string, destino: string): Event[] {
  const base: Event[] = [
    { dia: 0, minuto: 9 * 60 + (h % 120), estado: 'Envío documentado', ubicacion: origen },
    { dia: 0, minuto: 17 * 60 + (h % 90), estado: 'Recogido', ubicacion: origen },
    { dia: 0, minuto: 21 * 60 + (h % 100), estado: 'En tránsito', ubicacion: PLATAFORMAS[h % PLATAFORMAS.length]! },
    { dia: 1, minuto: 6 * 60 + (h % 60), estado: 'En delegación de destino', ubicacion: destino },
    { dia: 1, minuto: 8 * 60 + (h % 45), estado: 'En reparto', ubicacion: destino },
  ];
  if (hub === 'EN TRANSITO') return base.slice(0, 3);
  if (hub === 'EN REPARTO') return base;
  if (h % 10 === 0 && age >= 3) {
    return [...base,
      { dia: 1, minuto: 12 * 60 + (h % 120), estado: 'Ausente: se deja aviso, nuevo intento de entrega', ubicacion: destino },
      { dia: 2, minuto: 8 * 60 + (h % 40), estado: 'En reparto', ubicacion: destino },
      { dia: 2, minuto: 10 * 60 + (h % 180), estado: 'Entregado', ubicacion: destino }];
  }
  return [...base, { dia: 1, minuto: 10 * 60 + (h % 300), estado: 'Entregado', ubicacion: destino }];
}

/** Due dates of an invoice: collected, pending (not yet due or overdue) or returned by the bank. */
function dueDates(f: FacturaDraft, todayIso: string, demo: boolean): Insertable<Database['vencimientos']>[] {
  const { row } = f;
  const plazos = f.formaPago.dias;
  const total = Number(row.total);
  const parte = round2(total / plazos.length);
  return plazos.map((dias, i) => {
    const importe = i === plazos.length - 1 ? round2(total - parte * (plazos.length - 1)) : parte;
    const vence = addDays(row.fecha, dias);
    const h = mix(Number(row.numero), row.ejercicio ?? 0, i, row.serie.length);
    const r = h % 100;
    const overdueDays = daysBetween(vence, todayIso);
    const base = {
      empresa: row.empresa, factura_ejercicio: row.ejercicio!, factura_serie: row.serie, factura_numero: row.numero!, plazo: i + 1,
      cliente: row.cliente, fecha_factura: row.fecha, fecha_vencimiento: vence, importe, forma_pago: f.formaPago.nombre,
      fecha_cobro: null, fecha_devolucion: null, motivo_devolucion: null,
    };
    if (overdueDays < 0) return { ...base, importe_pendiente: importe, situacion: 'PENDIENTE' };
    const old = overdueDays > 180;
    // The demo customers get more unpaid items among the recent ones, so their collection reports are never empty.
    const boost = demo && overdueDays <= 90;
    const impagado = f.formaPago.recibo && r < (boost ? 20 : old ? 2 : 8);
    if (impagado) {
      return { ...base, importe_pendiente: importe, situacion: 'IMPAGADO', fecha_devolucion: minIso(todayIso, addDays(vence, 3)), motivo_devolucion: MOTIVOS_DEVOLUCION[h % MOTIVOS_DEVOLUCION.length]! };
    }
    if (r < (boost ? 45 : old ? 3 : 20)) return { ...base, importe_pendiente: importe, situacion: 'PENDIENTE' };
    return { ...base, importe_pendiente: 0, situacion: 'COBRADO', fecha_cobro: vence };
  });
}

/** Numbers drafts in date order, one counter per key (year, or year and series). */
function numberInOrder<T extends { row: { fecha: string; ejercicio?: number; numero?: number } }>(drafts: T[], key: (d: T) => string, tiebreak: (d: T) => number): void {
  drafts.sort((a, b) => (a.row.fecha < b.row.fecha ? -1 : a.row.fecha > b.row.fecha ? 1 : tiebreak(a) - tiebreak(b)));
  const counters = new Map<string, number>();
  for (const d of drafts) {
    d.row.ejercicio = Number(d.row.fecha.slice(0, 4));
    const k = `${d.row.ejercicio}|${key(d)}`;
    const n = (counters.get(k) ?? 0) + 1;
    counters.set(k, n);
    d.row.numero = n;
  }
}

/** Delivery notes of the shipped orders (two for some long orders), their carrier tracking, the invoices of invoiced orders (direct ones for charges and credit notes) and their due dates. */
export async function seedDeliveries(db: Kysely<Database>, empresa: string, today: Date): Promise<void> {
  const todayIso = isoDate(today);
  const orders = await db.selectFrom('pedidos')
    .select(['numero', 'tipo', 'cliente', 'sucursal', 'fecha_pedido', 'estado_pedido_web', 'agencia_transporte'])
    .where('empresa', '=', empresa).where('estado_pedido_web', '>=', 5).orderBy('numero').execute();
  const lines = await db.selectFrom('pedido_lineas as l').innerJoin('pedidos as p', (j) => j.onRef('p.empresa', '=', 'l.empresa').onRef('p.numero', '=', 'l.numero'))
    .select(['l.numero', 'l.articulo', 'l.cantidad', 'l.precio'])
    .where('l.empresa', '=', empresa).where('p.estado_pedido_web', '>=', 5).orderBy('l.numero').orderBy('l.linea').execute();
  const units = new Map((await db.selectFrom('articulos').select(['articulo', 'unidad']).where('empresa', '=', empresa).execute()).map((a) => [a.articulo, a.unidad]));
  const byOrder = new Map<number, { imp: number[]; kg: number[] }>();
  for (const l of lines) {
    let agg = byOrder.get(l.numero);
    if (!agg) byOrder.set(l.numero, agg = { imp: [], kg: [] });
    agg.imp.push(l.cantidad * l.precio);
    agg.kg.push(kilosOf(units.get(l.articulo) ?? '', l.cantidad));
  }
  const destinos = new Map((await db.selectFrom('sucursales').select(['cliente', 'sucursal', 'poblacion']).where('empresa', '=', empresa).execute())
    .map((s) => [`${s.cliente}|${s.sucursal}`, s.poblacion]));
  const origen = (await db.selectFrom('empresas').select('poblacion').where('empresa', '=', empresa).executeTakeFirstOrThrow()).poblacion;
  const prefijos = new Map<string, string>(AGENCIAS_TRANSPORTE.map((a) => [a.agencia, a.prefijo]));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const demo = new Set<string>(empresa === '1' ? DEMO_CUSTOMERS : []);

  const albaranes: AlbaranDraft[] = [];
  const facturas: FacturaDraft[] = [];
  for (const o of orders) {
    const agg = byOrder.get(o.numero);
    if (!agg) continue;
    const n = agg.imp.length;
    const billing = Number(o.cliente) % 3 === 0 ? '001' : o.sucursal;
    const formaPago = formaPagoDe(o.cliente);
    const invoiced = o.estado_pedido_web === 7;
    if (o.tipo !== 'P') {
      if (!invoiced) continue;
      const abono = o.tipo === 'A';
      facturas.push({
        albaran: null, formaPago: abono ? ABONO : formaPago,
        row: {
          empresa, serie: abono ? 'AB' : 'FV', secuencia: 1, cliente: o.cliente, sucursal: billing,
          fecha: minIso(todayIso, addDays(o.fecha_pedido, 2 + (mix(o.numero) % 5))), pedido: o.numero, albaran_ejercicio: null, albaran_numero: null,
          forma_pago: (abono ? ABONO : formaPago).nombre, ...amounts(sum(agg.imp) * (abono ? -1 : 1)),
        },
      });
      continue;
    }
    const half = Math.floor(n / 2);
    const ranges: [number, number][] = n >= 4 && o.numero % 4 === 0 ? [[1, half], [half + 1, n]] : [[1, n]];
    let fecha = minIso(todayIso, addDays(o.fecha_pedido, 1 + (mix(o.numero) % 4)));
    for (const [desde, hasta] of ranges) {
      const h = mix(o.numero, desde, Number(empresa));
      const age = daysBetween(fecha, todayIso);
      const sinEnviar = h % 9 === 0;
      const kg = sum(agg.kg.slice(desde - 1, hasta));
      const alb: AlbaranDraft = {
        h,
        row: {
          empresa, pedido: o.numero, linea_desde: desde, linea_hasta: hasta, cliente: o.cliente, sucursal: o.sucursal, fecha,
          agencia_transporte: o.agencia_transporte, cod_tracking: null,
          estado_hub: sinEnviar ? 'SIN ENVIAR' : age === 0 ? 'EN TRANSITO' : age === 1 ? 'EN REPARTO' : 'ENTREGADO',
          bultos: 1 + [0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3][h % 12]!, peso_kg: round2(kg),
          importe: round2(sum(agg.imp.slice(desde - 1, hasta))),
          factura_ejercicio: null, factura_serie: null, factura_numero: null,
        },
      };
      albaranes.push(alb);
      if (invoiced) {
        facturas.push({
          albaran: alb, formaPago,
          row: {
            empresa, serie: 'FV', secuencia: 1, cliente: o.cliente, sucursal: billing, fecha: minIso(todayIso, invoiceDate(fecha, h)),
            pedido: o.numero, albaran_ejercicio: null, albaran_numero: null, forma_pago: formaPago.nombre, ...amounts(Number(alb.row.importe)),
          },
        });
      }
      fecha = minIso(todayIso, addDays(fecha, 2));
    }
  }

  numberInOrder(albaranes, () => '', (d) => Number(d.row.pedido) * 100 + Number(d.row.linea_desde));
  numberInOrder(facturas, (d) => d.row.serie, (d) => Number(d.row.pedido) * 100 + Number(d.albaran?.row.linea_desde ?? 0));
  const seguimiento: Insertable<Database['albaran_seguimiento']>[] = [];
  for (const a of albaranes) {
    const { row, h } = a;
    if (row.estado_hub === 'SIN ENVIAR') continue;
    row.cod_tracking = `${prefijos.get(row.agencia_transporte) ?? 'XX'}${String(row.ejercicio).slice(2)}${pad(row.numero!, 8)}${empresa}`;
    if (daysBetween(row.fecha, todayIso) > TRACKING_RETENTION_DAYS) continue;
    const events = carrierEvents(h, row.estado_hub, daysBetween(row.fecha, todayIso), origen, destinos.get(`${row.cliente}|${row.sucursal}`) ?? origen);
    const all = events.flatMap((e) => Array.from({ length: Number(row.bultos) }, (_, b) => ({ ...e, minuto: e.minuto + b * 3, bulto: b + 1 })));
    all.sort((x, y) => x.dia - y.dia || x.minuto - y.minuto || x.bulto - y.bulto);
    for (const [i, e] of all.entries()) {
      seguimiento.push({
        empresa, ejercicio: row.ejercicio!, albaran: row.numero!, orden: i + 1, bulto: e.bulto, estado: e.estado,
        fecha: addDays(row.fecha, e.dia + Math.floor(e.minuto / 1440)), hora: hhmm(e.minuto % 1440), ubicacion: e.ubicacion,
      });
    }
  }
  for (const f of facturas) {
    if (!f.albaran) continue;
    f.row.albaran_ejercicio = f.albaran.row.ejercicio!;
    f.row.albaran_numero = f.albaran.row.numero!;
    Object.assign(f.albaran.row, { factura_ejercicio: f.row.ejercicio, factura_serie: f.row.serie, factura_numero: f.row.numero });
  }
  const vencimientos = facturas.flatMap((f) => dueDates(f, todayIso, demo.has(f.row.cliente)));

  await insertChunked(db, 'albaranes', albaranes.map((a) => a.row as Insertable<Database['albaranes']>), 1000);
  await insertChunked(db, 'albaran_seguimiento', seguimiento, 2500);
  await insertChunked(db, 'facturas', facturas.map((f) => f.row as Insertable<Database['facturas']>), 1000);
  await insertChunked(db, 'vencimientos', vencimientos, 1500);
}

/** The date of the invoice of a delivery note: a few days after it; the notes of the last days of December after the year-end closing, on 2 January. */
function invoiceDate(albaran: string, h: number): string {
  if (albaran.slice(5) >= '12-27') return `${Number(albaran.slice(0, 4)) + 1}-01-02`;
  return addDays(albaran, h % 4);
}

/** Base, VAT and total of an invoice of the given base amount. */
function amounts(base: number) {
  const b = round2(base);
  const cuota = round2((b * IVA) / 100);
  return { base_imponible: b, porcentaje_iva: IVA, cuota_iva: cuota, total: round2(b + cuota) };
}
