import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReportServer, type ReportServer } from './support/reportServer';
import { expectEvery } from '../support/expectEvery';

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });

type Row = Record<string, unknown>;

/** A page asked on its own holds exactly the rows the same search gives at that place in one long page, whatever the sort. */
describe('pages cut on the key match the full list', () => {
  const orders = (user: 'admin' | 'rep', extra: Record<string, unknown>) => r.call('getPedidosAlbaranesCab', user, { fechaInicio: '01/01/2000', ...extra });
  it.each([
    ['admin', 'fechaPedido', 'DESC'], ['admin', 'clteNombre', 'ASC'], ['admin', 'importe', 'DESC'], ['admin', 'sucursalFacturacion', 'ASC'], ['rep', 'cpmNumPedido', 'ASC'],
  ] as const)('orders of %s sorted by %s %s', async (user, orderBy, order) => {
    const all = (await orders(user, { orderBy, order, offset: 1, numRows: 60 })).json;
    const page = (await orders(user, { orderBy, order, offset: 21, numRows: 10 })).json;
    expect(page.numReg).toBe(all.numReg);
    expect(page.dataRes).toEqual(all.dataRes.slice(20, 30));
    expectEvery(page.dataRes.map((o: Row) => o.importe), (v: unknown) => typeof v === 'number');
  });

  it('orders filtered by customer text count through the customer join', async () => {
    const one = (await orders('admin', { offset: 1, numRows: 1 })).json.dataRes[0] as Row;
    const word = String(one.clteNombre).split(' ')[0]!;
    const res = (await orders('admin', { search: word, offset: 1, numRows: 500 })).json;
    expect(res.numReg).toBe(res.dataRes.length);
    expectEvery(res.dataRes, (o: Row) => `${String(o.clteCodigo)} ${String(o.clteNombre)} ${String(o.razonSocial)} ${String(o.refPedido)} ${String(o.obra)} ${String(o.cpmNumPedido)}`.toLowerCase().includes(word.toLowerCase()));
  });

  const pickups = (extra: Record<string, unknown>) => r.call('RecogidasEntregas', 'admin', { tipoEmpresa: 0, tipoGestion: 'T', estado: 'T', fechaInicial: '01/01/2000', ...extra });
  it.each([['Nombre', 'ASC'], ['transportista', 'DESC'], ['tipoTratamiento', 'ASC'], ['FechaAlbaran', 'DESC']] as const)('pickups sorted by %s %s', async (orderBy, order) => {
    const all = (await pickups({ orderBy, order, offset: 1, numRows: 60 })).json;
    const page = (await pickups({ orderBy, order, offset: 26, numRows: 25 })).json;
    expect(page.numReg).toBe(all.numReg);
    expect(page.dataRes).toEqual(all.dataRes.slice(25, 50));
  });
});
