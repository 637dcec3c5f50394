import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../auth/authenticate.js';
import { requireOwnCompany } from '../../auth/requireOwnCompany.js';
import type { DefinitionStore } from '../../definitions/definitionStore.js';
import type { RouteContext } from '../routeContext.js';
import { definitionDesignerRoutes } from './definitionDesignerRoutes.js';
import { requireDesigner } from './designerAccess.js';
import { grantRoutes } from './grantRoutes.js';
import { newReportRoutes } from './newReportRoutes.js';
import { previewRoutes } from './previewRoutes.js';
import { versionRoutes } from './versionRoutes.js';
import { withdrawPublicationRoutes } from './withdrawPublicationRoutes.js';

/** The report designer's calls (/wscomun/portaldesigner/…), only for administrators holding ADMIN_INF, and for a company of their organisation. */
export async function designerRoutes(app: FastifyInstance, ctx: RouteContext & { definitions: DefinitionStore }): Promise<void> {
  app.addHook('preHandler', authenticate(ctx.db, ctx.tokens));
  app.addHook('preHandler', requireDesigner(ctx.db));
  app.addHook('preHandler', requireOwnCompany(ctx.db));
  for (const routes of [definitionDesignerRoutes, versionRoutes, newReportRoutes, grantRoutes, previewRoutes, withdrawPublicationRoutes]) await routes(app, ctx);
}
