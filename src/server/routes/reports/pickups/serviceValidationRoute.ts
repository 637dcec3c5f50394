import type { FastifyInstance } from 'fastify';
import { ErpError } from '../../../errors.js';
import { body, object, str } from '../../../schemas/routeSchema.js';
import type { ReportContext } from '../reportContext.js';
import { integer, requiredInteger, requiredText, text } from '../reportRequest.js';
import { nstr, optCode, reportRoute } from '../reportSchemas.js';
import { inScope, resolveScope } from '../scope.js';
import { hasPermission, VALIDATE_PERMISSION } from './wastePermissions.js';

const tags = ['Pickups and deliveries'];
const P = '/wscomun/portalinformes';

/** Validating or rejecting a service (validateService), for holders of the validation permission. */
export async function serviceValidationRoute(app: FastifyInstance, { db }: ReportContext): Promise<void> {
  app.post(`${P}/validateService`, {
    config: { callKind: 'report', writes: true },
    schema: reportRoute({
      summary: 'Validate or reject a service (validateService; reply named by the reference services)', tags,
      description: `Needs the permission ${VALIDATE_PERMISSION} (403 otherwise). accion S validates, N rejects every waste code of the delivery note (latest year unless ejercicio is sent), `
        + 'recording user, date and time and the comment. The delivery note must be in the caller\'s scope (404). An already validated or rejected service answers 409 saying when and by whom.',
      body: body({
        usuario: nstr(), cliente: optCode(), sucursal: optCode('Branch code'), albaran: optCode(), ejercicio: optCode(), accion: { type: 'string', enum: ['S', 'N'] },
        comentario: { type: ['string', 'null'], maxLength: 500 },
      }, ['cliente', 'albaran', 'accion']),
      reply: object({ statusCode: str(), result: str(), validadoSN: str(), usuarioValidacion: str(), fechaValidacion: str() }),
    }),
  }, async (request) => {
    const p = request.principal;
    const b = request.body as { empresa?: string | number; usuario?: string | null; cliente: unknown; sucursal?: unknown; albaran: unknown; ejercicio?: unknown; accion: 'S' | 'N'; comentario?: string | null };
    if (b.usuario && b.usuario.toUpperCase() !== p.usuario.toUpperCase()) throw new ErpError(403, 'FORBIDDEN', 'usuario is not the session user');
    if (!(await hasPermission(db, p, VALIDATE_PERMISSION))) throw new ErpError(403, 'FORBIDDEN', `The permission ${VALIDATE_PERMISSION} is needed to validate services`);
    const scope = await resolveScope(db, p, b.empresa);
    let q = db.selectFrom('servicios_residuos as r').select(['r.identificador', 'r.ejercicio', 'r.validado_sn', 'r.usuario_validacion', 'r.fecha_validacion'])
      .where(inScope(scope, { empresa: 'r.empresa', cliente: 'r.cliente', sucursal: 'r.sucursal' }))
      .where('r.albaran', '=', requiredInteger(b.albaran, 'albaran')).where('r.cliente', '=', requiredText(b.cliente, 'cliente'));
    const sucursal = text(b.sucursal);
    if (sucursal) q = q.where('r.sucursal', '=', sucursal);
    const ejercicio = integer(b.ejercicio, 'ejercicio');
    if (ejercicio !== undefined) q = q.where('r.ejercicio', '=', ejercicio);
    const found = await q.orderBy('r.ejercicio', 'desc').execute();
    const year = found[0]?.ejercicio;
    const services = found.filter((s) => s.ejercicio === year);
    if (services.length === 0) throw new ErpError(404, 'NOT_FOUND', 'Service not found');
    const done = services.find((s) => s.validado_sn);
    if (done) {
      throw new ErpError(409, 'CONFLICT', `servicioYaValidado: ${done.validado_sn === 'S' ? 'validado' : 'cancelado'} el ${done.fecha_validacion ?? ''} por ${done.usuario_validacion ?? ''}`);
    }
    const fecha = new Date().toISOString().slice(0, 19).replace('T', ' ');
    const usuario = p.usuario.toUpperCase();
    await db.updateTable('servicios_residuos')
      .set({ validado_sn: b.accion, usuario_validacion: usuario, fecha_validacion: fecha, comentario_validacion: b.comentario ?? '' })
      .where('identificador', 'in', services.map((s) => s.identificador)).where('validado_sn', 'is', null).execute();
    return { statusCode: '200', result: 'ok', validadoSN: b.accion, usuarioValidacion: usuario, fechaValidacion: fecha };
  });
}
