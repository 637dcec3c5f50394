import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerClient } from './support/designerCalls';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * The report list tells the home how each card looks and opens, from the report's effective definition: its icon, its dialog size and the
 * access link after which it opens by itself — so a report needs no code of the portal. SQLite and, with TEST_POSTGRES_URL, PostgreSQL.
 */

let s: TestServer;
let c: ReturnType<typeof designerClient>;
const tira = { admin: '', rep: '' };

beforeAll(async () => {
  s = await startTestServer();
  c = designerClient(s);
  tira.admin = (await s.login('admin')).tira;
  tira.rep = (await s.login('rep')).tira;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

interface Entry { informe: string; icono?: string; pantallaCompleta?: string; anchoMaximo?: number; abrirTrasToken?: string }
const listed = async (token: string) => {
  const res = await c.portal(token, 'listaInformesPortal', { idOrganizacion: 1 });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json<{ result: Entry[] }>().result.map((e) => [e.informe, e]));
};

describe('the report list carries each card\'s presentation', () => {
  it('icon, dialog size and token-login opening come from the definitions; the quotes screen has none of them', async () => {
    const list = await listed(tira.rep);
    expect(list.get('ESTADO_PED_ALB')).toMatchObject({ icono: 'orders', pantallaCompleta: 'S', abrirTrasToken: 'shop' });
    expect(list.get('REIMP_FACT')).toMatchObject({ icono: 'invoice', pantallaCompleta: 'N', anchoMaximo: 1000 });
    expect(list.get('REIMP_FACT')!.abrirTrasToken).toBeUndefined();
    expect(list.get('PRESUPUESTOS')).toBeDefined();
    expect(list.get('PRESUPUESTOS')!.icono).toBeUndefined();
    expect((await listed(tira.admin)).get('COMPRAS_VENTAS')).toMatchObject({ icono: 'cart', abrirTrasToken: 'expert' });
  });

  it('a publication changing the icon and the dialog changes the card', async () => {
    const informe = 'ESTADO_VENCI';
    const published = await c.designer(tira.admin, 'publicarDefinicion', {
      informe, comentario: 'Icono y ancho', versionBase: 0, definicion: { overlayOf: informe, icon: 'wallet', dialog: { maxWidth: 1600 } },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await listed(tira.rep)).get(informe)).toMatchObject({ icono: 'wallet', pantallaCompleta: 'N', anchoMaximo: 1600 });
  });
});
