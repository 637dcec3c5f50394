import type { Kysely } from 'kysely';
import { heading, infoStrip, linesTable, partiesBlock, renderBusinessPdf, smallPrint, totalsBlock, type Column } from '../../documents/businessLayout.js';
import { dmy, euros, fileSafe, quantity } from '../../documents/formats.js';
import type { PdfContent } from '../../documents/pdfRenderer.js';
import { branchLines, customerLines, loadCompany, loadCustomer } from '../../documents/salesData.js';
import type { Database } from '../../db/tables.js';
import { loadLines, statusName, totalsWire } from './quoteStore.js';

const percentText = (n: number) => `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(n)} %`;

/** Printed number of a quote: 1042, or 1042-1 for a bis. */
export const quoteNumber = (numero: number, bis: number): string => (bis ? `${numero}-${bis}` : String(numero));

/** File name of a quote PDF. */
export const quoteFileName = (numero: number, bis: number): string => `presupuesto-${fileSafe(quoteNumber(numero, bis))}.pdf`;

/**
 * The quote document: company header, customer and delivery branch, validity, payment method, delivery deadline, representative and reference;
 * lines by grouping with a subtotal per grouping (lines without grouping first), each with quantity, price, discount chain, net price and amount;
 * totals with rappel, prompt payment and VAT; observations and the conditions of the offer.
 */
export async function quotePdf(db: Kysely<Database>, id: number): Promise<{ filename: string; body: Buffer }> {
  const q = await db.selectFrom('presupuestos as p')
    .leftJoin('formas_pago as f', (j) => j.onRef('f.empresa', '=', 'p.empresa').onRef('f.forma_pago', '=', 'p.forma_pago'))
    .leftJoin('representantes as r', (j) => j.onRef('r.empresa', '=', 'p.empresa').onRef('r.representante', '=', 'p.representante').onRef('r.agente', '=', 'p.agente'))
    .selectAll('p').select(['f.nombre as forma_pago_nombre', 'r.nombre as representante_nombre', 'r.email as representante_email'])
    .where('p.id', '=', id).executeTakeFirstOrThrow();
  const [company, customer, lines] = await Promise.all([loadCompany(db, q.empresa), loadCustomer(db, q.empresa, q.cliente, q.sucursal), loadLines(db, q.empresa, q.id)]);
  const totals = totalsWire(lines, q);

  const columns: Column[] = [
    { header: 'Lín.', width: 20, align: 'right' }, { header: 'Artículo', width: 50 }, { header: 'Descripción', width: '*' }, { header: 'Cantidad', width: 52, align: 'right' },
    { header: 'Precio', width: 52, align: 'right' }, { header: 'Dto.', width: 52, align: 'right' }, { header: 'Neto', width: 50, align: 'right' }, { header: 'Importe', width: 62, align: 'right' },
  ];
  const rows: (PdfContent[] | { group: string; summary?: boolean })[] = [];
  const groups = new Map<number, typeof lines>();
  for (const l of lines) groups.set(l.agrupacion, [...(groups.get(l.agrupacion) ?? []), l]);
  const order = [...groups.keys()].sort((a, b) => (a === 0 ? -1 : b === 0 ? 1 : (groups.get(a)![0]!.agrupacion_nombre ?? '').localeCompare(groups.get(b)![0]!.agrupacion_nombre ?? '')));
  const grouped = order.some((g) => g !== 0);
  for (const g of order) {
    const items = groups.get(g)!;
    if (grouped) rows.push({ group: g === 0 ? 'Sin agrupación' : (items[0]!.agrupacion_nombre ?? `Agrupación ${g}`) });
    for (const l of items) {
      const chain = [l.porc1, l.porc2, l.porc3].some((p) => p > 0)
        ? `${percentText(l.porc1)}${l.porc2 ? ` ${l.entre12} ${percentText(l.porc2)}` : ''}${l.porc3 ? ` ${l.entre23} ${percentText(l.porc3)}` : ''}`.replace(/ %(?= [+-])/g, '')
        : l.bruto_neto === 'N' ? 'Neto' : '—';
      const details = [
        l.umv !== l.ump ? `${quantity(l.cantidad_umv)} ${l.umv} = ${quantity(l.cantidad)} ${l.ump}` : null,
        l.referencia ? `Ref. ${l.referencia}` : null, l.observaciones || null, l.generada_dpc === 'S' ? 'Generada automáticamente' : null,
      ].filter(Boolean).join(' · ');
      rows.push([
        String(l.numero_item), l.articulo,
        { stack: [l.articulo_nombre ?? l.articulo, ...(details ? [{ text: details, fontSize: 7, color: '#5b6770' }] : [])] },
        `${quantity(l.cantidad)} ${l.ump}`, euros(l.precio), chain, euros(l.neto), euros(l.importe),
      ]);
    }
    if (grouped) rows.push({ group: `Subtotal ${g === 0 ? 'sin agrupación' : (items[0]!.agrupacion_nombre ?? '')}: ${euros(items.reduce((s, l) => s + l.importe, 0))}`, summary: true });
  }

  const totalRows: [string, string][] = [['Importe de las líneas', euros(totals.importeLineas)]];
  if (q.dto_rappel) totalRows.push([`Rappel ${percentText(q.dto_rappel)}`, euros(-totals.importeRappel)]);
  if (q.dto_pp) totalRows.push([`Pronto pago ${percentText(q.dto_pp)}`, euros(-totals.importeProntoPago)]);
  totalRows.push(['Base imponible', euros(totals.baseImponible)], [`IVA ${totals.porcentajeIva} %`, euros(totals.importeIva)], ['Total presupuesto', euros(totals.total)]);
  const volume = lines.reduce((s, l) => s + l.volumen, 0);

  const number = quoteNumber(q.numero, q.numero_bis);
  const body = await renderBusinessPdf([{
    company, title: 'PRESUPUESTO', number, date: q.fecha,
    headerLines: [`Válido hasta el ${dmy(q.fecha_vigencia)}`, `Estado: ${statusName(q.estado, 'ES')}${q.pedido ? ` · Pedido ${q.pedido}` : ''}`],
    content: [
      partiesBlock([{ title: 'Cliente', lines: customerLines(customer) }, { title: 'Dirección de entrega', lines: branchLines(customer) }]),
      infoStrip([
        ['Presupuesto', number], ['Fecha', dmy(q.fecha)], ['Validez', dmy(q.fecha_vigencia)], ['Plazo de entrega', dmy(q.plazo_entrega)], ['Forma de pago', q.forma_pago_nombre ?? q.forma_pago],
        ['Su referencia', q.ref_pedido], ['Representante', q.representante_nombre ?? q.representante], ['Moneda', q.moneda], ['Volumen', `${quantity(Math.round(volume * 1000) / 1000)} m³`],
        ['Tipo', q.tipo === '0' ? 'Estándar' : q.tipo],
      ]),
      lines.length ? linesTable(columns, rows) : { text: 'El presupuesto todavía no tiene líneas.', italics: true, margin: [0, 6, 0, 10] },
      totalsBlock(totalRows),
      ...(q.observaciones ? [heading('Observaciones'), { text: q.observaciones, margin: [0, 0, 0, 6] }] : []),
      smallPrint(`Oferta válida hasta el ${dmy(q.fecha_vigencia)}. Precios en ${q.moneda} sin IVA por unidad de precio; el IVA se aplica al tipo vigente. Las líneas de portes se calculan automáticamente para pedidos de importe reducido.`),
      smallPrint(`Para aceptar el presupuesto, indique su número al representante${q.representante_email ? ` (${q.representante_email})` : ''}; se convertirá en pedido con las condiciones de este documento.`),
    ],
  }], { title: `Presupuesto ${number}` });
  return { filename: quoteFileName(q.numero, q.numero_bis), body };
}
