import { zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import { csvField } from '../../engine/exports/csvField';
import type { Database } from '../db/tables.js';
import { heading, infoStrip, linesTable, partiesBlock, renderBusinessPdf, smallPrint, totalsBlock, type BusinessDocument, type Column } from './businessLayout.js';
import { deliveryNoteNumber, dmy, euros, fileSafe, invoiceNumber, price, quantity } from './formats.js';
import type { PdfContent } from './pdfRenderer.js';
import { branchLines, customerLines, loadCompany, loadCustomer, loadOrderLines, type OrderLine } from './salesData.js';

/** Key of a delivery note. */
export interface DeliveryNoteKey { ejercicio: number; numero: number }
/** Key of an invoice. */
export interface InvoiceKey { ejercicio: number; serie: string; numero: number }

const IVA_NOTE = 'IVA 21 %';
const IBAN = 'ES91 2100 0418 4502 0005 1332';
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Base, VAT and total of a set of lines. */
function totals(lines: OrderLine[], sign: number): [string, string][] {
  const base = round2(lines.reduce((s, l) => s + l.cantidad * l.precio, 0) * sign);
  const iva = round2(base * 0.21);
  return [['Base imponible', euros(base)], [IVA_NOTE, euros(iva)], ['Total', euros(round2(base + iva))]];
}

const signatureBlock: PdfContent = {
  margin: [0, 18, 0, 0], columnGap: 12, unbreakable: true,
  columns: ['Recibí conforme (firma y sello)', 'Nombre y DNI de quien recibe', 'Fecha y hora de recepción'].map((label) => ({
    width: '*', table: { widths: ['*'], heights: [52], body: [[{ text: label, fontSize: 7, color: '#5b6770' }]] },
    layout: { hLineWidth: () => 0.6, vLineWidth: () => 0.6, hLineColor: () => '#b8c4d0', vLineColor: () => '#b8c4d0' },
  })),
};

/** Delivery notes (albaranes) of a company, valued (prices, amounts and totals) or not; one document each, in the order given. */
export async function deliveryNotesPdf(db: Kysely<Database>, empresa: string, keys: DeliveryNoteKey[], valued: boolean): Promise<Buffer> {
  const company = await loadCompany(db, empresa);
  const docs: BusinessDocument[] = [];
  for (const key of keys) {
    const a = await db.selectFrom('albaranes as a').innerJoin('pedidos as p', (j) => j.onRef('p.empresa', '=', 'a.empresa').onRef('p.numero', '=', 'a.pedido'))
      .selectAll('a').select(['p.fecha_pedido', 'p.ref_pedido', 'p.obra'])
      .where('a.empresa', '=', empresa).where('a.ejercicio', '=', key.ejercicio).where('a.numero', '=', key.numero).executeTakeFirstOrThrow();
    const [customer, lines] = await Promise.all([
      loadCustomer(db, empresa, a.cliente, a.sucursal),
      loadOrderLines(db, empresa, a.pedido, { desde: a.linea_desde, hasta: a.linea_hasta }),
    ]);
    const columns: Column[] = [
      { header: 'Lín.', width: 24, align: 'right' }, { header: 'Artículo', width: 56 }, { header: 'Descripción', width: '*' },
      { header: 'Cantidad', width: 50, align: 'right' }, { header: 'Ud.', width: 24 },
      ...(valued ? [{ header: 'Precio', width: 60, align: 'right' as const }, { header: 'Importe', width: 66, align: 'right' as const }] : []),
    ];
    docs.push({
      company, title: valued ? 'ALBARÁN VALORADO' : 'ALBARÁN DE ENTREGA', number: deliveryNoteNumber(a.ejercicio, a.numero), date: a.fecha,
      headerLines: [`Pedido ${a.pedido}`],
      content: [
        partiesBlock([{ title: 'Cliente', lines: customerLines(customer) }, { title: 'Dirección de entrega', lines: branchLines(customer) }]),
        infoStrip([['Pedido', a.pedido], ['Fecha pedido', dmy(a.fecha_pedido)], ['Su referencia', a.ref_pedido], ['Obra', a.obra], ['Agencia', a.agencia_transporte],
          ['Nº expedición', a.cod_tracking ?? 'Recogida en almacén'], ['Bultos', a.bultos], ['Peso', `${quantity(a.peso_kg)} kg`]]),
        linesTable(columns, lines.map((l) => [
          String(l.linea), l.articulo, l.nombre ?? '', quantity(l.cantidad), l.unidad ?? '',
          ...(valued ? [price(l.precio), euros(round2(l.cantidad * l.precio))] : []),
        ])),
        ...(valued ? [totalsBlock(totals(lines, 1))] : []),
        signatureBlock,
        smallPrint('La mercancía viaja por cuenta y riesgo del destinatario. Cualquier incidencia debe anotarse en este albarán en el momento de la entrega.'),
      ],
    });
  }
  return renderBusinessPdf(docs, { title: keys.length === 1 ? `Albarán ${deliveryNoteNumber(keys[0]!.ejercicio, keys[0]!.numero)}` : 'Albaranes' });
}

/** Everything an invoice document shows. */
async function loadInvoice(db: Kysely<Database>, empresa: string, key: InvoiceKey) {
  const f = await db.selectFrom('facturas as f').innerJoin('pedidos as p', (j) => j.onRef('p.empresa', '=', 'f.empresa').onRef('p.numero', '=', 'f.pedido'))
    .leftJoin('albaranes as a', (j) => j.onRef('a.empresa', '=', 'f.empresa').onRef('a.ejercicio', '=', 'f.albaran_ejercicio').onRef('a.numero', '=', 'f.albaran_numero'))
    .selectAll('f').select(['p.ref_pedido', 'p.obra', 'p.tipo', 'a.fecha as albaran_fecha', 'a.linea_desde', 'a.linea_hasta'])
    .where('f.empresa', '=', empresa).where('f.ejercicio', '=', key.ejercicio).where('f.serie', '=', key.serie).where('f.numero', '=', key.numero).executeTakeFirstOrThrow();
  const [customer, lines, dues] = await Promise.all([
    loadCustomer(db, empresa, f.cliente, f.sucursal),
    loadOrderLines(db, empresa, f.pedido, f.linea_desde !== null && f.linea_hasta !== null ? { desde: f.linea_desde, hasta: f.linea_hasta } : undefined),
    db.selectFrom('vencimientos').select(['plazo', 'fecha_vencimiento', 'importe']).where('empresa', '=', empresa)
      .where('factura_ejercicio', '=', key.ejercicio).where('factura_serie', '=', key.serie).where('factura_numero', '=', key.numero).orderBy('plazo').execute(),
  ]);
  return { f, customer, lines, dues, sign: f.base_imponible < 0 ? -1 : 1 };
}

/** Invoices of a company, one document each, in the order given. */
export async function invoicesPdf(db: Kysely<Database>, empresa: string, keys: InvoiceKey[]): Promise<Buffer> {
  const company = await loadCompany(db, empresa);
  const docs: BusinessDocument[] = [];
  for (const key of keys) {
    const { f, customer, lines, dues, sign } = await loadInvoice(db, empresa, key);
    const albaran = f.albaran_numero !== null && f.albaran_ejercicio !== null ? deliveryNoteNumber(f.albaran_ejercicio, f.albaran_numero) : null;
    docs.push({
      company, title: sign < 0 ? 'FACTURA RECTIFICATIVA' : 'FACTURA', number: invoiceNumber(f.serie, f.ejercicio, f.numero), date: f.fecha,
      headerLines: [`Pedido ${f.pedido}${albaran ? ` · Albarán ${albaran}` : ''}`],
      content: [
        partiesBlock([{ title: 'Cliente', lines: customerLines(customer) }, { title: 'Dirección de facturación', lines: branchLines(customer) }]),
        infoStrip([['Pedido', f.pedido], ['Albarán', albaran], ['Fecha albarán', dmy(f.albaran_fecha)], ['Su referencia', f.ref_pedido], ['Forma de pago', f.forma_pago]]),
        linesTable(
          [{ header: 'Albarán', width: 62 }, { header: 'Artículo', width: 56 }, { header: 'Descripción', width: '*' }, { header: 'Cantidad', width: 46, align: 'right' },
            { header: 'Precio', width: 58, align: 'right' }, { header: 'Importe', width: 66, align: 'right' }],
          lines.map((l) => [albaran ?? '—', l.articulo, l.nombre ?? '', quantity(l.cantidad), price(l.precio), euros(round2(l.cantidad * l.precio * sign))]),
        ),
        totalsBlock([['Base imponible', euros(f.base_imponible)], [`IVA ${f.porcentaje_iva} %`, euros(f.cuota_iva)], ['Total factura', euros(f.total)]]),
        heading('Vencimientos'),
        linesTable([{ header: 'Plazo', width: 40, align: 'right' }, { header: 'Vencimiento', width: 80 }, { header: 'Forma de pago', width: '*' }, { header: 'Importe', width: 80, align: 'right' }],
          dues.map((d) => [String(d.plazo), dmy(d.fecha_vencimiento), f.forma_pago, euros(d.importe)])),
        smallPrint(sign < 0 ? 'El importe de esta factura rectificativa se compensará en la próxima factura emitida al cliente.'
          : f.forma_pago.startsWith('Transferencia') ? `Pago por transferencia a la cuenta ${IBAN} indicando el número de factura.` : `Los recibos se cargarán en la cuenta domiciliada del cliente. Cuenta del emisor: ${IBAN}.`),
        ...(sign < 0 ? [smallPrint(`Factura rectificativa emitida conforme al artículo 15 del Real Decreto 1619/2012 por el abono del pedido ${f.pedido}.`)] : []),
        smallPrint('Sus datos se tratan para la gestión de la relación comercial conforme al Reglamento (UE) 2016/679; puede ejercer sus derechos en la dirección del emisor.'),
      ],
    });
  }
  return renderBusinessPdf(docs, { title: keys.length === 1 ? `Factura ${invoiceNumber(keys[0]!.serie, keys[0]!.ejercicio, keys[0]!.numero)}` : 'Facturas' });
}

/** File name of an invoice PDF. */
export const invoiceFileName = (k: InvoiceKey, ext = 'pdf') => `factura-${fileSafe(k.serie)}-${k.ejercicio}-${String(k.numero).padStart(6, '0')}.${ext}`;

/** Proforma invoice of an order (any status), valid 30 days. */
export async function proformaPdf(db: Kysely<Database>, empresa: string, pedido: number, today: string): Promise<Buffer> {
  const company = await loadCompany(db, empresa);
  const p = await db.selectFrom('pedidos').selectAll().where('empresa', '=', empresa).where('numero', '=', pedido).executeTakeFirstOrThrow();
  const [customer, lines] = await Promise.all([loadCustomer(db, empresa, p.cliente, p.sucursal), loadOrderLines(db, empresa, pedido)]);
  const sign = p.tipo === 'A' ? -1 : 1;
  return renderBusinessPdf([{
    company, title: 'FACTURA PROFORMA', number: `PF ${today.slice(0, 4)}/${String(pedido).padStart(6, '0')}`, date: today,
    headerLines: [`Pedido ${pedido} del ${dmy(p.fecha_pedido)}`],
    content: [
      partiesBlock([{ title: 'Cliente', lines: customerLines(customer) }, { title: 'Dirección de entrega', lines: branchLines(customer) }]),
      infoStrip([['Pedido', pedido], ['Fecha pedido', dmy(p.fecha_pedido)], ['Entrega prevista', dmy(p.fecha_entrega)], ['Su referencia', p.ref_pedido], ['Obra', p.obra]]),
      linesTable(
        [{ header: 'Lín.', width: 24, align: 'right' }, { header: 'Artículo', width: 56 }, { header: 'Descripción', width: '*' }, { header: 'Cantidad', width: 46, align: 'right' },
          { header: 'Ud.', width: 24 }, { header: 'Precio', width: 58, align: 'right' }, { header: 'Importe', width: 66, align: 'right' }],
        lines.map((l) => [String(l.linea), l.articulo, l.nombre ?? '', quantity(l.cantidad), l.unidad ?? '', price(l.precio), euros(round2(l.cantidad * l.precio * sign))]),
      ),
      totalsBlock(totals(lines, sign)),
      smallPrint('Documento sin validez fiscal, emitido a efectos informativos o para la gestión de anticipos y créditos documentarios. Oferta válida durante 30 días desde su fecha.'),
      smallPrint(`Pago anticipado por transferencia a la cuenta ${IBAN} indicando el número de pedido.`),
    ],
  }], { title: `Proforma del pedido ${pedido}` });
}

/**
 * CSV of an invoice: one row per line with the invoice header repeated; `;` separated, decimal comma, UTF-8 with BOM, CRLF (opens in a Spanish Excel).
 * Text fields are neutralised against formula injection and quoted by csvField; amounts are written as numbers (a credit note's -12,50 stays a number).
 */
export async function invoiceCsv(db: Kysely<Database>, empresa: string, key: InvoiceKey): Promise<string> {
  const { f, customer, lines, sign } = await loadInvoice(db, empresa, key);
  const field = (v: string | number | null) => csvField(v);
  const dec = (n: number) => csvField(n, { decimals: 2, decimalComma: true });
  const head = ['Serie', 'Ejercicio', 'Factura', 'Fecha factura', 'Cliente', 'Razón social', 'CIF', 'Sucursal', 'Pedido', 'Albarán', 'Línea', 'Artículo', 'Descripción', 'Cantidad', 'Precio', 'Importe', 'Base imponible', 'IVA %', 'Cuota IVA', 'Total factura', 'Forma de pago'];
  const albaran = f.albaran_numero !== null ? `${f.albaran_ejercicio}/${f.albaran_numero}` : '';
  const rows = lines.map((l) => [
    ...[f.serie, f.ejercicio, f.numero, dmy(f.fecha), f.cliente, customer.razon_social, customer.cif, f.sucursal, f.pedido, albaran, l.linea, l.articulo, l.nombre].map(field),
    ...[l.cantidad, l.precio, round2(l.cantidad * l.precio * sign), f.base_imponible, f.porcentaje_iva, f.cuota_iva, f.total].map(dec),
    field(f.forma_pago),
  ]);
  return `\uFEFF${[head.map(field), ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`;
}

/** A zip with one PDF per invoice. */
export async function invoicesZip(db: Kysely<Database>, empresa: string, keys: InvoiceKey[]): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const key of keys) files[invoiceFileName(key)] = await invoicesPdf(db, empresa, [key]);
  return zipSync(files, { level: 6 });
}
