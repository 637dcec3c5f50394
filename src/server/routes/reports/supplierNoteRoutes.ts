import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { reportLanguage } from '../../documents/documentLanguage.js';
import { ErpError } from '../../errors.js';
import { body, int, object, str } from '../../schemas/routeSchema.js';
import { pageOf } from './listQuery.js';
import type { ReportContext } from './reportContext.js';
import { allOf, between, contains, dateRange, integer, isS, paging, parseDate, requiredInteger, text, type PagingBody } from './reportRequest.js';
import { dateField, listReply, nstr, num, OK, optCode, optFlag, optNumber, replyDate, reportPaging, reportRoute } from './reportSchemas.js';
import { withinRoleLimits } from './roleDateLimits.js';
import { resolveScope, type ReportScope } from './scope.js';
import type { Principal } from '../../auth/loadPrincipal.js';
import { supplierDeliveryNotePdf, supplierReceiptPdf } from '../../documents/supplierNoteDocuments.js';
import { zipSync } from 'fflate';
import { fieldPartyOf, readableFields, describeFieldScope } from './fieldScope.js';
import { inPartyScope } from './supplierScope.js';

const tags = ['Supplier delivery notes'];
const P = '/wscomun/portalinformes';

/** Scope columns of a supplier delivery note: its supplier and branch; customer roles and representatives see it as the supplier their customer also is. */
const NOTE_PARTIES = { empresa: 'ap.empresa', proveedor: 'ap.proveedor', sucursalProveedor: 'ap.sucursal_prov', customerAsSupplier: true };
/** Reply fields of a note, in the reply's order. */
const NOTE_FIELDS = ['tipoPedido', 'proveedor', 'nombreProv', 'sucursalProv', 'numAlbaran', 'ejercicio', 'fechaEntrada', 'ocCompra', 'cliente', 'nombreCliente', 'sucursal', 'importe',
  'facturaProveedor', 'facturadoSN'] as const;
type NoteField = (typeof NOTE_FIELDS)[number];
/** The sort expression of each reply field. */
const NOTE_SORT: Record<NoteField, string | RawBuilder<unknown>> = {
  tipoPedido: 'ap.tipo_pedido', proveedor: 'ap.proveedor', nombreProv: 'p.nombre', sucursalProv: 'ap.sucursal_prov', numAlbaran: 'ap.numero', ejercicio: 'ap.ejercicio',
  fechaEntrada: 'ap.fecha_entrada', ocCompra: 'ap.oc_compra', cliente: 'ap.cliente', nombreCliente: 'c.razon_social', sucursal: 'ap.sucursal', importe: 'ap.importe',
  facturaProveedor: 'ap.factura_proveedor', facturadoSN: sql`case when ap.factura_proveedor is null then 'N' else 'S' end`,
};
/** The selected column of each reply field but facturadoSN (derived). */
const NOTE_SELECT: Record<Exclude<NoteField, 'facturadoSN'>, string> = {
  tipoPedido: 'ap.tipo_pedido as tipoPedido', proveedor: 'ap.proveedor', nombreProv: 'p.nombre as nombreProv', sucursalProv: 'ap.sucursal_prov as sucursalProv',
  numAlbaran: 'ap.numero as numAlbaran', ejercicio: 'ap.ejercicio', fechaEntrada: 'ap.fecha_entrada as fechaEntrada', ocCompra: 'ap.oc_compra as ocCompra', cliente: 'ap.cliente',
  nombreCliente: 'c.razon_social as nombreCliente', sucursal: 'ap.sucursal', importe: 'ap.importe', facturaProveedor: 'ap.factura_proveedor as facturaProveedor',
};

interface SupplierNotesBody extends PagingBody {
  empresa?: string | number; proveedor?: unknown; sucursal?: unknown; cliente?: unknown; sucursalCliente?: unknown; fechaIni?: string | null; fechaFin?: string | null;
  pendientesFacturaSN?: string | null; search?: string | null;
}

/** Supplier delivery notes (ALB_PROV) and those pending the supplier invoice (FACT_PROV), and the print of a note: our receipt and the supplier's own note. */
export async function supplierNoteRoutes(app: FastifyInstance, { db, links }: ReportContext): Promise<void> {
  app.post(`${P}/getAlbaranesProveedor`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Supplier delivery notes (getAlbaranesProveedor)', tags,
      description: 'Delivery notes received from suppliers in the caller\'s scope, entered in fechaIni..fechaFin. A supplier user sees only its own supplier (and branch) whatever proveedor and sucursal say; '
        + 'customer roles and representatives the notes whose supplier is their customer (its creditor code, codigoAcreedor of lovClte; none when it has none). sucursal is the supplier branch, '
        + 'sucursalCliente the customer branch the material went to (cliente and sucursalCliente are read for ADMIN and SOPORTE only). pendientesFacturaSN S: only notes whose supplier invoice '
        + 'is still pending. tipoPedido P order, A credit, C charge, other (T) others. orderBy a row field; default fechaEntrada DESC. search: number, order, supplier and (staff) customer. '
        + describeFieldScope('albaranesProveedor'),
      body: body({
        ...reportPaging, usuario: nstr(), proveedor: optCode('Supplier code'), sucursal: optCode('Supplier branch'), cliente: optCode('Customer code'), sucursalCliente: optCode('Customer branch'),
        fechaIni: dateField('Entry date from'), fechaFin: dateField('Entry date to'), pendientesFacturaSN: optFlag('S: only notes pending the supplier invoice'),
      }),
      reply: listReply(object({
        tipoPedido: str('P order, A credit, C charge, other e.g. T'), proveedor: str(), nombreProv: str(), sucursalProv: str(), numAlbaran: int('Receipt number'), ejercicio: int(),
        fechaEntrada: replyDate(), ocCompra: nstr('Purchase order'), cliente: nstr(), nombreCliente: nstr(), sucursal: nstr('Customer branch'), importe: num(),
        facturaProveedor: nstr('Supplier invoice; null while pending'), facturadoSN: str('S when the supplier invoice was received'),
      })),
    }),
  }, async (request) => {
    const b = request.body as SupplierNotesBody;
    const scope = await resolveScope(db, request.principal, b.empresa);
    const dates = await withinRoleLimits(db, request.principal, scope.empresa, dateRange(b.fechaIni, b.fechaFin, ['fechaIni', 'fechaFin']));
    const c: RawBuilder<SqlBool>[] = [inPartyScope(request.principal, scope, NOTE_PARTIES), ...between('ap.fecha_entrada', dates.from, dates.to)];
    // Field-level scope: the customer the material went to is read, filtered, searched and sorted by for staff only.
    const readable = new Set<string>(readableFields('albaranesProveedor', fieldPartyOf(request.principal, scope), NOTE_FIELDS));
    const staffOnly = !readable.has('cliente');
    const bodyFilters: [unknown, string][] = [[b.proveedor, 'ap.proveedor'], [b.sucursal, 'ap.sucursal_prov'], ...(staffOnly ? [] : [[b.cliente, 'ap.cliente'], [b.sucursalCliente, 'ap.sucursal']] as [unknown, string][])];
    for (const [value, column] of bodyFilters) {
      const v = text(value);
      if (v) c.push(sql`${sql.ref(column)} = ${v}`);
    }
    if (isS(b.pendientesFacturaSN)) c.push(sql`ap.factura_proveedor is null`);
    const search = text(b.search);
    if (search) c.push(contains(db, [sql`cast(ap.numero as text)`, 'ap.oc_compra', 'ap.proveedor', 'p.nombre', ...(staffOnly ? [] : ['ap.cliente', 'c.razon_social']), 'ap.factura_proveedor'], search));
    const sortable = Object.fromEntries(Object.entries(NOTE_SORT).filter(([field]) => readable.has(field)));
    const page = paging(b, sortable, { orderBy: 'fechaEntrada', order: 'DESC', tiebreak: ['ap.numero'], numRows: 5 });
    const q = db.selectFrom('albaranes_proveedor as ap')
      .innerJoin('proveedores as p', (j) => j.onRef('p.empresa', '=', 'ap.empresa').onRef('p.proveedor', '=', 'ap.proveedor'))
      .leftJoin('clientes as c', (j) => j.onRef('c.empresa', '=', 'ap.empresa').onRef('c.cliente', '=', 'ap.cliente'))
      .where(allOf(c));
    const columns = Object.entries(NOTE_SELECT).filter(([field]) => readable.has(field)).map(([, column]) => column);
    // facturadoSN is derived from the supplier invoice, read whenever the caller reads facturadoSN.
    const [rows, numReg] = await pageOf(q, (x) => x.select(sql.ref('ap.factura_proveedor').as('__factura')).select(columns as never[]), page);
    return {
      ...OK, numReg,
      dataRes: rows.map(({ __factura, ...r }: Record<string, unknown>) => (readable.has('facturadoSN') ? { ...r, facturadoSN: __factura ? 'S' : 'N' } : r)),
    };
  });

  app.post(`${P}/imprimirAlbaranProv`, {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Print of a supplier delivery note (imprimirAlbaranProv)', tags,
      description: 'Signed links (10 minutes) to two PDFs of a supplier delivery note in the caller\'s scope: url, our receipt note; urlProveedor, the supplier\'s own delivery note '
        + '(null when the supplier sent none). proveedor, ocCompra and fecha, when sent, must match the note. A note outside the scope is a 404. '
        + 'For a caller who reads the note as its supplier (field scope albaranesProveedor) the documents leave out the customer the material went to.',
      body: body({
        albaran: optCode('Receipt number (numAlbaran of the row)'), ocCompra: optCode('Purchase order of the note'), proveedor: optCode('Supplier of the note'),
        fecha: dateField('Entry date of the note'), ejercicio: optCode('Year of the note'),
      }, ['albaran']),
      reply: object({ statusCode: str(), statusText: str(), dataRes: object({ url: str('Signed link to our receipt note'), urlProveedor: nstr('Signed link to the supplier\'s note, or null') }) }),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; albaran: unknown; ocCompra?: unknown; proveedor?: unknown; fecha?: string | null; ejercicio?: unknown };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const numero = requiredInteger(b.albaran, 'albaran');
    let q = db.selectFrom('albaranes_proveedor as ap').select(['ap.empresa', 'ap.numero', 'ap.alb_proveedor'])
      .where(inPartyScope(request.principal, scope, NOTE_PARTIES)).where('ap.numero', '=', numero);
    const proveedor = text(b.proveedor);
    if (proveedor) q = q.where('ap.proveedor', '=', proveedor);
    const oc = text(b.ocCompra);
    if (oc) q = q.where('ap.oc_compra', '=', oc);
    const fecha = parseDate(b.fecha, 'fecha');
    if (fecha) q = q.where('ap.fecha_entrada', '=', fecha);
    const ejercicio = integer(b.ejercicio, 'ejercicio');
    if (ejercicio !== undefined) q = q.where('ap.ejercicio', '=', ejercicio);
    const note = await q.executeTakeFirst();
    if (!note) throw new ErpError(404, 'NOT_FOUND', `Supplier delivery note ${numero} not found`);
    const params = { empresa: note.empresa, numero: note.numero, lang: reportLanguage(request.principal.idioma), ...customerInDocuments(request.principal, scope) };
    return {
      ...OK,
      dataRes: {
        url: await links.url(request, { kind: 'albaranProveedor', params }),
        urlProveedor: note.alb_proveedor ? await links.url(request, { kind: 'albaranOrigenProveedor', params }) : null,
      },
    };
  });

  app.post('/wsutils/obtenerZipAlbaranesProveedor', {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Zip of supplier delivery notes (obtenerZipAlbaranesProveedor; path and payload named by the reference services)', tags,
      description: 'Base64 zip with our receipt note of each supplier delivery note (albaran-entrada-N.pdf) and the supplier\'s own note when it sent one (albaran-proveedor-N.pdf). '
        + 'Every note must be in the caller\'s scope, else 404 naming the first one missing. Used by the portal for more than 10 selected notes.',
      body: body({
        albaranes: { type: 'array', minItems: 1, maxItems: 1100, items: object({ albaran: optNumber('Receipt number (numAlbaran of the row)'), proveedor: optCode('Supplier of the note') }, ['albaran']) },
        usuario: nstr(),
      }, ['albaranes']),
      reply: object({ statusCode: str(), dataRes: object({ File: str('Base64 zip'), nombre: str() }) }),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; albaranes: { albaran: unknown; proveedor?: unknown }[] };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const lang = reportLanguage(request.principal.idioma);
    const withCustomer = customerInDocuments(request.principal, scope).cliente !== 'N';
    const files: Record<string, Uint8Array> = {};
    for (const item of b.albaranes) {
      const numero = requiredInteger(item.albaran, 'albaran');
      let q = db.selectFrom('albaranes_proveedor as ap').select(['ap.empresa', 'ap.numero', 'ap.alb_proveedor']).where(inPartyScope(request.principal, scope, NOTE_PARTIES)).where('ap.numero', '=', numero);
      const proveedor = text(item.proveedor);
      if (proveedor) q = q.where('ap.proveedor', '=', proveedor);
      const note = await q.executeTakeFirst();
      if (!note) throw new ErpError(404, 'NOT_FOUND', `Supplier delivery note ${numero} not found`);
      files[`albaran-entrada-${note.numero}.pdf`] = await supplierReceiptPdf(db, note.empresa, note.numero, lang, withCustomer);
      if (note.alb_proveedor) files[`albaran-proveedor-${note.numero}.pdf`] = await supplierDeliveryNotePdf(db, note.empresa, note.numero, lang, withCustomer);
    }
    return { statusCode: '200', dataRes: { File: Buffer.from(zipSync(files, { level: 6 })).toString('base64'), nombre: 'albaranes-proveedor.zip' } };
  });
}

/** Link parameters of a note's documents: `cliente: 'N'` when the caller may not read the customer the material went to (field scope). */
function customerInDocuments(principal: Principal, scope: ReportScope): { cliente?: 'N' } {
  return readableFields('albaranesProveedor', fieldPartyOf(principal, scope), ['cliente']).length > 0 ? {} : { cliente: 'N' };
}
