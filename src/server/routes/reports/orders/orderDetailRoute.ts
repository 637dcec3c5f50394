import type { FastifyInstance } from 'fastify';
import { body, int, object, str } from '../../../schemas/routeSchema.js';
import type { RouteContext } from '../../routeContext.js';
import { findOrder } from '../orderQueries.js';
import { requiredInteger, text } from '../reportRequest.js';
import { OK, optCode, replyDate, reportRoute } from '../reportSchemas.js';
import { resolveScope } from '../scope.js';
import { sn } from './orderReplyValues.js';

const tags = ['Order status'];
const P = '/wscomun/portalinformes';

/** The header of an order's detail: general, shipping and billing data (estadoPedidoAlbaranCab). */
export async function orderDetailRoute(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.post(`${P}/estadoPedidoAlbaranCab`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Order detail header (estadoPedidoAlbaranCab)', tags,
      description: 'General, shipping and billing data of an order in the caller\'s scope (404 otherwise). muestraFacturaCab is N for a SUCURSAL user when the invoice is billed to another branch.',
      body: body({ numeroPedido: optCode(), cliente: optCode() }, ['numeroPedido', 'cliente']),
      reply: object({
        statusCode: str(), statusText: str(),
        dataRes: object({
          numPedido: int(), tipoPedido: str(), estadoPedido: int('Web status id'), fechaPedido: replyDate(), fechaRecep: replyDate(), clteID: str(), clteNombre: str(), razonSocial: str(),
          direccionEnvio: str(), poblacionEnvio: str(), telefonoEnvio: str(), emailEnvio: str(),
          direccionFacturacion: str(), poblacionFacturacion: str(), telefonoFacturacion: str(), emailFacturacion: str(), CIFFacturacion: str(),
          agenciaTtte: str(), tieneAlbaran: str(), tieneFactura: str(), muestraAlbaranCab: str(), muestraFacturaCab: str(),
        }),
      }),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; numeroPedido: unknown; cliente: unknown };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const order = await findOrder(db, scope, requiredInteger(b.numeroPedido, 'numeroPedido'), { cliente: text(b.cliente) ?? '' });
    const [albaran, factura, billing] = await Promise.all([
      db.selectFrom('albaranes').select('numero').where('empresa', '=', scope.empresa).where('pedido', '=', order.numero).executeTakeFirst(),
      db.selectFrom('facturas').select('sucursal').where('empresa', '=', scope.empresa).where('pedido', '=', order.numero).executeTakeFirst(),
      db.selectFrom('sucursales').selectAll().where('empresa', '=', scope.empresa).where('cliente', '=', order.cliente).where('sucursal', '=', order.sucursal_facturacion).executeTakeFirst(),
    ]);
    const ownBranch = scope.kind === 'customer' && scope.role === 'SUCURSAL' ? scope.sucursales?.[0] : undefined;
    return {
      ...OK,
      dataRes: {
        numPedido: order.numero, tipoPedido: order.tipo, estadoPedido: order.estado_pedido_web, fechaPedido: order.fecha_pedido, fechaRecep: order.fecha_recepcion,
        clteID: order.cliente, clteNombre: order.cliente_nombre, razonSocial: order.razon_social,
        direccionEnvio: order.envio_direccion, poblacionEnvio: `${order.envio_cp} ${order.envio_poblacion} (${order.envio_provincia})`, telefonoEnvio: order.envio_telefono, emailEnvio: order.envio_email,
        direccionFacturacion: billing?.direccion ?? order.cliente_direccion,
        poblacionFacturacion: billing ? `${billing.cp} ${billing.poblacion} (${billing.provincia})` : `${order.cliente_cp} ${order.cliente_poblacion} (${order.cliente_provincia})`,
        telefonoFacturacion: billing?.telefono ?? order.cliente_telefono, emailFacturacion: order.cliente_email, CIFFacturacion: order.cif,
        agenciaTtte: order.agencia_transporte, tieneAlbaran: sn(!!albaran), tieneFactura: sn(!!factura),
        muestraAlbaranCab: sn(!!albaran), muestraFacturaCab: sn(!!factura && (!ownBranch || factura.sucursal === ownBranch)),
      },
    };
  });
}
