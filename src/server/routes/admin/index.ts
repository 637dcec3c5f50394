import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../auth/authenticate.js';
import { requireOwnCompany } from '../../auth/requireOwnCompany.js';
import type { RouteContext } from '../routeContext.js';
import { requireAdmin } from './adminAccess.js';
import { roleRoutes } from './roleRoutes.js';
import { scopedLookupRoutes } from './scopedLookupRoutes.js';
import { userChangeRoutes } from './userChangeRoutes.js';
import { userRoutes } from './userRoutes.js';
import { warehouseRoutes } from './warehouseRoutes.js';

/** User administration (spec 1 §7.4), only for administrators with ADMIN_USU and for a company of their organisation, and the warehouse, location and supplier lookups, for every session. */
export async function adminRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  await app.register(async (secured) => {
    secured.addHook('preHandler', authenticate(ctx.db, ctx.tokens));
    await scopedLookupRoutes(secured, ctx);
    await secured.register(async (admin) => {
      admin.addHook('preHandler', requireAdmin(ctx.db));
      // The session company of the body must be the organisation's (403 COMPANY_NOT_ALLOWED).
      admin.addHook('preHandler', requireOwnCompany(ctx.db));
      for (const routes of [userRoutes, userChangeRoutes, roleRoutes, warehouseRoutes]) await routes(admin, ctx);
    });
  });
}
