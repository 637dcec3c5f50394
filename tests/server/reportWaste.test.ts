import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, dmy, expectPdf, startReportServer, type ReportServer, type User } from './support/reportServer';
import { expectEvery } from '../support/expectEvery';

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });
const db = () => r.s.open.db;

const certs = (user: User, body: Record<string, unknown> = {}) => r.call('CertificadosMedioAmbiente', user, { tipoEmpresa: 0, offset: 1, numRows: 1000, ...body });
const services = (user: User, body: Record<string, unknown> = {}) =>
  r.call('RecogidasEntregas', user, { tipoEmpresa: 0, tipoGestion: 'T', estado: 'T', facturadoSN: '', descargaExcelSN: 'N', offset: 1, numRows: 1000, ...body });
type Service = {
  Cliente: string; codSucursal: string; Albaran: number | null; Pedido: number; Ejercicio: number; FechaAlbaran: string; codLer: string;
  TipoGestion: string; TipoRegistro: string; Estado: string; facturado: string; Nombre: string; validadoSN: string | null;
};

describe('CertificadosMedioAmbiente', () => {
  it('answers certificate rows, paged with row numbers, newest period first', async () => {
    const p1 = (await certs('admin', { numRows: 5 })).json;
    const p2 = (await certs('admin', { numRows: 5, offset: 6 })).json;
    expect(p1).toMatchObject({ statusCode: '200' });
    expect(p1.numReg).toBeGreaterThan(50);
    expect(Object.keys(p1.dataRes[0]).sort()).toEqual(['AgenciaTransporte', 'Cliente', 'Ejercicio', 'Identificador', 'MesFinal', 'MesInicial', 'Nombre', 'NumCertificado', 'Sucursal', 'nombreAGT', 'rn']);
    expect(p1.dataRes.map((c: { rn: number }) => c.rn)).toEqual([1, 2, 3, 4, 5]);
    expect(p2.dataRes[0].rn).toBe(6);
    const periods = [...p1.dataRes, ...p2.dataRes].map((c: { Ejercicio: number; MesFinal: number }) => c.Ejercicio * 100 + c.MesFinal);
    expect(periods).toEqual([...periods].sort((a, b) => b - a));
  });
  it('filters by period overlap, agency, number and branch', async () => {
    const recent = (await certs('admin', { fechaInicial: dmy(daysAgo(30)), fechaFinal: dmy(daysAgo(0)) })).json;
    expect(recent.numReg).toBeGreaterThan(0);
    const any = recent.dataRes[0];
    expect((await certs('admin', { numeroCertificado: any.NumCertificado })).json.dataRes.map((c: { Identificador: number }) => c.Identificador)).toEqual([any.Identificador]);
    const byAgency = (await certs('admin', { agenciaTransporte: any.AgenciaTransporte })).json.dataRes;
    expectEvery(byAgency, (c: { AgenciaTransporte: string }) => c.AgenciaTransporte === any.AgenciaTransporte);
    expect((await certs('admin', { fechaInicial: '32/01/2025' })).status).toBe(400);
  });
  it('the search finds certificates by branch name, number or customer code, in any case; the total counts the same rows', async () => {
    type Cert = { Identificador: number; Nombre: string; NumCertificado: string; Cliente: string };
    const all = (await certs('admin')).json;
    expect(all.numReg).toBeLessThanOrEqual(1000);
    const rows = all.dataRes as Cert[];
    const word = rows.flatMap((c) => c.Nombre.split(/\s+/)).find((w) => /^[A-Za-z]{5,}$/.test(w))!;
    const expectFound = async (needle: string) => {
      const expected = rows.filter((c) => [c.Nombre, c.NumCertificado, c.Cliente].some((v) => v.toUpperCase().includes(needle.toUpperCase()))).map((c) => c.Identificador).sort();
      const res = (await certs('admin', { search: needle })).json;
      expect(expected.length, needle).toBeGreaterThan(0);
      expect((res.dataRes as Cert[]).map((c) => c.Identificador).sort(), needle).toEqual(expected);
      expect(res.numReg, needle).toBe(expected.length);
    };
    await expectFound(word.slice(1, 5).toLowerCase());
    await expectFound(rows[0]!.NumCertificado.slice(-4));
    await expectFound(rows[0]!.Cliente);
    expect((await certs('admin', { search: 'NO-EXISTE-XYZ' })).json.numReg).toBe(0);
  });
  it('scope: each customer role its own certificates; another customer\'s code gives nothing', async () => {
    for (const [user, cliente, branches] of [['cliente', '000001', null], ['sucursal', '000002', ['001']], ['multi', '000003', ['001', '002', '003']]] as const) {
      const rows = (await certs(user)).json.dataRes as { Cliente: string; Sucursal: string }[];
      expect(rows.length, user).toBeGreaterThan(0);
      expectEvery(rows, (c) => c.Cliente === cliente && (!branches || (branches as readonly string[]).includes(c.Sucursal)), user);
      const recent = (await certs(user, { fechaInicial: dmy(daysAgo(30)), fechaFinal: dmy(daysAgo(0)) })).json.numReg;
      expect(recent, `${user} recent`).toBeGreaterThan(0);
    }
    expect((await certs('rep', { fechaInicial: dmy(daysAgo(30)), fechaFinal: dmy(daysAgo(0)) })).json.numReg).toBeGreaterThan(0);
    expect((await certs('cliente', { fechaFinal: dmy(daysAgo(60)) })).json.numReg).toBeGreaterThan(0);
    expect((await certs('cliente', { clienteInicial: '000002', clienteFinal: '000002' })).json.numReg).toBe(0);
    expect((await certs('proveedor')).json.numReg).toBe(0);
  });
  it('detail lines carry real LER codes, R/D treatments and signed certificate links (null for some)', async () => {
    const all = await db().selectFrom('certificado_lineas as l').innerJoin('certificados as k', 'k.identificador', 'l.identificador')
      .select(['k.identificador', 'k.cliente']).where('k.empresa', '=', '1').where('l.con_documento', '=', 'N').executeTakeFirstOrThrow();
    const res = (await r.call('CertificadosMedioAmbienteDet', 'admin', { tipoEmpresa: 0, identificador: all.identificador })).json;
    expect(res.statusCode).toBe('200');
    const lines = res.dataRes.result as { CodigoLER: string; Tratamiento: string; URLcertificado: string | null; Cantidad: number; Mes: number; UnidadMedida: string }[];
    expect(lines.some((l) => l.URLcertificado === null)).toBe(true);
    for (const l of lines) {
      expect(l.CodigoLER).toMatch(/^\d{2} \d{2} \d{2}\*?$/);
      expect(l.Tratamiento).toMatch(/^(R|D)\d+ - /);
      expect(l.Mes).toBeGreaterThanOrEqual(1);
      expect(l.UnidadMedida).toBe('KG');
    }
    const withUrl = (await db().selectFrom('certificado_lineas').select('identificador').where('con_documento', '=', 'S').executeTakeFirstOrThrow()).identificador;
    const det = (await r.call('CertificadosMedioAmbienteDet', 'admin', { identificador: withUrl })).json.dataRes.result;
    const doc = await r.download(det.find((l: { URLcertificado: string | null }) => l.URLcertificado).URLcertificado);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expectPdf(doc.rawPayload, 3000);
  });
  it('another customer\'s certificate detail is 404; an invalid body 400; no token 401', async () => {
    const foreign = await db().selectFrom('certificados').select('identificador').where('empresa', '=', '1').where('cliente', '=', '000002').executeTakeFirstOrThrow();
    expect((await r.call('CertificadosMedioAmbienteDet', 'cliente', { identificador: foreign.identificador })).status).toBe(404);
    expect((await r.call('CertificadosMedioAmbienteDet', 'rep', { identificador: 'x' })).status).toBe(400);
    expect((await r.call('CertificadosMedioAmbienteDet', null, { identificador: foreign.identificador })).status).toBe(401);
  });
});

describe('RecogidasEntregas', () => {
  it('answers the service rows, sorted by name by default, paged', async () => {
    const res = (await services('admin', { numRows: 10 })).json;
    expect(res.statusCode).toBe('200');
    expect(res.numReg).toBeGreaterThan(500);
    expect(res.dataRes).toHaveLength(10);
    const row = res.dataRes[0];
    for (const field of ['Cliente', 'Sucursal', 'codSucursal', 'Nombre', 'Albaran', 'Pedido', 'Ejercicio', 'FechaAlbaran', 'codLer', 'CodigoLER', 'tipoTratamiento', 'codTratamiento', 'Estado',
      'TipoRegistro', 'TipoGestion', 'nameAlmacen', 'poblAlmacen', 'cifDescarga', 'dirDescarga', 'cpDescarga', 'almProvincia', 'nima', 'numInscripcion', 'tipoInscripcion', 'transportista',
      'codPeligrosidad', 'familiaProv', 'descFamiliaProv', 'idServicioWeb', 'validado', 'validadoSN', 'usuarioValidacion', 'fechaValidacion', 'observaciones', 'refPedido', 'Identificador', 'facturado']) {
      expect(row, field).toHaveProperty(field);
    }
    const names = (await services('admin', { numRows: 50, offset: 1 })).json.dataRes.map((s: Service) => s.Nombre);
    expect(names).toEqual([...names].sort());
    const page2 = (await services('admin', { numRows: 10, offset: 11 })).json.dataRes;
    expect(page2[0].Identificador).not.toBe(res.dataRes[0].Identificador);
  });
  it('filters by management type, status, invoiced flag, dates, waste code and delivery note', async () => {
    for (const [tipo, registros] of [['R', ['RECOGIDA_PESADA', 'RECOGIDA_TRANSITOS']], ['E', ['ENTREGA_PESADA', 'ENTREGA_TRANSITO']], ['P', ['PEDIDO']]] as const) {
      const rows = (await services('admin', { tipoGestion: tipo })).json.dataRes as Service[];
      expect(rows.length, tipo).toBeGreaterThan(0);
      expectEvery(rows, (s) => s.TipoGestion === tipo && (registros as readonly string[]).includes(s.TipoRegistro), tipo);
    }
    expectEvery((await services('admin', { tipoGestion: 'P' })).json.dataRes, (s: Service) => s.Albaran === null);
    const open = (await services('admin', { estado: 'P' })).json.dataRes as Service[];
    expect(open.length).toBeGreaterThan(0);
    expectEvery(open, (s) => s.Estado === 'P');
    expectEvery((await services('admin', { facturadoSN: 'N' })).json.dataRes, (s: Service) => s.facturado === 'N');
    const from = daysAgo(30);
    const recent = (await services('admin', { fechaInicial: dmy(from), fechaFinal: dmy(daysAgo(0)) })).json.dataRes as Service[];
    expect(recent.length).toBeGreaterThan(0);
    expectEvery(recent, (s) => s.FechaAlbaran >= from);
    const one = recent.find((s) => s.Albaran !== null)!;
    const byNote = (await services('admin', { numeroAlbaran: one.Albaran, codLer: `${one.codLer.slice(0, 2)} ${one.codLer.slice(2, 4)} ${one.codLer.slice(4)}` })).json.dataRes as Service[];
    expect(byNote.map((s) => s.Albaran)).toContain(one.Albaran);
    expectEvery(byNote, (s) => s.codLer === one.codLer);
    expect((await services('admin', { tipoGestion: 'X' })).status).toBe(400);
  });
  it('with descargaExcelSN S answers every row in dataRes.result', async () => {
    const paged = (await services('cliente', { numRows: 5 })).json;
    const excel = (await services('cliente', { descargaExcelSN: 'S', numRows: 5 })).json;
    expect(Array.isArray(excel.dataRes.result)).toBe(true);
    expect(excel.dataRes.result).toHaveLength(paged.numReg);
    expect(excel.numReg).toBe(paged.numReg);
  });
  it('fields: the export\'s rows (and a page\'s) carry only the fields asked, with the values of the whole row; an unknown field is a 400', async () => {
    const whole = (await services('cliente', { descargaExcelSN: 'S' })).json.dataRes.result as Record<string, unknown>[];
    expect(whole.length).toBeGreaterThan(3);
    const asked = ['CodigoLER', 'FechaAlbaran', 'Nombre', 'Sucursal', 'validadoSN'];
    const pick = (x: Record<string, unknown>) => Object.fromEntries(asked.map((f) => [f, x[f]]));
    const cut = await services('cliente', { descargaExcelSN: 'S', fields: asked.join(',') });
    expect(cut.status, JSON.stringify(cut.json)).toBe(200);
    expect(cut.json.dataRes.result).toEqual(whole.map(pick));
    const page = (await services('cliente', { numRows: 5, fields: asked })).json;
    expect(page.dataRes).toEqual(whole.slice(0, 5).map(pick));
    const bad = await services('cliente', { descargaExcelSN: 'S', fields: 'Nombre,razon_social' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('razon_social');
  });
  it('scope: own customer and branches; another customer\'s code gives nothing; every demo role has recent and older services', async () => {
    const multi = (await services('multi')).json.dataRes as Service[];
    expectEvery(multi, (s) => s.Cliente === '000003' && ['001', '002', '003'].includes(s.codSucursal));
    const suc = (await services('sucursal')).json.dataRes as Service[];
    expectEvery(suc, (s) => s.Cliente === '000002' && s.codSucursal === '001');
    expect((await services('cliente', { clienteInicial: '000002', clienteFinal: '000002' })).json.numReg).toBe(0);
    expect((await services('proveedor')).json.numReg).toBe(0);
    for (const user of ['cliente', 'sucursal', 'multi', 'rep'] as const) {
      expect((await services(user, { fechaInicial: dmy(daysAgo(30)) })).json.numReg, user).toBeGreaterThanOrEqual(3);
      expect((await services(user, { fechaFinal: dmy(daysAgo(31)) })).json.numReg, user).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('DetRecogidasEntregas', () => {
  const detail = (user: User, s: { albaran: number | null; ejercicio: number; cod_ler: string; tipo_gestion: string; pedido: number; cliente: string }) =>
    r.call('DetRecogidasEntregas', user, { tipoEmpresa: 0, numeroAlbaran: s.albaran, ejercicio: s.ejercicio, tipoGestion: s.tipo_gestion, codigoLER: s.cod_ler, numeroPedido: s.pedido, cliente: s.cliente });

  it('gives the service lines with links only to documents that exist', async () => {
    const full = await db().selectFrom('servicio_lineas as l').innerJoin('servicios_residuos as s', 's.identificador', 'l.identificador').selectAll('s')
      .where('s.empresa', '=', '1').where('l.doc_ticket', '=', 'S').where('l.doc_imagen_ticket', '=', 'S').where('l.doc_foto', '=', 'S').where('l.doc_adjuntos', '=', 'S').where('l.doc_di', '=', 'S')
      // a service with more lines than the waste one (a companion service has only that), the same one on every database
      .where((eb) => eb.exists(eb.selectFrom('servicio_lineas as o').select('o.linea').whereRef('o.identificador', '=', 's.identificador').where('o.cod_servicio', '!=', 'GR')))
      .orderBy('s.identificador').executeTakeFirstOrThrow();
    const res = (await detail('admin', full)).json;
    const lines = res.dataRes.result;
    const waste = lines.find((l: { codServicio: string }) => l.codServicio === 'GR');
    expect(waste).toMatchObject({ di: full.numero_di, Identificador: full.identificador, articulo: `R${full.cod_ler}` });
    expect(waste.Importe).toBeCloseTo(waste.Cantidad * waste.Precio, 2);
    for (const key of ['URLdi', 'URLalbaran', 'URLticket', 'Ticket', 'URLfotoPDA', 'DocAdjuntosURL']) {
      const doc = await r.download(waste[key]);
      expect(doc.statusCode, key).toBe(200);
      expectPdf(doc.rawPayload);
    }
    expectPdf(waste.DocAdjuntosClob);
    const other = lines.filter((l: { codServicio: string }) => l.codServicio !== 'GR');
    expectEvery(other, (l: { URLdi: null; Ticket: null; DocAdjuntosClob: null }) => l.URLdi === null && l.Ticket === null && l.DocAdjuntosClob === null);
  });
  it('the fields of a list row find its lines (CodigoLER with its description included)', async () => {
    const rows = (await services('cliente', { tipoGestion: 'R', numRows: 5 })).json.dataRes as (Service & { CodigoLER: string })[];
    for (const row of rows) {
      const res = await r.call('DetRecogidasEntregas', 'cliente', { tipoEmpresa: 0, numeroAlbaran: row.Albaran, ejercicio: row.Ejercicio, tipoGestion: row.TipoGestion, codigoLER: row.CodigoLER, numeroPedido: row.Pedido, cliente: row.Cliente });
      expect(res.status).toBe(200);
      expectEvery(res.json.dataRes.result, (l: { Identificador: number }) => typeof l.Identificador === 'number');
    }
  });
  it('service orders (P) are found by order and customer and have no delivery note', async () => {
    const order = await db().selectFrom('servicios_residuos').selectAll().where('empresa', '=', '1').where('tipo_gestion', '=', 'P').where('cliente', '=', '000001').executeTakeFirstOrThrow();
    const lines = (await detail('cliente', order)).json.dataRes.result;
    expect(lines.length).toBeGreaterThan(0);
    expectEvery(lines, (l: { URLalbaran: null }) => l.URLalbaran === null);
  });
  it('another customer\'s or another branch\'s service is 404', async () => {
    const foreign = await db().selectFrom('servicios_residuos').selectAll().where('empresa', '=', '1').where('cliente', '=', '000002').where('sucursal', '!=', '001')
      .where('albaran', 'is not', null).executeTakeFirstOrThrow();
    expect((await detail('cliente', foreign)).status).toBe(404);
    expect((await detail('sucursal', foreign)).status).toBe(404);
    expect((await detail('admin', foreign)).status).toBe(200);
    expect((await r.call('DetRecogidasEntregas', 'admin', { tipoGestion: 'R' })).status).toBe(400);
  });
});

describe('getPermisosResiduos and validateService', () => {
  it('answers the caller\'s own permissions; another user only for ADMIN', async () => {
    expect((await r.call('getPermisosResiduos', 'soporte', { usuario: 'soporte' })).json).toEqual({ statusCode: '200', result: [{ permiso: 'RES_022' }] });
    expect((await r.call('getPermisosResiduos', 'cliente', { usuario: 'CLIENTE' })).json.result).toEqual([]);
    expect((await r.call('getPermisosResiduos', 'cliente', { usuario: 'admin' })).status).toBe(403);
    expect((await r.call('getPermisosResiduos', 'admin', { usuario: 'soporte' })).json.result).toEqual([{ permiso: 'RES_022' }]);
    expect((await r.call('getPermisosResiduos', 'admin', {})).status).toBe(400);
  });
  it('validating needs RES_022', async () => {
    const open = await db().selectFrom('servicios_residuos').selectAll().where('empresa', '=', '1').where('cliente', '=', '000001').where('validado_sn', 'is', null)
      .where('albaran', 'is not', null).executeTakeFirstOrThrow();
    const res = await r.call('validateService', 'cliente', { usuario: 'cliente', cliente: open.cliente, sucursal: open.sucursal, albaran: open.albaran, accion: 'S', comentario: 'ok' });
    expect(res.status).toBe(403);
  });
  it('validates (or rejects) an open service once, persisting user, date and time', async () => {
    const open = await db().selectFrom('servicios_residuos').selectAll().where('empresa', '=', '1').where('cliente', '=', '000001').where('validado_sn', 'is', null)
      .where('albaran', 'is not', null).orderBy('fecha', 'desc').executeTakeFirstOrThrow();
    const body = { usuario: 'soporte', cliente: open.cliente, sucursal: open.sucursal, albaran: open.albaran, ejercicio: open.ejercicio, accion: 'N', comentario: 'Cantidad incorrecta' };
    const res = await r.call('validateService', 'soporte', body);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ statusCode: '200', result: 'ok', validadoSN: 'N', usuarioValidacion: 'SOPORTE' });
    const row = (await services('admin', { numeroAlbaran: open.albaran, clienteInicial: open.cliente, clienteFinal: open.cliente })).json.dataRes
      .find((s: { Identificador: number }) => s.Identificador === open.identificador);
    expect(row).toMatchObject({ validadoSN: 'N', validado: 'S', usuarioValidacion: 'SOPORTE' });
    expect(row.fechaValidacion).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await r.call('validateService', 'admin', { ...body, usuario: 'admin', accion: 'S' });
    expect(again.status).toBe(409);
    expect(again.json.errorMsg).toContain('cancelado');
    expect(again.json.errorMsg).toContain('SOPORTE');
  });
  it('a service outside the scope is 404; a bad action 400; another user 403', async () => {
    const service = await db().selectFrom('servicios_residuos').selectAll().where('empresa', '=', '1').where('albaran', 'is not', null).where('validado_sn', 'is', null).executeTakeFirstOrThrow();
    const body = { cliente: service.cliente, sucursal: service.sucursal, albaran: service.albaran, accion: 'S', comentario: '' };
    expect((await r.call('validateService', 'admin', { ...body, cliente: '999999' })).status).toBe(404);
    expect((await r.call('validateService', 'admin', { ...body, accion: 'X' })).status).toBe(400);
    expect((await r.call('validateService', 'admin', { ...body, usuario: 'soporte' })).status).toBe(403);
    expect((await r.call('validateService', null, body)).status).toBe(401);
  });
});
