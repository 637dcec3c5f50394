import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, dmy, expectPdf, startReportServer, type ReportServer, type User } from './support/reportServer';
import { pdfText } from './support/pdfText';

/**
 * Every PDF the reference server produces is read back as text: it must name the right customer, the right document number and an amount
 * (or quantity) that matches the database, and it must not name another customer's document. A check that only looks for `%PDF` would
 * accept another customer's PDF; these would not.
 */

let r: ReportServer;
beforeAll(async () => { r = await startReportServer(); });
afterAll(async () => { await r.close(); });
const db = () => r.s.open.db;

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Thousands with dots (Spanish notation), written out here rather than taken from the server so a wrong format fails. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
/** An amount as the documents print it: 1.234,56 € (negative: -1.234,56 €). */
const amount = (n: number) => {
  const [int, dec] = Math.abs(n).toFixed(2).split('.') as [string, string];
  return `${n < 0 ? '-' : ''}${grouped(int)},${dec} €`;
};
/** A quantity as the documents print it: 9.000 for whole numbers, 459,78 otherwise. */
const qty = (n: number) => {
  const [int, dec] = Math.abs(n).toFixed(2).split('.') as [string, string];
  return `${n < 0 ? '-' : ''}${grouped(int)}${Number.isInteger(n) ? '' : `,${dec}`}`;
};
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** A waste code as printed: 15 01 01, hazardous ones with an asterisk. */
const ler = (codigo: string, peligroso: string) => `${codigo.slice(0, 2)} ${codigo.slice(2, 4)} ${codigo.slice(4, 6)}${peligroso === 'S' ? '*' : ''}`;

/** White space runs as one space: the layout text pads columns with spaces and the phrases are looked for within a line. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The text of a document, after checking it is a real PDF: in reading order (a long name wrapped over two lines reads as one phrase)
 * and as laid out (a label and its amount in one table row), so a phrase counts when either reading says it.
 */
async function textOf(bytes: Buffer | string): Promise<string> {
  const pdf = expectPdf(bytes);
  return `${flat(await pdfText(pdf))} ¦ ${flat(await pdfText(pdf, true))}`;
}

/** Asserts that a document's text says every phrase. */
function expectSays(text: string, phrases: string[]) {
  expect(phrases.length).toBeGreaterThan(0);
  for (const phrase of phrases) expect(text, `the document should say "${phrase}"`).toContain(flat(phrase));
}

/** Asserts that a document's text says none of the phrases (they belong to another document). */
function expectSaysNot(text: string, phrases: string[]) {
  expect(phrases.length).toBeGreaterThan(0);
  for (const phrase of phrases) expect(text, `the document should not say "${phrase}"`).not.toContain(flat(phrase));
}

/** A customer's name and tax id as in the customer master. */
const customerOf = (cliente: string) =>
  db().selectFrom('clientes').select(['cliente', 'razon_social', 'cif']).where('empresa', '=', '1').where('cliente', '=', cliente).executeTakeFirstOrThrow();

describe('invoice reprint (getURLFacturas): the linked PDF is the asked invoice of the asking customer', () => {
  const latestInvoice = (cliente: string, serie: string, sucursal?: string) => {
    let q = db().selectFrom('facturas').selectAll().where('empresa', '=', '1').where('cliente', '=', cliente).where('serie', '=', serie);
    if (sucursal) q = q.where('sucursal', '=', sucursal);
    return q.orderBy('fecha', 'desc').orderBy('numero', 'desc').executeTakeFirstOrThrow();
  };
  const invoicePdf = async (user: User, f: { numero: number; serie: string; ejercicio: number }) => {
    const res = await r.call('getURLFacturas', user, { tipoEmpresa: 0, pdfSn: 'S', factIni: f.numero, factFin: f.numero, serie: f.serie, ejercicio: f.ejercicio });
    expect(res.json.errorMsg).toBe('');
    const doc = await r.download(res.json.report);
    expect(doc.statusCode).toBe(200);
    return textOf(doc.rawPayload);
  };
  const dueDates = (f: { serie: string; ejercicio: number; numero: number }) => db().selectFrom('vencimientos').select(['plazo', 'fecha_vencimiento', 'importe'])
    .where('empresa', '=', '1').where('factura_serie', '=', f.serie).where('factura_ejercicio', '=', f.ejercicio).where('factura_numero', '=', f.numero).orderBy('plazo').execute();
  const invoiceNo = (f: { serie: string; ejercicio: number; numero: number }) => `${f.serie} ${f.ejercicio}/${pad(f.numero, 6)}`;

  it('an invoice names its customer, number, base, VAT, total and due dates; another customer\'s invoice names neither', async () => {
    const a = await latestInvoice('000001', 'FV');
    const b = await latestInvoice('000002', 'FV', '001');
    const [ca, cb] = [await customerOf(a.cliente), await customerOf(b.cliente)];
    const [textA, textB] = [await invoicePdf('cliente', a), await invoicePdf('sucursal', b)];
    const duesA = await dueDates(a);
    expect(duesA.length).toBeGreaterThan(0);
    expect(round2(duesA.reduce((s, d) => s + d.importe, 0))).toBeCloseTo(a.total, 2);

    expectSays(textA, [
      'FACTURA', `Nº ${invoiceNo(a)}`, `Fecha: ${dmy(a.fecha)}`, ca.razon_social, `CIF ${ca.cif} · Cliente ${a.cliente}`, `Pedido ${a.pedido}`,
      `Base imponible ${amount(a.base_imponible)}`, `IVA ${a.porcentaje_iva} % ${amount(a.cuota_iva)}`, `Total factura ${amount(a.total)}`,
      ...duesA.map((d) => `${d.plazo} ${dmy(d.fecha_vencimiento)} ${a.forma_pago} ${amount(d.importe)}`),
    ]);
    expect(textA).not.toContain('FACTURA RECTIFICATIVA');
    expectSays(textB, [`Nº ${invoiceNo(b)}`, cb.razon_social, `Cliente ${b.cliente}`, `Total factura ${amount(b.total)}`]);
    // Negative control: each invoice names only its own number and customer.
    expectSaysNot(textA, [invoiceNo(b), cb.razon_social, `Cliente ${b.cliente}`]);
    expectSaysNot(textB, [invoiceNo(a), ca.razon_social, `Cliente ${a.cliente}`]);
  });

  it('a credit note prints as FACTURA RECTIFICATIVA with its negative total', async () => {
    const credit = await latestInvoice('000001', 'AB');
    expect(credit.total).toBeLessThan(0);
    const text = await invoicePdf('cliente', credit);
    expectSays(text, [
      'FACTURA RECTIFICATIVA', `Nº ${invoiceNo(credit)}`, (await customerOf(credit.cliente)).razon_social,
      `Base imponible ${amount(credit.base_imponible)}`, `Total factura ${amount(credit.total)}`, `por el abono del pedido ${credit.pedido}`,
    ]);
  });

  it('the invoice zip (obtenerZipFacturas) holds, under each invoice\'s file name, that invoice and no other', async () => {
    const invoices = [await latestInvoice('000001', 'FV'), await latestInvoice('000001', 'AB')];
    const res = await r.call('/wsutils/obtenerZipFacturas', 'cliente', {
      facturas: invoices.map((f) => ({ numeroFactura: f.numero, serieFactura: f.serie, ejercicio: f.ejercicio, cliente: f.cliente })),
    });
    expect(res.status).toBe(200);
    const files = unzipSync(Buffer.from(res.json.dataRes.File, 'base64'));
    expect(Object.keys(files).sort()).toEqual(invoices.map((f) => `factura-${f.serie}-${f.ejercicio}-${pad(f.numero, 6)}.pdf`).sort());
    const [own, other] = invoices as [typeof invoices[0], typeof invoices[0]];
    for (const [f, g] of [[own, other], [other, own]] as const) {
      const text = await textOf(Buffer.from(files[`factura-${f.serie}-${f.ejercicio}-${pad(f.numero, 6)}.pdf`]!));
      expectSays(text, [`Nº ${invoiceNo(f)}`, `Cliente ${f.cliente}`, `Total factura ${amount(f.total)}`]);
      expectSaysNot(text, [invoiceNo(g), `Total factura ${amount(g.total)}`]);
    }
  });
});

describe('order documents', () => {
  /** An order of a customer (optionally one branch) that is not a credit order, with its lines. */
  const orderWithLines = async (cliente: string, sucursal?: string) => {
    let q = db().selectFrom('pedidos as p').selectAll('p').where('p.empresa', '=', '1').where('p.cliente', '=', cliente).where('p.tipo', '!=', 'A')
      .where((eb) => eb.exists(eb.selectFrom('pedido_lineas as l').select('l.numero').whereRef('l.empresa', '=', 'p.empresa').whereRef('l.numero', '=', 'p.numero')));
    if (sucursal) q = q.where('p.sucursal', '=', sucursal);
    const order = await q.orderBy('p.numero', 'desc').executeTakeFirstOrThrow();
    const lines = await db().selectFrom('pedido_lineas').select(['cantidad', 'precio']).where('empresa', '=', '1').where('numero', '=', order.numero).execute();
    return { order, lines };
  };
  const proforma = async (user: User, numero: number, cliente: string) => {
    const res = await r.call('getDescargaProforma', user, { tipoEmpresa: 0, pdfSn: 'S', help: 'N', numeroPedido: numero, cliente });
    expect(res.status).toBe(200);
    return textOf(res.json.dataRes.report);
  };

  it('the proforma (getDescargaProforma) names the order, its customer and the totals of its lines', async () => {
    const a = await orderWithLines('000001');
    const b = await orderWithLines('000002', '001');
    const [ca, cb] = [await customerOf('000001'), await customerOf('000002')];
    expect(a.lines.length).toBeGreaterThan(0);
    const base = round2(a.lines.reduce((s, l) => s + l.cantidad * l.precio, 0));
    const iva = round2(base * 0.21);
    const year = daysAgo(0).slice(0, 4);
    const [textA, textB] = [await proforma('cliente', a.order.numero, '000001'), await proforma('sucursal', b.order.numero, '000002')];

    expectSays(textA, [
      'FACTURA PROFORMA', `Nº PF ${year}/${pad(a.order.numero, 6)}`, `Pedido ${a.order.numero} del ${dmy(a.order.fecha_pedido)}`, ca.razon_social, `Cliente ${ca.cliente}`,
      `Base imponible ${amount(base)}`, `IVA 21 % ${amount(iva)}`, `Total ${amount(round2(base + iva))}`,
    ]);
    expectSays(textB, [`Nº PF ${year}/${pad(b.order.numero, 6)}`, cb.razon_social]);
    expectSaysNot(textA, [`PF ${year}/${pad(b.order.numero, 6)}`, cb.razon_social, `Cliente ${cb.cliente}`]);
    expectSaysNot(textB, [`PF ${year}/${pad(a.order.numero, 6)}`, ca.razon_social, `Cliente ${ca.cliente}`]);
  });

  it('the delivery note (imprimirAlbaran) names its number, order and customer; valued it adds the amount of the delivery note, plain it shows no prices', async () => {
    const noteOf = (cliente: string, sucursal?: string) => {
      let q = db().selectFrom('albaranes').selectAll().where('empresa', '=', '1').where('cliente', '=', cliente);
      if (sucursal) q = q.where('sucursal', '=', sucursal);
      return q.orderBy('fecha', 'desc').orderBy('numero', 'desc').executeTakeFirstOrThrow();
    };
    const print = async (user: User, n: { ejercicio: number; numero: number }, valued: boolean) => {
      const res = await r.call('imprimirAlbaran', user, { ejercicio: n.ejercicio, albaranInicial: n.numero, albaranFinal: n.numero, tipoEmpresa: 0, pdfSn: 'S', albValoradosSn: valued ? 'S' : 'N' });
      expect(res.json.infoMsg).toEqual({ code: 0, message: '' });
      return textOf(res.json.dataRes.report);
    };
    const a = await noteOf('000001');
    const b = await noteOf('000002', '001');
    const [ca, cb] = [await customerOf(a.cliente), await customerOf(b.cliente)];
    const numberA = `${a.ejercicio}/${pad(a.numero, 6)}`;
    const numberB = `${b.ejercicio}/${pad(b.numero, 6)}`;
    const iva = round2(a.importe * 0.21);

    const valued = await print('cliente', a, true);
    expectSays(valued, [
      'ALBARÁN VALORADO', `Nº ${numberA}`, `Fecha: ${dmy(a.fecha)}`, `Pedido ${a.pedido}`, ca.razon_social, `Cliente ${a.cliente}`, `${a.bultos}`, `${qty(a.peso_kg)} kg`,
      `Base imponible ${amount(a.importe)}`, `IVA 21 % ${amount(iva)}`, `Total ${amount(round2(a.importe + iva))}`,
    ]);
    const plain = await print('cliente', a, false);
    expectSays(plain, ['ALBARÁN DE ENTREGA', `Nº ${numberA}`, `Pedido ${a.pedido}`, ca.razon_social, `Cliente ${a.cliente}`]);
    expectSaysNot(plain, ['€', 'Base imponible', 'ALBARÁN VALORADO']);

    const other = await print('sucursal', b, true);
    expectSays(other, [`Nº ${numberB}`, cb.razon_social, `Base imponible ${amount(b.importe)}`]);
    expectSaysNot(valued, [numberB, cb.razon_social, `Cliente ${b.cliente}`]);
    expectSaysNot(other, [numberA, ca.razon_social, `Cliente ${a.cliente}`]);
  });
});

describe('collections statement (informeVencimientos)', () => {
  const from = daysAgo(150);
  const to = daysAgo(0);
  /** The due dates the statement of a customer (optionally one billing branch) lists: not collected, invoiced in the window. */
  const dueItems = async (cliente: string, sucursal?: string) => {
    let q = db().selectFrom('vencimientos as v')
      .innerJoin('facturas as f', (j) => j.onRef('f.empresa', '=', 'v.empresa').onRef('f.ejercicio', '=', 'v.factura_ejercicio')
        .onRef('f.serie', '=', 'v.factura_serie').onRef('f.numero', '=', 'v.factura_numero'))
      .select(['v.factura_serie', 'v.factura_ejercicio', 'v.factura_numero', 'v.importe', 'v.importe_pendiente'])
      .where('v.empresa', '=', '1').where('v.cliente', '=', cliente).where('v.situacion', 'in', ['PENDIENTE', 'IMPAGADO'])
      .where('v.fecha_factura', '>=', from).where('v.fecha_factura', '<=', to);
    if (sucursal) q = q.where('f.sucursal', '=', sucursal);
    return q.execute();
  };
  const statement = async (user: User) => {
    const res = await r.call('informeVencimientos', user, {
      SituacionInforme: 'NO_COBRADO', TipoSeleccionRepresentante: 'E', tipoEmpresa: 0, pdfSn: 'S', fechaIniFactura: dmy(from), fechaFinFactura: dmy(to),
    });
    expect(res.json.errorMsg).toBe('');
    const doc = await r.download(res.json.report);
    expect(doc.statusCode).toBe(200);
    return textOf(doc.rawPayload);
  };
  const invoiceNo = (v: { factura_serie: string; factura_ejercicio: number; factura_numero: number }) => `${v.factura_serie} ${v.factura_ejercicio}/${pad(v.factura_numero, 6)}`;

  it('lists the caller\'s own pending due dates with the customer, count and pending total of the database; another customer\'s statement lists none of them', async () => {
    const [itemsA, itemsB] = [await dueItems('000001'), await dueItems('000002', '001')];
    expect(itemsA.length).toBeGreaterThan(0);
    expect(itemsB.length).toBeGreaterThan(0);
    const [ca, cb] = [await customerOf('000001'), await customerOf('000002')];
    const [textA, textB] = [await statement('cliente'), await statement('sucursal')];
    const pendingA = round2(itemsA.reduce((s, v) => s + v.importe_pendiente, 0));
    const importeA = round2(itemsA.reduce((s, v) => s + v.importe, 0));

    expectSays(textA, [
      'ESTADO DE VENCIMIENTOS', `Nº EV${to.replace(/-/g, '')}`, `${dmy(from)} – ${dmy(to)}`,
      `${ca.cliente} · ${ca.razon_social} · CIF ${ca.cif}`,
      `Total cliente ${ca.cliente}: ${itemsA.length} ${itemsA.length === 1 ? 'vencimiento' : 'vencimientos'} · importe ${amount(importeA)} · pendiente ${amount(pendingA)}`,
      `Clientes 1`, `Vencimientos ${itemsA.length}`, `Total pendiente de cobro ${amount(pendingA)}`,
      ...itemsA.map(invoiceNo),
    ]);
    expectSays(textB, [`${cb.cliente} · ${cb.razon_social} · CIF ${cb.cif}`, `Vencimientos ${itemsB.length}`, ...itemsB.map(invoiceNo)]);
    // Negative control: the two customers' statements share no customer and no invoice.
    expectSaysNot(textA, [cb.razon_social, `${cb.cliente} ·`, ...itemsB.map(invoiceNo)]);
    expectSaysNot(textB, [ca.razon_social, `${ca.cliente} ·`, ...itemsA.map(invoiceNo)]);
  });
});

describe('environmental certificate (CertificadosMedioAmbienteDet → URLcertificado)', () => {
  /** A certificate line with a document, of a customer (optionally one branch), with what the certificate prints about it. */
  const certificateLine = (cliente: string, sucursal?: string) => {
    let q = db().selectFrom('certificado_lineas as l').innerJoin('certificados as k', 'k.identificador', 'l.identificador')
      .innerJoin('codigos_ler as c', 'c.codigo', 'l.cod_ler')
      .select(['k.identificador', 'k.numero', 'k.cliente', 'k.fecha_emision', 'l.linea', 'l.cod_ler', 'c.peligroso', 'l.tratamiento', 'l.cantidad', 'l.reciclaje'])
      .where('k.empresa', '=', '1').where('k.cliente', '=', cliente).where('l.con_documento', '=', 'S');
    if (sucursal) q = q.where('k.sucursal', '=', sucursal);
    return q.orderBy('k.identificador', 'desc').orderBy('l.linea').executeTakeFirstOrThrow();
  };
  const certificate = async (user: User, line: { identificador: number; linea: number }) => {
    const res = await r.call('CertificadosMedioAmbienteDet', user, { tipoEmpresa: 0, identificador: line.identificador });
    expect(res.status).toBe(200);
    const lines = res.json.dataRes.result as { URLcertificado: string | null }[];
    const link = lines[line.linea - 1]?.URLcertificado;
    expect(link, 'the line with a document has a link').toEqual(expect.stringContaining('/wsutils/documentos/'));
    const doc = await r.download(link!);
    expect(doc.statusCode).toBe(200);
    return textOf(doc.rawPayload);
  };

  it('names the certificate number, the producer and the managed quantity of the line; another customer\'s certificate names neither', async () => {
    const a = await certificateLine('000001');
    const b = await certificateLine('000002', '001');
    const [ca, cb] = [await customerOf(a.cliente), await customerOf(b.cliente)];
    const lineRank = async (l: { identificador: number; linea: number }) =>
      (await db().selectFrom('certificado_lineas').select('linea').where('identificador', '=', l.identificador).where('linea', '<=', l.linea).execute()).length;
    // The detail lists the lines in order; the link of the chosen line is at its rank.
    const [textA, textB] = [
      await certificate('cliente', { identificador: a.identificador, linea: await lineRank(a) }),
      await certificate('sucursal', { identificador: b.identificador, linea: await lineRank(b) }),
    ];

    expectSays(textA, [
      'CERTIFICADO DE GESTIÓN', `Nº ${a.numero}`, `Fecha: ${dmy(a.fecha_emision)}`, ca.razon_social, `NIF ${ca.cif} · Cliente ${a.cliente}`,
      ler(a.cod_ler, a.peligroso), a.tratamiento, `${qty(a.cantidad)} kg ${a.reciclaje} %`,
      `Total gestionado ${qty(a.cantidad)} kg`, `Valorizado ${qty(round2((a.cantidad * a.reciclaje) / 100))} kg`,
    ]);
    expectSays(textB, [`Nº ${b.numero}`, cb.razon_social, `Total gestionado ${qty(b.cantidad)} kg`]);
    expectSaysNot(textA, [b.numero, cb.razon_social, `Cliente ${b.cliente}`]);
    expectSaysNot(textB, [a.numero, ca.razon_social, `Cliente ${a.cliente}`]);
  });
});

describe('pickup and delivery documents (DetRecogidasEntregas links)', () => {
  type Flag = 'doc_albaran' | 'doc_di' | 'doc_ticket' | 'doc_imagen_ticket' | 'doc_foto' | 'doc_adjuntos';
  type LinkField = 'URLalbaran' | 'URLdi' | 'Ticket' | 'URLticket' | 'URLfotoPDA' | 'DocAdjuntosURL';

  /** A service line with a document of the given kind, of a customer (optionally one branch), with its service, customer and waste code. */
  const serviceLine = (flag: Flag, cliente: string, sucursal?: string) => {
    let q = db().selectFrom('servicio_lineas as l').innerJoin('servicios_residuos as s', 's.identificador', 'l.identificador')
      .innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 's.empresa').onRef('c.cliente', '=', 's.cliente'))
      .innerJoin('codigos_ler as k', 'k.codigo', 's.cod_ler')
      .select(['s.identificador', 's.ejercicio', 's.albaran', 's.pedido', 's.fecha', 's.cliente', 's.tipo_gestion', 's.cod_ler', 's.numero_di', 'k.peligroso', 'c.razon_social',
        'l.linea', 'l.cantidad', 'l.peso_bruto', 'l.peso_tara'])
      .where('s.empresa', '=', '1').where('s.cliente', '=', cliente).where('s.albaran', 'is not', null).where(`l.${flag}`, '=', 'S');
    if (sucursal) q = q.where('s.sucursal', '=', sucursal);
    return q.orderBy('s.identificador', 'desc').orderBy('l.linea').executeTakeFirstOrThrow();
  };
  type ServiceLine = Awaited<ReturnType<typeof serviceLine>>;

  /** Which link of a service line (DetRecogidasEntregas) points to each kind of document. */
  const LINK_OF: Record<Flag, LinkField> = {
    doc_albaran: 'URLalbaran', doc_di: 'URLdi', doc_ticket: 'Ticket', doc_imagen_ticket: 'URLticket', doc_foto: 'URLfotoPDA', doc_adjuntos: 'DocAdjuntosURL',
  };
  /** The document of a service line as the user gets it: the service's lines in the portal, then the line's link. */
  const documentText = async (user: User, flag: Flag, s: ServiceLine) => {
    const res = await r.call('DetRecogidasEntregas', user, {
      tipoEmpresa: 0, numeroAlbaran: s.albaran, ejercicio: s.ejercicio, tipoGestion: s.tipo_gestion, codigoLER: s.cod_ler, numeroPedido: s.pedido, cliente: s.cliente,
    });
    expect(res.status).toBe(200);
    const line = (res.json.dataRes.result as ({ Identificador: number } & Record<string, unknown>)[]).find((l) => l.Identificador === s.identificador && l[LINK_OF[flag]]);
    expect(line, `service ${s.identificador} is listed with its ${LINK_OF[flag]} link`).toBeDefined();
    const doc = await r.download(String(line![LINK_OF[flag]]));
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    return { text: await textOf(doc.rawPayload), line: line! };
  };

  /** Base, VAT and total of the service delivery note: every line of every service on the same delivery note. */
  const deliveryNoteTotals = async (s: ServiceLine) => {
    const lines = await db().selectFrom('servicio_lineas as l').innerJoin('servicios_residuos as s', 's.identificador', 'l.identificador').select(['l.cantidad', 'l.precio'])
      .where('s.empresa', '=', '1').where('s.ejercicio', '=', s.ejercicio).where('s.albaran', '=', s.albaran).execute();
    expect(lines.length).toBeGreaterThan(0);
    const base = round2(lines.reduce((sum, l) => sum + l.cantidad * l.precio, 0));
    const iva = round2(base * 0.21);
    return { base, iva, total: round2(base + iva) };
  };
  const net = (s: ServiceLine) => {
    expect(s.peso_bruto).not.toBeNull();
    expect(s.peso_tara).not.toBeNull();
    return round2(s.peso_bruto! - s.peso_tara!);
  };

  /** Per document kind: what it must say about its service (customer, number, amount or quantity) and what identifies it against another service. */
  const KINDS: [string, Flag, (s: ServiceLine) => Promise<string[]>, (s: ServiceLine) => string[]][] = [
    ['service delivery note', 'doc_albaran', async (s) => {
      const t = await deliveryNoteTotals(s);
      return [`Nº ${s.ejercicio}/${s.albaran}`, `Fecha: ${dmy(s.fecha)}`, `Pedido de servicio ${s.pedido}`, s.razon_social,
        `Base imponible ${amount(t.base)}`, `IVA 21 % ${amount(t.iva)}`, `Total ${amount(t.total)}`];
    }, (s) => [`Nº ${s.ejercicio}/${s.albaran}`, s.razon_social]],
    ['identification document (DI)', 'doc_di', async (s) => {
      expect(s.numero_di).toBeTruthy();
      return ['DOCUMENTO DE IDENTIFICACIÓN', `Nº ${s.numero_di}`, s.razon_social, ler(s.cod_ler, s.peligroso), `${qty(s.cantidad)} kg`];
    }, (s) => [String(s.numero_di), s.razon_social]],
    ['weighing ticket', 'doc_ticket', async (s) => ['TICKET DE PESADA', `Nº TP${s.ejercicio}-${pad(s.identificador, 7)}`, s.razon_social,
      `Entrada (bruto) ${dmy(s.fecha)}`, qty(s.peso_bruto!), `Peso neto ${qty(net(s))}`],
    (s) => [`TP${s.ejercicio}-${pad(s.identificador, 7)}`, s.razon_social]],
    ['weighbridge ticket image', 'doc_imagen_ticket', async (s) => [`TICKET ${s.ejercicio}-${pad(s.identificador, 7)}`, `FECHA ${dmy(s.fecha)}`, `CLIENTE ${s.cliente}`,
      `LER ${ler(s.cod_ler, 'N')}`, `BRUTO ${qty(s.peso_bruto!)} KG`, `TARA ${qty(s.peso_tara!)} KG`, `NETO ${qty(net(s))} KG`],
    (s) => [`${s.ejercicio}-${pad(s.identificador, 7)}`, `CLIENTE ${s.cliente}`]],
    ['photo report', 'doc_foto', async (s) => ['REPORTAJE FOTOGRÁFICO', `Nº ${s.ejercicio}/${s.albaran}`, `Fecha: ${dmy(s.fecha)}`, s.razon_social,
      `LER ${ler(s.cod_ler, s.peligroso)}`, `Foto 4 · Zona limpia tras la retirada`],
    (s) => [`Nº ${s.ejercicio}/${s.albaran}`, s.razon_social]],
    ['acceptance document', 'doc_adjuntos', async (s) => ['DOCUMENTO DE ACEPTACIÓN', `Nº DA${s.ejercicio}-${pad(s.identificador, 7)}`, `Fecha: ${dmy(s.fecha)}`, s.razon_social,
      ler(s.cod_ler, s.peligroso)],
    (s) => [`DA${s.ejercicio}-${pad(s.identificador, 7)}`, s.razon_social]],
  ];

  it.each(KINDS)('the %s names its own service and customer; another customer\'s names neither', async (_name, flag, says, identifies) => {
    const a = await serviceLine(flag, '000001');
    const b = await serviceLine(flag, '000002', '001');
    const [docA, docB] = [await documentText('cliente', flag, a), await documentText('sucursal', flag, b)];
    expectSays(docA.text, await says(a));
    expectSays(docB.text, await says(b));
    expectSaysNot(docA.text, identifies(b));
    expectSaysNot(docB.text, identifies(a));
  });

  it('the acceptance document sent inline (DocAdjuntosClob) says the same as its link', async () => {
    const s = await serviceLine('doc_adjuntos', '000001');
    const { text, line } = await documentText('cliente', 'doc_adjuntos', s);
    expect(typeof line.DocAdjuntosClob).toBe('string');
    expect(await textOf(String(line.DocAdjuntosClob))).toBe(text);
  });
});

describe('quote (impresionPresupuesto → urlEtiqueta)', () => {
  it('names the quote number, its customer and the base and total stored for it; another customer\'s quote names neither', async () => {
    const quotes = await db().selectFrom('presupuestos as p').innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'p.empresa').onRef('c.cliente', '=', 'p.cliente'))
      .select(['p.id', 'p.numero', 'p.numero_bis', 'p.cliente', 'p.fecha', 'p.importe', 'c.razon_social', 'c.cif'])
      .where('p.empresa', '=', '1').where('c.representante', '=', r.repCode).where('c.agente', '=', r.repAgent).where('p.numero_bis', '=', 0).where('p.importe', '>', 0)
      .orderBy('p.id').execute();
    const a = quotes[0]!;
    const b = quotes.find((q) => q.cliente !== a.cliente);
    expect(a).toBeDefined();
    expect(b, 'two quotes of different customers of the representative').toBeDefined();
    const quoteText = async (id: number) => {
      const res = await r.call('impresionPresupuesto', 'rep', { idPresupuesto: id, formato: 'I', desformat: 'PDF' });
      expect(res.json.statusCode).toBe('200');
      const doc = await r.download(res.json.urlEtiqueta);
      expect(doc.statusCode).toBe(200);
      return textOf(doc.rawPayload);
    };
    const [textA, textB] = [await quoteText(a.id), await quoteText(b!.id)];
    const iva = round2(a.importe * 0.21);

    expectSays(textA, [
      'PRESUPUESTO', `Nº ${a.numero}`, `Fecha: ${dmy(a.fecha)}`, a.razon_social, `CIF ${a.cif} · Cliente ${a.cliente}`,
      `Base imponible ${amount(a.importe)}`, `IVA 21 % ${amount(iva)}`, `Total presupuesto ${amount(round2(a.importe + iva))}`,
    ]);
    expectSays(textB, [`Nº ${b!.numero}`, b!.razon_social, `Base imponible ${amount(b!.importe)}`]);
    expectSaysNot(textA, [`Nº ${b!.numero}`, b!.razon_social, `Cliente ${b!.cliente}`]);
    expectSaysNot(textB, [`Nº ${a.numero}`, a.razon_social, `Cliente ${a.cliente}`]);
  });

  it('prints every price, net price and amount in German notation with two decimals, even a net price kept with four', async () => {
    // A representative's quote with a line whose net price has more than two decimals (a price less a 10 + 5 + 2 % chain).
    const line = await db().selectFrom('presupuesto_lineas as l').innerJoin('presupuestos as p', 'p.id', 'l.id_presupuesto')
      .innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'p.empresa').onRef('c.cliente', '=', 'p.cliente'))
      .select(['p.id', 'l.numero_item', 'l.precio', 'l.neto', 'l.importe']).where('p.empresa', '=', '1')
      .where('c.representante', '=', r.repCode).where('c.agente', '=', r.repAgent).where('l.generada_dpc', '=', 'N').orderBy('l.id_linea').execute();
    const fine = line.find((l) => Math.abs(l.neto * 100 - Math.round(l.neto * 100)) > 1e-6);
    expect(fine, 'a seeded line with a net price of more than two decimals').toBeDefined();
    const res = await r.call('impresionPresupuesto', 'rep', { idPresupuesto: fine!.id, formato: 'I', desformat: 'PDF' });
    expect(res.json.statusCode).toBe('200');
    const text = await textOf((await r.download(res.json.urlEtiqueta)).rawPayload);
    expectSays(text, [amount(fine!.precio), amount(round2(fine!.neto)), amount(fine!.importe)]);
    // No euro figure with one, three or four decimals ("450,5 €", "755,801 €"), and none in English notation ("450.50 €").
    expect(text.match(/\d(?:,\d|,\d{3,}|\.\d{1,2}) €/g) ?? [], 'euro figures without exactly two decimals').toEqual([]);
  });
});
