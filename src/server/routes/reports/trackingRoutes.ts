import type { FastifyInstance } from 'fastify';
import { ErpError } from '../../errors.js';
import { body, object, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import { requiredInteger } from './reportRequest.js';
import { help, optCode, reportRoute, tipoEmpresa } from './reportSchemas.js';
import { inScope, resolveScope } from './scope.js';
import type { Principal } from '../../auth/loadPrincipal.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';

const tags = ['Order status'];
const P = '/wscomun/portalinformes';

const trackingBody = body({
  help,
  albaran: {
    type: 'array', minItems: 1, maxItems: 20, description: 'Delivery notes to follow',
    items: object({ empresa: optCode(), tipoEmpresa, ejercicio: optCode(), numeroAlbaran: optCode() }, ['ejercicio', 'numeroAlbaran']),
  },
}, ['albaran']);

interface TrackingBody { empresa?: string | number; albaran: { empresa?: string | number | null; ejercicio: unknown; numeroAlbaran: unknown }[] }

/** The delivery notes of a tracking request that are in the caller's scope; 404 when none is. */
async function shipments(db: Kysely<Database>, principal: Principal, b: TrackingBody) {
  const found = [];
  for (const item of b.albaran) {
    const scope = await resolveScope(db, principal, item.empresa ?? b.empresa);
    const a = await db.selectFrom('albaranes as a').leftJoin('agencias_transporte as ag', (j) => j.onRef('ag.empresa', '=', 'a.empresa').onRef('ag.agencia', '=', 'a.agencia_transporte'))
      .select(['a.empresa', 'a.ejercicio', 'a.numero', 'a.cod_tracking', 'a.estado_hub', 'a.agencia_transporte', 'ag.url_seguimiento'])
      .where(inScope(scope, { empresa: 'a.empresa', cliente: 'a.cliente', sucursal: 'a.sucursal' }))
      .where('a.ejercicio', '=', requiredInteger(item.ejercicio, 'ejercicio')).where('a.numero', '=', requiredInteger(item.numeroAlbaran, 'numeroAlbaran'))
      .executeTakeFirst();
    if (a) found.push(a);
  }
  if (found.length === 0) throw new ErpError(404, 'NOT_FOUND', 'notAlbaranFound: no such delivery note');
  return found;
}

const NO_TRACKING = 'El albarán no tiene envío con agencia (SIN ENVIAR): no hay seguimiento';
const EXPIRED_TRACKING = 'El transportista ya no conserva el seguimiento de este envío';

/** Carrier tracking of delivery notes: events per parcel and the carrier's tracking link. */
export async function trackingRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.post(`${P}/obtenerTraking`, {
    config: { callKind: 'shared' },
    schema: reportRoute({
      summary: 'Carrier tracking events (obtenerTraking)', tags,
      description: 'Events of every parcel (numBulto) of the delivery notes in the caller\'s scope, oldest first (404 when none is in scope). A delivery note that left without carrier (estadoHUB SIN ENVIAR) has no events and an errorMsg; carriers keep events 180 days.',
      body: trackingBody,
      reply: object({
        statusCode: str(), result: str(),
        dataRes: object({
          result: object({
            codTracking: { type: ['string', 'null'] }, tipoTracking: str('Carrier'), errorMsg: str(),
            tracking: { type: 'array', items: object({ estado: str(), fecha: str('YYYY-MM-DD'), hora: str('HH:mm'), numBulto: { type: 'integer' }, albaran: { type: 'integer' }, ubicacion: str() }) },
          }),
        }),
      }),
    }),
  }, async (request) => {
    const found = await shipments(db, request.principal, request.body as TrackingBody);
    const tracking = [];
    for (const a of found) {
      const events = await db.selectFrom('albaran_seguimiento').select(['estado', 'fecha', 'hora', 'bulto as numBulto', 'albaran', 'ubicacion'])
        .where('empresa', '=', a.empresa).where('ejercicio', '=', a.ejercicio).where('albaran', '=', a.numero).orderBy('orden').execute();
      tracking.push(...events);
    }
    const withCode = found.find((a) => a.cod_tracking) ?? found[0]!;
    const errorMsg = !withCode.cod_tracking ? NO_TRACKING : tracking.length === 0 ? EXPIRED_TRACKING : '';
    return { statusCode: '200', result: 'ok', dataRes: { result: { codTracking: withCode.cod_tracking, tipoTracking: withCode.agencia_transporte, errorMsg, tracking } } };
  });

  app.post(`${P}/obtenerUrlTracking`, {
    config: { callKind: 'shared' },
    schema: reportRoute({
      summary: 'Carrier tracking link (obtenerUrlTracking)', tags,
      description: 'The carrier\'s public tracking page of the first delivery note in scope that has a tracking code; url empty (with errorMsg) when it left without carrier.',
      body: trackingBody,
      reply: object({ statusCode: str(), dataRes: object({ result: object({ url: str(), codTracking: { type: ['string', 'null'] }, errorMsg: str() }) }) }),
    }),
  }, async (request) => {
    const found = await shipments(db, request.principal, request.body as TrackingBody);
    const a = found.find((s) => s.cod_tracking && s.url_seguimiento);
    return {
      statusCode: '200',
      dataRes: { result: a ? { url: `${a.url_seguimiento}${a.cod_tracking}`, codTracking: a.cod_tracking, errorMsg: '' } : { url: '', codTracking: null, errorMsg: NO_TRACKING } },
    };
  });
}
