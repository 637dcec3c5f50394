import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerClient } from './support/designerCalls';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * An overlay that removes a column the standard's summaries or views use: the merge leaves those inherited presets out, so the overlay checks,
 * publishes and is served to its users; the designer's replies list them (descartados). A preset the overlay writes itself with the removed column
 * stays an error with its path. SQLite and, with TEST_POSTGRES_URL, PostgreSQL.
 */

let s: TestServer;
let c: ReturnType<typeof designerClient>;
const tira: Record<'admin' | 'cliente', string> = { admin: '', cliente: '' };
const STANDARD = 'ESTADO_PED_ALB';
// Without the customer code and the delivery date: the summary by customer and the view of late orders (sorted by that date) name them.
const overlay = { overlayOf: STANDARD, result: { columns: [{ field: 'clteCodigo', $remove: true }, { field: 'fechaEntrega', $remove: true }] } };
const DROPPED = ['/result/summaries/[id=amountByCustomer]', '/views/presets/[id=late]'];

beforeAll(async () => {
  s = await startTestServer();
  c = designerClient(s);
  for (const u of ['admin', 'cliente'] as const) tira[u] = (await s.login(u)).tira;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('an overlay removing a column that inherited summaries and views use', () => {
  it('checks without errors and lists the summaries and views it leaves out', async () => {
    const res = await c.designer(tira.admin, 'validarDefinicion', { informe: STANDARD, definicion: overlay });
    expect(res.statusCode, res.body).toBe(200);
    const check = res.json<{ errores: unknown[]; huerfanos: string[]; descartados: string[]; efectiva: { result: { summaries: { id: string }[] }; views: { presets: { id: string }[] } } }>();
    expect(check.errores).toEqual([]);
    expect(check.huerfanos).toEqual([]);
    expect(check.descartados).toEqual(DROPPED);
    expect(check.efectiva.result.summaries.map((p) => p.id)).toEqual(['ordersByStatus', 'ordersByMonth']);
    expect(check.efectiva.views.presets.map((p) => p.id)).toEqual(['credits']);
  });

  it('a summary the overlay adds with the removed column is its error, at its path in the overlay', async () => {
    const added = { id: 'byCustomer', $add: true, labelKey: 'summaries.amountByCustomer', groupBy: [{ column: 'clteCodigo' }], measures: [{ fn: 'count' }] };
    const res = await c.designer(tira.admin, 'validarDefinicion', { informe: STANDARD, definicion: { ...overlay, result: { ...overlay.result, summaries: [added] } } });
    const check = res.json<{ errores: { path: string; code: string; sourcePath?: string }[]; descartados: string[] }>();
    expect(check.descartados).toEqual(['/result/summaries/[id=amountByCustomer]', '/views/presets/[id=late]']);
    expect(check.errores).toEqual([expect.objectContaining({ path: '/result/summaries/2/groupBy/0/column', code: 'unknownColumn', sourcePath: '/result/summaries/0/groupBy/0/column' })]);
  });

  it('publishes, its users get the report without those presets, and the designer opens it with the note', async () => {
    const published = await c.designer(tira.admin, 'publicarDefinicion', { informe: STANDARD, definicion: overlay, comentario: 'Sin cliente ni entrega', versionBase: 0 });
    expect(published.statusCode, published.body).toBe(200);
    const served = await s.post('/wscomun/portalinformes/definicionInforme', { tira: tira.cliente, informe: STANDARD });
    expect(served.statusCode, served.body).toBe(200);
    const definicion = served.json<{ definicion: { result: { columns: { field: string }[]; summaries: { id: string }[] }; views: { presets: { id: string }[] } } }>().definicion;
    expect(definicion.result.columns.map((col) => col.field)).not.toContain('clteCodigo');
    expect(definicion.result.summaries.map((p) => p.id)).not.toContain('amountByCustomer');
    expect(definicion.views.presets.map((p) => p.id)).toEqual(['credits']);

    const opened = await c.designer(tira.admin, 'definicionDesigner', { informe: STANDARD });
    expect(opened.json()).toMatchObject({ errores: [], huerfanos: [], descartados: DROPPED });
    const listed = (await c.designer(tira.admin, 'listaDefiniciones')).json<{ result: { informe: string; estado: string }[] }>().result;
    expect(listed.find((d) => d.informe === STANDARD)?.estado).toBe('valid');
  });
});
