import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerClient } from './support/designerCalls';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * Issue 35, point 9: definitions stored in the format before formatVersion existed — a customer file, a published version, a draft, an import —
 * are read upgraded to the current format; what the portal serves has its named conditions replaced. SQLite and, with TEST_POSTGRES_URL, PostgreSQL.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const fixture = (code: string) => fs.readFileSync(path.join('tests/fixtures/format1', `${code}.json`), 'utf8');

const customerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'customer-format1-'));
// A customer's copy of REIMP_FACT written in format 1 (a highlighted column, a selectable-row condition, a bulk download limit).
fs.writeFileSync(path.join(customerDir, 'REIMP_FACT.json'), fixture('REIMP_FACT'));

let s: TestServer;
let c: ReturnType<typeof designerClient>;
const tira = { admin: '', cliente: '' };

beforeAll(async () => {
  s = await startTestServer('hosted', { CUSTOMER_DEFINITIONS_DIR: customerDir });
  c = designerClient(s);
  tira.admin = (await s.login('admin')).tira;
  tira.cliente = (await s.login('cliente')).tira;
}, 120_000);
afterAll(async () => {
  await s?.close();
  fs.rmSync(customerDir, { recursive: true, force: true });
});

const servedDefinition = async (token: string, informe: string): Promise<Json> => {
  const res = await c.portal(token, 'definicionInforme', { informe });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ definicion: Json }>().definicion;
};

describe('stored definitions of format 1', () => {
  it('a customer file is served upgraded: the highlight as a colour, the dropped properties gone', async () => {
    const def = await servedDefinition(tira.admin, 'REIMP_FACT');
    expect(def.formatVersion).toBe(2);
    expect(def.result.columns[0].colorWhen[0]).toEqual({ when: { properties: { role: { enum: ['CLIENTE', 'SUCURSAL', 'MULTISUCURSAL'] } } }, color: 'error' });
    expect(JSON.stringify(def)).not.toMatch(/highlightWhen|selectableWhen|maxRows/);
    // The designer lists it valid and opens it in the current format.
    const list = (await c.designer(tira.admin, 'listaDefiniciones')).json<{ result: { informe: string; estado: string }[] }>().result;
    expect(list.find((r) => r.informe === 'REIMP_FACT')).toMatchObject({ estado: 'valid' });
    const opened = (await c.designer(tira.admin, 'definicionDesigner', { informe: 'REIMP_FACT' })).json<{ fuente: Json; errores: unknown[] }>();
    expect(opened.fuente.formatVersion).toBe(2);
    expect(opened.errores).toEqual([]);
  });

  it('a published version of format 1 is served and shown upgraded, and restoring it stores the current format', async () => {
    const old = JSON.parse(fixture('ESTADO_PED_ALB')) as Json;
    await s.open.db.insertInto('definiciones_publicadas').values({ id_organizacion: 1, informe: 'ESTADO_PED_ALB', version: 1, definicion: JSON.stringify(old), autor: 'admin', fecha: '2026-01-10T10:00:00.000Z', comentario: 'Antes de formatVersion' }).execute();
    const def = await servedDefinition(tira.cliente, 'ESTADO_PED_ALB');
    expect(def.formatVersion).toBe(2);
    expect(JSON.stringify(def)).not.toContain('delayMessageWhen');
    const shown = (await c.designer(tira.admin, 'versionDefinicion', { informe: 'ESTADO_PED_ALB', version: 1 })).json<{ definicion: Json }>();
    expect(shown.definicion.formatVersion).toBe(2);
    const restored = await c.designer(tira.admin, 'restaurarVersion', { informe: 'ESTADO_PED_ALB', version: 1 });
    expect(restored.statusCode, restored.body).toBe(200);
    const row = await s.open.db.selectFrom('definiciones_publicadas').select('definicion').where('id_organizacion', '=', 1).where('informe', '=', 'ESTADO_PED_ALB').where('version', '=', 2).executeTakeFirstOrThrow();
    expect(JSON.parse(row.definicion)).toMatchObject({ formatVersion: 2 });
    expect(row.definicion).not.toContain('delayMessageWhen');
  });

  it('a draft of format 1 opens upgraded; a draft or a publication sent in format 1 is stored in the current one', async () => {
    const overlay = { overlayOf: 'CERT_MEDIOAMB', result: { columns: [{ field: 'codigoLer', highlightWhen: { condition: 'cloud' } }] } };
    await s.open.db.insertInto('definiciones_borrador').values({ id_organizacion: 1, informe: 'CERT_MEDIOAMB', definicion: JSON.stringify(overlay), autor: 'admin', fecha: '2026-01-10T10:00:00.000Z' }).execute();
    const opened = (await c.designer(tira.admin, 'definicionDesigner', { informe: 'CERT_MEDIOAMB' })).json<{ borrador: { definicion: Json } }>();
    expect(opened.borrador.definicion).toEqual({ overlayOf: 'CERT_MEDIOAMB', formatVersion: 2, result: { columns: [{ field: 'codigoLer', colorWhen: [{ when: { condition: 'cloud' }, color: 'error' }] }] } });
    const saved = await c.designer(tira.admin, 'guardarBorrador', { informe: 'CERT_MEDIOAMB', definicion: overlay });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = await s.open.db.selectFrom('definiciones_borrador').select('definicion').where('id_organizacion', '=', 1).where('informe', '=', 'CERT_MEDIOAMB').executeTakeFirstOrThrow();
    expect(JSON.parse(draft.definicion)).toMatchObject({ formatVersion: 2 });
  });

  it('a definition of a newer format is refused with its path', async () => {
    const res = await c.designer(tira.admin, 'validarDefinicion', { informe: 'RIESGOS', definicion: { overlayOf: 'RIESGOS', formatVersion: 3 } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ errores: Json[] }>().errores).toEqual([expect.objectContaining({ path: '/formatVersion', code: 'formatTooNew' })]);
  });
});

describe('named conditions', () => {
  it('the portal receives a definition with its named conditions replaced by what they name', async () => {
    const file = JSON.parse(fs.readFileSync('report-definitions/COMPRAS_VENTAS.json', 'utf8')) as Json;
    expect(JSON.stringify(file)).toContain('"condition":"purchaseSide"');
    const def = await servedDefinition(tira.admin, 'COMPRAS_VENTAS');
    expect(JSON.stringify(def)).not.toMatch(/"condition":/);
    expect(def.result.columns[0].visibleWhen).toEqual(file.conditions.purchaseSide);
  });

  it('the designer marks an unknown name where it is written and previews the definition with the known ones replaced', async () => {
    const definicion = { overlayOf: 'CERT_MEDIOAMB', conditions: { mine: { condition: 'staff' } }, result: { columns: [{ field: 'Cliente', visibleWhen: { anyOf: [{ condition: 'mine' }, { condition: 'clientes' }] } }] } };
    const res = await c.designer(tira.admin, 'validarDefinicion', { informe: 'CERT_MEDIOAMB', definicion });
    const reply = res.json<{ errores: Json[]; efectiva: Json }>();
    expect(reply.errores).toEqual([expect.objectContaining({ code: 'unknownCondition', params: { name: 'clientes' }, sourcePath: '/result/columns/0/visibleWhen/anyOf/1' })]);
    const column = (reply.efectiva.result.columns as Json[]).find((col) => col.field === 'Cliente')!;
    expect(column.visibleWhen.anyOf[0]).toEqual({ properties: { role: { enum: ['ADMIN', 'SOPORTE'] } } });
  });
});
