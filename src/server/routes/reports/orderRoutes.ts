import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { ErpError } from '../../errors.js';
import { INT32_MAX } from '../../schemas/inputBounds.js';
import { body, int, object, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import { customerFirst } from './customerFirst.js';
import { pageOf } from './listQuery.js';
import { billingBranchSql, findOrder, languageOf, lastStatusSql, orderAmountSql, orderLines } from './orderQueries.js';
import { allOf, between, contains, dateRange, integer, isS, paging, requiredInteger, text, todayIso, type PagingBody } from './reportRequest.js';
import { dateField, listReply, nint, nstr, num, OK, optCode, optFlag, replyDate, reportPaging, reportRoute } from './reportSchemas.js';
import { inScope, resolveScope } from './scope.js';
import { withinRoleLimits } from './roleDateLimits.js';

const tags = ['Order status'];
const P = '/wscomun/portalinformes';
const round2 = (n: number) => Math.round(n * 100) / 100;
/** Most days of delay plazoEntregaSuperado tolerates (a hundred years): the cut-off date must stay a real date. */
const MAX_DELAY_DAYS = 36_500;
const sn = (b: boolean) => (b ? 'S' : 'N');
/** Sort columns read from the customer. */
const CUSTOMER_SORTS = new Set(['clteNombre', 'razonSocial']);

const orderRow = object({
  clteCodigo: str('Customer code'), clteNombre: str(), razonSocial: str(), pedido_cargo_abono: str('P order, C charge, A credit note'),
  cpmNumPedido: int('Order number'), cpmNumPedidoWeb: nstr('Web order number'), fechaPedido: replyDate(), fechaRecepPedido: replyDate(),
  obra: str('Project'), refPedido: str('Customer reference'), situacionPedido: int('Web status id'), descripcionEstado: nstr('Web status in the user language'),
  agenciaTransporte: str(), estadoPedidoRetenido: str('NoRetenido, Retenido or ParcialmenteRetenido'), fechaEntrega: replyDate('Promised delivery date'),
  sucursalEnvio: str(), sucursalFacturacion: str(), representante: str(), agente: str(), importe: num('Order amount (negative for credit notes)'),
  mostrarBtn: str('S when the order has documents to show (shipped)'),
});

const lineRow = object({
  linea: int(), numeroLinea: int(), articulo: str(), articuloNombre: nstr(), cantidad: num(), precio: num(), importe: num(),
  estadoWeb: int('Web status id of the line'), estadoPedido: int('ERP status of the line; negative when retained'), fechaSituacion: replyDate(),
  numeroAlbaran: nint(), numeroEjercicio: nint('Year of the delivery note'), numeroFactura: nint(), serieFactura: nstr(), secuenciaFactura: nint(),
  fechaFactura: replyDate(), sucursalFactura: nstr('Billing branch of the invoice'), representante: str(), cliente: str(), numeroPedido: int(),
  contabilidad: int('Accounting type, 0'), generarOC: str('S when the line is marked for (or has) a purchase order'), oCGeneradaSN: str(), ocGenerada: nstr('Generated purchase order'),
  estadoHUB: str('SIN ALBARAN, SIN ENVIAR (no tracking), EN TRANSITO, EN REPARTO or ENTREGADO'), empresa: str(), razonSocial: str(), ultimoEstado: nstr('Last carrier event or status'),
  referenciaLineal: str(),
});

interface CabBody extends PagingBody {
  empresa?: string | number; clienteInicial?: unknown; clienteFinal?: unknown; representanteInicial?: unknown; representanteFinal?: unknown;
  agenteInicial?: unknown; agenteFinal?: unknown; numeroPedido?: unknown; suReferencia?: string | null; zona?: unknown; fechaInicio?: string | null; fechaFin?: string | null;
  numeroAnyosAntiguedadPedidos?: unknown; plazoEntregaSuperado?: string | null; dias?: unknown; tipoPedido?: string | null; tipoCargo?: string | null; tipoAbono?: string | null;
  articulo?: string | null; obra?: string | null; sucursal?: unknown; listaEstadosFiltrar?: unknown[] | null; search?: string | null;
}

/** Web status ids of listaEstadosFiltrar: numbers, numeric strings or objects with estado. */
function statusIds(list: unknown[] | null | undefined): number[] | undefined {
  if (!list || list.length === 0) return undefined;
  return list.map((item) => {
    const raw = typeof item === 'object' && item !== null ? ((item as Record<string, unknown>).estado ?? (item as Record<string, unknown>).estadoPedidoWeb) : item;
    return integer(raw, 'listaEstadosFiltrar') ?? -1;
  });
}

/** Order status report: order search, order lines, order detail and purchase-order generation from lines. */
export async function orderRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.post(`${P}/getPedidosAlbaranesCab`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Order search (getPedidosAlbaranesCab)', tags,
      description: 'Orders of the caller\'s scope matching the filters; an empty customer range means every customer in scope. Default sort fechaPedido DESC. '
        + 'tipoPedido/tipoCargo/tipoAbono S include orders of type P/C/A (none sent: all types). numeroAnyosAntiguedadPedidos limits to the last N years when no start date is given. '
        + 'plazoEntregaSuperado S keeps only late orders (delivery date before today minus dias, status not the last).',
      body: body({
        ...reportPaging, usuario: nstr('Session user'),
        clienteInicial: optCode(), clienteFinal: optCode(), representanteInicial: optCode(), representanteFinal: optCode(), agenteInicial: optCode(), agenteFinal: optCode(),
        numeroPedido: optCode('Order number, or web order number'), suReferencia: nstr('Customer reference (contains)'), zona: optCode('Customer zone'),
        fechaInicio: dateField('Order date from'), fechaFin: dateField('Order date to'), numeroAnyosAntiguedadPedidos: optCode('Years back when no start date; 0 no limit'),
        plazoEntregaSuperado: optFlag('S: only late orders'), dias: optCode('Days of delay tolerated by plazoEntregaSuperado'),
        tipoPedido: optFlag('Include orders (P)'), tipoCargo: optFlag('Include charges (C)'), tipoAbono: optFlag('Include credit notes (A)'),
        articulo: nstr('Article code or name (contains)'), obra: nstr('Project (contains)'), sucursal: optCode('Delivery branch'),
        listaEstadosFiltrar: { type: ['array', 'null'], maxItems: 100, items: { type: ['integer', 'string', 'object'], maxLength: 20, maxProperties: 10 }, description: 'Web status ids to keep' },
      }),
      reply: listReply(orderRow),
    }),
  }, async (request) => {
    const b = request.body as CabBody;
    const scope = await resolveScope(db, request.principal, b.empresa);
    const today = todayIso();
    const dates = await withinRoleLimits(db, request.principal, scope.empresa, dateRange(b.fechaInicio, b.fechaFin, ['fechaInicio', 'fechaFin']));
    const scoped = inScope(scope, { empresa: 'p.empresa', cliente: 'p.cliente', sucursal: 'p.sucursal' });
    const c: RawBuilder<SqlBool>[] = [scoped];
    c.push(...between('p.cliente', text(b.clienteInicial), text(b.clienteFinal)));
    c.push(...between('p.representante', text(b.representanteInicial), text(b.representanteFinal)));
    c.push(...between('p.agente', text(b.agenteInicial), text(b.agenteFinal)));
    c.push(...between('p.fecha_pedido', dates.from, dates.to));
    const years = integer(b.numeroAnyosAntiguedadPedidos, 'numeroAnyosAntiguedadPedidos') ?? 0;
    if (!dates.from && years > 0) c.push(sql`p.fecha_pedido >= ${`${Number(today.slice(0, 4)) - years}${today.slice(4)}`}`);
    const numero = text(b.numeroPedido);
    // Digits that fit an order number search the number; anything else (longer digit runs too) the web order number, which is text.
    if (numero) c.push(/^\d{1,10}$/.test(numero) && Number(numero) <= INT32_MAX ? sql`p.numero = ${Number(numero)}` : sql`p.numero_web = ${numero}`);
    const ref = text(b.suReferencia);
    if (ref) c.push(contains(db, ['p.ref_pedido'], ref));
    const obra = text(b.obra);
    if (obra) c.push(contains(db, ['p.obra'], obra));
    // The search and the zone read the customer through its own table (the customers that match), so no filter joins the customer to every
    // order: the total is counted, and the keys are walked, on the orders alone.
    const search = text(b.search);
    if (search) {
      c.push(sql`(p.cliente in (select sc.cliente from clientes sc where sc.empresa = ${scope.empresa} and ${contains(db, ['sc.cliente', 'sc.nombre', 'sc.razon_social'], search)})
        or ${contains(db, ['p.ref_pedido', 'p.obra', sql`cast(p.numero as text)`], search)})`);
    }
    const zona = text(b.zona);
    if (zona) c.push(sql`p.cliente in (select zc.cliente from clientes zc where zc.empresa = ${scope.empresa} and zc.zona = ${zona})`);
    const sucursal = text(b.sucursal);
    if (sucursal) c.push(sql`p.sucursal = ${sucursal}`);
    const articulo = text(b.articulo);
    if (articulo) {
      // The lines of the matching articles (by code, or by name among the articles), by the lines' article index — not every order's lines.
      // One list of article codes (the code as typed, and the articles whose name matches) walks the index once per article.
      c.push(sql`p.numero in (select fl.numero from pedido_lineas fl where fl.empresa = ${scope.empresa} and fl.articulo in (select cast(${articulo} as text)
        union select fa.articulo from articulos fa where fa.empresa = ${scope.empresa} and ${contains(db, ['fa.nombre'], articulo)}))`);
    }
    if (isS(b.plazoEntregaSuperado)) {
      const dias = integer(b.dias, 'dias', { min: 0, max: MAX_DELAY_DAYS }) ?? 0;
      c.push(sql`p.fecha_entrega < ${dias > 0 ? new Date(Date.parse(`${today}T00:00:00Z`) - dias * 86_400_000).toISOString().slice(0, 10) : today}`);
      c.push(sql`p.estado_pedido_web < ${lastStatusSql}`);
    }
    const typeFlags = [[b.tipoPedido, 'P'], [b.tipoCargo, 'C'], [b.tipoAbono, 'A']] as const;
    if (typeFlags.some(([flag]) => text(flag) !== undefined)) {
      const tipos = typeFlags.filter(([flag]) => isS(flag)).map(([, t]) => t);
      c.push(tipos.length ? sql`p.tipo in (${sql.join(tipos)})` : sql`1 = 0`);
    }
    const estados = statusIds(b.listaEstadosFiltrar);
    if (estados) c.push(sql`p.estado_pedido_web in (${sql.join(estados)})`);

    const page = paging(b, {
      clteCodigo: 'p.cliente', clteNombre: 'c.nombre', razonSocial: 'c.razon_social', pedido_cargo_abono: 'p.tipo', cpmNumPedido: 'p.numero', cpmNumPedidoWeb: 'p.numero_web',
      fechaPedido: 'p.fecha_pedido', fechaRecepPedido: 'p.fecha_recepcion', obra: 'p.obra', refPedido: 'p.ref_pedido', situacionPedido: 'p.estado_pedido_web',
      descripcionEstado: 'p.estado_pedido_web', agenciaTransporte: 'p.agencia_transporte', estadoPedidoRetenido: 'p.retenido', fechaEntrega: 'p.fecha_entrega',
      sucursalEnvio: 'p.sucursal', sucursalFacturacion: billingBranchSql, representante: 'p.representante', agente: 'p.agente', importe: orderAmountSql, mostrarBtn: 'p.estado_pedido_web',
    }, { orderBy: 'fechaPedido', order: 'DESC', tiebreak: ['p.numero'] });
    const q = db.selectFrom('pedidos as p')
      .innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'p.empresa').onRef('c.cliente', '=', 'p.cliente'))
      .where(allOf(c));
    const count = db.selectFrom('pedidos as p').where(allOf(c));
    const lang = languageOf(request.principal);
    const [rows, numReg] = await pageOf(q, (x) => x
      .leftJoin('estados_pedido_web_desc as d', (j) => j.onRef('d.empresa', '=', 'p.empresa').onRef('d.estado_pedido_web', '=', 'p.estado_pedido_web').on('d.idioma', '=', lang))
      .select([
        'p.cliente as clteCodigo', 'c.nombre as clteNombre', 'c.razon_social as razonSocial', 'p.tipo as pedido_cargo_abono', 'p.numero as cpmNumPedido',
        'p.numero_web as cpmNumPedidoWeb', 'p.fecha_pedido as fechaPedido', 'p.fecha_recepcion as fechaRecepPedido', 'p.obra', 'p.ref_pedido as refPedido',
        'p.estado_pedido_web as situacionPedido', 'd.descripcion as descripcionEstado', 'p.agencia_transporte as agenciaTransporte', 'p.retenido as estadoPedidoRetenido',
        'p.fecha_entrega as fechaEntrega', 'p.sucursal as sucursalEnvio', 'p.representante', 'p.agente',
      ])
      .select([billingBranchSql.as('sucursalFacturacion'), orderAmountSql.as('importe')]), page,
    // The keys walk the orders' own index; a sort on the customer walks the customers in its order and each one's orders (SQLite keeps the
    // order of a cross join), so the page stops at its last row instead of joining every matching order to its customer.
    // The article filter's lines decide the plan (see keysOfPage: counted).
    { key: 'p.numero', count, keys: CUSTOMER_SORTS.has(page.sortColumn) ? customerFirst(db, 'pedidos as p').where(allOf(c)) : count, rows: q.clearWhere().where(scoped), searched: Boolean(search || numero || ref || obra || articulo), counted: Boolean(articulo) });
    return { ...OK, numReg, dataRes: rows.map((r) => ({ ...r, importe: round2(Number(r.importe)), mostrarBtn: sn(r.situacionPedido >= 5) })) };
  });

  app.post(`${P}/getPedidosAlbaranes`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Lines of an order (getPedidosAlbaranes)', tags,
      description: 'Lines with delivery note, invoice, carrier status and purchase order. The order must be in the caller\'s scope and belong to cliente (and sucursal when sent); else 404.',
      body: body({ numeroPedido: optCode('Order number'), tipoPedido: optCode('Order type P, C or A'), cliente: optCode(), sucursal: optCode('Branch (SUCURSAL users)'), ...reportPaging }, ['numeroPedido', 'cliente']),
      reply: listReply(lineRow),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; numeroPedido: unknown; tipoPedido?: unknown; cliente: unknown; sucursal?: unknown };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const numero = requiredInteger(b.numeroPedido, 'numeroPedido');
    const tipo = text(b.tipoPedido);
    const order = await findOrder(db, scope, numero, { cliente: text(b.cliente) ?? '', ...(text(b.sucursal) ? { sucursal: text(b.sucursal)! } : {}), ...(tipo && ['P', 'C', 'A'].includes(tipo) ? { tipo } : {}) });
    const lines = await orderLines(db, scope.empresa, numero, languageOf(request.principal));
    const sign = order.tipo === 'A' ? -1 : 1;
    const dataRes = lines.map((l) => {
      const retained = l.retenido === 'Retenido' || (l.retenido === 'ParcialmenteRetenido' && l.linea % 2 === 0);
      return {
        linea: l.linea, numeroLinea: l.linea, articulo: l.articulo, articuloNombre: l.articulo_nombre, cantidad: l.cantidad, precio: l.precio,
        importe: round2(l.cantidad * l.precio * sign), estadoWeb: l.estado_web ?? l.estado_pedido_web, estadoPedido: retained ? -l.estado_pedido : l.estado_pedido,
        fechaSituacion: l.fecha_situacion, numeroAlbaran: l.albaran, numeroEjercicio: l.albaran_ejercicio, numeroFactura: l.factura, serieFactura: l.factura_serie,
        secuenciaFactura: l.factura_secuencia, fechaFactura: l.factura_fecha, sucursalFactura: l.factura_sucursal, representante: l.representante, cliente: l.cliente,
        numeroPedido: numero, contabilidad: 0, generarOC: sn(!!l.orden_compra), oCGeneradaSN: sn(!!l.orden_compra), ocGenerada: l.orden_compra,
        estadoHUB: l.estado_hub ?? 'SIN ALBARAN', empresa: scope.empresa, razonSocial: order.razon_social, ultimoEstado: l.ultimo_evento ?? l.estado_descripcion,
        referenciaLineal: `${order.ref_pedido || order.numero}/${l.linea}`,
      };
    });
    return { ...OK, numReg: dataRes.length, dataRes };
  });

  app.post(`${P}/estadoPedidoAlbaranCab`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Order detail header (estadoPedidoAlbaranCab)', tags,
      description: 'General, shipping and billing data of an order in the caller\'s scope (404 otherwise). muestraFacturaCab is N for a SUCURSAL user when the invoice is billed to another branch.',
      body: body({ numeroPedido: optCode(), cliente: optCode() }, ['numeroPedido', 'cliente']),
      reply: object({
        statusCode: str(), statusText: str(),
        dataRes: object({
          numPedido: int(), tipoPedido: str(), estadoPedido: int('Web status id'), fechaPedido: replyDate(), fechaRecep: replyDate(), clteID: str(), clteNombre: str(), razonSocial: str(),
          direccionEnvio: str(), poblacionEnvio: str(), telefonoEnvio: str(), emailEnvio: str(),
          direccionFacturacion: str(), poblacionFacturacion: str(), telefonoFacturacion: str(), emailFacturacion: str(), CIFFacturacion: str(),
          agenciaTtte: str(), tieneAlbaran: str(), tieneFactura: str(), muestraAlbaranCab: str(), muestraFacturaCab: str(),
        }),
      }),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; numeroPedido: unknown; cliente: unknown };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const order = await findOrder(db, scope, requiredInteger(b.numeroPedido, 'numeroPedido'), { cliente: text(b.cliente) ?? '' });
    const [albaran, factura, billing] = await Promise.all([
      db.selectFrom('albaranes').select('numero').where('empresa', '=', scope.empresa).where('pedido', '=', order.numero).executeTakeFirst(),
      db.selectFrom('facturas').select('sucursal').where('empresa', '=', scope.empresa).where('pedido', '=', order.numero).executeTakeFirst(),
      db.selectFrom('sucursales').selectAll().where('empresa', '=', scope.empresa).where('cliente', '=', order.cliente).where('sucursal', '=', order.sucursal_facturacion).executeTakeFirst(),
    ]);
    const ownBranch = scope.kind === 'customer' && scope.role === 'SUCURSAL' ? scope.sucursales?.[0] : undefined;
    return {
      ...OK,
      dataRes: {
        numPedido: order.numero, tipoPedido: order.tipo, estadoPedido: order.estado_pedido_web, fechaPedido: order.fecha_pedido, fechaRecep: order.fecha_recepcion,
        clteID: order.cliente, clteNombre: order.cliente_nombre, razonSocial: order.razon_social,
        direccionEnvio: order.envio_direccion, poblacionEnvio: `${order.envio_cp} ${order.envio_poblacion} (${order.envio_provincia})`, telefonoEnvio: order.envio_telefono, emailEnvio: order.envio_email,
        direccionFacturacion: billing?.direccion ?? order.cliente_direccion,
        poblacionFacturacion: billing ? `${billing.cp} ${billing.poblacion} (${billing.provincia})` : `${order.cliente_cp} ${order.cliente_poblacion} (${order.cliente_provincia})`,
        telefonoFacturacion: billing?.telefono ?? order.cliente_telefono, emailFacturacion: order.cliente_email, CIFFacturacion: order.cif,
        agenciaTtte: order.agencia_transporte, tieneAlbaran: sn(!!albaran), tieneFactura: sn(!!factura),
        muestraAlbaranCab: sn(!!albaran), muestraFacturaCab: sn(!!factura && (!ownBranch || factura.sucursal === ownBranch)),
      },
    };
  });

  app.post(`${P}/generarOcPedido`, {
    config: { callKind: 'report', writes: true },
    schema: reportRoute({
      summary: 'Generate a purchase order from order lines (generarOcPedido)', tags,
      description: 'Only ADMIN users with usuarioExpertSN S and permiteCreaOCSN S (403 otherwise). Lines marked S that have no purchase order get one new purchase order number; '
        + 'lines already generated keep theirs. No line marked: 400 noLineasSeleccionadas; every marked line already generated: 409.',
      body: body({
        contabilidad: optCode('Accounting type, 0'), cliente: optCode(), numeroPedido: optCode(),
        lineas: { type: 'array', minItems: 1, maxItems: 1000, items: object({ numeroLinea: { type: ['integer', 'string'] }, marcado: { type: 'string', enum: ['S', 'N'] } }, ['numeroLinea', 'marcado']) },
      }, ['cliente', 'numeroPedido', 'lineas']),
      reply: object({ statusCode: str(), statusText: str(), dataRes: object({ infoMsg: str(), ordenCompra: str(), lineas: { type: 'array', items: int() } }) }),
    }),
  }, async (request) => {
    const p = request.principal;
    const b = request.body as { empresa?: string | number; cliente: unknown; numeroPedido: unknown; lineas: { numeroLinea: string | number; marcado: 'S' | 'N' }[] };
    if (p.portal?.role !== 'ADMIN' || p.usuarioExpertSN !== 'S' || p.permiteCreaOCSN !== 'S') throw new ErpError(403, 'FORBIDDEN', 'errorGenerarOC: the user may not generate purchase orders');
    const scope = await resolveScope(db, p, b.empresa);
    const order = await findOrder(db, scope, requiredInteger(b.numeroPedido, 'numeroPedido'), { cliente: text(b.cliente) ?? '' });
    const marked = [...new Set(b.lineas.filter((l) => l.marcado === 'S').map((l) => requiredInteger(l.numeroLinea, 'numeroLinea')))];
    if (marked.length === 0) throw new ErpError(400, 'VALIDATION_ERROR', 'noLineasSeleccionadas');
    return db.transaction().execute(async (trx) => {
      const lines = await trx.selectFrom('pedido_lineas as l')
        .leftJoin('ordenes_compra_lineas as oc', (j) => j.onRef('oc.empresa', '=', 'l.empresa').onRef('oc.pedido', '=', 'l.numero').onRef('oc.linea', '=', 'l.linea'))
        .select(['l.linea', 'oc.orden_compra']).where('l.empresa', '=', scope.empresa).where('l.numero', '=', order.numero).execute();
      const known = new Map(lines.map((l) => [l.linea, l.orden_compra]));
      const unknown = marked.filter((n) => !known.has(n));
      if (unknown.length) throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: the order has no line ${unknown.join(', ')}`);
      const pending = marked.filter((n) => !known.get(n));
      if (pending.length === 0) throw new ErpError(409, 'CONFLICT', 'ocYaGenerada: every selected line already has a purchase order');
      const year = new Date().getUTCFullYear();
      const last = await trx.selectFrom('ordenes_compra_lineas').select((eb) => eb.fn.max('orden_compra').as('oc'))
        .where('empresa', '=', scope.empresa).where('orden_compra', 'like', `OC${year}-%`).executeTakeFirst();
      const ordenCompra = `OC${year}-${String(Number(last?.oc?.slice(7) ?? 0) + 1).padStart(6, '0')}`;
      const fecha = new Date().toISOString().slice(0, 19).replace('T', ' ');
      await trx.insertInto('ordenes_compra_lineas').values(pending.map((linea) => ({ empresa: scope.empresa, pedido: order.numero, linea, orden_compra: ordenCompra, usuario: p.usuario.toUpperCase(), fecha }))).execute();
      return { ...OK, dataRes: { infoMsg: `Orden de compra ${ordenCompra} generada con ${pending.length} ${pending.length === 1 ? 'línea' : 'líneas'} del pedido ${order.numero}`, ordenCompra, lineas: pending } };
    });
  });
}
