import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { body, object, str } from '../../schemas/routeSchema.js';
import type { RouteContext } from '../routeContext.js';
import { listReply, lookupFields, OK, optFlag, reportRoute } from './reportSchemas.js';
import { resolveScope } from './scope.js';

const tags = ['Report lookups'];
const P = '/wscomun/portalinformes';

/** A situation as the lookups return it. */
export interface Situation { situacion: string; nombre: string }

/**
 * The situations of a company in display order: portfolio situations of receivables (C) or payables (P) — only those shown on the web unless `all` —,
 * or the payment situations of the unpaid payments (pago).
 */
export async function situationsOf(db: Kysely<Database>, empresa: string, kind: 'C' | 'P' | 'pago', all = false): Promise<Situation[]> {
  if (kind === 'pago') return db.selectFrom('situaciones_pago').select(['situacion', 'nombre']).where('empresa', '=', empresa).orderBy('orden').execute();
  let q = db.selectFrom('situaciones_cartera').select(['situacion', 'nombre']).where('empresa', '=', empresa).where('cartera', '=', kind);
  if (!all) q = q.where('visible_web_sn', '=', 'S');
  return q.orderBy('orden').execute();
}

const situationRow = object({ situacion: str('Situation code'), nombre: str('Situation name') });

/** Situations of the portfolio reports: receivables (lovCos), payables (lovPas) and payment situations of the unpaid payments (situacionesPago). */
export async function portfolioLookupRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  const lovs = [
    ['lovCos', 'C', 'Portfolio situations of receivables (lovCos)', 'Situations of the customer portfolio of the company, in display order; the situacionCartera values of the customer portfolio report. NO_COBRADO is the default.'],
    ['lovPas', 'P', 'Portfolio situations of payables (lovPas)', 'Situations of the supplier portfolio of the company, in display order.'],
  ] as const;
  for (const [name, cartera, summary, description] of lovs) {
    app.post(`${P}/${name}`, {
      config: { callKind: 'shared' },
      schema: reportRoute({
        summary, tags, description: `${description} visibleWebSN S (default) lists only the situations shown on the web; N every one.`,
        body: body({ ...lookupFields, visibleWebSN: optFlag('S: only the situations shown on the web (default); N: all') }),
        reply: listReply(situationRow),
      }),
    }, async (request) => {
      const b = request.body as { empresa?: string | number; visibleWebSN?: string | null };
      const scope = await resolveScope(db, request.principal, b.empresa);
      const rows = await situationsOf(db, scope.empresa, cartera, b.visibleWebSN?.toUpperCase() === 'N');
      return { ...OK, dataRes: rows, numReg: rows.length };
    });
  }

  app.post(`${P}/situacionesPago`, {
    config: { callKind: 'shared' },
    schema: reportRoute({
      summary: 'Payment situations of the unpaid payments (situacionesPago)', tags,
      description: 'AMBOS (default: overdue and returned), DEVUELTO (returned by the bank) and NO_DEVUELTO (overdue, not returned): the situacionCartera values of the unpaid-payments report.',
      body: body({}),
      reply: listReply(situationRow),
    }),
  }, async (request) => {
    const scope = await resolveScope(db, request.principal, (request.body as { empresa?: string | number }).empresa);
    const rows = await situationsOf(db, scope.empresa, 'pago');
    return { ...OK, dataRes: rows, numReg: rows.length };
  });
}
