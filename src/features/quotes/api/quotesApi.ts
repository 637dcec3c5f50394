import type { CallBody, CallPath, CallReply } from '../../../api/contractCall';
import { erpCall } from '../../../kit/session/portalClient';
import { appStore, sessionAtom } from '../../../kit/session/sessionStore';
import type {
  DiscountType, FoundArticle, Grouping, HeaderSave, HeaderSaved, LineSave, PaymentMethod, QuoteHeader, QuoteLine, QuoteListItem, Rate,
} from '../../../domain/quotes/quoteTypes';

const P = '/wscomun/portalinformes';

/** Posts a call of the contract; the quote calls (under /wscomun/portalinformes) carry the session user. tira and empresa are added by the client. */
async function call<C extends CallPath>(path: C, body: CallBody<C>): Promise<CallReply<C>> {
  const usuario = path.startsWith(`${P}/`) ? appStore.get(sessionAtom)?.usuario : undefined;
  return erpCall(path, { ...(usuario ? { usuario } : {}), ...body });
}

/** The key of a quote in the calls that name it by number. */
export interface QuoteKey { cliente: string; numeroPedido: number; numeroBis: number; tipo?: string }
/** The key of a quote (list item or header). */
export const keyOf = (q: { cliente: string; numeroPedido: number; numeroBis: number; tipo: string }): QuoteKey =>
  ({ cliente: q.cliente, numeroPedido: q.numeroPedido, numeroBis: q.numeroBis, tipo: q.tipo });

/** The filters and paging of the quote list. */
export interface ListParams {
  offset: number;
  numRows: number;
  orderBy: string;
  order: 'ASC' | 'DESC';
  search: string;
  codCliente: string;
  fechaIni: string;
  fechaFin: string;
  numPedido: string;
}

/** What guardaDetallePresupuesto answers: the lines saved, or the line refused with its values. */
export type LinesSaved = CallReply<`${typeof P}/guardaDetallePresupuesto`>;

/** The quote calls of spec 3 §7.1. */
export const quotesApi = {
  list: (p: ListParams): Promise<{ presupuestos: QuoteListItem[]; totalRows: number }> => call(`${P}/listado`, { ...p, filters: null }),
  remove: (key: QuoteKey) => call(`${P}/borraPresupuesto`, { ...key }),
  header: async (id: number): Promise<QuoteHeader> => (await call(`${P}/cabecerPresupuesto`, { id })).cabeceraPresupuesto,
  nextNumber: async (cliente: string, tipo: string) => (await call(`${P}/numeroPresupuesto`, { cliente, tipo })).result[0]?.numeroPresupuesto ?? null,
  saveHeader: (h: HeaderSave): Promise<HeaderSaved> => call(`${P}/guardaPresupuesto`, { ...h }),
  lines: async (key: QuoteKey): Promise<QuoteLine[]> => (await call(`${P}/detallePresupuesto`, { ...key })).detallePresupuesto,
  saveLines: (lines: LineSave[]): Promise<LinesSaved> => call(`${P}/guardaDetallePresupuesto`, { listaLineasPresupuesto: lines }),
  removeLine: (key: QuoteKey, numeroItem: number) => call(`${P}/borraLineaPresupuesto`, { ...key, numeroItem }),
  pdfUrl: async (id: number) => (await call(`${P}/impresionPresupuesto`, { idPresupuesto: id, formato: 'I', desformat: 'PDF' })).urlEtiqueta,
  accept: async (key: QuoteKey) => (await call(`${P}/aceptarPresupuesto`, { ...key })).numeroPedidoGenerado,
  quoteType: async () => (await call(`${P}/obtenTipologiaPresupuesto`, {})).result[0]?.tipologia ?? '0',
  paymentMethods: async (pais: string): Promise<PaymentMethod[]> => (await call(`${P}/formasPago`, { pais })).FORMAS_PAGO,
  discounts: async (tipoDescuento: 'PP' | 'CAB' | 'LIN', fechaAplicacion: string): Promise<DiscountType[]> => (await call(`${P}/getListaDtos`, { tipoDescuento, fechaAplicacion })).DTOS,
  rates: async (p: { articulo: string; fechaTarifa: string; unidadMedida: string; moneda: string }): Promise<Rate[]> => (await call(`${P}/getListaTarifas`, p)).tarifas,
  groupings: (p: { empresa: string; offset: number; numRows: number; search?: string }): Promise<{ AGRUPACIONES: Grouping[]; totalRows: number }> => call(`${P}/agrupacionesNom`, {
    agrupaEmpresa: p.empresa, offset: p.offset, numRows: p.numRows, orderBy: 'agrupaDenominacion', order: 'ASC', ...(p.search ? { search: p.search } : {}),
  }),
  createGrouping: async (empresa: string, name: string) => (await call(`${P}/guardaAgrupacion`, { agrupaEmpresa: empresa, agrupaDenominacion: name })).agrupaCodigo,
  removeGrouping: (empresa: string, codigo: number) => call(`${P}/borraAgrupacion`, { agrupaEmpresa: empresa, agrupaCodigo: codigo }),
  articles: (p: { cliente: string; sucursal: string; offset: number; numRows: number; search: string; id: number | null }): Promise<{ ARTICULOS: FoundArticle[]; totalRows: number }> =>
    call(`${P}/lovArt`, { ...p, orderBy: 'artDescripcion', order: 'ASC' }),
  images: async (names: string[]) => (await call('/wsedrive/getURLFile', {
    items: names.map((name) => ({ name, directory: 'articulos', publicSN: 'N', contentType: 'BASE64' })),
  })).items,
};
