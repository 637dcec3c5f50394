import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { lerCode } from '../../documents/formats.js';
import { ErpError } from '../../errors.js';
import { body, int, object, str } from '../../schemas/routeSchema.js';
import { pageOf } from './listQuery.js';
import type { ReportContext } from './reportContext.js';
import { allOf, contains, dateRange, integer, isS, paging, requiredInteger, text, type Page, type PagingBody } from './reportRequest.js';
import { dateField, listReply, lookupFields, nstr, num, OK, optCode, optNumber, optFlag, replyDate, reportPaging, reportRoute } from './reportSchemas.js';
import { withinRoleLimits } from './roleDateLimits.js';
import { resolveScope } from './scope.js';
import { inPartyScope, ownSupplier } from './supplierScope.js';

const tags = ['Purchase orders'];
const P = '/wscomun/portalinformes';
/** Most rows of an Excel export. */
const MAX_EXPORT_ROWS = 50_000;

interface PendingBody extends PagingBody {
  empresa?: string | number; codigoProveedor?: unknown; codSucursal?: unknown; fechaInicio?: string | null; fechaFin?: string | null; numeroOc?: unknown;
  centro?: unknown; descargaExcelSN?: string | null; search?: string | null;
}

/** Purchase orders received and pending confirmation: the list (and its Excel export), the lines of an order and the work centres. */
export async function pendingPurchaseOrderRoutes(app: FastifyInstance, { db }: ReportContext): Promise<void> {
  app.post(`${P}/getOrdenesCompraPendientes`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Pending purchase orders (getOrdenesCompraPendientes)', tags,
      description: 'Purchase orders received and pending confirmation, order date fechaInicio..fechaFin (within the role date limits). ADMIN and SOPORTE: every supplier, or codigoProveedor '
        + '(and codSucursal); a supplier user: its own supplier (and branch) whatever the body says; other roles none. numeroOc and centro are exact. itemOC is the number of lines of the order. '
        + `Default sort codigoProveedor ASC. descargaExcelSN S: every row (at most ${MAX_EXPORT_ROWS}) in dataRes, ordered by centro then codigoProveedor, numReg their count.`,
      body: body({
        ...reportPaging, usuario: nstr(), codigoProveedor: optCode('Supplier'), codSucursal: optCode('Supplier branch'), fechaInicio: dateField('Order date from'),
        fechaFin: dateField('Order date to'), numeroOc: optNumber('Purchase order'), centro: optCode('Work centre'), descargaExcelSN: optFlag('S: every row for the Excel export'),
      }),
      reply: listReply(object({
        centro: str('Work centre'), razonProveedor: str('Supplier name'), razonSucursalProv: nstr('Supplier branch name'), numeroOc: int('Purchase order'), fechaOC: replyDate(),
        numAlbaran: nstr('Delivery note of the receipt'), ticketPda: nstr('PDA ticket'), agenciaTransporte: nstr('Transport agency name'), matricula: nstr('Licence plate'),
        codigoProveedor: str(), sucursalProveedor: str(), itemOC: int('Lines of the order'),
      })),
    }),
  }, async (request) => {
    const b = request.body as PendingBody;
    const scope = await resolveScope(db, request.principal, b.empresa);
    const dates = await withinRoleLimits(db, request.principal, scope.empresa, dateRange(b.fechaInicio, b.fechaFin, ['fechaInicio', 'fechaFin']));
    const c: RawBuilder<SqlBool>[] = [
      sql`h.estado = 'P'`, inPartyScope(request.principal, scope, { empresa: 'h.empresa', proveedor: 'h.proveedor', sucursalProveedor: 'h.sucursal_proveedor' }),
    ];
    if (dates.from) c.push(sql`h.fecha >= ${dates.from}`);
    if (dates.to) c.push(sql`h.fecha <= ${dates.to}`);
    // A supplier user is fixed to its own supplier and branch by the scope: the supplier fields of the body do not apply.
    const filters: [unknown, string][] = [[b.centro, 'h.centro'], ...(ownSupplier(request.principal, scope) ? [] : [[b.codigoProveedor, 'h.proveedor'], [b.codSucursal, 'h.sucursal_proveedor']] as [unknown, string][])];
    for (const [value, column] of filters) {
      const v = text(value);
      if (v) c.push(sql`${sql.ref(column)} = ${v}`);
    }
    const numero = integer(b.numeroOc, 'numeroOc');
    if (numero !== undefined) c.push(sql`h.numero_oc = ${numero}`);
    const search = text(b.search);
    if (search) c.push(contains(db, ['p.nombre', 'h.proveedor', 'h.num_albaran', 'h.matricula', sql`cast(h.numero_oc as text)`], search));
    const excel = isS(b.descargaExcelSN);
    const page: Page = excel
      ? { limit: MAX_EXPORT_ROWS, offset: 0, orderBy: sql`h.centro asc, h.proveedor asc, h.sucursal_proveedor asc, h.fecha desc, h.numero_oc desc`, sortColumn: 'centro' }
      : paging(b, {
        centro: 'h.centro', razonProveedor: 'p.nombre', razonSucursalProv: 'sp.nombre', numeroOc: 'h.numero_oc', fechaOC: 'h.fecha', numAlbaran: 'h.num_albaran',
        ticketPda: 'h.ticket_pda', agenciaTransporte: 'ag.nombre', matricula: 'h.matricula', codigoProveedor: 'h.proveedor', sucursalProveedor: 'h.sucursal_proveedor',
        itemOC: sql`(select count(*) from ordenes_compra_det n where n.empresa = h.empresa and n.numero_oc = h.numero_oc)`,
      }, { orderBy: 'codigoProveedor', order: 'ASC', tiebreak: ['h.sucursal_proveedor', 'h.fecha desc', 'h.numero_oc desc'] });
    const q = db.selectFrom('ordenes_compra_cab as h')
      .innerJoin('proveedores as p', (j) => j.onRef('p.empresa', '=', 'h.empresa').onRef('p.proveedor', '=', 'h.proveedor'))
      .leftJoin('sucursales_proveedor as sp', (j) => j.onRef('sp.empresa', '=', 'h.empresa').onRef('sp.proveedor', '=', 'h.proveedor').onRef('sp.sucursal', '=', 'h.sucursal_proveedor'))
      .leftJoin('agencias_transporte as ag', (j) => j.onRef('ag.empresa', '=', 'h.empresa').onRef('ag.agencia', '=', 'h.agencia_transporte'))
      .where(allOf(c));
    const [rows, numReg] = await pageOf(q, (x) => x.select([
      'h.centro', 'p.nombre as razonProveedor', 'sp.nombre as razonSucursalProv', 'h.numero_oc as numeroOc', 'h.fecha as fechaOC', 'h.num_albaran as numAlbaran',
      'h.ticket_pda as ticketPda', 'ag.nombre as agencia', 'h.agencia_transporte', 'h.matricula', 'h.proveedor as codigoProveedor', 'h.sucursal_proveedor as sucursalProveedor',
      sql<number>`(select cast(count(*) as integer) from ordenes_compra_det n where n.empresa = h.empresa and n.numero_oc = h.numero_oc)`.as('itemOC'),
    ]), page);
    return {
      ...OK, numReg,
      dataRes: rows.map(({ agencia, agencia_transporte, ...r }) => ({ ...r, agenciaTransporte: agencia ?? agencia_transporte, itemOC: Number(r.itemOC) })),
    };
  });

  app.post(`${P}/getDetalleOrdenCompraPendiente`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Lines of a pending purchase order (getDetalleOrdenCompraPendiente)', tags,
      description: 'Lines of a pending purchase order the caller may see (as getOrdenesCompraPendientes; 404 otherwise): article, waste code (15 01 01, * when hazardous) and its name, '
        + 'identification document, quantity, price, amount and observations. Default sort itemOC ASC.',
      body: body({ ...reportPaging, numeroOc: optNumber('Purchase order') }, ['numeroOc']),
      reply: listReply(object({
        producto: str('Article'), descProducto: nstr(), codigoLer: nstr('Waste code'), denominacionLer: nstr(), cantidad: num(), precioArt: num(), importeLinea: num(),
        numeroDI: nstr('Identification document'), observacionesOC: nstr(), itemOC: int('Line'),
      })),
    }),
  }, async (request) => {
    const b = request.body as PagingBody & { empresa?: string | number; numeroOc: unknown };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const numero = requiredInteger(b.numeroOc, 'numeroOc');
    const order = await db.selectFrom('ordenes_compra_cab as h').select('h.numero_oc').where('h.empresa', '=', scope.empresa).where('h.numero_oc', '=', numero).where('h.estado', '=', 'P')
      .where(inPartyScope(request.principal, scope, { empresa: 'h.empresa', proveedor: 'h.proveedor', sucursalProveedor: 'h.sucursal_proveedor' })).executeTakeFirst();
    if (!order) throw new ErpError(404, 'NOT_FOUND', `Purchase order ${numero} not found`);
    const page = paging(b, {
      producto: 'd.articulo', descProducto: 'a.nombre', codigoLer: 'd.cod_ler', denominacionLer: 'ler.descripcion', cantidad: 'd.cantidad', precioArt: 'd.precio',
      importeLinea: 'd.importe', numeroDI: 'd.numero_di', observacionesOC: 'd.observaciones', itemOC: 'd.item',
    }, { orderBy: 'itemOC', order: 'ASC', tiebreak: ['d.item'] });
    const q = db.selectFrom('ordenes_compra_det as d')
      .leftJoin('articulos as a', (j) => j.onRef('a.empresa', '=', 'd.empresa').onRef('a.articulo', '=', 'd.articulo'))
      .leftJoin('codigos_ler as ler', 'ler.codigo', 'd.cod_ler')
      .where('d.empresa', '=', scope.empresa).where('d.numero_oc', '=', numero);
    const [rows, numReg] = await pageOf(q, (x) => x.select([
      'd.articulo as producto', 'a.nombre as descProducto', 'd.cod_ler', 'ler.peligroso', 'ler.descripcion as denominacionLer', 'd.cantidad', 'd.precio as precioArt',
      'd.importe as importeLinea', 'd.numero_di as numeroDI', 'd.observaciones as observacionesOC', 'd.item as itemOC',
    ]), page);
    return {
      ...OK, numReg,
      dataRes: rows.map(({ cod_ler, peligroso, ...r }) => ({ ...r, codigoLer: cod_ler ? lerCode(cod_ler, peligroso === 'S') : null })),
    };
  });

  app.post(`${P}/lovCentro`, {
    config: { callKind: 'shared', replyCache: true },
    schema: reportRoute({
      summary: 'Work centre picker (lovCentro)', tags: ['Lookups'],
      description: 'Work centres of the company for ADMIN, SOPORTE, supplier users and customer-linked roles in their portal company. estado A active only (T or blank all); '
        + 'comprobarPrivSn S only centres with a warehouse in the portal\'s scope (warehouse configuration). Default sort centro.',
      body: body({
        ...lookupFields, estado: optCode('A active; T or blank all'), centro: optCode('Exact centre'), comprobarPrivSn: optFlag('S: only centres with a warehouse in scope'),
      }),
      reply: listReply(object({ centro: str(), denominacion: str() })),
    }),
  }, async (request) => {
    const b = request.body as PagingBody & { empresa?: string | number; estado?: unknown; centro?: unknown; comprobarPrivSn?: string | null; search?: string | null };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const c: RawBuilder<SqlBool>[] = [sql`c.empresa = ${scope.empresa}`, scope.kind === 'none' && !ownSupplier(request.principal, scope) ? sql`1 = 0` : sql`1 = 1`];
    const estado = text(b.estado);
    if (estado && estado !== 'T') c.push(sql`c.estado = ${estado}`);
    const centro = text(b.centro);
    if (centro) c.push(sql`c.centro = ${centro}`);
    if (isS(b.comprobarPrivSn)) c.push(sql`exists (select 1 from almacenes_logisticos al where al.empresa = c.empresa and al.centro = c.centro and al.marcado = 'S')`);
    const search = text(b.search);
    if (search) c.push(contains(db, ['c.centro', 'c.denominacion'], search));
    const page = paging(b, { centro: 'c.centro', denominacion: 'c.denominacion' }, { orderBy: 'centro', order: 'ASC', tiebreak: ['c.centro'], numRows: 100 });
    const [rows, numReg] = await pageOf(db.selectFrom('centros as c').where(allOf(c)), (x) => x.select(['c.centro', 'c.denominacion']), page);
    return { ...OK, numReg, dataRes: rows };
  });
}
