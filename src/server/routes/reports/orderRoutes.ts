import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../routeContext.js';
import { orderDetailRoute } from './orders/orderDetailRoute.js';
import { orderLinesRoute } from './orders/orderLinesRoute.js';
import { orderSearchRoute } from './orders/orderSearchRoute.js';
import { purchaseOrderRoute } from './orders/purchaseOrderRoute.js';

/** Order status report: order search, order lines, order detail and purchase-order generation from lines. */
export async function orderRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  await orderSearchRoute(app, ctx);
  await orderLinesRoute(app, ctx);
  await orderDetailRoute(app, ctx);
  await purchaseOrderRoute(app, ctx);
}
