import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { INT32_MAX } from '../../../schemas/inputBounds.js';
import { int, body, object, str } from '../../../schemas/routeSchema.js';
import type { RouteContext } from '../../routeContext.js';
import { customerFirst } from '../customerFirst.js';
import { pageOf } from '../listQuery.js';
import { billingBranchSql, languageOf, lastStatusSql, orderAmountSql } from '../orderQueries.js';
import { allOf, between, contains, dateRange, integer, isS, paging, text, todayIso, type PagingBody } from '../reportRequest.js';
import { dateField, listReply, nstr, num, OK, optCode, optFlag, replyDate, reportPaging, reportRoute } from '../reportSchemas.js';
import { withinRoleLimits } from '../roleDateLimits.js';
import { inScope, resolveScope } from '../scope.js';
import { round2, sn } from './orderReplyValues.js';

const tags = ['Order status'];
const P = '/wscomun/portalinformes';
/** Most days of delay plazoEntregaSuperado tolerates (a hundred years): the cut-off date must stay a real date. */
const MAX_DELAY_DAYS = 36_500;
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

/** The order search of the order status report (getPedidosAlbaranesCab). */
export async function orderSearchRoute(app: FastifyInstance, { db }: RouteContext): Promise<void> {
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
    { db, key: 'p.numero', count, keys: CUSTOMER_SORTS.has(page.sortColumn) ? customerFirst(db, 'pedidos as p').where(allOf(c)) : count, rows: q.clearWhere().where(scoped), searched: Boolean(search || numero || ref || obra || articulo), counted: Boolean(articulo) });
    return { ...OK, numReg, dataRes: rows.map((r) => ({ ...r, importe: round2(Number(r.importe)), mostrarBtn: sn(r.situacionPedido >= 5) })) };
  });
}
