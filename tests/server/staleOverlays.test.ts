import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerClient } from './support/designerCalls';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * Publishing a report that overlays build on warns first: when the new definition would make an overlay of it stale (a key of the overlay
 * losing its target, so the overlay's users lose that customisation), publicarDefinicion answers 409 OVERLAYS_STALE listing the overlays and
 * keys and stores nothing; the same call with confirmarObsoletas true publishes. SQLite and, with TEST_POSTGRES_URL, PostgreSQL.
 */

let s: TestServer;
let c: ReturnType<typeof designerClient>;
let admin = '';
const STANDARD = 'CERT_MEDIOAMB';
const OVERLAY = 'CERT_PROPIO';

beforeAll(async () => {
  s = await startTestServer();
  c = designerClient(s);
  admin = (await s.login('admin')).tira;
  expect((await c.designer(admin, 'nuevoInforme', { informe: OVERLAY, descripcion: 'Certificados propios', modo: 'overlay', desde: STANDARD })).statusCode).toBe(200);
  // The overlay widens the agent's column and sorts by year.
  const published = await c.designer(admin, 'publicarDefinicion', {
    informe: OVERLAY, comentario: 'Agente más ancho', versionBase: 0,
    definicion: { overlayOf: STANDARD, code: OVERLAY, result: { columns: [{ field: 'nombreAGT', width: 260 }], defaultSort: { column: 'Ejercicio', direction: 'desc' } } },
  });
  expect(published.statusCode, published.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const standard = () => JSON.parse(fs.readFileSync(`report-definitions/${STANDARD}.json`, 'utf8')) as { result: { columns: { field: string }[] } } & Record<string, unknown>;
const versions = async (informe: string) => (await c.designer(admin, 'versionesDefinicion', { informe })).json<{ result: unknown[] }>().result.length;
const stateOf = async (informe: string) => (await c.designer(admin, 'listaDefiniciones', {})).json<{ result: { informe: string; estado: string }[] }>().result.find((d) => d.informe === informe)?.estado;

describe('publishing a report that an overlay builds on', () => {
  it('a change the overlay does not touch publishes at once', async () => {
    const changed = standard();
    changed.dialog = { fullScreen: false, maxWidth: 1600 };
    const res = await c.designer(admin, 'publicarDefinicion', { informe: STANDARD, definicion: changed, comentario: 'Más estrecho', versionBase: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(OVERLAY)).toBe('valid');
  });

  it('removing the column the overlay widens answers 409 OVERLAYS_STALE naming the overlay and its key, and stores nothing', async () => {
    const before = await versions(STANDARD);
    const withoutAgent = standard();
    withoutAgent.result.columns = withoutAgent.result.columns.filter((col) => col.field !== 'nombreAGT');
    const res = await c.designer(admin, 'publicarDefinicion', { informe: STANDARD, definicion: withoutAgent, comentario: 'Sin agente', versionBase: 1 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'OVERLAYS_STALE', obsoletas: [{ informe: OVERLAY, huerfanos: ['/result/columns/[field=nombreAGT]'] }] });
    expect(await versions(STANDARD)).toBe(before);
    expect(await stateOf(OVERLAY)).toBe('valid');

    // Confirmed, it publishes; the overlay is then listed as stale.
    const confirmed = await c.designer(admin, 'publicarDefinicion', { informe: STANDARD, definicion: withoutAgent, comentario: 'Sin agente', versionBase: 1, confirmarObsoletas: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await versions(STANDARD)).toBe(before + 1);
    expect(await stateOf(OVERLAY)).toBe('stale');
  });

  it('an overlay already stale is not listed again by the next publication', async () => {
    const withoutAgent = standard();
    withoutAgent.result.columns = withoutAgent.result.columns.filter((col) => col.field !== 'nombreAGT');
    withoutAgent.dialog = { fullScreen: false, maxWidth: 1000 };
    const res = await c.designer(admin, 'publicarDefinicion', { informe: STANDARD, definicion: withoutAgent, comentario: 'Otra anchura', versionBase: 2 });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('confirmarObsoletas that is not a boolean is refused naming the field', async () => {
    const res = await c.designer(admin, 'publicarDefinicion', { informe: STANDARD, definicion: standard(), comentario: 'x', versionBase: 3, confirmarObsoletas: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('confirmarObsoletas');
  });
});

describe('restoring a version and withdrawing a publication warn the same way', () => {
  const newest = async (informe: string) => (await c.designer(admin, 'definicionDesigner', { informe })).json<{ versionBase: number }>().versionBase;

  it('restoring a version that gives the overlay back its column goes ahead; restoring one without it answers 409 until confirmed', async () => {
    expect(await stateOf(OVERLAY)).toBe('stale');
    const back = await c.designer(admin, 'restaurarVersion', { informe: STANDARD, version: 1 });
    expect(back.statusCode, back.body).toBe(200);
    expect(await stateOf(OVERLAY)).toBe('valid');

    const before = await versions(STANDARD);
    const res = await c.designer(admin, 'restaurarVersion', { informe: STANDARD, version: 2 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'OVERLAYS_STALE', obsoletas: [{ informe: OVERLAY, huerfanos: ['/result/columns/[field=nombreAGT]'] }] });
    expect(await versions(STANDARD)).toBe(before);
    const confirmed = await c.designer(admin, 'restaurarVersion', { informe: STANDARD, version: 2, confirmarObsoletas: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await stateOf(OVERLAY)).toBe('stale');
  });

  it('withdrawing a standard\'s publication that gives the overlay back its column goes ahead', async () => {
    const res = await c.designer(admin, 'retirarPublicacion', { informe: STANDARD, versionBase: await newest(STANDARD) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(OVERLAY)).toBe('valid');
  });

  it('withdrawing a report without a file that an overlay builds on answers 409 naming the overlay, until confirmed', async () => {
    const BASE = 'MI_BASE';
    const ON_TOP = 'MI_BASE_PROPIO';
    expect((await c.designer(admin, 'nuevoInforme', { informe: BASE, descripcion: 'Base propia', modo: 'blank' })).statusCode).toBe(200);
    const draft = (await c.designer(admin, 'definicionDesigner', { informe: BASE })).json<{ borrador: { definicion: Record<string, unknown> } }>().borrador.definicion;
    expect((await c.designer(admin, 'publicarDefinicion', { informe: BASE, definicion: draft, comentario: 'Primera', versionBase: 0 })).statusCode).toBe(200);
    expect((await c.designer(admin, 'nuevoInforme', { informe: ON_TOP, descripcion: 'Encima', modo: 'overlay', desde: BASE })).statusCode).toBe(200);
    const onTop = await c.designer(admin, 'publicarDefinicion', { informe: ON_TOP, definicion: { overlayOf: BASE, code: ON_TOP, dialog: { maxWidth: 1600 } }, comentario: 'Más ancho', versionBase: 0 });
    expect(onTop.statusCode, onTop.body).toBe(200);

    const res = await c.designer(admin, 'retirarPublicacion', { informe: BASE, versionBase: 1 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'OVERLAYS_STALE', obsoletas: [{ informe: ON_TOP, huerfanos: ['/overlayOf'] }] });
    expect(await versions(BASE)).toBe(1);
    const confirmed = await c.designer(admin, 'retirarPublicacion', { informe: BASE, versionBase: 1, confirmarObsoletas: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });
});
