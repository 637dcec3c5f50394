import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

const P = '/wscomun/portalinformes';
const customerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'customer-definitions-'));
// A customer's variant of the supplier invoices: its own title and a column of the supplier's invoice (a field of the reply the standard does not show), named by its own texts.
fs.writeFileSync(path.join(customerDir, 'FACT_PROV.json'), JSON.stringify({
  overlayOf: 'ALB_PROV',
  titleKey: 'custom.invoices.title',
  descriptionKey: 'custom.invoices.description',
  icon: 'invoice',
  texts: {
    es: { 'custom.invoices.title': 'Albaranes con factura del proveedor', 'custom.invoices.description': 'Albaranes pendientes, con la factura del proveedor', 'custom.columns.supplierInvoice': 'Factura del proveedor' },
    en: { 'custom.invoices.title': 'Notes with supplier invoice', 'custom.invoices.description': 'Notes awaiting an invoice, with the supplier invoice', 'custom.columns.supplierInvoice': 'Supplier invoice' },
    fr: { 'custom.invoices.title': 'Bons avec facture du fournisseur', 'custom.invoices.description': 'Bons en attente de facture, avec la facture du fournisseur', 'custom.columns.supplierInvoice': 'Facture du fournisseur' },
    it: { 'custom.invoices.title': 'Bolle con fattura del fornitore', 'custom.invoices.description': 'Bolle da fatturare, con la fattura del fornitore', 'custom.columns.supplierInvoice': 'Fattura del fornitore' },
  },
  request: { payload: { pendientesFacturaSN: { const: 'S' } } },
  result: { columns: [{ field: 'facturaProveedor', $add: true, $after: 'numAlbaran', headerKey: 'custom.columns.supplierInvoice' }] },
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
      es: { nombre: 'Albaranes con factura del proveedor', descripcion: 'Albaranes pendientes, con la factura del proveedor' },
      en: { nombre: 'Notes with supplier invoice', descripcion: 'Notes awaiting an invoice, with the supplier invoice' },
      fr: { nombre: 'Bons avec facture du fournisseur', descripcion: 'Bons en attente de facture, avec la facture du fournisseur' },
      it: { nombre: 'Bolle con fattura del fornitore', descripcion: 'Bolle da fatturare, con la fattura del fornitore' },
    });
    expect(result.find((r) => r.informe === 'ALB_PROV')).not.toHaveProperty('textos');
    expect(result.find((r) => r.informe === 'OC_PENDIENTES')).not.toHaveProperty('textos');
  });

  it('reaches the portal with its texts and its column merged after the one it names', async () => {
    const res = await s.post(`${P}/definicionInforme`, { tira, informe: 'FACT_PROV' });
    expect(res.statusCode).toBe(200);
    const definition = res.json<{ definicion: { texts: { en: Record<string, string> }; result: { columns: { field: string }[] } } }>().definicion;
    expect(definition.texts.en['custom.columns.supplierInvoice']).toBe('Supplier invoice');
    expect(definition.result.columns.map((c) => c.field)).toEqual(['tipoPedido', 'proveedor', 'nombreProv', 'numAlbaran', 'facturaProveedor', 'fechaEntrada', 'ocCompra']);
    expect(JSON.stringify(definition)).not.toContain('$add');
  });
});
