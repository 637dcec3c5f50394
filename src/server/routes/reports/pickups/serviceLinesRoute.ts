import type { FastifyInstance } from 'fastify';
import { acceptanceDocumentPdf } from '../../../documents/wasteDocuments.js';
import { ErpError } from '../../../errors.js';
import { body, int, object, str } from '../../../schemas/routeSchema.js';
import type { ReportContext } from '../reportContext.js';
import { integer, text } from '../reportRequest.js';
import { nstr, num, OK, optCode, optNumber, reportRoute, resultReply, tipoEmpresa } from '../reportSchemas.js';
import { inScope, resolveScope } from '../scope.js';
import { lerDigits, lerField } from './wasteCodes.js';

const tags = ['Pickups and deliveries'];
const P = '/wscomun/portalinformes';

/** The lines of a service with their documents as signed links (DetRecogidasEntregas). */
export async function serviceLinesRoute(app: FastifyInstance, { db, links }: ReportContext): Promise<void> {
  app.post(`${P}/DetRecogidasEntregas`, {
    config: { callKind: 'report' },
    schema: reportRoute({
      summary: 'Service lines with documents (DetRecogidasEntregas)', tags,
      description: 'Lines of the services of a delivery note (numeroAlbaran + ejercicio, optionally one codigoLER) or, for service orders (tipoGestion P), of numeroPedido + cliente; 404 outside the caller\'s scope. '
        + 'URLdi, URLalbaran, URLticket (ticket image), Ticket (weighing ticket), URLfotoPDA and DocAdjuntosURL are signed links (10 minutes) or null when the document does not exist; DocAdjuntosClob is the attached document as base64 PDF.',
      body: body({
        tipoEmpresa, numeroAlbaran: optNumber(), ejercicio: optCode(), tipoGestion: { type: ['string', 'null'], enum: ['R', 'E', 'P', 'T', '', null] }, codigoLER: lerField('Waste code'),
        numeroPedido: optCode(), cliente: optCode(),
      }),
      reply: resultReply(object({
        codServicio: str(), nomServicio: str(), articulo: str(), denominacion: str(), Cantidad: num(), Precio: num(), Importe: num(), di: nstr('Identification document'),
        FamArt: str(), Identificador: int(), URLdi: nstr(), URLalbaran: nstr(), URLticket: nstr('Ticket image'), Ticket: nstr('Weighing ticket'), URLfotoPDA: nstr(),
        DocAdjuntosClob: nstr('Base64 PDF'), DocAdjuntosURL: nstr(), unidad: str(),
      })),
    }),
  }, async (request) => {
    const b = request.body as { empresa?: string | number; numeroAlbaran?: unknown; ejercicio?: unknown; tipoGestion?: string | null; codigoLER?: unknown; numeroPedido?: unknown; cliente?: unknown };
    const scope = await resolveScope(db, request.principal, b.empresa);
    let q = db.selectFrom('servicios_residuos as r').select(['r.identificador']).where(inScope(scope, { empresa: 'r.empresa', cliente: 'r.cliente', sucursal: 'r.sucursal' }));
    const albaran = integer(b.numeroAlbaran, 'numeroAlbaran');
    const pedido = integer(b.numeroPedido, 'numeroPedido');
    if (albaran !== undefined && text(b.tipoGestion) !== 'P') {
      q = q.where('r.albaran', '=', albaran);
      const ejercicio = integer(b.ejercicio, 'ejercicio');
      if (ejercicio !== undefined) q = q.where('r.ejercicio', '=', ejercicio);
      const ler = lerDigits(b.codigoLER);
      if (ler) q = q.where('r.cod_ler', '=', ler);
    } else if (pedido !== undefined) {
      q = q.where('r.pedido', '=', pedido);
      const cliente = text(b.cliente);
      if (cliente) q = q.where('r.cliente', '=', cliente);
    } else {
      throw new ErpError(400, 'VALIDATION_ERROR', 'Invalid request: numeroAlbaran (with ejercicio) or numeroPedido is required');
    }
    const ids = (await q.orderBy('r.identificador').execute()).map((r) => r.identificador);
    if (ids.length === 0) throw new ErpError(404, 'NOT_FOUND', 'Service not found');
    const lines = await db.selectFrom('servicio_lineas').selectAll().where('identificador', 'in', ids).orderBy('identificador').orderBy('linea').execute();
    const link = async (flag: string, kind: string, id: number) => (flag === 'S' ? links.url(request, { kind, params: { id } }) : null);
    const result = [];
    for (const l of lines) {
      result.push({
        codServicio: l.cod_servicio, nomServicio: l.nom_servicio, articulo: l.articulo, denominacion: l.denominacion, Cantidad: l.cantidad, Precio: l.precio,
        Importe: Math.round(l.cantidad * l.precio * 100) / 100, di: l.numero_di, FamArt: l.familia_articulo, Identificador: l.identificador, unidad: l.unidad,
        URLdi: await link(l.doc_di, 'di', l.identificador), URLalbaran: await link(l.doc_albaran, 'albaranServicio', l.identificador),
        URLticket: await link(l.doc_imagen_ticket, 'imagenTicket', l.identificador), Ticket: await link(l.doc_ticket, 'ticket', l.identificador),
        URLfotoPDA: await link(l.doc_foto, 'fotos', l.identificador),
        DocAdjuntosClob: l.doc_adjuntos === 'S' ? (await acceptanceDocumentPdf(db, l.identificador)).toString('base64') : null,
        DocAdjuntosURL: await link(l.doc_adjuntos, 'adjuntos', l.identificador),
      });
    }
    return { ...OK, dataRes: { result } };
  });
}
