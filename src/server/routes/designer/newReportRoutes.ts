import type { FastifyInstance } from 'fastify';
import { CURRENT_FORMAT_VERSION } from '../../../engine/definition/formatVersion';
import type { DefinitionStore } from '../../definitions/definitionStore.js';
import { COMMON_REPORTS } from '../../db/tables.js';
import { ErpError } from '../../errors.js';
import { body, object, route, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import { blankDefinition } from './blankDefinition.js';
import { D, informe, tags } from './designerSchemas.js';

/** New reports: create a report (catalogue row, contract, draft); grantRoutes grants it. */
export async function newReportRoutes(app: FastifyInstance, { db, definitions }: RouteContext & { definitions: DefinitionStore }): Promise<void> {
  app.post(`${D}/nuevoInforme`, {
    config: { callKind: 'admin', writes: true },
    schema: route({
      summary: 'Create a report (designer)', tags,
      description: 'Adds the report to the ERP\'s report list as the organisation\'s own (url /informes/<code in lower case>, parametros {}), contracts it for the organisation and stores a draft: '
        + 'blank (a skeleton grid with its own texts), copy (the effective definition of desde with the code changed) or overlay ({ overlayOf: desde, code }). '
        + 'It is served to users once published and granted (concederInforme). The code belongs to the organisation: another organisation may create a report '
        + 'with the same code, and neither sees the other\'s. 409 when the code is a standard report\'s (common to every organisation) or the organisation\'s own already; '
        + '404 when desde is unknown.',
      body: body({
        informe, descripcion: str('Name of the report in the report list', { minLength: 1, maxLength: 200 }),
        modo: str(undefined, { enum: ['blank', 'copy', 'overlay'] }), desde: informe,
      }, ['informe', 'descripcion', 'modo']),
      reply: object({ informe: str() }),
    }),
  }, async (request) => {
    const b = request.body as { informe: string; descripcion: string; modo: 'blank' | 'copy' | 'overlay'; desde?: string };
    const p = request.principal;
    const org = p.idOrganizacion;
    const [listed, codes, draft] = await Promise.all([
      // The common reports and the organisation's own: another organisation's code is not in the way, nor told apart from an unused one.
      db.selectFrom('informes').select('informe').where('informe', '=', b.informe).where('id_organizacion', 'in', [COMMON_REPORTS, org]).executeTakeFirst(),
      definitions.codes(org),
      db.selectFrom('definiciones_borrador').select('informe').where('id_organizacion', '=', org).where('informe', '=', b.informe).executeTakeFirst(),
    ]);
    if (listed || draft || codes.includes(b.informe)) throw new ErpError(409, 'CONFLICT', `The report ${b.informe} exists already`);
    let definicion: Record<string, unknown>;
    if (b.modo === 'blank') definicion = blankDefinition(b.informe, b.descripcion);
    else {
      if (!b.desde) throw new ErpError(400, 'VALIDATION_ERROR', `desde is required with modo ${b.modo}`);
      let base;
      try {
        base = await definitions.get(b.desde, org);
      } catch (error) {
        throw new ErpError(422, 'DEFINITION_INVALID', (error as Error).message);
      }
      if (!base) throw new ErpError(404, 'NOT_FOUND', `No definition for report ${b.desde}`);
      definicion = b.modo === 'copy' ? { ...structuredClone(base), code: b.informe } : { overlayOf: b.desde, code: b.informe, formatVersion: CURRENT_FORMAT_VERSION };
    }
    await db.transaction().execute(async (trx) => {
      const last = await trx.selectFrom('informes').select((eb) => eb.fn.max('orden').as('orden')).executeTakeFirst();
      await trx.insertInto('informes').values({
        id_organizacion: org, informe: b.informe, descripcion: b.descripcion, url: `/informes/${b.informe.toLowerCase()}`, parametros: '{}', orden: Number(last?.orden ?? 0) + 1,
      }).execute();
      await trx.insertInto('organizacion_informes').values({ id_organizacion: org, informe: b.informe }).execute();
      await trx.insertInto('definiciones_borrador').values({ id_organizacion: org, informe: b.informe, definicion: JSON.stringify(definicion), autor: p.usuario, fecha: new Date().toISOString() }).execute();
    });
    return { informe: b.informe };
  });
}
