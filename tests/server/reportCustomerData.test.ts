import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReportServer, type ReportServer } from './support/reportServer';

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });

describe('datosCliente (client info dialog)', () => {
  it('401 without a token, 400 without the customer or with an unknown field', async () => {
    expect((await r.call('datosCliente', null, { cliente: '000001' })).status).toBe(401);
    const missing = await r.call('datosCliente', 'admin', {});
    expect(missing.status).toBe(400);
    expect(missing.json.errorMsg).toContain('cliente');
    expect((await r.call('datosCliente', 'admin', { cliente: '000001', password: 'x' })).status).toBe(400);
  });

  it('gives the customer of the client entity with representative and zone names', async () => {
    const res = await r.call('datosCliente', 'admin', { cliente: '000001' });
    expect(res.status).toBe(200);
    const row = await r.s.open.db.selectFrom('clientes').selectAll().where('empresa', '=', '1').where('cliente', '=', '000001').executeTakeFirstOrThrow();
    const rep = await r.s.open.db.selectFrom('representantes').select('nombre').where('empresa', '=', '1').where('representante', '=', row.representante).where('agente', '=', row.agente).executeTakeFirstOrThrow();
    expect(res.json).toMatchObject({
      statusCode: '200',
      dataRes: {
        cliente: '000001', nombre: row.nombre, razonSocial: row.razon_social, cif: row.cif, direccion: row.direccion, telefono: row.telefono,
        correoElectronico: row.email, representante: row.representante, nombreRepresentante: rep.nombre, numSucursales: 4, sucursal: null,
      },
    });
  });

  it('adds the asked branch', async () => {
    const res = (await r.call('datosCliente', 'admin', { cliente: '000001', sucursal: '002' })).json;
    const branch = await r.s.open.db.selectFrom('sucursales').selectAll().where('empresa', '=', '1').where('cliente', '=', '000001').where('sucursal', '=', '002').executeTakeFirstOrThrow();
    expect(res.dataRes).toMatchObject({ sucursal: '002', nombreSucursal: branch.razon_social, direccionEnvio: branch.direccion, telefonoSucursal: branch.telefono, emailSucursal: branch.email });
  });

  it('a customer user gets its own customer and nothing of another (404)', async () => {
    expect((await r.call('datosCliente', 'cliente', { cliente: '000001' })).status).toBe(200);
    const other = await r.call('datosCliente', 'cliente', { cliente: '000002' });
    expect(other.status).toBe(404);
    expect(other.json).toMatchObject({ result: 'ko' });
    expect(JSON.stringify(other.json)).not.toContain('razonSocial');
  });

  it('SUCURSAL and MULTISUCURSAL count and open only their branches', async () => {
    expect((await r.call('datosCliente', 'sucursal', { cliente: '000002' })).json.dataRes.numSucursales).toBe(1);
    expect((await r.call('datosCliente', 'sucursal', { cliente: '000002', sucursal: '002' })).status).toBe(404);
    expect((await r.call('datosCliente', 'multi', { cliente: '000003' })).json.dataRes.numSucursales).toBe(3);
  });

  it('a REPRESENTANTE sees its customers only; a supplier user none', async () => {
    const own = await r.s.open.db.selectFrom('clientes').select('cliente').where('empresa', '=', '1').where('representante', '=', r.repCode).where('agente', '=', r.repAgent).executeTakeFirstOrThrow();
    const other = await r.s.open.db.selectFrom('clientes').select('cliente').where('empresa', '=', '1').where('representante', '!=', r.repCode).executeTakeFirstOrThrow();
    expect((await r.call('datosCliente', 'rep', { cliente: own.cliente })).status).toBe(200);
    expect((await r.call('datosCliente', 'rep', { cliente: other.cliente })).status).toBe(404);
    expect((await r.call('datosCliente', 'proveedor', { cliente: own.cliente })).status).toBe(404);
  });
});
