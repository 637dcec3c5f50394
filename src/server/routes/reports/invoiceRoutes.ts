import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type JoinBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { AlbaranTable, Database, FacturaTable } from '../../db/tables.js';
import { INPUT_LIMITS } from '../../schemas/inputBounds.js';
import { body, code, int, object, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import { customerFirst } from './customerFirst.js';
import { pageOf } from './listQuery.js';
import { allOf, between, contains, dateRange, integer, isS, paging, text, type PagingBody } from './reportRequest.js';
import { dateField, nint, nstr, num, optCode, optNumber, optFlag, replyDate, reportPaging, reportRoute } from './reportSchemas.js';
import { inScope, resolveScope, type ReportScope } from './scope.js';
import { withinRoleLimits } from './roleDateLimits.js';

const tags = ['Invoices'];

/** Orders whose numbers are written into the documents' condition: more are read through a subquery. */
export const LISTED_ORDERS = 500;

/**
 * The documents whose order's customer reference contains `reference`. One customer's documents are few: each one's order is looked up. A
 * company's or a representative's are many: the orders whose reference matches are found once, by the references' own index, and their
 * numbers are written into the condition (up to LISTED_ORDERS; else a subquery), so neither the total nor the page's keys search them again.
 */
async function referenceCondition(db: Kysely<Database>, scope: ReportScope, empresa: Expression<unknown>, pedido: Expression<unknown>, reference: string): Promise<RawBuilder<SqlBool>> {
  const matches = contains(db, ['p.ref_pedido'], reference);
  if (scope.kind === 'customer') return sql<SqlBool>`exists (select 1 from pedidos p where p.empresa = ${empresa} and p.numero = ${pedido} and ${matches})`;
  const orders = await db.selectFrom('pedidos as p').select('p.numero').where('p.empresa', '=', scope.empresa).where(matches).limit(LISTED_ORDERS + 1).execute();
  if (orders.length > LISTED_ORDERS) return sql<SqlBool>`${pedido} in (select p.numero from pedidos p where p.empresa = ${scope.empresa} and ${matches})`;
  return orders.length ? sql<SqlBool>`${pedido} in (${sql.join(orders.map((o) => o.numero))})` : sql<SqlBool>`1 = 0`;
}

interface DocumentSearchBody extends PagingBody {
  empresa?: string | number; tiposDocBusqueda?: string | null; albaranesSoloPdtesSN?: string | null; search?: string | null;
  representanteInicial?: unknown; representanteFinal?: unknown; agenteInicial?: unknown; agenteFinal?: unknown; clienteInicial?: unknown; clienteFinal?: unknown;
  fechaIni?: string | null; fechaFin?: string | null; codigosDocumento?: unknown[] | string | null; sucursal?: unknown; numeroAlbaran?: unknown; suReferencia?: string | null;
}

const documentRow = object({
  codCli: str('Customer code'), nombreCliente: str(), sucursal: str('Billing branch (invoices) or delivery branch (delivery notes)'),
  numeroAlbaran: nint('Delivery note; null for invoices without one'), ejercicioAlbaran: nint(), numeroFactura: nint('Invoice; null for delivery notes pending invoicing'),
  serieFactura: nstr(), secuenciaFactura: nint(), ejercicioFactura: nint('Year of the invoice'), fechaPed: replyDate('Document date'), importeTotal: num('Total with VAT'),
});

/** Document numbers of codigosDocumento: an array of numbers or a comma-separated text. */
function documentNumbers(value: DocumentSearchBody['codigosDocumento']): number[] | undefined {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!list || list.length === 0) return undefined;
  const numbers = list.map((v) => integer(v, 'codigosDocumento')).filter((n): n is number => n !== undefined);
  return numbers.length ? numbers : undefined;
}

/** Invoice reprint and customer delivery notes pending invoicing: the document header search. */
export async function invoiceRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.post('/wscomun/portalinformes/recuperarDocumentoCab', {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Invoice and delivery-note search (recuperarDocumentoCab)', tags,
      description: 'tiposDocBusqueda F (default): invoices of the caller\'s scope (the scope\'s branches are billing branches). A: delivery notes; with albaranesSoloPdtesSN S only those not invoiced yet. '
        + 'Default sort fechaPed DESC. Rows in documentosCab, total in totalRows.',
      body: body({
        ...reportPaging, usuario: nstr(), tipoConta: optCode('Accounting type, 0'), tiposDocBusqueda: { type: ['string', 'null'], enum: ['F', 'A', '', null], description: 'F invoices, A delivery notes' },
        albaranesSoloPdtesSN: optFlag('With A: only delivery notes pending invoicing'),
        representanteInicial: optCode(), representanteFinal: optCode(), agenteInicial: optCode(), agenteFinal: optCode(), clienteInicial: optCode(), clienteFinal: optCode(),
        fechaIni: dateField('Document date from'), fechaFin: dateField('Document date to'),
        codigosDocumento: {
          type: ['array', 'string', 'null'], maxItems: 1100, maxLength: INPUT_LIMITS.freeText, items: code(), description: 'Document numbers: a list, or a comma-separated text',
        },
        sucursal: optCode(), numeroAlbaran: optNumber(), suReferencia: nstr('Customer reference of the order (contains, any case)'),
      }),
      reply: object({ statusCode: str(), statusText: str(), documentosCab: { type: 'array', items: documentRow }, totalRows: int() }),
    }),
  }, async (request) => {
    const b = request.body as DocumentSearchBody;
    const scope = await resolveScope(db, request.principal, b.empresa);
    const deliveryNotes = text(b.tiposDocBusqueda) === 'A';
    const d = deliveryNotes ? 'a' : 'f';
    const dates = await withinRoleLimits(db, request.principal, scope.empresa, dateRange(b.fechaIni, b.fechaFin, ['fechaIni', 'fechaFin']));
    const scoped = inScope(scope, { empresa: `${d}.empresa`, cliente: `${d}.cliente`, sucursal: `${d}.sucursal` });
    const c: RawBuilder<SqlBool>[] = [
      scoped,
      ...between(`${d}.cliente`, text(b.clienteInicial), text(b.clienteFinal)),
      ...between(`${d}.fecha`, dates.from, dates.to),
    ];
    // The representative and the search read the matching customers through their own table, so no filter joins the customer to every
    // document: the total is counted, and the keys are walked, on the documents alone.
    const customerOf = sql.ref(`${d}.cliente`);
    const represented = [...between('rc.representante', text(b.representanteInicial), text(b.representanteFinal)), ...between('rc.agente', text(b.agenteInicial), text(b.agenteFinal))];
    if (represented.length) c.push(sql`${customerOf} in (select rc.cliente from clientes rc where rc.empresa = ${scope.empresa} and ${allOf(represented)})`);
    if (deliveryNotes && isS(b.albaranesSoloPdtesSN)) c.push(sql`a.factura_numero is null`);
    const sucursal = text(b.sucursal);
    if (sucursal) c.push(sql`${sql.ref(`${d}.sucursal`)} = ${sucursal}`);
    const albaran = integer(b.numeroAlbaran, 'numeroAlbaran');
    if (albaran !== undefined) c.push(deliveryNotes ? sql`a.numero = ${albaran}` : sql`f.albaran_numero = ${albaran}`);
    const reference = text(b.suReferencia);
    if (reference) {
      c.push(await referenceCondition(db, scope, sql.ref(`${d}.empresa`), sql.ref(`${d}.pedido`), reference));
    }
    const numbers = documentNumbers(b.codigosDocumento);
    if (numbers) c.push(sql`${sql.ref(`${d}.numero`)} in (${sql.join(numbers)})`);
    const search = text(b.search);
    const searched = Boolean(search || reference || numbers || albaran !== undefined);
    if (search) {
      c.push(sql`(${customerOf} in (select sc.cliente from clientes sc where sc.empresa = ${scope.empresa} and ${contains(db, ['sc.cliente', 'sc.nombre', 'sc.razon_social'], search)})
        or ${contains(db, [sql`cast(${sql.ref(`${d}.numero`)} as text)`], search)})`);
    }

    const columns = deliveryNotes
      ? { codCli: 'a.cliente', nombreCliente: 'c.razon_social', sucursal: 'a.sucursal', numeroAlbaran: 'a.numero', ejercicioAlbaran: 'a.ejercicio', numeroFactura: 'a.factura_numero',
        serieFactura: 'a.factura_serie', secuenciaFactura: 'f.secuencia', ejercicioFactura: 'a.factura_ejercicio', fechaPed: 'a.fecha', importeTotal: 'a.importe' }
      : { codCli: 'f.cliente', nombreCliente: 'c.razon_social', sucursal: 'f.sucursal', numeroAlbaran: 'f.albaran_numero', ejercicioAlbaran: 'f.albaran_ejercicio', numeroFactura: 'f.numero',
        serieFactura: 'f.serie', secuenciaFactura: 'f.secuencia', ejercicioFactura: 'f.ejercicio', fechaPed: 'f.fecha', importeTotal: 'f.total' };
    const page = paging(b, columns, { orderBy: 'fechaPed', order: 'DESC', tiebreak: deliveryNotes ? ['a.ejercicio', 'a.numero'] : ['f.ejercicio', 'f.serie', 'f.numero'], numRows: 5 });
    // The keys walk the documents' own index; a sort on the customer walks the customers first (customerFirst), one on the invoice's sequence joins the invoice.
    const readsCustomer = page.sortColumn === 'nombreCliente';
    if (deliveryNotes) {
      const count = db.selectFrom('albaranes as a').where(allOf(c));
      const q = count.innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'a.empresa').onRef('c.cliente', '=', 'a.cliente'));
      const invoiceOf = (j: JoinBuilder<Database & { a: AlbaranTable; f: FacturaTable }, 'a' | 'f'>) => j.onRef('f.empresa', '=', 'a.empresa')
        .onRef('f.ejercicio', '=', 'a.factura_ejercicio').onRef('f.serie', '=', 'a.factura_serie').onRef('f.numero', '=', 'a.factura_numero');
      const keys = readsCustomer ? customerFirst(db, 'albaranes as a').where(allOf(c)) : page.sortColumn === 'secuenciaFactura' ? count.leftJoin('facturas as f', invoiceOf) : count;
      const [rows, totalRows] = await pageOf(q, (x) => x.leftJoin('facturas as f', invoiceOf)
        .select(['a.cliente as codCli', 'c.razon_social as nombreCliente', 'a.sucursal', 'a.numero as numeroAlbaran', 'a.ejercicio as ejercicioAlbaran', 'a.factura_numero as numeroFactura',
          'a.factura_serie as serieFactura', 'f.secuencia as secuenciaFactura', 'a.factura_ejercicio as ejercicioFactura', 'a.fecha as fechaPed', 'a.importe']), page,
      { key: ['a.ejercicio', 'a.numero'], db, count, keys, rows: q.clearWhere().where(scoped), searched });
      return { statusCode: '200', statusText: 'OK', totalRows, documentosCab: rows.map(({ importe, ...r }) => ({ ...r, importeTotal: Math.round(importe * 121) / 100 })) };
    }
    const count = db.selectFrom('facturas as f').where(allOf(c));
    const q = count.innerJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'f.empresa').onRef('c.cliente', '=', 'f.cliente'));
    const [rows, totalRows] = await pageOf(q, (x) => x.select([
      'f.cliente as codCli', 'c.razon_social as nombreCliente', 'f.sucursal', 'f.albaran_numero as numeroAlbaran', 'f.albaran_ejercicio as ejercicioAlbaran', 'f.numero as numeroFactura',
      'f.serie as serieFactura', 'f.secuencia as secuenciaFactura', 'f.ejercicio as ejercicioFactura', 'f.fecha as fechaPed', 'f.total as importeTotal',
    ]), page, { key: ['f.ejercicio', 'f.serie', 'f.numero'], db, count, keys: readsCustomer ? customerFirst(db, 'facturas as f').where(allOf(c)) : count, rows: q.clearWhere().where(scoped), searched });
    return { statusCode: '200', statusText: 'OK', totalRows, documentosCab: rows };
  });
}
