import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { body, int, object, str } from '../../schemas/routeSchema.js';
import { filterField, gridFilter, gridSearch, searchColsField, type GridColumn } from './gridFilter.js';
import { pageOf } from './listQuery.js';
import type { ReportContext } from './reportContext.js';
import { allOf, between, dateRange, paging, text, type PagingBody } from './reportRequest.js';
import { dateField, nnum, nstr, optCode, reportPaging, reportRoute } from './reportSchemas.js';
import { withinRoleLimits } from './roleDateLimits.js';
import { describeFieldScope, fieldPartyOf, readableEntries, readableFields } from './fieldScope.js';
import { fieldsField, replyFields } from './replyFields.js';
import { resolveScope } from './scope.js';
import { inPartyScope } from './supplierScope.js';

const tags = ['Purchasing'];
const P = '/wscomun/portalinformes';

/** Fields of one side of an operation (c purchase, v sale), reply name and type; the server column name is the SNAKE_CASE of the field. */
const SIDE_FIELDS: [field: string, type: GridColumn['type']][] = [
  ['Almacen', 'text'], ['Fecha', 'date'], ['NumAlbaran', 'text'], ['Proveedor', 'text'], ['SucProveedor', 'text'], ['Transporte', 'text'], ['Matricula', 'text'],
  ['Articulo', 'text'], ['Cantidad', 'number'], ['Precio', 'number'], ['Importe', 'number'], ['PrecioMedio', 'number'], ['AlbaranTte', 'text'], ['Transportista', 'text'],
  ['ImporteTte', 'number'], ['CosteTte', 'number'],
];
const snake = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

/** Profit of an operation: sale amount − purchase amount − purchase transport − sale transport (a missing side counts 0). */
const BENEFICIO = sql<number>`(coalesce(cv.v_importe, 0) - coalesce(cv.c_importe, 0) - coalesce(cv.c_importe_tte, 0) - coalesce(cv.v_importe_tte, 0))`;

/** Every column of the grid: reply field → [server name, column]. */
const FIELDS: Record<string, [string, GridColumn]> = Object.fromEntries([
  ...(['c', 'v'] as const).flatMap((p) => SIDE_FIELDS.map(([f, type]) => [`${p}${f}`, [`${p}_${snake(f)}`.toUpperCase(), { sql: `cv.${p}_${snake(f)}`, type }]] as const)),
  ['vTicketPesada', ['V_TICKET_PESADA', { sql: 'cv.v_ticket_pesada', type: 'text' }]],
  ['tIsTransito', ['T_IS_TRANSITO', { sql: 'cv.t_is_transito', type: 'text' }]],
  ['tBeneficio', ['T_BENEFICIO', { sql: BENEFICIO, type: 'number' }]],
]);
/** The reply fields of a row besides rn, in the reply's order. */
const FIELD_NAMES = Object.keys(FIELDS);
/** The reply field of each server column name. */
const SERVER_TO_FIELD: Record<string, string> = Object.fromEntries(Object.entries(FIELDS).map(([field, [name]]) => [name, field]));
/** The grid's columns by server name (orderBy, filter, query and searchCols use these names, never SQL). */
export const COMPRAS_VENTAS_COLUMNS: Record<string, GridColumn> = Object.fromEntries(Object.values(FIELDS));

const row = object({
  rn: int('Row number'),
  ...Object.fromEntries(Object.entries(FIELDS).map(([field, [name, c]]) => [field, c.type === 'number' ? nnum(name) : nstr(c.type === 'date' ? `${name}, YYYY-MM-DD` : name)])),
});

interface ComprasVentasBody extends PagingBody {
  empresa?: string | number; transporte?: unknown; numAlbaran?: unknown; tipoCompra?: string | null; tipoVenta?: string | null; tipoTransito?: string | null;
  fechaIni?: string | null; fechaFin?: string | null; filter?: unknown; query?: string | null; search?: string | null; searchCols?: unknown; fields?: unknown;
}

const typeFlag = (value: string, label: string) => ({ type: ['string', 'null'], enum: [value, value.toLowerCase(), '', null], description: `${value}: include ${label}; empty: leave them out` });

/** The purchases/sales grid (getComprasVentas): purchases, sales and transits with their transport and profit, filtered, searched and sorted by server column names. */
export async function purchasingRoutes(app: FastifyInstance, { db }: ReportContext): Promise<void> {
  app.post(`${P}/getComprasVentas`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Purchases, sales and transits (getComprasVentas)', tags,
      description: 'Operations of the caller\'s scope whose date lies in fechaIni..fechaFin: purchases (tipoCompra C: c fields), sales (tipoVenta V: v fields, vProveedor/vSucProveedor being the customer '
        + 'and its branch) and transits (tipoTransito T: both sides, tIsTransito S); a type not sent is left out, none sent finds nothing. tBeneficio = vImporte − cImporte − cImporteTte − vImporteTte. '
        + 'orderBy, filter, query and searchCols use the server column names (C_MATRICULA, C_IMPORTE, V_TICKET_PESADA, T_BENEFICIO…); default C_MATRICULA ASC; rows without a value in the sorted column come last in either direction. '
        + 'filter: [[column, operator, value], "and", …] with operators contains, startswith, endswith, =, <>, <, >, <=, >= (text any case, numbers as numbers, dates DD/MM/YYYY or YYYY-MM-DD); '
        + 'query: the same as text (C_MATRICULA contains \'12\' and C_IMPORTE >= \'100\'), read when filter is absent. search: contains in searchCols (comma separated; default every text column). '
        + 'A supplier user sees its purchases (cProveedor), customer roles and representatives the sales of their customers (vProveedor). '
        + 'fields: the reply fields each row carries (comma separated, rn always); absent, every field the caller reads (an export asks only for the fields of its columns). '
        + `${describeFieldScope('comprasVentas')} The default sort is C_MATRICULA, or V_MATRICULA for a caller who does not read the purchase side.`,
      body: body({
        ...reportPaging, usuario: nstr(), transporte: optCode('Transport agency of either side'), numAlbaran: optCode('Delivery note of either side'),
        tipoCompra: typeFlag('C', 'purchases'), tipoVenta: typeFlag('V', 'sales'), tipoTransito: typeFlag('T', 'transits'),
        fechaIni: dateField('Operation date from'), fechaFin: dateField('Operation date to'),
        filter: filterField('Filter-row conditions with server column names'), query: nstr('The filter conditions as text, read when filter is absent'),
        searchCols: searchColsField('Server column names the search looks in, comma separated'),
        fields: fieldsField('Reply fields of each row to return (cAlmacen,cFecha,tBeneficio…), comma separated; absent: every field'),
      }),
      reply: object({
        statusCode: str(), statusText: str(), infoMsg: object({ code: int('0 when the search ran'), message: str() }), dataRes: { type: 'array', items: row }, numReg: int('Total rows of the search'),
      }),
    }),
  }, async (request) => {
    const b = request.body as ComprasVentasBody;
    const scope = await resolveScope(db, request.principal, b.empresa);
    const dates = await withinRoleLimits(db, request.principal, scope.empresa, dateRange(b.fechaIni, b.fechaFin, ['fechaIni', 'fechaFin']));
    const tipos = [[b.tipoCompra, 'C'], [b.tipoVenta, 'V'], [b.tipoTransito, 'T']].filter(([v, t]) => text(v)?.toUpperCase() === t).map(([, t]) => t as string);
    const c: RawBuilder<SqlBool>[] = [
      inPartyScope(request.principal, scope, { empresa: 'cv.empresa', proveedor: 'cv.c_proveedor', sucursalProveedor: 'cv.c_suc_proveedor', cliente: 'cv.v_proveedor', sucursal: 'cv.v_suc_proveedor' }),
      tipos.length ? sql<SqlBool>`cv.tipo in (${sql.join(tipos)})` : sql<SqlBool>`1 = 0`,
      ...between('cv.fecha', dates.from, dates.to),
    ];
    const transporte = text(b.transporte);
    if (transporte) c.push(sql`(cv.c_transporte = ${transporte} or cv.v_transporte = ${transporte})`);
    const albaran = text(b.numAlbaran);
    if (albaran) c.push(sql`(cv.c_num_albaran = ${albaran} or cv.v_num_albaran = ${albaran})`);
    // Field-level scope: the caller's side of the rows only, in what it reads and in what it filters, searches and sorts by.
    const party = fieldPartyOf(request.principal, scope);
    const readable = readableFields('comprasVentas', party, FIELD_NAMES);
    const columns = readableEntries('comprasVentas', party, COMPRAS_VENTAS_COLUMNS, (name) => SERVER_TO_FIELD[name]!);
    const filtered = gridFilter(db, columns, b.filter, b.query);
    if (filtered) c.push(filtered);
    const searched = gridSearch(db, columns, b.search, b.searchCols);
    if (searched) c.push(searched);
    const sortable = Object.fromEntries(Object.entries(columns).map(([name, col]) => [name, col.sql]));
    const orderBy = text(b.orderBy)?.toUpperCase();
    const page = paging({ ...b, ...(orderBy ? { orderBy } : {}) }, sortable, { orderBy: columns.C_MATRICULA ? 'C_MATRICULA' : 'V_MATRICULA', order: 'ASC', tiebreak: ['cv.fecha', 'cv.id'], nullsLast: true });
    const selected = replyFields(b.fields, readable) ?? readable;
    if (selected.length === 0) return { statusCode: '200', statusText: 'OK', infoMsg: { code: 0, message: 'OK' }, numReg: 0, dataRes: [] };
    const q = db.selectFrom('compras_ventas as cv').where(allOf(c));
    const [rows, numReg] = await pageOf(q, (x) => x.select(selected.map((field) => (field === 'tBeneficio' ? BENEFICIO : sql.ref(FIELDS[field]![1].sql as string)).as(field))),
      // Late row lookup: the sort and the offset walk the ids alone (an export's deep pages), then the page's columns (all 36, or those asked) are read.
      page, { key: 'cv.id', db });
    const round2 = (n: unknown) => (n === null || n === undefined ? null : Math.round(Number(n) * 100) / 100);
    const withProfit = selected.includes('tBeneficio');
    return {
      statusCode: '200', statusText: 'OK', infoMsg: { code: 0, message: 'OK' }, numReg,
      dataRes: rows.map((r, i) => (withProfit ? { rn: page.offset + i + 1, ...r, tBeneficio: round2((r as { tBeneficio: unknown }).tBeneficio) } : { rn: page.offset + i + 1, ...r })),
    };
  });
}
