import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { body, object, str } from '../../schemas/routeSchema.js';
import { pageOf } from '../reports/listQuery.js';
import { allOf, contains, paging, text, type PagingBody } from '../reports/reportRequest.js';
import { listReply, lookupFields, nstr, OK, optCode, optFlag, reportRoute } from '../reports/reportSchemas.js';
import { resolveScope } from '../reports/scope.js';
import type { RouteContext } from '../routeContext.js';
import { P } from './adminSchemas.js';

const tags = ['Lookups'];

interface LovBody extends PagingBody { empresa?: string | number; search?: string | null; [field: string]: unknown }

/** Conditions of a lookup body: each exact field given equals its column, and the search is contained in one of the search columns. */
function bodyFilters(db: Kysely<any>, b: LovBody, exact: Record<string, string>, searchColumns: string[]): RawBuilder<unknown>[] { // eslint-disable-line @typescript-eslint/no-explicit-any
  const conditions: RawBuilder<unknown>[] = [];
  for (const [field, column] of Object.entries(exact)) {
    const value = text(b[field]);
    if (value) conditions.push(sql`${sql.ref(column)} = ${value}`);
  }
  const search = text(b.search);
  if (search) conditions.push(contains(db, searchColumns, search));
  return conditions;
}

/**
 * Lookups whose data the administration configures or links: warehouses and locations in scope (lovAlm, lovUbi) for every portal user of the company,
 * and suppliers with their branches (lovProv, lovSucursalProveedor): ADMIN and SOPORTE all, a supplier user only their own, other roles none.
 */
export async function scopedLookupRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  /** The company of a lookup and whether the caller sees anything in it. */
  const scopeOf = async (request: { principal: Parameters<typeof resolveScope>[1] }, b: LovBody) => resolveScope(db, request.principal, b.empresa);

  app.post(`${P}/lovAlm`, {
    config: { callKind: 'shared' },
    schema: reportRoute({
      summary: 'Warehouse picker (lovAlm)', tags,
      description: 'Warehouses of the company that the warehouse configuration puts in scope (marcado S). codigo is the warehouse, centro its work centre. Default sort codigo.',
      body: body({ ...lookupFields, centro: optCode('Work centre'), almacen: optCode('Exact warehouse') }),
      reply: listReply(object({ codigo: str('Warehouse'), nombre: str(), centro: str() })),
    }),
  }, async (request) => {
    const b = request.body as LovBody;
    const scope = await scopeOf(request, b);
    const conditions: RawBuilder<unknown>[] = [
      sql`a.empresa = ${scope.empresa}`, sql`a.marcado = 'S'`, scope.kind === 'none' ? sql`1 = 0` : sql`1 = 1`,
      ...bodyFilters(db, b, { centro: 'a.centro', almacen: 'a.almacen' }, ['a.almacen', 'a.nombre']),
    ];
    const page = paging(b, { codigo: 'a.almacen', nombre: 'a.nombre', centro: 'a.centro' }, { orderBy: 'codigo', order: 'ASC', tiebreak: ['a.centro', 'a.almacen'], numRows: 100 });
    const q = db.selectFrom('almacenes_logisticos as a').where(allOf(conditions));
    const [rows, numReg] = await pageOf(q, (x) => x.select(['a.almacen as codigo', 'a.nombre', 'a.centro']), page);
    return { ...OK, dataRes: rows, numReg };
  });

  app.post(`${P}/lovUbi`, {
    config: { callKind: 'shared' },
    schema: reportRoute({
      summary: 'Location picker (lovUbi)', tags,
      description: 'Locations in scope (marcado S) of a warehouse in scope. codigo is the location. Default sort codigo.',
      body: body({ ...lookupFields, centro: optCode('Work centre'), almacen: optCode('Warehouse'), ubicacion: optCode('Exact location') }, ['almacen']),
      reply: listReply(object({ codigo: str('Location'), nombre: str(), almacen: str(), centro: str() })),
    }),
  }, async (request) => {
    const b = request.body as LovBody;
    const scope = await scopeOf(request, b);
    const conditions: RawBuilder<unknown>[] = [
      sql`u.empresa = ${scope.empresa}`, sql`u.marcado = 'S'`, sql`u.almacen = ${text(b.almacen) ?? ''}`,
      sql`exists (select 1 from almacenes_logisticos a where a.empresa = u.empresa and a.centro = u.centro and a.almacen = u.almacen and a.marcado = 'S')`,
      scope.kind === 'none' ? sql`1 = 0` : sql`1 = 1`,
      ...bodyFilters(db, b, { centro: 'u.centro', ubicacion: 'u.ubicacion' }, ['u.ubicacion', 'u.nombre']),
    ];
    const page = paging(b, { codigo: 'u.ubicacion', nombre: 'u.nombre' }, { orderBy: 'codigo', order: 'ASC', tiebreak: ['u.centro', 'u.ubicacion'], numRows: 100 });
    const q = db.selectFrom('ubicaciones_almacen as u').where(allOf(conditions));
    const [rows, numReg] = await pageOf(q, (x) => x.select(['u.ubicacion as codigo', 'u.nombre', 'u.almacen', 'u.centro']), page);
    return { ...OK, dataRes: rows, numReg };
  });

  /** Supplier condition of the caller: every supplier for ADMIN and SOPORTE, their own for a supplier user, none otherwise. */
  const supplierScope = (request: { principal: Parameters<typeof resolveScope>[1] }, empresa: string, column: string): RawBuilder<unknown> => {
    const portal = request.principal.portal;
    if (portal?.role === 'ADMIN' || portal?.role === 'SOPORTE') return sql`1 = 1`;
    if (portal?.role === 'PROVEEDOR' && portal.proveedor && portal.empresa === empresa) return sql`${sql.ref(column)} = ${portal.proveedor}`;
    return sql`1 = 0`;
  };

  app.post(`${P}/lovProv`, {
    config: { callKind: 'shared' },
    schema: reportRoute({
      summary: 'Supplier picker (lovProv)', tags,
      description: 'Suppliers of the company: every one for ADMIN and SOPORTE, their own for a supplier user, none for other roles. estado A active (T or blank all); '
        + 'conCompras is accepted for compatibility (the reference data keep no supplier purchases). Default sort nombre.',
      body: body({ ...lookupFields, proveedor: optCode('Exact supplier'), estado: optCode('A active; T or blank all'), conCompras: optFlag('Only suppliers with purchases') }),
      reply: listReply(object({ codigo: str('Supplier'), nombre: str(), cif: str(), poblacion: str() })),
    }),
  }, async (request) => {
    const b = request.body as LovBody;
    const scope = await scopeOf(request, b);
    const conditions: RawBuilder<unknown>[] = [
      sql`p.empresa = ${scope.empresa}`, supplierScope(request, scope.empresa, 'p.proveedor'),
      ...bodyFilters(db, { ...b, estado: text(b.estado) === 'T' ? null : b.estado }, { proveedor: 'p.proveedor', estado: 'p.estado' }, ['p.proveedor', 'p.nombre', 'p.cif']),
    ];
    const page = paging(b, { codigo: 'p.proveedor', nombre: 'p.nombre', cif: 'p.cif', poblacion: 'p.poblacion' }, { orderBy: 'nombre', order: 'ASC', tiebreak: ['p.proveedor'] });
    const q = db.selectFrom('proveedores as p').where(allOf(conditions));
    const [rows, numReg] = await pageOf(q, (x) => x.select(['p.proveedor as codigo', 'p.nombre', 'p.cif', 'p.poblacion']), page);
    return { ...OK, dataRes: rows, numReg };
  });

  app.post(`${P}/lovSucursalProveedor`, {
    config: { callKind: 'shared' },
    schema: reportRoute({
      summary: 'Supplier branch picker (lovSucursalProveedor)', tags,
      description: 'Branches of a supplier the caller may see (as lovProv; a supplier user with a branch only that one). Default sort codigo.',
      body: body({ ...lookupFields, codigoProveedor: optCode('Supplier'), sucursal: optCode('Exact branch') }, ['codigoProveedor']),
      reply: listReply(object({ codigo: str('Branch'), nombre: str(), poblacion: str(), provincia: nstr() })),
    }),
  }, async (request) => {
    const b = request.body as LovBody;
    const scope = await scopeOf(request, b);
    const own = request.principal.portal;
    const conditions: RawBuilder<unknown>[] = [
      sql`s.empresa = ${scope.empresa}`, sql`s.proveedor = ${text(b.codigoProveedor) ?? ''}`, supplierScope(request, scope.empresa, 's.proveedor'),
      own?.role === 'PROVEEDOR' && own.sucursalProv ? sql`s.sucursal = ${own.sucursalProv}` : sql`1 = 1`,
      ...bodyFilters(db, b, { sucursal: 's.sucursal' }, ['s.sucursal', 's.nombre', 's.poblacion']),
    ];
    const page = paging(b, { codigo: 's.sucursal', nombre: 's.nombre', poblacion: 's.poblacion' }, { orderBy: 'codigo', order: 'ASC', tiebreak: ['s.sucursal'] });
    const q = db.selectFrom('sucursales_proveedor as s').where(allOf(conditions));
    const [rows, numReg] = await pageOf(q, (x) => x.select(['s.sucursal as codigo', 's.nombre', 's.poblacion', 's.provincia']), page);
    return { ...OK, dataRes: rows, numReg };
  });
}
