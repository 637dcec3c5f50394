import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../auth/authenticate.js';
import { DocumentLinks, loadDocumentSecret } from '../reports/documentLinks.js';
import type { RouteContext } from '../routeContext.js';
import { articleImageRoutes } from './articleImageRoutes.js';
import { quoteAccess } from './quoteAccess.js';
import { quoteCatalogRoutes } from './quoteCatalogRoutes.js';
import { quoteHeaderRoutes } from './quoteHeaderRoutes.js';
import { quoteLineRoutes } from './quoteLineRoutes.js';
import { quoteListRoutes } from './quoteListRoutes.js';

/** The quote calls (spec 3 §7.1) behind the session check and the quote scope (ADMIN and REPRESENTANTE only), and the article photos of the document store. */
export async function quoteRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const links = new DocumentLinks(ctx.db, await loadDocumentSecret(ctx.db, ctx.config));
  await app.register(async (secured) => {
    secured.addHook('preHandler', authenticate(ctx.db, ctx.tokens));
    await articleImageRoutes(secured, ctx);
    await secured.register(async (quotes) => {
      quotes.addHook('preHandler', quoteAccess(ctx.db));
      await quoteListRoutes(quotes, ctx);
      await quoteHeaderRoutes(quotes, { ...ctx, links });
      await quoteLineRoutes(quotes, ctx);
      await quoteCatalogRoutes(quotes, ctx);
    });
  });
}
