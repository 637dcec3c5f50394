import type { FastifyInstance } from 'fastify';
import { ErpError } from '../../errors.js';
import { body, code, int, object, str } from '../../schemas/routeSchema.js';
import { dateRange } from '../reports/reportRequest.js';
import { dateField, reportRoute } from '../reports/reportSchemas.js';
import type { RouteContext } from '../routeContext.js';
import { optionAllowed, QUOTE_ROLES, QUOTES_REPORT } from '../../../domain/users/visibility';
import { adminCompany, checkOrganisation } from './adminAccess.js';
import { ADMIN_TAGS as tags, idOrganizacion, P } from './adminSchemas.js';
import { organisationCatalogue } from './userQueries.js';

interface RoleDateBody { empresa: string | number; idRol: number; fechaInicial?: string | null; fechaFinal?: string | null; diasAntiguedad?: number | null; autoFiltro?: string | null }

/** The role list and the role date limits. */
export async function roleRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.post(`${P}/listaRoles`, {
    config: { callKind: 'admin' },
    schema: reportRoute({
      summary: 'Portal roles (listaRoles)', tags,
      description: 'Roles in list order (MULTISUCURSAL last: on-premise portals leave the last one out) with the menu option ids and report codes a user of the role may hold: '
        + 'ADMIN_USU and ADMIN_INF only ADMIN, the quotes report only ADMIN and REPRESENTANTE.',
      body: body({ idOrganizacion }),
      reply: object({ statusCode: str(), result: { type: 'array', items: object({ idRol: int(), role: str(), descripcion: str(), opciones: { type: 'array', items: int() }, informes: { type: 'array', items: str() } }) } }),
    }),
  }, async (request) => {
    const p = request.principal;
    await checkOrganisation(db, p, (request.body as { idOrganizacion?: string | number }).idOrganizacion);
    const [roles, catalogue] = await Promise.all([
      db.selectFrom('roles').select(['id_rol', 'role', 'descripcion']).orderBy('orden').execute(),
      organisationCatalogue(db, p.idOrganizacion),
    ]);
    return {
      statusCode: '200',
      result: roles.map((r) => ({
        idRol: r.id_rol, role: r.role, descripcion: r.descripcion,
        opciones: catalogue.opciones.filter((o) => optionAllowed(o.codigo, r.role)).map((o) => o.id),
        informes: catalogue.informes.filter((i) => i.informe !== QUOTES_REPORT || QUOTE_ROLES.has(r.role)).map((i) => i.informe),
      })),
    };
  });

  app.post(`${P}/addFechaRol`, {
    config: { callKind: 'admin', writes: true },
    schema: reportRoute({
      summary: 'Save the date limits of a role (addFechaRol)', tags,
      description: 'Start date (fechaInicial), end date, days of seniority and auto-filter (S/N) of a role in a company; blank dates are no limit. '
        + 'codigo 1 when the configuration was inserted, 2 when updated, -1 when refused (start after end) with errorMsg. Every report of users of the role is bounded by these limits.',
      body: body({
        organizacion: code('Domain or id of the organisation'),
        idRol: int('Role id', { minimum: 1 }), fechaInicial: dateField('Earliest date users of the role may query'), fechaFinal: dateField('Latest date users of the role may query'),
        diasAntiguedad: { type: ['integer', 'null'], minimum: 0, maximum: 99999, description: 'Days back of the default report windows' },
        autoFiltro: { type: ['string', 'null'], enum: ['S', 'N', '', null], description: 'S: reports apply the limits by themselves' },
      }, ['empresa', 'idRol']),
      reply: object({ statusCode: str(), codigo: int('1 inserted, 2 updated, -1 error'), errorMsg: str() }),
    }),
  }, async (request) => {
    const b = request.body as RoleDateBody & { organizacion?: string | number };
    const p = request.principal;
    await checkOrganisation(db, p, b.organizacion);
    const { empresa } = await adminCompany(db, p, b.empresa);
    const role = await db.selectFrom('roles').select('id_rol').where('id_rol', '=', b.idRol).executeTakeFirst();
    if (!role) throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: role ${b.idRol} does not exist`);
    let range: { from?: string; to?: string };
    try {
      range = dateRange(b.fechaInicial, b.fechaFinal, ['fechaInicial', 'fechaFinal']);
    } catch (error) {
      if (error instanceof ErpError && error.message.startsWith('fechaInicialMayorFinal')) return { statusCode: '200', codigo: -1, errorMsg: error.message };
      throw error;
    }
    const values = {
      fecha_inicio: range.from ?? null, fecha_final: range.to ?? null, dias_antiguedad: b.diasAntiguedad ?? null,
      auto_filtro: b.autoFiltro ? b.autoFiltro : null,
    };
    const key = { id_organizacion: p.idOrganizacion, empresa, id_rol: role.id_rol };
    const existing = await db.selectFrom('fechas_roles').select('id_rol')
      .where('id_organizacion', '=', key.id_organizacion).where('empresa', '=', empresa).where('id_rol', '=', key.id_rol).executeTakeFirst();
    if (existing) {
      await db.updateTable('fechas_roles').set(values).where('id_organizacion', '=', key.id_organizacion).where('empresa', '=', empresa).where('id_rol', '=', key.id_rol).execute();
      return { statusCode: '200', codigo: 2, errorMsg: '' };
    }
    await db.insertInto('fechas_roles').values({ ...key, ...values }).execute();
    return { statusCode: '200', codigo: 1, errorMsg: '' };
  });
}
