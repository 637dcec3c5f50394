import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { ErpError } from '../errors.js';
import { infoStrip, linesTable, partiesBlock, renderBusinessPdf, smallPrint, totalsBlock, type CompanyInfo } from './businessLayout.js';
import type { ReportLanguage } from './documentLanguage.js';
import { deliveryNoteNumber, dmy, euros, price, quantity } from './formats.js';
import { PURCHASING_TEXTS, type PurchasingTexts } from './purchasingTexts.js';
import { loadCompany } from './salesData.js';
import { signatures } from './wasteDocuments.js';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A supplier delivery note with its supplier and branch, receiving plant, customer and branch, and lines. */
async function loadNote(db: Kysely<Database>, empresa: string, numero: number) {
  const note = await db.selectFrom('albaranes_proveedor as ap')
    .innerJoin('proveedores as p', (j) => j.onRef('p.empresa', '=', 'ap.empresa').onRef('p.proveedor', '=', 'ap.proveedor'))
    .leftJoin('sucursales_proveedor as sp', (j) => j.onRef('sp.empresa', '=', 'ap.empresa').onRef('sp.proveedor', '=', 'ap.proveedor').onRef('sp.sucursal', '=', 'ap.sucursal_prov'))
    .leftJoin('almacenes as al', (j) => j.onRef('al.empresa', '=', 'ap.empresa').onRef('al.almacen', '=', 'ap.almacen'))
    .leftJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'ap.empresa').onRef('c.cliente', '=', 'ap.cliente'))
    .leftJoin('sucursales as s', (j) => j.onRef('s.empresa', '=', 'ap.empresa').onRef('s.cliente', '=', 'ap.cliente').onRef('s.sucursal', '=', 'ap.sucursal'))
    .selectAll('ap')
    .select([
      'p.nombre as prov_nombre', 'p.cif as prov_cif', 'p.direccion as prov_direccion', 'p.cp as prov_cp', 'p.poblacion as prov_poblacion', 'p.provincia as prov_provincia',
      'sp.nombre as suc_prov_nombre', 'sp.poblacion as suc_prov_poblacion', 'sp.provincia as suc_prov_provincia',
      'al.nombre as planta', 'al.direccion as planta_direccion', 'al.cp as planta_cp', 'al.poblacion as planta_poblacion', 'al.provincia as planta_provincia',
      'c.razon_social as cli_razon_social', 'c.cif as cli_cif', 's.razon_social as suc_razon_social', 's.direccion as suc_direccion', 's.cp as suc_cp', 's.poblacion as suc_poblacion', 's.provincia as suc_provincia',
    ])
    .where('ap.empresa', '=', empresa).where('ap.numero', '=', numero).executeTakeFirst();
  if (!note) throw new ErpError(404, 'NOT_FOUND', `Supplier delivery note ${numero} not found`);
  const lines = await db.selectFrom('albaran_proveedor_lineas').selectAll().where('empresa', '=', empresa).where('numero', '=', numero).orderBy('linea').execute();
  return { note, lines };
}
type Note = Awaited<ReturnType<typeof loadNote>>['note'];
type Line = Awaited<ReturnType<typeof loadNote>>['lines'][number];

const labels = (t: PurchasingTexts) => ({ number: t.number, date: t.date, page: t.page });
const tipo = (t: PurchasingTexts, code: string) => `${code} · ${t.receipt.types[code] ?? t.receipt.types.other}`;

/** Lines table and totals (base, VAT, total) of a note. */
function linesAndTotals(t: PurchasingTexts, lines: Line[], valued: boolean) {
  const base = round2(lines.reduce((s, l) => s + l.importe, 0));
  return [
    linesTable(
      [{ header: t.cols.article, width: 58 }, { header: t.cols.description, width: '*' }, { header: t.cols.quantity, width: 56, align: 'right' }, { header: t.cols.unit, width: 28 },
        ...(valued ? [{ header: t.cols.price, width: 58, align: 'right' as const }, { header: t.cols.amount, width: 66, align: 'right' as const }] : [])],
      lines.map((l) => [l.articulo, l.descripcion, quantity(l.cantidad), l.unidad, ...(valued ? [price(l.precio), euros(l.importe)] : [])]),
    ),
    ...(valued ? [totalsBlock([[t.totals.base, euros(base)], [t.totals.vat, euros(round2(base * 0.21))], [t.totals.total, euros(round2(base * 1.21))]])] : []),
  ];
}

const supplierLines = (t: PurchasingTexts, n: Note) => [
  n.prov_nombre, `${t.receipt.taxId} ${n.prov_cif} · ${t.receipt.supplier} ${n.proveedor}`, n.prov_direccion, `${n.prov_cp} ${n.prov_poblacion} (${n.prov_provincia})`,
  n.suc_prov_nombre ? `${t.receipt.branch} ${n.sucursal_prov}: ${n.suc_prov_nombre}` : null,
];
const plantLines = (n: Note) => [n.planta ?? n.almacen, n.planta_direccion, n.planta_cp ? `${n.planta_cp} ${n.planta_poblacion} (${n.planta_provincia})` : null];
const customerBox = (t: PurchasingTexts, n: Note) => (n.cliente ? [{
  title: t.receipt.customer,
  lines: [n.cli_razon_social, `${t.receipt.taxId} ${n.cli_cif} · ${t.contract.customer} ${n.cliente}`, n.suc_razon_social, n.suc_direccion, n.suc_cp ? `${n.suc_cp} ${n.suc_poblacion} (${n.suc_provincia})` : null],
}] : []);

/**
 * Our receipt note of a supplier delivery note: supplier, receiving plant, customer, order and supplier document, valued lines, invoice status.
 * Without `withCustomer` (a reader who is the supplier: field scope albaranesProveedor) the customer the material went to is left out.
 */
export async function supplierReceiptPdf(db: Kysely<Database>, empresa: string, numero: number, lang: ReportLanguage, withCustomer = true): Promise<Buffer> {
  const t = PURCHASING_TEXTS[lang] ?? PURCHASING_TEXTS.es;
  const { note: loaded, lines } = await loadNote(db, empresa, numero);
  const n = withCustomer ? loaded : { ...loaded, cliente: null };
  const number = deliveryNoteNumber(n.ejercicio, n.numero);
  return renderBusinessPdf([{
    company: await loadCompany(db, empresa), title: t.receipt.title, number, date: n.fecha_entrada, labels: labels(t),
    headerLines: [`${t.receipt.type}: ${tipo(t, n.tipo_pedido)}`, ...(n.oc_compra ? [`${t.receipt.order} ${n.oc_compra}`] : [])],
    content: [
      partiesBlock([{ title: t.receipt.supplier, lines: supplierLines(t, n) }, { title: t.receipt.receivedAt, lines: plantLines(n) }, ...customerBox(t, n)]),
      infoStrip([
        [t.receipt.type, tipo(t, n.tipo_pedido)], [t.receipt.order, n.oc_compra], [t.receipt.supplierNote, n.alb_proveedor ? `${n.alb_proveedor} · ${dmy(n.fecha_alb_proveedor)}` : null],
        [t.receipt.plate, n.matricula], [t.receipt.invoice, n.factura_proveedor ? `${n.factura_proveedor} · ${dmy(n.fecha_factura)}` : t.receipt.pending],
      ]),
      ...linesAndTotals(t, lines, true),
      ...(n.observaciones ? [smallPrint(`${t.receipt.observations}: ${n.observaciones}`)] : []),
      signatures(t.receipt.signatures),
      smallPrint(t.receipt.footer),
    ],
  }], { title: `${t.receipt.title} ${number}` });
}

/** The supplier's own delivery note (issued by the supplier to the company): 404 when the supplier sent none. Without `withCustomer`, delivered to our plant. */
export async function supplierDeliveryNotePdf(db: Kysely<Database>, empresa: string, numero: number, lang: ReportLanguage, withCustomer = true): Promise<Buffer> {
  const t = PURCHASING_TEXTS[lang] ?? PURCHASING_TEXTS.es;
  const { note: loaded, lines } = await loadNote(db, empresa, numero);
  const n = withCustomer ? loaded : { ...loaded, cliente: null };
  if (!n.alb_proveedor || !n.fecha_alb_proveedor) throw new ErpError(404, 'NOT_FOUND', `The supplier sent no delivery note with ${numero}`);
  const company = await loadCompany(db, empresa);
  const digits = n.prov_cif.replace(/\D/g, '');
  const issuer: CompanyInfo = {
    empresa: n.proveedor, nombre: n.prov_nombre, cif: n.prov_cif, direccion: n.prov_direccion, cp: n.prov_cp, poblacion: n.prov_poblacion, provincia: n.prov_provincia,
    telefono: `9${digits.slice(0, 8)}`, email: `pedidos@${n.prov_nombre.normalize('NFD').replace(/[^a-zA-Z0-9]+/g, '').toLowerCase().slice(0, 20)}.es`,
  };
  const deliverTo = n.cliente && n.suc_razon_social ? customerBox(t, n)[0]!.lines.slice(2) : plantLines(n);
  return renderBusinessPdf([{
    company: issuer, title: t.delivery.title, number: n.alb_proveedor, date: n.fecha_alb_proveedor, labels: labels(t),
    headerLines: [...(n.oc_compra ? [`${t.delivery.yourOrder} ${n.oc_compra}`] : []), `${t.delivery.ourReceipt} ${deliveryNoteNumber(n.ejercicio, n.numero)}`],
    content: [
      partiesBlock([
        { title: t.delivery.recipient, lines: [company.nombre, `${t.receipt.taxId} ${company.cif}`, company.direccion, `${company.cp} ${company.poblacion} (${company.provincia})`] },
        { title: t.delivery.deliverTo, lines: deliverTo },
      ]),
      infoStrip([[t.delivery.yourOrder, n.oc_compra], [t.receipt.type, tipo(t, n.tipo_pedido)], [t.receipt.plate, n.matricula], [t.receipt.branch, n.suc_prov_nombre ?? n.sucursal_prov]]),
      ...linesAndTotals(t, lines, n.tipo_pedido !== 'P'),
      signatures(t.delivery.signatures),
      smallPrint(t.delivery.footer),
    ],
    footerNote: `${n.prov_nombre} · ${t.receipt.taxId} ${n.prov_cif} · ${n.prov_direccion}, ${n.prov_cp} ${n.prov_poblacion}`,
  }], { title: `${t.delivery.title} ${n.alb_proveedor}` });
}
