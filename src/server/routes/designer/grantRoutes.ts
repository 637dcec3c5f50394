import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables.js';
import { ErpError } from '../../errors.js';
import { body, int, nullable, object, route, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import { D, informe, tags } from './designerSchemas.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Who a grant or revocation names: every portal user of the organisation with one of the roles, and the named users. */
interface Holders {
  roles?: string[];
  usuarios?: string[];
}

const roleName = str('Role code', { pattern: '^[A-Z_]+$', maxLength: 30 });
const holderFields = {
  roles: { type: 'array', maxItems: 20, items: roleName, description: 'Every portal user of the organisation with one of these roles' },
  usuarios: { type: 'array', maxItems: 500, items: str('Portal user', { minLength: 1, maxLength: 100 }) },
};

/** Refuses (404) a report the organisation does not have. */
async function requireContracted(db: Db, idOrganizacion: number, code: string): Promise<void> {
  const contracted = await db.selectFrom('organizacion_informes').select('informe').where('id_organizacion', '=', idOrganizacion).where('informe', '=', code).executeTakeFirst();
  if (!contracted) throw new ErpError(404, 'NOT_FOUND', `The organisation does not have the report ${code}`);
}

/** The portal users of the organisation the roles and names stand for; 400 for an unknown role, or a name that is not a portal user of the organisation. */
async function usersOf(db: Db, idOrganizacion: number, { roles = [], usuarios = [] }: Holders): Promise<string[]> {
  if (roles.length) {
    const known = new Set((await db.selectFrom('roles').select('role').where('role', 'in', roles).execute()).map((r) => r.role));
    const unknown = roles.filter((r) => !known.has(r));
    if (unknown.length) throw new ErpError(400, 'VALIDATION_ERROR', `Unknown role ${unknown.join(', ')}`);
  }
  const byRole = roles.length ? await db.selectFrom('usuarios_portal as p').innerJoin('roles as r', 'r.id_rol', 'p.id_rol')
    .select('p.usuario').where('p.id_organizacion', '=', idOrganizacion).where('r.role', 'in', roles).execute() : [];
  const named = usuarios.length ? await db.selectFrom('usuarios_portal').select('usuario').where('id_organizacion', '=', idOrganizacion).where('usuario', 'in', usuarios).execute() : [];
  const missing = usuarios.filter((u) => !named.some((n) => n.usuario === u));
  if (missing.length) throw new ErpError(400, 'VALIDATION_ERROR', `Not a portal user of the organisation: ${missing.join(', ')}`);
  return [...new Set([...byRole, ...named].map((u) => u.usuario))];
}

/** Sets the report flag of the users to S; answers how many users were named. */
async function grant(trx: Transaction<Database>, idOrganizacion: number, code: string, usuarios: string[]): Promise<number> {
  for (const usuario of usuarios) {
    await trx.insertInto('usuario_informes').values({ id_organizacion: idOrganizacion, usuario, informe: code, value_sn: 'S' })
      .onConflict((oc) => oc.columns(['id_organizacion', 'usuario', 'informe']).doUpdateSet({ value_sn: 'S' })).execute();
  }
  return usuarios.length;
}

/** Sets the report flag of the users that hold it to N (as the user administration does); answers how many held it. */
async function revoke(trx: Transaction<Database>, idOrganizacion: number, code: string, usuarios: string[]): Promise<number> {
  if (!usuarios.length) return 0;
  const result = await trx.updateTable('usuario_informes').set({ value_sn: 'N' })
    .where('id_organizacion', '=', idOrganizacion).where('informe', '=', code).where('usuario', 'in', usuarios).where('value_sn', '=', 'S').executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Users of the organisation holding the report. */
async function holderCount(db: Db, idOrganizacion: number, code: string): Promise<number> {
  const row = await db.selectFrom('usuario_informes').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_organizacion', '=', idOrganizacion).where('informe', '=', code).where('value_sn', '=', 'S').executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Who holds a report, and changing it: grant (concederInforme), revoke (retirarInforme), both at once as the designer's grant dialog saves them
 * (cambiarTitularesInforme), and the current holders (titularesInforme). Every write is one transaction: a refused role or user stores nothing.
 * A grant of a report not yet published is kept (listaInformesPortal lists it only once published; see there why).
 */
export async function grantRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  /** concederInforme and retirarInforme: one way of change, for the users the roles and names stand for, in one transaction. */
  const oneWay = (call: string, summary: string, description: string, required: string[], answer: string, change: typeof grant) => {
    app.post(`${D}/${call}`, {
      config: { callKind: 'admin', writes: true },
      schema: route({ summary, tags, description, body: body({ informe, ...holderFields }, required), reply: object({ usuarios: int(answer) }) }),
    }, async (request) => {
      const b = request.body as { informe: string } & Holders;
      if (!b.roles && !b.usuarios) throw new ErpError(400, 'VALIDATION_ERROR', 'body must have roles or usuarios');
      const org = request.principal.idOrganizacion;
      await requireContracted(db, org, b.informe);
      const usuarios = await usersOf(db, org, b);
      return { usuarios: await db.transaction().execute((trx) => change(trx, org, b.informe, usuarios)) };
    });
  };
  oneWay('concederInforme', 'Grant a report to the users of roles (designer)',
    'Sets the report flag S for every portal user of the organisation with one of the roles, and for the named users; answers how many users were granted. '
      + '404 when the organisation does not have the report; 400 for an unknown role or user. Users see it at their next report list, once it is published '
      + '(a report of the organisation\'s own is not listed before its first publication, nor after its publication is withdrawn).',
    ['informe', 'roles'], 'Users granted', grant);
  oneWay('retirarInforme', 'Revoke a report from the users of roles and from named users (designer)',
    'Sets the report flag N for every portal user of the organisation with one of the roles, and for the named users; answers how many of them held it. '
      + 'roles or usuarios is required (400 without either). 404 when the organisation does not have the report; 400 for an unknown role or user, revoking nothing. '
      + 'The users no longer see it at their next report list, nor may open it or call its data.',
    ['informe'], 'Users who held the report and no longer do', revoke);

  app.post(`${D}/cambiarTitularesInforme`, {
    config: { callKind: 'admin', writes: true },
    schema: route({
      summary: 'Grant and revoke a report in one transaction (designer)', tags,
      description: 'What the designer\'s grant dialog saves: revokes the report from the users of retirar (roles and users), then grants it to those of conceder, in one '
        + 'transaction (a user in both ends up holding it). Answers how many users lost it, how many were granted, and how many hold it now. '
        + '404 when the organisation does not have the report; 400 for an unknown role or user, changing nothing.',
      body: body({ informe, conceder: object(holderFields), retirar: object(holderFields) }, ['informe']),
      reply: object({ retirados: int('Users who held the report and were revoked'), concedidos: int('Users granted'), usuarios: int('Users holding the report now') }),
    }),
  }, async (request) => {
    const b = request.body as { informe: string; conceder?: Holders; retirar?: Holders };
    const org = request.principal.idOrganizacion;
    return db.transaction().execute(async (trx) => {
      await requireContracted(trx, org, b.informe);
      const [granted, revoked] = [await usersOf(trx, org, b.conceder ?? {}), await usersOf(trx, org, b.retirar ?? {})];
      const retirados = await revoke(trx, org, b.informe, revoked.filter((u) => !granted.includes(u)));
      const concedidos = await grant(trx, org, b.informe, granted);
      return { retirados, concedidos, usuarios: await holderCount(trx, org, b.informe) };
    });
  });

  app.post(`${D}/titularesInforme`, {
    config: { callKind: 'admin' },
    schema: route({
      summary: 'Who holds a report (designer)', tags,
      description: 'Every role with how many portal users of the organisation have it and how many of them hold the report, and every user holding it with their role. '
        + '404 when the organisation does not have the report.',
      body: body({ informe }, ['informe']),
      reply: object({
        roles: { type: 'array', items: object({ role: str(), descripcion: str(), usuarios: int('Portal users with the role'), titulares: int('Of them, holding the report') }) },
        usuarios: { type: 'array', items: object({ usuario: str(), nombre: str(), role: nullable(str()), activo: { type: 'boolean' } }) },
      }),
    }),
  }, async (request) => {
    const { informe: code } = request.body as { informe: string };
    const org = request.principal.idOrganizacion;
    await requireContracted(db, org, code);
    const [roles, users] = await Promise.all([
      db.selectFrom('roles').select(['role', 'descripcion', 'id_rol']).orderBy('orden').execute(),
      db.selectFrom('usuarios_portal as p').leftJoin('roles as r', 'r.id_rol', 'p.id_rol')
        .leftJoin('usuario_informes as ui', (j) => j.onRef('ui.id_organizacion', '=', 'p.id_organizacion').onRef('ui.usuario', '=', 'p.usuario').on('ui.informe', '=', code))
        .leftJoin('usuarios_erp as u', (j) => j.onRef('u.id_organizacion', '=', 'p.id_organizacion').onRef('u.usuario', '=', 'p.usuario'))
        .select(['p.usuario', 'u.nombre', 'r.role', 'p.activo_sn', 'ui.value_sn']).where('p.id_organizacion', '=', org).orderBy('p.usuario').execute(),
    ]);
    const holders = users.filter((u) => u.value_sn === 'S');
    return {
      roles: roles.map((r) => ({
        role: r.role, descripcion: r.descripcion, usuarios: users.filter((u) => u.role === r.role).length, titulares: holders.filter((u) => u.role === r.role).length,
      })),
      usuarios: holders.map((u) => ({ usuario: u.usuario, nombre: u.nombre ?? '', role: u.role, activo: u.activo_sn === 'S' })),
    };
  });
}
