import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, dmy, startReportServer, type ReportServer, type User } from './support/reportServer';
import { expectEvery } from '../support/expectEvery';

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });
const db = () => r.s.open.db;
const CLIENTE_ROLE = 3;

/** Sets the CLIENTE role window of company 1 for the duration of a test. */
async function withClienteWindow(start: string | null, end: string | null, work: () => Promise<void>) {
  const before = await db().selectFrom('fechas_roles').selectAll().where('empresa', '=', '1').where('id_rol', '=', CLIENTE_ROLE).executeTakeFirstOrThrow();
  await db().updateTable('fechas_roles').set({ fecha_inicio: start, fecha_final: end }).where('empresa', '=', '1').where('id_rol', '=', CLIENTE_ROLE).execute();
  try {
    await work();
  } finally {
    await db().updateTable('fechas_roles').set({ fecha_inicio: before.fecha_inicio, fecha_final: before.fecha_final }).where('empresa', '=', '1').where('id_rol', '=', CLIENTE_ROLE).execute();
  }
}

const orders = async (user: User, body: Record<string, unknown> = {}) =>
  (await r.call('getPedidosAlbaranesCab', user, { offset: 1, numRows: 5000, tipoPedido: 'S', tipoCargo: 'S', tipoAbono: 'S', ...body })).json.dataRes as { fechaPedido: string }[];
const invoices = async (user: User, body: Record<string, unknown> = {}) =>
  (await r.call('recuperarDocumentoCab', user, { tipoConta: 0, tiposDocBusqueda: 'F', search: '', offset: 1, numRows: 5000, ...body })).json.documentosCab as { fechaPed: string }[];

describe('role date limits on the server', () => {
  it('a CLIENTE never reads orders or invoices outside its role window, whatever dates it sends', async () => {
    const start = daysAgo(60);
    const end = daysAgo(10);
    await withClienteWindow(start, end, async () => {
      for (const list of [await orders('cliente', { fechaInicio: '01/01/2000', fechaFin: dmy(daysAgo(0)) }), await orders('cliente')]) {
        expect(list.length).toBeGreaterThan(0);
        expectEvery(list, (o) => o.fechaPedido >= start && o.fechaPedido <= end);
      }
      const bills = await invoices('cliente', { fechaIni: '01/01/2000' });
      expectEvery(bills, (f) => f.fechaPed >= start && f.fechaPed <= end);
      // Asking only outside the window finds nothing.
      expect(await orders('cliente', { fechaInicio: '01/01/2000', fechaFin: dmy(daysAgo(90)) })).toEqual([]);
      // Other roles are not bound by the CLIENTE window.
      expect((await orders('admin', { clienteInicial: '000001', clienteFinal: '000001', fechaInicio: dmy(daysAgo(400)) })).some((o) => o.fechaPedido < start)).toBe(true);
    });
  });
  it('without limits the range stays as asked', async () => {
    await withClienteWindow(null, null, async () => {
      expect((await orders('cliente', { fechaInicio: dmy(daysAgo(400)) })).some((o) => o.fechaPedido < daysAgo(60))).toBe(true);
    });
  });
});
