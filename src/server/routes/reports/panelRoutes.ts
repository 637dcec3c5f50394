import type { FastifyInstance } from 'fastify';
import { int, object, str, body } from '../../schemas/routeSchema.js';
import { erpLanguage } from '../erpLanguage.js';
import type { ReportContext } from './reportContext.js';
import { text, todayIso } from './reportRequest.js';
import { optCode, reportRoute } from './reportSchemas.js';
import { requireCustomerAccess, resolveScope } from './scope.js';

/** The embedded query dashboard (CONSULTAS): a signed, expiring address of the panel for the caller's scope. */
export async function panelRoutes(app: FastifyInstance, { db, links }: ReportContext): Promise<void> {
  app.post('/wscomun/portalinformes/urlPanelConsultas', {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Address of the embedded query dashboard (path named by the reference services)', tags: ['Query tool'],
      description: 'Signed address (10 minutes) of an HTML sales dashboard of the caller\'s scope: invoiced amount per month over `meses` months up to today, '
        + 'optionally for one customer, with the ten customers with most sales. The address carries no session token; it is issued after the scope check. '
        + 'Texts in the user\'s language.',
      body: body({
        panel: str('Dashboard id (parametros.panel of the report)', { enum: ['ventas'] }),
        cliente: optCode('Customer (optional)'),
        meses: int('Months shown, ending with the current one', { minimum: 1, maximum: 36 }),
      }, ['panel']),
      reply: object({ statusCode: str(), url: str('Signed address of the dashboard'), errorMsg: str() }),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; cliente?: unknown; meses?: number };
    const scope = await resolveScope(db, request.principal, b.empresa);
    requireCustomerAccess(scope);
    const url = await links.url(request, {
      kind: 'panelVentas',
      params: { scope, cliente: text(b.cliente) ?? null, meses: b.meses ?? 12, hasta: todayIso(), idioma: erpLanguage(request.principal.idioma) },
    });
    return { statusCode: '200', url, errorMsg: '' };
  });
}
