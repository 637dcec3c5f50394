import { erp } from '../../../kit/session/portalClient';
import { appStore, sessionAtom } from '../../../kit/session/sessionStore';
import type {
  DiscountType, FoundArticle, Grouping, HeaderSave, HeaderSaved, LineSave, PaymentMethod, QuoteHeader, QuoteLine, QuoteListItem, Rate,
} from '../../../domain/quotes/quoteTypes';

const P = '/wscomun/portalinformes';

/** Posts a quote call (a name under /wscomun/portalinformes, with the session user) or another path as it is; tira and empresa are added by the client. */
async function call<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  if (path.startsWith('/')) return (await erp().post<T>(path, body)).data;
  const usuario = appStore.get(sessionAtom)?.usuario;
  return (await erp().post<T>(`${P}/${path}`, { ...(usuario ? { usuario } : {}), ...body })).data;
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

/** The quote calls of spec 3 §7.1. */
export const quotesApi = {
  list: (p: ListParams) => call<{ presupuestos: QuoteListItem[]; totalRows: number }>('listado', { ...p, filters: null }),
  remove: (key: QuoteKey) => call('borraPresupuesto', { ...key }),
  header: async (id: number) => (await call<{ cabeceraPresupuesto: QuoteHeader }>('cabecerPresupuesto', { id })).cabeceraPresupuesto,
  nextNumber: async (cliente: string, tipo: string) => (await call<{ result: { numeroPresupuesto: number }[] }>('numeroPresupuesto', { cliente, tipo })).result[0]?.numeroPresupuesto ?? null,
  saveHeader: (h: HeaderSave) => call<HeaderSaved>('guardaPresupuesto', { ...h }),
  lines: async (key: QuoteKey) => (await call<{ detallePresupuesto: QuoteLine[] }>('detallePresupuesto', { ...key })).detallePresupuesto,
  saveLines: (lines: LineSave[]) => call<{
    errorCode?: string; errorMsg?: string; errorItem?: string; errorValues?: Record<string, number>; detallePresupuesto?: QuoteLine[]; importePedidoEntrado?: number;
  }>('guardaDetallePresupuesto', { listaLineasPresupuesto: lines }),
  removeLine: (key: QuoteKey, numeroItem: number) => call('borraLineaPresupuesto', { ...key, numeroItem }),
  pdfUrl: async (id: number) => (await call<{ urlEtiqueta: string }>('impresionPresupuesto', { idPresupuesto: id, formato: 'I', desformat: 'PDF' })).urlEtiqueta,
  accept: async (key: QuoteKey) => (await call<{ numeroPedidoGenerado: number }>('aceptarPresupuesto', { ...key })).numeroPedidoGenerado,
  quoteType: async () => (await call<{ result: { tipologia: string }[] }>('obtenTipologiaPresupuesto')).result[0]?.tipologia ?? '0',
  paymentMethods: async (pais: string) => (await call<{ FORMAS_PAGO: PaymentMethod[] }>('formasPago', { pais })).FORMAS_PAGO,
  discounts: async (tipoDescuento: 'PP' | 'CAB' | 'LIN', fechaAplicacion: string) => (await call<{ DTOS: DiscountType[] }>('getListaDtos', { tipoDescuento, fechaAplicacion })).DTOS,
  rates: async (p: { articulo: string; fechaTarifa: string; unidadMedida: string; moneda: string }) => (await call<{ tarifas: Rate[] }>('getListaTarifas', p)).tarifas,
  groupings: (p: { empresa: string; offset: number; numRows: number; search?: string }) => call<{ AGRUPACIONES: Grouping[]; totalRows: number }>('agrupacionesNom', {
    agrupaEmpresa: p.empresa, offset: p.offset, numRows: p.numRows, orderBy: 'agrupaDenominacion', order: 'ASC', ...(p.search ? { search: p.search } : {}),
  }),
  createGrouping: async (empresa: string, name: string) => (await call<{ agrupaCodigo: number }>('guardaAgrupacion', { agrupaEmpresa: empresa, agrupaDenominacion: name })).agrupaCodigo,
  removeGrouping: (empresa: string, codigo: number) => call('borraAgrupacion', { agrupaEmpresa: empresa, agrupaCodigo: codigo }),
  articles: (p: { cliente: string; sucursal: string; offset: number; numRows: number; search: string; id: number | null }) =>
    call<{ ARTICULOS: FoundArticle[]; totalRows: number }>('lovArt', { ...p, orderBy: 'artDescripcion', order: 'ASC' }),
  images: async (names: string[]) => (await call<{ items: { name: string; url?: string; statusCode?: string }[] }>('/wsedrive/getURLFile', {
    items: names.map((name) => ({ name, directory: 'articulos', publicSN: 'N', contentType: 'BASE64' })),
  })).items,
};
