import type { FastifyInstance } from 'fastify';
import { body, int, object, str } from '../../../schemas/routeSchema.js';
import type { RouteContext } from '../../routeContext.js';
import { findOrder, languageOf, orderLines } from '../orderQueries.js';
import { requiredInteger, text } from '../reportRequest.js';
import { listReply, nint, nstr, num, OK, optCode, replyDate, reportPaging, reportRoute } from '../reportSchemas.js';
import { resolveScope } from '../scope.js';
import { round2, sn } from './orderReplyValues.js';

const tags = ['Order status'];
const P = '/wscomun/portalinformes';

const lineRow = object({
  linea: int(), numeroLinea: int(), articulo: str(), articuloNombre: nstr(), cantidad: num(), precio: num(), importe: num(),
  estadoWeb: int('Web status id of the line'), estadoPedido: int('ERP status of the line; negative when retained'), fechaSituacion: replyDate(),
  numeroAlbaran: nint(), numeroEjercicio: nint('Year of the delivery note'), numeroFactura: nint(), serieFactura: nstr(), secuenciaFactura: nint(),
  fechaFactura: replyDate(), sucursalFactura: nstr('Billing branch of the invoice'), representante: str(), cliente: str(), numeroPedido: int(),
  contabilidad: int('Accounting type, 0'), generarOC: str('S when the line is marked for (or has) a purchase order'), oCGeneradaSN: str(), ocGenerada: nstr('Generated purchase order'),
  estadoHUB: str('SIN ALBARAN, SIN ENVIAR (no tracking), EN TRANSITO, EN REPARTO or ENTREGADO'), empresa: str(), razonSocial: str(), ultimoEstado: nstr('Last carrier event or status'),
  referenciaLineal: str(),
});

/** The lines of an order with delivery note, invoice, carrier status and purchase order (getPedidosAlbaranes). */
export async function orderLinesRoute(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.post(`${P}/getPedidosAlbaranes`, {
    config: { callKind: 'report', replyCache: true },
    schema: reportRoute({
      summary: 'Lines of an order (getPedidosAlbaranes)', tags,
      description: 'Lines with delivery note, invoice, carrier status and purchase order. The order must be in the caller\'s scope and belong to cliente (and sucursal when sent); else 404.',
      body: body({ numeroPedido: optCode('Order number'), tipoPedido: optCode('Order type P, C or A'), cliente: optCode(), sucursal: optCode('Branch (SUCURSAL users)'), ...reportPaging }, ['numeroPedido', 'cliente']),
      reply: listReply(lineRow),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; numeroPedido: unknown; tipoPedido?: unknown; cliente: unknown; sucursal?: unknown };
    const scope = await resolveScope(db, request.principal, b.empresa);
    const numero = requiredInteger(b.numeroPedido, 'numeroPedido');
    const tipo = text(b.tipoPedido);
    const order = await findOrder(db, scope, numero, { cliente: text(b.cliente) ?? '', ...(text(b.sucursal) ? { sucursal: text(b.sucursal)! } : {}), ...(tipo && ['P', 'C', 'A'].includes(tipo) ? { tipo } : {}) });
    const lines = await orderLines(db, scope.empresa, numero, languageOf(request.principal));
    const sign = order.tipo === 'A' ? -1 : 1;
    const dataRes = lines.map((l) => {
      const retained = l.retenido === 'Retenido' || (l.retenido === 'ParcialmenteRetenido' && l.linea % 2 === 0);
      return {
        linea: l.linea, numeroLinea: l.linea, articulo: l.articulo, articuloNombre: l.articulo_nombre, cantidad: l.cantidad, precio: l.precio,
        importe: round2(l.cantidad * l.precio * sign), estadoWeb: l.estado_web ?? l.estado_pedido_web, estadoPedido: retained ? -l.estado_pedido : l.estado_pedido,
        fechaSituacion: l.fecha_situacion, numeroAlbaran: l.albaran, numeroEjercicio: l.albaran_ejercicio, numeroFactura: l.factura, serieFactura: l.factura_serie,
        secuenciaFactura: l.factura_secuencia, fechaFactura: l.factura_fecha, sucursalFactura: l.factura_sucursal, representante: l.representante, cliente: l.cliente,
        numeroPedido: numero, contabilidad: 0, generarOC: sn(!!l.orden_compra), oCGeneradaSN: sn(!!l.orden_compra), ocGenerada: l.orden_compra,
        estadoHUB: l.estado_hub ?? 'SIN ALBARAN', empresa: scope.empresa, razonSocial: order.razon_social, ultimoEstado: l.ultimo_evento ?? l.estado_descripcion,
        referenciaLineal: `${order.ref_pedido || order.numero}/${l.linea}`,
      };
    });
    return { ...OK, numReg: dataRes.length, dataRes };
  });
}
