import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../auth/authenticate.js';
import { cacheReplies } from '../../cache/replyCache.js';
import { reportsByEndpoint } from '../../auth/reportsByEndpoint.js';
import { requireReportAccess } from '../../auth/requireReportAccess.js';
import type { DefinitionStore } from '../../definitions/definitionStore.js';
import type { RouteContext } from '../routeContext.js';
import { certificateRoutes } from './certificateRoutes.js';
import { collectionRoutes } from './collectionRoutes.js';
import { contractRoutes } from './contractRoutes.js';
import { customerRoutes } from './customerRoutes.js';
import { DocumentLinks, loadDocumentSecret } from './documentLinks.js';
import { documentDownloadRoutes, documentRoutes } from './documentRoutes.js';
import { invoiceRoutes } from './invoiceRoutes.js';
import { lookupRoutes } from './lookupRoutes.js';
import { orderRoutes } from './orderRoutes.js';
import { panelRoutes } from './panelRoutes.js';
import { pendingPurchaseOrderRoutes } from './pendingPurchaseOrderRoutes.js';
import { pickupRoutes } from './pickupRoutes.js';
import { portfolioLookupRoutes } from './portfolioLookupRoutes.js';
import { purchasingRoutes } from './purchasingRoutes.js';
import type { ReportContext } from './reportContext.js';
import { riskRoutes } from './riskRoutes.js';
import { salesStatisticsRoutes } from './salesStatisticsRoutes.js';
import { stockRoutes } from './stockRoutes.js';
import { supplierNoteRoutes } from './supplierNoteRoutes.js';
import { trackingRoutes } from './trackingRoutes.js';

/**
 * The report calls (lookups, customer data, order status, tracking, documents, invoices, certificates, pickups, collections and portfolio,
 * customer risk, sales statistics, stock, pending purchase orders, purchases/sales, supplier delivery notes, treatment contracts, query
 * dashboard) behind the session check, and the signed document links without it.
 */
export async function reportRoutes(app: FastifyInstance, ctx: RouteContext & { definitions: DefinitionStore }): Promise<void> {
  const rctx: ReportContext = { ...ctx, links: new DocumentLinks(ctx.db, await loadDocumentSecret(ctx.db, ctx.config)) };
  await app.register(documentDownloadRoutes, rctx);
  await app.register(async (secured) => {
    secured.addHook('preHandler', authenticate(ctx.db, ctx.tokens));
    // A data call that serves reports (named by their definitions) needs one of those reports.
    secured.addHook('preHandler', requireReportAccess(ctx.db, reportsByEndpoint(ctx.definitions)));
    // Read-only calls (config.replyCache) answer a repeated search from the replies kept until any data, session or definition changes.
    cacheReplies(secured, ctx.db);
    for (const routes of [lookupRoutes, customerRoutes, orderRoutes, trackingRoutes, documentRoutes, invoiceRoutes,
      certificateRoutes, pickupRoutes, collectionRoutes, portfolioLookupRoutes, riskRoutes, salesStatisticsRoutes,
      stockRoutes, pendingPurchaseOrderRoutes, purchasingRoutes, supplierNoteRoutes, contractRoutes, panelRoutes]) {
      await routes(secured, rctx);
    }
  });
}
