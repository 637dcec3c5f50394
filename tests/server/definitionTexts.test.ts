import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

const P = '/wscomun/portalinformes';
const customerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'customer-definitions-'));
// A customer's variant of the supplier invoices: its own title and a plate column, named by its own texts.
fs.writeFileSync(path.join(customerDir, 'FACT_PROV.json'), JSON.stringify({
  overlayOf: 'ALB_PROV',
  titleKey: 'custom.invoices.title',
  descriptionKey: 'custom.invoices.description',
  icon: 'invoice',
  texts: {
    es: { 'custom.invoices.title': 'Facturas con matrícula', 'custom.invoices.description': 'Albaranes pendientes de factura, con matrícula', 'custom.columns.plate': 'Matrícula' },
    en: { 'custom.invoices.title': 'Invoices with plate', 'custom.invoices.description': 'Notes awaiting an invoice, with plate', 'custom.columns.plate': 'Plate' },
    fr: { 'custom.invoices.title': 'Factures avec immatriculation', 'custom.invoices.description': 'Bons en attente de facture, avec immatriculation', 'custom.columns.plate': 'Immatriculation' },
    it: { 'custom.invoices.title': 'Fatture con targa', 'custom.invoices.description': 'Bolle da fatturare, con targa', 'custom.columns.plate': 'Targa' },
  },
  request: { payload: { pendientesFacturaSN: { const: 'S' } } },
  result: { columns: [{ field: 'matricula', $add: true, $after: 'numAlbaran', headerKey: 'custom.columns.plate' }] },
}));
// A broken customer file: the report list still answers, without texts for it.
fs.writeFileSync(path.join(customerDir, 'OC_PENDIENTES.json'), JSON.stringify({ code: 'OC_PENDIENTES' }));

let s: TestServer;
let tira: string;
beforeAll(async () => {
  s = await startTestServer('hosted', { CUSTOMER_DEFINITIONS_DIR: customerDir });
  tira = (await s.login('proveedor')).tira;
});
afterAll(async () => {
  await s.close();
  fs.rmSync(customerDir, { recursive: true, force: true });
});

describe('a customer definition with texts of its own', () => {
  it('names its report in the report list, per language; the others are as before', async () => {
    const res = await s.post(`${P}/listaInformesPortal`, { tira, idOrganizacion: 1 });
    expect(res.statusCode).toBe(200);
    const result = res.json<{ result: { informe: string; textos?: unknown }[] }>().result;
    expect(result.map((r) => r.informe)).toEqual(expect.arrayContaining(['ALB_PROV', 'FACT_PROV', 'OC_PENDIENTES']));
    expect(result.find((r) => r.informe === 'FACT_PROV')!.textos).toEqual({
      es: { nombre: 'Facturas con matrícula', descripcion: 'Albaranes pendientes de factura, con matrícula' },
      en: { nombre: 'Invoices with plate', descripcion: 'Notes awaiting an invoice, with plate' },
      fr: { nombre: 'Factures avec immatriculation', descripcion: 'Bons en attente de facture, avec immatriculation' },
      it: { nombre: 'Fatture con targa', descripcion: 'Bolle da fatturare, con targa' },
    });
    expect(result.find((r) => r.informe === 'ALB_PROV')).not.toHaveProperty('textos');
    expect(result.find((r) => r.informe === 'OC_PENDIENTES')).not.toHaveProperty('textos');
  });

  it('reaches the portal with its texts and its column merged after the one it names', async () => {
    const res = await s.post(`${P}/definicionInforme`, { tira, informe: 'FACT_PROV' });
    expect(res.statusCode).toBe(200);
    const definition = res.json<{ definicion: { texts: { en: Record<string, string> }; result: { columns: { field: string }[] } } }>().definicion;
    expect(definition.texts.en['custom.columns.plate']).toBe('Plate');
    expect(definition.result.columns.map((c) => c.field)).toEqual(['tipoPedido', 'proveedor', 'nombreProv', 'numAlbaran', 'matricula', 'fechaEntrada', 'ocCompra']);
    expect(JSON.stringify(definition)).not.toContain('$add');
  });
});
