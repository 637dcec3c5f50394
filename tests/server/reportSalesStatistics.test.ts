import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPdf, startReportServer, type ReportServer, type User } from './support/reportServer';
import { pdfText } from './support/pdfText';

/**
 * Sales statistics (ESTADO_VENTAS, ESTADIST_VENTAS, ESTAD_PROV_REP) and the country and province pickers: every report returns a signed link to a PDF
 * whose text carries the filters and the totals of the database, narrowed to the caller's scope whatever the body asks.
 */

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });
const db = () => r.s.open.db;

const round2 = (n: number) => Math.round(n * 100) / 100;
/** An amount as the documents print it, written out here: 1.234,56 €. */
const amount = (n: number) => {
  const [int, dec] = Math.abs(round2(n)).toFixed(2).split('.') as [string, string];
  return `${n < 0 ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec} €`;
};
const flat = (text: string) => text.replace(/\s+/g, ' ');
const iso = (d: Date) => d.toISOString().slice(0, 10);
const yearsAgo = (n: number) => { const d = new Date(); d.setUTCFullYear(d.getUTCFullYear() - n); return iso(d); };
/** MM/YYYY of the month `n` months before the current one. */
const monthAgo = (n: number) => { const d = new Date(); d.setUTCDate(1); d.setUTCMonth(d.getUTCMonth() - n); return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`; };
const firstDay = (mmyyyy: string) => `${mmyyyy.slice(3)}-${mmyyyy.slice(0, 2)}-01`;
const lastDay = (mmyyyy: string) => new Date(Date.UTC(Number(mmyyyy.slice(3)), Number(mmyyyy.slice(0, 2)), 0)).toISOString().slice(0, 10);

/** The text of a linked PDF (reading order and layout), after checking it is a PDF with pages. */
async function documentText(link: string, save?: string): Promise<string> {
  expect(link).toContain('/wsutils/documentos/');
  const doc = await r.download(link);
  expect(doc.statusCode).toBe(200);
  expect(doc.headers['content-type']).toBe('application/pdf');
  const pdf = expectPdf(doc.rawPayload, 3000);
  if (save && process.env.SAVE_PDFS) fs.writeFileSync(`${process.env.SAVE_PDFS}/${save}.pdf`, pdf);
  const text = `${flat(await pdfText(pdf))} ¦ ${flat(await pdfText(pdf, true))}`;
  expect(text).toMatch(/(Página 1 de|Page 1 of) \d+/);
  return text;
}
const says = (text: string, phrases: string[]) => { for (const p of phrases) expect(text, `should say "${p}"`).toContain(flat(p)); };
const saysNot = (text: string, phrases: string[]) => { for (const p of phrases) expect(text, `should not say "${p}"`).not.toContain(flat(p)); };

/** Signed amount and count of the order lines of company 1 matching a condition on l (lines), p (orders) and c (customers). */
async function orderTotals(where: ReturnType<typeof sql>) {
  const { rows } = await sql<{ n: number; importe: number }>`select count(*) as n, sum(l.cantidad * l.precio * (case when p.tipo = 'A' then -1 else 1 end)) as importe
    from pedido_lineas l join pedidos p on p.empresa = l.empresa and p.numero = l.numero join clientes c on c.empresa = p.empresa and c.cliente = p.cliente
    where p.empresa = '1' and ${where}`.execute(db());
  return { n: Number(rows[0]!.n), importe: Number(rows[0]!.importe ?? 0) };
}
const cliente = (code: string) => db().selectFrom('clientes').selectAll().where('empresa', '=', '1').where('cliente', '=', code).executeTakeFirstOrThrow();
const portal = (usuario: string) => db().selectFrom('usuarios_portal').selectAll().where('id_organizacion', '=', 1).where('usuario', '=', usuario).executeTakeFirstOrThrow();
const otherRep = async () => (await db().selectFrom('clientes').select(['representante', 'cliente', 'nombre']).where('empresa', '=', '1')
  .where('representante', '!=', r.repCode).orderBy('cliente').executeTakeFirstOrThrow());

describe('the data behind the statistics', () => {
  it('orders and invoices of every representative span three years up to today; families have five levels, each article a leaf', async () => {
    for (const years of [0, 1, 2]) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from facturas where empresa = '1' and fecha > ${yearsAgo(years + 1)} and fecha <= ${yearsAgo(years)}`.execute(db());
      expect(Number(rows[0]!.n), `invoices ${years} years back`).toBeGreaterThan(50);
    }
    const levels = await db().selectFrom('familias_articulo').select('nivel').distinct().where('empresa', '=', '1').orderBy('nivel').execute();
    expect(levels.map((l) => l.nivel)).toEqual([1, 2, 3, 4, 5]);
    const { rows } = await sql<{ n: number }>`select count(*) as n from articulos a where a.empresa = '1' and 5 <> (select count(*) from articulo_familias af where af.empresa = a.empresa and af.articulo = a.articulo)`.execute(db());
    expect(Number(rows[0]!.n)).toBe(0);
  });
  it('every customer has a country and a province; some are in Portugal and France', async () => {
    const rows = await db().selectFrom('clientes').select(['pais', 'cod_provincia']).execute();
    expect(rows.every((c) => c.pais && c.cod_provincia)).toBe(true);
    expect(new Set(rows.map((c) => c.pais))).toEqual(new Set(['ES', 'PT', 'FR']));
  });
});

describe('lovPai and lovEpp', () => {
  it('lists the countries and the provinces of a country; Spain has 52, Andorra none', async () => {
    const countries = await r.call('lovPai', 'cliente', { orderBy: 'nombrePais', order: 'ASC' });
    expect(countries.status).toBe(200);
    expect(countries.json.dataRes.map((c: { pais: string }) => c.pais)).toEqual(['AD', 'ES', 'FR', 'PT']);
    expect(countries.json.dataRes[1]).toEqual({ pais: 'ES', nombrePais: 'España' });
    expect(countries.json.numReg).toBe(4);
    const spain = await r.call('lovEpp', 'rep', { pais: 'ES', orderBy: 'id', order: 'ASC' });
    expect(spain.json.numReg).toBe(52);
    expect(spain.json.dataRes).toHaveLength(52);
    expect(spain.json.dataRes[0]).toEqual({ id: '1', denominacion: 'Álava' });
    expect(spain.json.dataRes[27]).toEqual({ id: '28', denominacion: 'Madrid' });
    const portugal = await r.call('lovEpp', 'admin', { pais: 'PT', orderBy: 'id', order: 'DESC' });
    expect(portugal.json.dataRes).toHaveLength(18);
    expect(portugal.json.dataRes[0]).toEqual({ id: '18', denominacion: 'Viseu' });
    expect((await r.call('lovEpp', 'admin', { pais: 'FR', orderBy: 'denominacion' })).json.numReg).toBeGreaterThan(3);
    expect((await r.call('lovEpp', 'admin', { pais: 'AD' })).json).toMatchObject({ statusCode: '200', dataRes: [], numReg: 0 });
    expect((await r.call('lovEpp', 'admin', {})).status).toBe(400);
    expect((await r.call('lovPai', 'admin', { orderBy: 'nope' })).status).toBe(400);
    expect((await r.call('lovPai', null, {})).status).toBe(401);
  });
});

describe('informeSituacionExpert', () => {
  const situation = (user: User, body: Record<string, unknown> = {}) =>
    r.call('informeSituacionExpert', user, { tipoEmpresa: 0, pdfSn: 'S', estadoPed: 'T', tipoPedidos: 'T', tipoVenta: 'T', tipoOrden: 'A', tipoListado: 9, nivelFamilia: 1, ...body });

  it('CLIENTE: its own orders by family, the totals of the database from the role\'s first date, another customer\'s figures never', async () => {
    const limit = (await db().selectFrom('fechas_roles').select('fecha_inicio').where('id_organizacion', '=', 1).where('empresa', '=', '1').where('id_rol', '=', 3).executeTakeFirstOrThrow()).fecha_inicio!;
    const own = await orderTotals(sql`p.cliente = '000001' and p.fecha_pedido >= ${limit}`);
    const res = await situation('cliente');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ statusCode: '200', errorMsg: '', errorCode: 0 });
    const [c1, c2] = [await cliente('000001'), await cliente('000002')];
    const text = await documentText(res.json.report, 'sales-situation-cliente');
    says(text, ['SITUACIÓN DE VENTAS', 'Por cliente', 'Entrado', `Cliente 000001 · ${c1.razon_social}`, `Líneas ${own.n}`, `Total ${amount(own.importe)}`, `${limit.slice(8, 10)}/${limit.slice(5, 7)}/${limit.slice(0, 4)} – …`]);
    saysNot(text, [c2.razon_social, 'Cliente 000002']);
    // Asking for another customer finds nothing of it.
    expect((await situation('cliente', { cliIni: '000002', cliFin: '000002' })).json).toEqual({ statusCode: '200', report: '', errorMsg: 'estadoVentaNotFound', errorCode: 0 });
  });

  it('SUCURSAL and MULTISUCURSAL: only the orders of their branches', async () => {
    for (const user of ['sucursal', 'multi'] as const) {
      const u = await portal(user);
      const branches = user === 'sucursal' ? [u.sucursal!] : (await db().selectFrom('usuario_sucursales').select('sucursal').where('id_organizacion', '=', 1).where('usuario', '=', user).execute()).map((s) => s.sucursal);
      const own = await orderTotals(sql`p.cliente = ${u.cliente} and p.sucursal in (${sql.join(branches)}) and l.estado_pedido = 7`);
      const res = await situation(user, { estadoPed: 'F', cliIni: '000001', cliFin: '000009' });
      const text = await documentText(res.json.report);
      says(text, ['Facturado', `Cliente ${u.cliente} ·`, `Líneas ${own.n}`, `Total ${amount(own.importe)}`]);
      saysNot(text, ['Cliente 000001 ·']);
    }
  });

  it('REPRESENTANTE: its representative and agent only; ADMIN and SOPORTE every representative; PROVEEDOR 403', async () => {
    const other = await otherRep();
    const own = await orderTotals(sql`c.representante = ${r.repCode} and c.agente = ${r.repAgent} and l.estado_pedido in (5, 6)`);
    const text = await documentText((await situation('rep', { tipoListado: 11, estadoPed: 'S', repIni: other.representante, repFin: r.repCode > other.representante ? r.repCode : other.representante })).json.report, 'sales-situation-rep');
    says(text, ['Por representante', 'Pendiente de facturar', `Representante ${r.repCode}/${r.repAgent}`, `Total ${amount(own.importe)}`]);
    saysNot(text, [`Representante ${other.representante}/`]);
    expect((await situation('rep', { cliIni: other.cliente, cliFin: other.cliente })).json.errorMsg).toBe('estadoVentaNotFound');
    for (const user of ['admin', 'soporte'] as const) {
      const all = await orderTotals(sql`p.representante = ${other.representante} and l.estado_pedido = 7 and p.tipo = 'P'`);
      const res = await situation(user, { tipoListado: 1, estadoPed: 'F', tipoPedidos: 'P', nivelFamilia: 2, tipoOrden: 'I', repIni: other.representante, repFin: other.representante });
      says(await documentText(res.json.report, `sales-situation-${user}`), ['Por familia y artículo', 'Facturado', 'Pedidos', 'Importe', `Total ${amount(all.importe)}`, `${other.representante} – ${other.representante}`]);
    }
    expect((await situation('proveedor')).status).toBe(403);
  });

  it('crossed family levels (4, 5, 6), capped at the user\'s maximum article level', async () => {
    const maxLevel = (n: number) => r.s.open.db.updateTable('usuarios_portal').set({ nivel_max_art: n }).where('usuario', '=', 'admin').execute();
    await maxLevel(3);
    for (const tipoListado of [4, 5, 6]) {
      const res = await situation('admin', { tipoListado, nivel1: 1, nivel2: 5, repIni: r.repCode, repFin: r.repCode });
      const text = await documentText(res.json.report, `sales-situation-${tipoListado}`);
      // A user who may see family levels down to 3 gets level 3 where it asked for 5.
      expect(text).toMatch(/1 ?× ?3/);
    }
    await maxLevel(5);
    const text = await documentText((await situation('admin', { tipoListado: 4, nivel1: 2, nivel2: 3, cliIni: '000001', cliFin: '000001' })).json.report);
    expect(text).toMatch(/Familia \d{4} · /);
    expect(text).toMatch(/ \d{6} /);
  });

  it('cash and credit sales split the total', async () => {
    const body = { tipoListado: 11, estadoPed: 'T', cliIni: '000001', cliFin: '000040' };
    const totalOf = async (tipoVenta: string) => {
      const res = await situation('admin', { ...body, tipoVenta });
      if (!res.json.report) return 0;
      const m = /Total (-?[\d.]+,\d{2}) €/.exec((await documentText(res.json.report)).split(' ¦ ')[1]!.split('Representante').pop()!);
      return Number(m![1]!.replace(/\./g, '').replace(',', '.'));
    };
    const [all, cash, credit] = [await totalOf('T'), await totalOf('C'), await totalOf('R')];
    expect(all).toBeGreaterThan(0);
    // Each total is rounded to cents on its own (lines priced in thousandths of a euro): the two parts may differ from the whole by a cent.
    expect(Math.abs(round2(cash + credit) - all)).toBeLessThanOrEqual(0.011);
  });

  it('refuses bad bodies (400) and answers in the user\'s language', async () => {
    expect((await situation('admin', { tipoListado: 7 })).status).toBe(400);
    expect((await situation('admin', { estadoPed: 'X' })).status).toBe(400);
    expect((await situation('admin', { nivelFamilia: 6 })).status).toBe(400);
    expect((await situation('admin', { fechaIni: '31/02/2025' })).status).toBe(400);
    expect((await situation('admin', { fechaIni: '02/02/2025', fechaFin: '01/02/2025' })).status).toBe(400);
    expect((await situation('admin', { unknownField: 1 })).status).toBe(400);
    try {
      await db().updateTable('usuarios_erp').set({ idioma: 'en' }).where('id_organizacion', '=', 1).where('usuario', '=', 'rep').execute();
      const text = await documentText((await situation('rep')).json.report, 'sales-situation-en');
      says(text, ['SALES SITUATION', 'By customer', 'Entered', 'Lines', 'Amount', 'Customers', 'Date:', 'Page 1 of']);
      saysNot(text, ['SITUACIÓN DE VENTAS']);
    } finally {
      await db().updateTable('usuarios_erp').set({ idioma: 'E' }).where('id_organizacion', '=', 1).where('usuario', '=', 'rep').execute();
    }
  });
});

describe('informeComparativoVentas', () => {
  const [p1Ini, p1Fin, p2Ini, p2Fin] = [monthAgo(11), monthAgo(0), monthAgo(23), monthAgo(12)];
  const comparison = (user: User, body: Record<string, unknown> = {}) => r.call('informeComparativoVentas', user, {
    tipoEmpresa: 0, pdfSn: 'S', tipoRepresentante: 'R', mesEjercicioInicial: p1Ini, mesEjercicioFinal: p1Fin, mesEjercicioComparadoInicial: p2Ini, mesEjercicioComparadoFinal: p2Fin, ...body,
  });
  const invoiced = async (where: ReturnType<typeof sql>, from: string, to: string) => {
    const { rows } = await sql<{ s: number }>`select sum(fa.base_imponible) as s from facturas fa join clientes c on c.empresa = fa.empresa and c.cliente = fa.cliente
      where fa.empresa = '1' and fa.fecha >= ${from} and fa.fecha <= ${to} and ${where}`.execute(db());
    return Number(rows[0]!.s ?? 0);
  };

  it('ADMIN and SOPORTE: month by month against the compared period, with the totals of the database', async () => {
    const p1 = await invoiced(sql`1 = 1`, firstDay(p1Ini), lastDay(p1Fin));
    const p2 = await invoiced(sql`1 = 1`, firstDay(p2Ini), lastDay(p2Fin));
    for (const user of ['admin', 'soporte'] as const) {
      const res = await comparison(user);
      expect(res.json).toMatchObject({ statusCode: '200', result: 'OK', errorMsg: { code: 0, message: '' } });
      const text = await documentText(res.json.dataRes.report, `sales-comparison-${user}`);
      says(text, ['COMPARATIVO DE VENTAS', `${p1Ini} – ${p1Fin}`, `${p2Ini} – ${p2Fin}`, p1Ini, p2Ini, `Representante ${r.repCode}/${r.repAgent}`, amount(p1), amount(p2), `Diferencia ${amount(p1 - p2)}`]);
    }
  });

  it('CLIENTE: its own monthly sales, another customer never; REPRESENTANTE its customers, grouped per customer under it', async () => {
    const c1 = await cliente('000001');
    const own = await invoiced(sql`fa.cliente = '000001'`, firstDay(p1Ini), lastDay(p1Fin));
    const text = await documentText((await comparison('cliente', { tipoRepresentante: 'C' })).json.dataRes.report, 'sales-comparison-cliente');
    says(text, [`Cliente 000001 · ${c1.nombre}`, amount(own)]);
    saysNot(text, ['Cliente 000002', (await cliente('000002')).nombre]);
    expect((await comparison('cliente', { tipoRepresentante: 'C', clienteInicial: '000002', clienteFinal: '000002' })).json)
      .toEqual({ statusCode: '200', result: 'KO', dataRes: { report: '' }, errorMsg: { code: 1, message: 'notFoundDefault' } });
    const other = await otherRep();
    const repText = await documentText((await comparison('rep', { tipoRepresentante: '' })).json.dataRes.report, 'sales-comparison-rep');
    says(repText, [`Representante ${r.repCode}/${r.repAgent}`, `Clientes de Representante ${r.repCode}/${r.repAgent}`, `000001 ${c1.nombre}`]);
    saysNot(repText, [`Representante ${other.representante}/`, `${other.cliente} ${other.nombre}`]);
    for (const user of ['sucursal', 'multi'] as const) {
      expect((await comparison(user, { tipoRepresentante: 'C' })).json.result).toBe('OK');
    }
    expect((await comparison('proveedor')).status).toBe(403);
  });

  it('refuses bad months and a start after the end (400)', async () => {
    expect((await comparison('admin', { mesEjercicioInicial: '13/2025' })).status).toBe(400);
    expect((await comparison('admin', { mesEjercicioInicial: '2025-01' })).status).toBe(400);
    expect((await comparison('admin', { tipoRepresentante: 'X' })).status).toBe(400);
    expect((await comparison('admin', { mesEjercicioInicial: '05/2025', mesEjercicioFinal: '04/2025' })).status).toBe(400);
  });
});

describe('informeEstadisticaProvincias', () => {
  const year = new Date().getUTCFullYear() - 1;
  const statistics = (user: User, body: Record<string, unknown> = {}) => r.call('informeEstadisticaProvincias', user, {
    tipoEmpresa: 0, pdfSn: 'S', ejercicio: year, pedido: 1, orden: 1, paisIni: '', paisFin: '', provinciaIni: 0, provinciaFin: 9999999, ...body,
  });

  it('ADMIN: the year\'s sales by country and province in the six orders, the totals of the database, foreign customers included', async () => {
    const reps = { repIni: 'R000', repFin: 'R999' };
    const all = await orderTotals(sql`p.fecha_pedido >= ${`${year}-01-01`} and p.fecha_pedido <= ${`${year}-12-31`} and l.estado_pedido = 7`);
    const headings: Record<number, string> = { 1: 'Código de país y provincia', 2: 'Nombre de país y provincia', 3: 'Código de país, provincia por representante', 4: 'Nombre de país, provincia por representante', 5: 'Importe por provincia', 6: 'Importe por representante' };
    for (const orden of [1, 2, 3, 4, 5, 6]) {
      const res = await statistics('admin', { ...reps, pedido: 3, orden });
      expect(res.json.errorMsg).toBe('');
      const text = await documentText(res.json.report, `province-statistics-${orden}`);
      says(text, ['ESTADÍSTICA POR PROVINCIAS', `Ejercicio: ${year}`, 'Facturado', headings[orden]!, `Total ${amount(all.importe)}`]);
      if (orden <= 2) says(text, ['País ES · España', 'País PT · Portugal', 'País FR · Francia']);
    }
    const portugal = await orderTotals(sql`c.pais = 'PT' and p.fecha_pedido >= ${`${year}-01-01`} and p.fecha_pedido <= ${`${year}-12-31`}`);
    const text = await documentText((await statistics('admin', { ...reps, paisIni: 'PT', paisFin: 'PT' })).json.report);
    says(text, ['Portugal', `Total ${amount(portugal.importe)}`]);
    saysNot(text, ['España']);
    expect((await statistics('admin', { ...reps, paisIni: 'AD', paisFin: 'AD' })).json).toEqual({ statusCode: '200', report: '', errorMsg: 'notFoundDefault' });
  });

  it('a province range narrows to those provinces', async () => {
    const c1 = await cliente('000001');
    const res = await statistics('admin', { repIni: 'R000', repFin: 'R999', paisIni: c1.pais, paisFin: c1.pais, provinciaIni: Number(c1.cod_provincia), provinciaFin: Number(c1.cod_provincia) });
    const text = await documentText(res.json.report);
    says(text, [c1.provincia, 'Provincias 1']);
  });

  it('REPRESENTANTE its own, CLIENTE its own province only; the customer-linked roles need no representative; PROVEEDOR 403', async () => {
    const other = await otherRep();
    const repText = await documentText((await statistics('rep', { repIni: r.repCode, repFin: r.repCode, orden: 3 })).json.report, 'province-statistics-rep');
    says(repText, [`${r.repCode}/${r.repAgent}`]);
    saysNot(repText, [`${other.representante}/`]);
    expect((await statistics('rep', { repIni: other.representante, repFin: other.representante })).json.errorMsg).toBe('notFoundDefault');
    const c1 = await cliente('000001');
    const own = await orderTotals(sql`p.cliente = '000001' and p.fecha_pedido >= ${`${year}-01-01`} and p.fecha_pedido <= ${`${year}-12-31`}`);
    const text = await documentText((await statistics('cliente', {})).json.report, 'province-statistics-cliente');
    says(text, [c1.provincia, `Total ${amount(own.importe)}`, 'Provincias 1']);
    for (const user of ['sucursal', 'multi'] as const) expect((await statistics(user)).json.errorMsg).toBe('');
    expect((await statistics('proveedor')).status).toBe(403);
  });

  it('ADMIN and SOPORTE must name a representative; bad state, order or year is a 400', async () => {
    expect((await statistics('admin')).status).toBe(400);
    expect((await statistics('soporte')).status).toBe(400);
    expect((await statistics('soporte', { repIni: r.repCode })).json.errorMsg).toBe('');
    expect((await statistics('admin', { repIni: r.repCode, pedido: 6 })).status).toBe(400);
    expect((await statistics('admin', { repIni: r.repCode, orden: 0 })).status).toBe(400);
    expect((await statistics('admin', { repIni: r.repCode, ejercicio: 'abcd' })).status).toBe(400);
    expect((await statistics('admin', { repIni: r.repCode, provinciaFin: 99_999_999 })).status).toBe(400);
  });
});

describe('a report the user does not hold', () => {
  it.each([
    ['informeSituacionExpert', 'ESTADO_VENTAS', { repIni: 'R000' }], ['informeComparativoVentas', 'ESTADIST_VENTAS', { representanteInicial: 'R000' }],
    ['informeEstadisticaProvincias', 'ESTAD_PROV_REP', { repIni: 'R000' }],
  ] as const)('%s needs %s', async (call, informe, body) => {
    const grant = (v: string) => db().updateTable('usuario_informes').set({ value_sn: v }).where('id_organizacion', '=', 1).where('usuario', '=', 'rep').where('informe', '=', informe).execute();
    try {
      await grant('N');
      const res = await r.call(call, 'rep', body);
      expect(res.status).toBe(403);
      expect(res.json.errorMsg).toContain(informe);
    } finally {
      await grant('S');
    }
    expect((await r.call(call, 'rep', body)).status).toBe(200);
  });
});
