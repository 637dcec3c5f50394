import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEvery } from '../support/expectEvery';
import { csvRows } from './support/csvRows';
import { startReportServer, type ReportServer } from './support/reportServer';

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });
const db = () => r.s.open.db;

const HYPERLINK = '=HYPERLINK("http://x","y")';
const CMD = '@SUM(1+1)*cmd|\' /C calc\'!A0';
const PAYMENT = '+34 600 000 000';

type Invoice = { numero: number; serie: string; ejercicio: number; secuencia: number; cliente: string; pedido: number; base_imponible: number };
/** The invoice CSV as the customer downloads it: raw text and rows of cells keyed by header. */
async function downloadCsv(f: Invoice): Promise<{ text: string; rows: Record<string, string>[] }> {
  const res = await r.call('imprimirFacturaCSV', 'cliente', { numeroFactura: f.numero, serieFactura: f.serie, secuenciaFactura: f.secuencia, cliente: f.cliente, ejercicio: f.ejercicio });
  expect(res.status).toBe(200);
  const text = Buffer.from(res.json.dataRes.File, 'base64').toString('utf8').slice(1);
  const [head, ...body] = csvRows(text);
  expect(body.length).toBeGreaterThan(0);
  return { text, rows: body.map((cells) => Object.fromEntries(head!.map((h, i) => [h, cells[i] ?? '']))) };
}

describe('imprimirFacturaCSV and spreadsheet formula injection', () => {
  it('a customer name, article description and payment term starting with = @ + come out with a leading quote, quoted', async () => {
    const f = await db().selectFrom('facturas').selectAll().where('empresa', '=', '1').where('cliente', '=', '000001').where('base_imponible', '>', 0)
      .orderBy('fecha', 'desc').executeTakeFirstOrThrow();
    await db().updateTable('clientes').set({ razon_social: HYPERLINK }).where('empresa', '=', '1').where('cliente', '=', '000001').execute();
    await db().updateTable('facturas').set({ forma_pago: PAYMENT }).where('empresa', '=', '1').where('serie', '=', f.serie).where('ejercicio', '=', f.ejercicio).where('numero', '=', f.numero).execute();
    const line = await db().selectFrom('pedido_lineas').select('articulo').where('empresa', '=', '1').where('numero', '=', f.pedido).orderBy('linea').executeTakeFirstOrThrow();
    await db().updateTable('articulos').set({ nombre: CMD }).where('empresa', '=', '1').where('articulo', '=', line.articulo).execute();

    const { text, rows } = await downloadCsv(f);
    expectEvery(rows, (row) => row['Razón social'] === `'${HYPERLINK}` && row['Forma de pago'] === `'${PAYMENT}`, 'invoice lines');
    expect(rows.map((row) => row['Descripción'])).toContain(`'${CMD}`);
    expect(text).toContain(';"\'=HYPERLINK(""http://x"",""y"")";');
    // No cell of the file, read as a spreadsheet reads it, starts a formula (a negative amount is a number, not a formula).
    expect(rows.flatMap((row) => Object.values(row)).filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-\d+(,\d+)?$/.test(cell))).toEqual([]);
  });
  it('a credit note keeps its negative amounts as plain numbers with decimal comma', async () => {
    const f = await db().selectFrom('facturas').selectAll().where('empresa', '=', '1').where('cliente', '=', '000001').where('base_imponible', '<', 0)
      .orderBy('fecha', 'desc').executeTakeFirstOrThrow();
    const { rows } = await downloadCsv(f);
    expectEvery(rows, (row) => /^-\d+,\d{2}$/.test(row['Importe']!) && row['Base imponible'] === f.base_imponible.toFixed(2).replace('.', ','), 'credit note lines');
    expectEvery(rows, (row) => row['Total factura']!.startsWith('-'), 'credit note totals');
  });
});
