import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { ErpError } from '../../errors.js';
import { INPUT_LIMITS } from '../../schemas/inputBounds.js';
import { body, flagSN, int, object, okReply, str } from '../../schemas/routeSchema.js';
import { pageOf } from '../reports/listQuery.js';
import { allOf, contains, paging, text, type PagingBody } from '../reports/reportRequest.js';
import { nint, nstr, optCode, reportRoute } from '../reports/reportSchemas.js';
import type { RouteContext } from '../routeContext.js';
import { adminCompany, checkOrganisation } from './adminAccess.js';
import { ADMIN_TAGS as tags, adminPaging, idOrganizacion, P } from './adminSchemas.js';

interface ListBody extends PagingBody { idOrganizacion?: string | number; empresa?: string | number; search?: string | null; centro?: unknown; almacen?: unknown }
interface Marks {
  almacenes: { centro: string; almacen: string; marcado: 'S' | 'N' }[];
  ubicaciones: { centro: string; almacen: string; ubicacion: string; marcado: 'S' | 'N' }[];
}

const code = str(undefined, { minLength: 1, maxLength: INPUT_LIMITS.code });
/** Most warehouse or location marks one save changes. */
const MAX_MARKS = 5000;

/** The warehouse configuration: which warehouses and locations of a company are in the portal's scope. */
export async function warehouseRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.post(`${P}/administracionAlmacenesUbicaciones`, {
    config: { callKind: 'admin' },
    schema: reportRoute({
      summary: 'Warehouses and locations with their marks (warehouse configuration)', tags,
      description: 'Without almacen: the company\'s warehouses (centro, almacen, nombre, marcado S/N, numUbicaciones, ubicacionesMarcadas), sorted by almacen (or centro, nombre). '
        + 'With almacen (and centro): the locations of that warehouse (ubicacion, nombreUbicacion, marcado), sorted by ubicacion (or nombreUbicacion). search looks in codes and names.',
      body: body({ idOrganizacion, ...adminPaging(), centro: optCode('Work centre of the warehouse'), almacen: optCode('Warehouse whose locations to list') }),
      reply: object({
        statusCode: str(), statusText: str(), numReg: int(),
        dataRes: { type: 'array', items: object({ centro: str(), almacen: str(), nombre: str(), numUbicaciones: nint(), ubicacionesMarcadas: nint(), ubicacion: nstr(), nombreUbicacion: nstr(), marcado: flagSN() }) },
      }),
    }),
  }, async (request) => {
    const b = request.body as ListBody;
    await checkOrganisation(db, request.principal, b.idOrganizacion);
    const { empresa } = await adminCompany(db, request.principal, b.empresa);
    const search = text(b.search);
    const almacen = text(b.almacen);
    const centro = text(b.centro);
    if (almacen) {
      const conditions: RawBuilder<unknown>[] = [sql`u.empresa = ${empresa}`, sql`u.almacen = ${almacen}`];
      if (centro) conditions.push(sql`u.centro = ${centro}`);
      if (search) conditions.push(contains(db, ['u.ubicacion', 'u.nombre'], search));
      const page = paging(b, { ubicacion: 'u.ubicacion', nombreUbicacion: 'u.nombre', marcado: 'u.marcado' }, { orderBy: 'ubicacion', order: 'ASC', tiebreak: ['u.centro', 'u.ubicacion'], numRows: 5 });
      const q = db.selectFrom('ubicaciones_almacen as u').where(allOf(conditions));
      const [rows, numReg] = await pageOf(q, (x) => x.select(['u.centro', 'u.almacen', 'u.ubicacion', 'u.nombre as nombreUbicacion', 'u.marcado']), page);
      return { statusCode: '200', statusText: 'OK', numReg, dataRes: rows.map((r) => ({ ...r, nombre: r.nombreUbicacion })) };
    }
    const conditions: RawBuilder<unknown>[] = [sql`a.empresa = ${empresa}`];
    if (centro) conditions.push(sql`a.centro = ${centro}`);
    if (search) conditions.push(contains(db, ['a.almacen', 'a.nombre', 'a.centro'], search));
    const page = paging(b, { almacen: 'a.almacen', centro: 'a.centro', nombre: 'a.nombre', marcado: 'a.marcado' }, { orderBy: 'almacen', order: 'ASC', tiebreak: ['a.centro', 'a.almacen'], numRows: 10 });
    const counted = (marked: boolean) => sql<number>`(select count(*) from ubicaciones_almacen u where u.empresa = a.empresa and u.centro = a.centro and u.almacen = a.almacen${marked ? sql` and u.marcado = 'S'` : sql``})`;
    const q = db.selectFrom('almacenes_logisticos as a').where(allOf(conditions));
    const [rows, numReg] = await pageOf(q, (x) => x.select(['a.centro', 'a.almacen', 'a.nombre', 'a.marcado', counted(false).as('numUbicaciones'), counted(true).as('ubicacionesMarcadas')]), page);
    return { statusCode: '200', statusText: 'OK', numReg, dataRes: rows.map((r) => ({ ...r, numUbicaciones: Number(r.numUbicaciones), ubicacionesMarcadas: Number(r.ubicacionesMarcadas) })) };
  });

  app.post(`${P}/actualizaAlmacenesUbicaciones`, {
    config: { callKind: 'admin', writes: true },
    schema: reportRoute({
      summary: 'Save warehouse and location marks (actualizaAlmacenesUbicaciones)', tags,
      description: 'gestionAlmUbi lists the warehouses and locations whose mark (S in scope, N out) changes; the others keep theirs. Every one must exist in the company (400 otherwise); all are saved or none.',
      body: body({
        idOrganizacion,
        gestionAlmUbi: object({
          almacenes: { type: 'array', maxItems: MAX_MARKS, items: object({ centro: code, almacen: code, marcado: flagSN() }, ['centro', 'almacen', 'marcado']) },
          ubicaciones: { type: 'array', maxItems: MAX_MARKS, items: object({ centro: code, almacen: code, ubicacion: code, marcado: flagSN() }, ['centro', 'almacen', 'ubicacion', 'marcado']) },
        }, ['almacenes', 'ubicaciones']),
      }, ['gestionAlmUbi']),
      reply: okReply,
    }),
  }, async (request) => {
    const b = request.body as { idOrganizacion?: string | number; empresa?: string | number; gestionAlmUbi: Marks };
    await checkOrganisation(db, request.principal, b.idOrganizacion);
    const { empresa } = await adminCompany(db, request.principal, b.empresa);
    const { almacenes, ubicaciones } = b.gestionAlmUbi;
    await db.transaction().execute(async (trx) => {
      for (const a of almacenes) {
        const res = await trx.updateTable('almacenes_logisticos').set({ marcado: a.marcado })
          .where('empresa', '=', empresa).where('centro', '=', a.centro).where('almacen', '=', a.almacen).executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: warehouse ${a.centro}/${a.almacen} does not exist in company ${empresa}`);
      }
      for (const u of ubicaciones) {
        const res = await trx.updateTable('ubicaciones_almacen').set({ marcado: u.marcado })
          .where('empresa', '=', empresa).where('centro', '=', u.centro).where('almacen', '=', u.almacen).where('ubicacion', '=', u.ubicacion).executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: location ${u.centro}/${u.almacen}/${u.ubicacion} does not exist in company ${empresa}`);
      }
    });
    return { result: 'ok', statusCode: '200' };
  });
}
