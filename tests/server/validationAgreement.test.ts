import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateDefinitionFolders } from '../../scripts/validate-definitions';
import { parseJson } from '../../src/features/designer/jsonText';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * Issue 35, point 2: `npm run validate:definitions` gives exactly the designer's results. The designer reads the editor's text (parseJson), then
 * asks validarDefinicion (its errors, and its orphan overlay keys, which it refuses to publish); the script checks the same files.
 */

const standard = JSON.parse(fs.readFileSync('report-definitions/CERT_MEDIOAMB.json', 'utf8')) as Record<string, unknown>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agreement-'));
const FIXTURES: Record<string, string> = {
  // An overlay patching a column the standard no longer has: stale.
  FACT_PROV: JSON.stringify({ overlayOf: 'ALB_PROV', code: 'FACT_PROV', result: { columns: [{ field: 'matricula', headerKey: 'columns.plate' }] } }, null, 2),
  // A trailing comma on line 3.
  ROTO: '{\n  "code": "ROTO",\n  "titleKey": "x",\n}\n',
  // A key written twice.
  DOBLE: JSON.stringify({ ...standard, code: 'DOBLE' }, null, 2).replace('"pageSize": 10,', '"pageSize": 10,\n    "pageSize": 25,'),
  // A whole definition reading a call the services lack and a field the reply lacks.
  CONTRATO_X: JSON.stringify({ ...standard, code: 'CONTRATO_X', request: { ...standard.request as object, endpoint: '/wscomun/portalinformes/noExiste' } }, null, 2),
  CAMPO_X: JSON.stringify({ overlayOf: 'CERT_MEDIOAMB', code: 'CAMPO_X', result: { columns: [{ field: 'Nombre', headerKey: 'columns.name', value: { row: 'NombreCompleto' } }] } }, null, 2),
  // An overlay asking an admin call, and a definition whose code is not its file's.
  ADMIN_X: JSON.stringify({ overlayOf: 'CERT_MEDIOAMB', code: 'ADMIN_X', request: { endpoint: '/wscomun/portalinformes/eliminarUsuario' } }, null, 2),
  OTRO_CODIGO: JSON.stringify({ ...standard, code: 'OTRO' }, null, 2),
  // A good customer overlay.
  BUENO: JSON.stringify({ overlayOf: 'CERT_MEDIOAMB', code: 'BUENO', searchOnOpen: false }, null, 2),
};
for (const [code, text] of Object.entries(FIXTURES)) fs.writeFileSync(path.join(dir, `${code}.json`), text);

let s: TestServer;
let tira: string;
beforeAll(async () => {
  s = await startTestServer('hosted', { CUSTOMER_DEFINITIONS_DIR: dir });
  tira = (await s.login('admin')).tira;
}, 120_000);
afterAll(async () => {
  await s?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Found = { code: string; path: string }[];
const sorted = (errors: Found) => errors.map((e) => `${e.code} ${e.path}`).sort();

/** What the designer shows for the text of a file: its text's problems, else the server's errors and orphans. */
async function designerSees(code: string, text: string): Promise<Found> {
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed.errors;
  const res = await s.post('/wscomun/portaldesigner/validarDefinicion', { tira, informe: code, definicion: parsed.value });
  expect(res.statusCode).toBe(200);
  const reply = res.json<{ errores: Found; huerfanos: string[] }>();
  return [...reply.errores, ...reply.huerfanos.map((p) => ({ code: 'staleOverlayPath', path: p }))];
}

describe('the validation script and the designer', () => {
  it('find the same errors, code and JSON path, in every fixture', async () => {
    const script = await validateDefinitionFolders([path.resolve('report-definitions'), dir]);
    const expected: Record<string, string[]> = {
      FACT_PROV: ['staleOverlayPath /result/columns/[field=matricula]'],
      ROTO: ['jsonTrailingComma '],
      DOBLE: ['duplicateProperty /result/pageSize'],
      CONTRATO_X: ['unknownEndpoint /request/endpoint'],
      CAMPO_X: ['unknownReplyField /result/columns/2/value/row'],
      ADMIN_X: ['unreadableEndpoint /request/endpoint'],
      OTRO_CODIGO: ['codeMismatch /code'],
      BUENO: [],
    };
    for (const [code, text] of Object.entries(FIXTURES)) {
      const fromScript = script.find((r) => r.code === code);
      expect(fromScript?.file, code).toBe(`${code}.json`);
      expect(sorted(fromScript!.errors), code).toEqual(sorted(await designerSees(code, text)));
      expect(sorted(fromScript!.errors), code).toEqual(expected[code]);
    }
    // The standard files stay valid for both.
    expect(script.filter((r) => !(r.code in FIXTURES) && r.errors.length)).toEqual([]);
  });

  it('the script prints every failure with its file name, a syntax error with its line and column, and fails', async () => {
    const run = await promisify(execFile)('npx', ['tsx', 'scripts/validate-definitions.ts', 'report-definitions', dir]).then(() => null, (e: { code: number; stdout: string; stderr: string }) => e);
    expect(run?.code).toBe(1);
    expect(run?.stderr).toContain('ROTO.json: / line 3, column 18: a comma before the end of an object or list');
    expect(run?.stderr).toContain('DOBLE.json: /result/pageSize line ');
    expect(run?.stderr).toContain('FACT_PROV.json: /result/columns/[field=matricula]');
    expect(run?.stdout).toContain('7 invalid report definitions');
  }, 60_000);
});
