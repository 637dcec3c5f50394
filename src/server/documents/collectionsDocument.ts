import { infoStrip, linesTable, renderBusinessPdf, smallPrint, totalsBlock, type CompanyInfo } from './businessLayout.js';
import { daysBetween } from '../routes/dates.js';
import { dmy, euros, invoiceNumber } from './formats.js';
import type { PdfContent } from './pdfRenderer.js';

/** One due date of the collections report. */
export interface DueItem {
  cliente: string; razon_social: string; cif: string; representante: string; representante_nombre: string | null;
  factura_serie: string; factura_ejercicio: number; factura_numero: number; plazo: number; fecha_factura: string; fecha_vencimiento: string;
  forma_pago: string; situacion: string; importe: number; importe_pendiente: number; fecha_devolucion: string | null; motivo_devolucion: string | null;
  /** Billing branch, currency of the invoice and its units per euro. */
  sucursal: string; moneda: string; cambio: number;
}

/** Filters as printed on the report. */
export interface DueFilterSummary { situacion: string; representantes: string; clientes: string; vencimiento: string; factura: string }

const SITUACION: Record<string, string> = { PENDIENTE: 'Pendiente', IMPAGADO: 'Impagado', COBRADO: 'Cobrado' };
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Collections-due report (ESTADO_VENCI): pending due dates grouped by customer with subtotals and a grand total. */
export async function collectionsPdf(company: CompanyInfo, items: DueItem[], filters: DueFilterSummary, today: string, truncatedAt?: number): Promise<Buffer> {
  const rows: (PdfContent[] | { group: string; summary?: boolean })[] = [];
  let current: string | undefined;
  let sub = { n: 0, importe: 0, pendiente: 0 };
  const closeGroup = () => {
    if (current === undefined) return;
    rows.push({ group: `Total cliente ${current}: ${sub.n} ${sub.n === 1 ? 'vencimiento' : 'vencimientos'} · importe ${euros(round2(sub.importe))} · pendiente ${euros(round2(sub.pendiente))}`, summary: true });
  };
  let overdue = 0;
  for (const it of items) {
    if (it.cliente !== current) {
      closeGroup();
      current = it.cliente;
      sub = { n: 0, importe: 0, pendiente: 0 };
      rows.push({ group: `${it.cliente} · ${it.razon_social} · CIF ${it.cif} · Representante ${it.representante}${it.representante_nombre ? ` ${it.representante_nombre}` : ''}` });
    }
    const days = daysBetween(it.fecha_vencimiento, today);
    if (days > 0) overdue += it.importe_pendiente;
    sub = { n: sub.n + 1, importe: sub.importe + it.importe, pendiente: sub.pendiente + it.importe_pendiente };
    rows.push([
      invoiceNumber(it.factura_serie, it.factura_ejercicio, it.factura_numero), dmy(it.fecha_factura), { text: String(it.plazo), alignment: 'right' }, dmy(it.fecha_vencimiento),
      { text: days > 0 ? String(days) : '—', alignment: 'right', color: days > 60 ? '#b3261e' : 'black' },
      it.forma_pago, it.situacion === 'IMPAGADO' ? `Impagado${it.motivo_devolucion ? ` (${it.motivo_devolucion.slice(0, 4)})` : ''}` : SITUACION[it.situacion] ?? it.situacion,
      euros(it.importe), euros(it.importe_pendiente),
    ]);
  }
  closeGroup();
  const customers = new Set(items.map((i) => i.cliente)).size;
  const totalImporte = round2(items.reduce((s, i) => s + i.importe, 0));
  const totalPendiente = round2(items.reduce((s, i) => s + i.importe_pendiente, 0));
  return renderBusinessPdf([{
    company, title: 'ESTADO DE VENCIMIENTOS', number: `EV${today.replace(/-/g, '')}`, date: today, headerLines: [`Situación: ${filters.situacion}`],
    content: [
      infoStrip([['Situación', filters.situacion], ['Representantes', filters.representantes], ['Clientes', filters.clientes], ['Vencimiento', filters.vencimiento], ['Fecha factura', filters.factura]]),
      linesTable(
        [{ header: 'Factura', width: 86 }, { header: 'Fecha fact.', width: 54 }, { header: 'Plazo', width: 30, align: 'right' }, { header: 'Vencimiento', width: 58 },
          { header: 'Días venc.', width: 44, align: 'right' }, { header: 'Forma de pago', width: '*' }, { header: 'Situación', width: 86 },
          { header: 'Importe', width: 72, align: 'right' }, { header: 'Pendiente', width: 72, align: 'right' }],
        rows,
      ),
      totalsBlock([['Clientes', String(customers)], ['Vencimientos', String(items.length)], ['Importe de los vencimientos', euros(totalImporte)],
        ['Vencido y no cobrado', euros(round2(overdue))], ['Total pendiente de cobro', euros(totalPendiente)]]),
      ...(truncatedAt ? [smallPrint(`Listado limitado a los primeros ${truncatedAt.toLocaleString('es-ES')} vencimientos; acote los filtros para ver el resto.`)] : []),
      smallPrint(`Días vencidos a fecha ${dmy(today)}. Importes en euros, IVA incluido.`),
    ],
  }], { title: 'Estado de vencimientos', landscape: true });
}
