import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerClient } from './support/designerCalls';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * The codes of customer reports (created in the designer with nuevoInforme) belong to their organisation: another tenant can neither see one nor
 * reserve it — its own nuevoInforme with the same code succeeds, and each organisation sees only its own report under that code. The codes of the
 * standard reports (report-definitions/) are common to every organisation.
 */

let s: TestServer;
let c: ReturnType<typeof designerClient>;
const tira = { demo: '', norte: '' };

/** Creates a blank report, publishes its draft and grants it to the ADMIN role of the caller's organisation. */
async function createPublishGrant(token: string, informe: string, descripcion: string): Promise<void> {
  const created = await c.designer(token, 'nuevoInforme', { informe, descripcion, modo: 'blank' });
  expect(created.statusCode, created.body).toBe(200);
  const draft = (await c.designer(token, 'definicionDesigner', { informe })).json<{ borrador: { definicion: Record<string, unknown> } }>().borrador.definicion;
  const published = await c.designer(token, 'publicarDefinicion', { informe, definicion: draft, comentario: descripcion, versionBase: 0 });
  expect(published.statusCode, published.body).toBe(200);
  const granted = await c.designer(token, 'concederInforme', { informe, roles: ['ADMIN'] });
  expect(granted.statusCode, granted.body).toBe(200);
}

/** The reports the caller holds (code and the name of the report list). */
const heldReports = async (token: string, idOrganizacion: number) =>
  (await c.portal(token, 'listaInformesPortal', { idOrganizacion })).json<{ result: { informe: string; descripcion: string }[] }>().result;

beforeAll(async () => {
  s = await startTestServer('hosted');
  c = designerClient(s);
  tira.demo = (await s.login('admin')).tira;
  tira.norte = (await s.login('admin.norte', undefined, 'NORTE')).tira;
});
afterAll(async () => {
  await s?.close();
});

describe('nuevoInforme with a code another organisation created', () => {
  it('succeeds (200) after DEMO created the code privately, and again the other way round', async () => {
    expect((await c.designer(tira.demo, 'nuevoInforme', { informe: 'PRIVADO_DEMO', descripcion: 'Privado de DEMO', modo: 'blank' })).statusCode).toBe(200);
    const norte = await c.designer(tira.norte, 'nuevoInforme', { informe: 'PRIVADO_DEMO', descripcion: 'El de NORTE', modo: 'blank' });
    expect(norte.statusCode, norte.body).toBe(200);
    expect(norte.json()).toEqual({ informe: 'PRIVADO_DEMO' });
    expect((await c.designer(tira.norte, 'nuevoInforme', { informe: 'PRIVADO_NORTE', descripcion: 'Privado de NORTE', modo: 'blank' })).statusCode).toBe(200);
    expect((await c.designer(tira.demo, 'nuevoInforme', { informe: 'PRIVADO_NORTE', descripcion: 'El de DEMO', modo: 'blank' })).statusCode).toBe(200);
  });

  it('answers the same to a code in use elsewhere and to an unused one: nothing tells one from the other', async () => {
    await c.designer(tira.demo, 'nuevoInforme', { informe: 'USADO_EN_DEMO', descripcion: 'x', modo: 'blank' });
    const used = await c.designer(tira.norte, 'nuevoInforme', { informe: 'USADO_EN_DEMO', descripcion: 'y', modo: 'blank' });
    const unused = await c.designer(tira.norte, 'nuevoInforme', { informe: 'NUNCA_USADO', descripcion: 'y', modo: 'blank' });
    expect([used.statusCode, unused.statusCode]).toEqual([200, 200]);
  });

  it('still refuses (409) a code of the organisation itself and a standard report code, in every organisation', async () => {
    expect((await c.designer(tira.demo, 'nuevoInforme', { informe: 'PRIVADO_DEMO', descripcion: 'Otra vez', modo: 'blank' })).statusCode).toBe(409);
    expect((await c.designer(tira.norte, 'nuevoInforme', { informe: 'PRIVADO_DEMO', descripcion: 'Otra vez', modo: 'blank' })).statusCode).toBe(409);
    for (const token of [tira.demo, tira.norte]) {
      expect((await c.designer(token, 'nuevoInforme', { informe: 'ESTADO_PED_ALB', descripcion: 'Estándar', modo: 'blank' })).statusCode).toBe(409);
    }
  });
});

describe('neither organisation sees the other\'s report under the shared code', () => {
  it('each lists, opens and serves only its own', async () => {
    await createPublishGrant(tira.demo, 'COMUN_X', 'Informe X de DEMO');
    await createPublishGrant(tira.norte, 'COMUN_X', 'Informe X de NORTE');
    const demo = (await heldReports(tira.demo, 1)).filter((r) => r.informe === 'COMUN_X');
    const norte = (await heldReports(tira.norte, 2)).filter((r) => r.informe === 'COMUN_X');
    expect(demo.map((r) => r.descripcion)).toEqual(['Informe X de DEMO']);
    expect(norte.map((r) => r.descripcion)).toEqual(['Informe X de NORTE']);
    // The definitions served are each organisation's own.
    const served = async (token: string) => (await c.portal(token, 'definicionInforme', { informe: 'COMUN_X' })).json<{ definicion: { texts: any } }>().definicion;
    expect(JSON.stringify(await served(tira.demo))).toContain('Informe X de DEMO');
    expect(JSON.stringify(await served(tira.norte))).toContain('Informe X de NORTE');
    expect(JSON.stringify(await served(tira.norte))).not.toContain('DEMO');
    // The user administration offers each organisation its report once, under its own name.
    const offered = async (token: string) => (await s.post('/wscomun/portalinformes/listadoUsuarios', { tira: token, numRows: 1 })).json<{ result: { informes: { informe: string; descripcion?: string }[] }[] }>()
      .result[0]!.informes.filter((i) => i.informe === 'COMUN_X');
    expect(await offered(tira.demo)).toHaveLength(1);
    expect(await offered(tira.norte)).toHaveLength(1);
  });

  it('a code only the other organisation has is not listed, opened or granted', async () => {
    const designerCodes = async (token: string) => (await c.designer(token, 'listaDefiniciones')).json<{ result: { informe: string }[] }>().result.map((d) => d.informe);
    expect(await designerCodes(tira.demo)).toContain('USADO_EN_DEMO');
    expect(await designerCodes(tira.norte)).toContain('USADO_EN_DEMO');
    await c.designer(tira.demo, 'nuevoInforme', { informe: 'SOLO_DEMO', descripcion: 'Solo DEMO', modo: 'blank' });
    expect(await designerCodes(tira.demo)).toContain('SOLO_DEMO');
    expect(await designerCodes(tira.norte)).not.toContain('SOLO_DEMO');
    expect((await c.designer(tira.norte, 'definicionDesigner', { informe: 'SOLO_DEMO' })).statusCode).toBe(404);
    expect((await c.designer(tira.norte, 'concederInforme', { informe: 'SOLO_DEMO', roles: ['ADMIN'] })).statusCode).toBe(404);
    expect((await heldReports(tira.norte, 2)).map((r) => r.informe)).not.toContain('SOLO_DEMO');
  });
});
