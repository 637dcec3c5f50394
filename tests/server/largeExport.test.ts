import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChunked } from '../../src/server/db/seed/insertChunked';
import { startReportServer, type ReportServer } from './support/reportServer';

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });
const db = () => r.s.open.db;

/** More rows than one `key in (…)` of SQLite can hold (32,766 variables). */
const EXTRA = 33_500;
const services = (body: Record<string, unknown>) => r.call('RecogidasEntregas', 'cliente', { tipoEmpresa: 0, tipoGestion: 'T', estado: 'T', facturadoSN: '', offset: 1, numRows: 10, ...body });

describe('RecogidasEntregas Excel export of a large list', () => {
  it(`answers every row above ${EXTRA.toLocaleString('en')} services while other calls keep answering`, async () => {
    const first = (await services({ descargaExcelSN: 'N', numRows: 1 })).json;
    const template = await db().selectFrom('servicios_residuos').selectAll().where('identificador', '=', first.dataRes[0].Identificador).executeTakeFirstOrThrow();
    const top = await db().selectFrom('servicios_residuos').select((eb) => eb.fn.max('identificador').as('id')).executeTakeFirstOrThrow();
    const start = Number(top.id) + 1;
    await insertChunked(db(), 'servicios_residuos', Array.from({ length: EXTRA }, (_, i) => ({ ...template, identificador: start + i, ref_pedido: `EXP-${i}` })), 500);
    const total = first.numReg + EXTRA;

    const t0 = performance.now();
    let exportMs = 0;
    const exported = services({ descargaExcelSN: 'S' }).then((res) => { exportMs = performance.now() - t0; return res; });
    // A user working meanwhile: small calls one after another until the export answers.
    const small: { status: number; ms: number; doneAt: number }[] = [];
    while (exportMs === 0) {
      const s0 = performance.now();
      const res = await r.call('datosUsuario', 'cliente');
      small.push({ status: res.status, ms: performance.now() - s0, doneAt: performance.now() - t0 });
    }
    const res = await exported;

    expect(res.status).toBe(200);
    const rows = res.json.dataRes.result as { Identificador: number; refPedido: string }[];
    expect(res.json.numReg).toBe(total);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row.Identificador)).size).toBe(total);
    // Same customer and date: the added rows come newest identifier first (Nombre, Cliente, date desc, id desc), across every chunk of keys.
    const added = rows.filter((row) => row.Identificador >= start).map((row) => row.Identificador);
    expect(added).toEqual(Array.from({ length: EXTRA }, (_, i) => start + EXTRA - 1 - i));
    // The streamed export writes rows exactly as the paged list (through the reply schema) does.
    expect(res.res.headers['content-type']).toBe('application/json; charset=utf-8');
    const paged = (await services({ descargaExcelSN: 'N', numRows: 3000 })).json;
    expect(paged.dataRes).toHaveLength(3000);
    expect(rows.slice(0, 3000)).toEqual(paged.dataRes);

    expect(small.map((s) => s.status).filter((status) => status !== 200)).toEqual([]);
    const during = small.filter((s) => s.doneAt < exportMs);
    expect(during.length, `small calls answered during a ${Math.round(exportMs)} ms export`).toBeGreaterThanOrEqual(3);
    // No small call waits for most of the export: the export yields between its chunks instead of holding the event loop.
    const slowest = Math.max(...small.map((s) => s.ms));
    expect(slowest, `slowest small call vs a ${Math.round(exportMs)} ms export`).toBeLessThan(exportMs / 2);
  }, 180_000);
});
