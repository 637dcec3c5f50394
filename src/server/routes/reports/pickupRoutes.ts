import type { FastifyInstance } from 'fastify';
import type { ReportContext } from './reportContext.js';
import { serviceLinesRoute } from './pickups/serviceLinesRoute.js';
import { serviceListRoute } from './pickups/serviceListRoute.js';
import { serviceValidationRoute } from './pickups/serviceValidationRoute.js';
import { wastePermissionsRoute } from './pickups/wastePermissionsRoute.js';

export { VALIDATE_PERMISSION } from './pickups/wastePermissions.js';

/** Pickups, deliveries, service orders and transits: list (and Excel export), service lines with documents, waste permissions and service validation. */
export async function pickupRoutes(app: FastifyInstance, ctx: ReportContext): Promise<void> {
  await serviceListRoute(app, ctx);
  await serviceLinesRoute(app, ctx);
  await wastePermissionsRoute(app, ctx);
  await serviceValidationRoute(app, ctx);
}
