import type { FastifyInstance } from 'fastify';
import { ErpError } from '../../../errors.js';
import { body, int, object, str } from '../../../schemas/routeSchema.js';
import type { RouteContext } from '../../routeContext.js';
import { findOrder } from '../orderQueries.js';
import { requiredInteger, text } from '../reportRequest.js';
import { OK, optCode, reportRoute } from '../reportSchemas.js';
import { resolveScope } from '../scope.js';

const tags = ['Order status'];
const P = '/wscomun/portalinformes';

/** A purchase order generated from marked lines of an order (generarOcPedido), for ADMIN experts allowed to. */
export async function purchaseOrderRoute(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.post(`${P}/generarOcPedido`, {
    config: { callKind: 'report', writes: true },
    schema: reportRoute({
      summary: 'Generate a purchase order from order lines (generarOcPedido)', tags,
      description: 'Only ADMIN users with usuarioExpertSN S and permiteCreaOCSN S (403 otherwise). Lines marked S that have no purchase order get one new purchase order number; '
        + 'lines already generated keep theirs. No line marked: 400 noLineasSeleccionadas; every marked line already generated: 409.',
      body: body({
        contabilidad: optCode('Accounting type, 0'), cliente: optCode(), numeroPedido: optCode(),
        lineas: { type: 'array', minItems: 1, maxItems: 1000, items: object({ numeroLinea: { type: ['integer', 'string'] }, marcado: { type: 'string', enum: ['S', 'N'] } }, ['numeroLinea', 'marcado']) },
      }, ['cliente', 'numeroPedido', 'lineas']),
      reply: object({ statusCode: str(), statusText: str(), dataRes: object({ infoMsg: str(), ordenCompra: str(), lineas: { type: 'array', items: int() } }) }),
    }),
  }, async (request) => {
    const p = request.principal;
    const b = request.body as { empresa?: string | number; cliente: unknown; numeroPedido: unknown; lineas: { numeroLinea: string | number; marcado: 'S' | 'N' }[] };
    if (p.portal?.role !== 'ADMIN' || p.usuarioExpertSN !== 'S' || p.permiteCreaOCSN !== 'S') throw new ErpError(403, 'FORBIDDEN', 'errorGenerarOC: the user may not generate purchase orders');
    const scope = await resolveScope(db, p, b.empresa);
    const order = await findOrder(db, scope, requiredInteger(b.numeroPedido, 'numeroPedido'), { cliente: text(b.cliente) ?? '' });
    const marked = [...new Set(b.lineas.filter((l) => l.marcado === 'S').map((l) => requiredInteger(l.numeroLinea, 'numeroLinea')))];
    if (marked.length === 0) throw new ErpError(400, 'VALIDATION_ERROR', 'noLineasSeleccionadas');
    return db.transaction().execute(async (trx) => {
      const lines = await trx.selectFrom('pedido_lineas as l')
        .leftJoin('ordenes_compra_lineas as oc', (j) => j.onRef('oc.empresa', '=', 'l.empresa').onRef('oc.pedido', '=', 'l.numero').onRef('oc.linea', '=', 'l.linea'))
        .select(['l.linea', 'oc.orden_compra']).where('l.empresa', '=', scope.empresa).where('l.numero', '=', order.numero).execute();
      const known = new Map(lines.map((l) => [l.linea, l.orden_compra]));
      const unknown = marked.filter((n) => !known.has(n));
      if (unknown.length) throw new ErpError(400, 'VALIDATION_ERROR', `Invalid request: the order has no line ${unknown.join(', ')}`);
      const pending = marked.filter((n) => !known.get(n));
      if (pending.length === 0) throw new ErpError(409, 'CONFLICT', 'ocYaGenerada: every selected line already has a purchase order');
      const year = new Date().getUTCFullYear();
      const last = await trx.selectFrom('ordenes_compra_lineas').select((eb) => eb.fn.max('orden_compra').as('oc'))
        .where('empresa', '=', scope.empresa).where('orden_compra', 'like', `OC${year}-%`).executeTakeFirst();
      const ordenCompra = `OC${year}-${String(Number(last?.oc?.slice(7) ?? 0) + 1).padStart(6, '0')}`;
      const fecha = new Date().toISOString().slice(0, 19).replace('T', ' ');
      await trx.insertInto('ordenes_compra_lineas').values(pending.map((linea) => ({ empresa: scope.empresa, pedido: order.numero, linea, orden_compra: ordenCompra, usuario: p.usuario.toUpperCase(), fecha }))).execute();
      return { ...OK, dataRes: { infoMsg: `Orden de compra ${ordenCompra} generada con ${pending.length} ${pending.length === 1 ? 'línea' : 'líneas'} del pedido ${order.numero}`, ordenCompra, lineas: pending } };
    });
  });
}
