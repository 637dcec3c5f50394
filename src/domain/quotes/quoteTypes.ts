import type { DiscountLink, GrossNet } from './priceRules';
import type { HeaderForm } from './quoteRules';

/** A quote in the list (listado). */
export interface QuoteListItem {
  id: number;
  numeroPedido: number;
  numeroBis: number;
  tipo: string;
  cliente: string;
  nombreCliente: string;
  sucursalEnvio: string;
  razonSocial: string;
  fechaCreacion: string;
  importePedidoEntrado: number;
  fechaVigencia: string;
  estado: number;
  nombreEstado: string;
  numeroPedidoGenerado: number | null;
}

/** A quote line (detallePresupuesto). */
export interface QuoteLine {
  idLinea: number;
  idCabecera: number;
  numeroItem: number;
  articulo: string;
  nombreArticulo: string;
  imagen: string | null;
  agrupacion: number;
  nombreAgrupacion: string;
  cantidad: number;
  ump: string;
  cantidadUmv: number;
  umv: string;
  factor: number;
  volumenUnitario: number;
  volumen: number;
  tarifa: string;
  fechaTarifa: string;
  precioTarifa: number;
  precioArticulo: number;
  precioModificado: string;
  precioLimite: number;
  brutoNeto: GrossNet;
  tipoDescuento: string | null;
  porc1Dto: number;
  entre12: DiscountLink;
  porc2Dto: number;
  entre23: DiscountLink;
  porc3Dto: number;
  descuento: number;
  netoArticulo: number;
  importeLinea: number;
  referencia: string;
  observaciones: string;
  estado: number;
  generadaDpc: string;
}

/** Totals of a quote. */
export interface QuoteTotalsWire {
  importeLineas: number;
  importeRappel: number;
  importeProntoPago: number;
  baseImponible: number;
  porcentajeIva: number;
  importeIva: number;
  total: number;
}

/** A quote header (cabecerPresupuesto). Dates DD/MM/YYYY. */
export interface QuoteHeader extends Omit<QuoteListItem, 'fechaVigencia'> {
  usuario: string;
  empresa: string;
  nombreEmpresa: string;
  moneda: string;
  contabilidad: number;
  formaPago: string;
  formaPagoNombre: string;
  tipoDtoRappel: string;
  dtoRappel: number;
  tipoDtoPP: string;
  dtoPP: number;
  representante: string;
  agente: string;
  vigencia: string;
  plazoEntrega: string;
  refPedido: string;
  observaciones: string;
  lineas: QuoteLine[];
  totales: QuoteTotalsWire;
}

/** A payment method. */
export interface PaymentMethod { formaPago: string; formaPagoNombre: string; dias: number }

/** A discount type. */
export interface DiscountType {
  tipoDescuento: string;
  denomDto: string;
  dto: number;
  porc1Dto: number;
  porc2Dto: number;
  porc3Dto: number;
  entre12: DiscountLink;
  entre23: DiscountLink;
}

/** A rate pricing one article. */
export interface Rate { tarifa: string; nombre: string; precioA: number; brutoNeto: GrossNet; tipoDto: string | null; dto: number; moneda: string; fechaTarifa: string }

/** A line grouping. */
export interface Grouping { agrupaCodigo: number; agrupaDenominacion: string; agrupaEmpresa: string }

/** An article of the finder (lovArt). */
export interface FoundArticle {
  artArticulo: string;
  artDescripcion: string;
  artFamilia: string;
  artPrecioLimite: number;
  artPrecio: number;
  artImagen: string | null;
  artUnidadMedVentas: string;
  artUnidadMedPrecio: string;
  artFactor: number;
  sort: number;
}

/** A line of guardaDetallePresupuesto. */
export interface LineSave {
  idCabecera: number;
  idLinea?: number | null;
  numeroItem?: number | null;
  articulo: string;
  accion: 'I' | 'A';
  cantidad?: number | null;
  cantidadUmv?: number | null;
  ump?: string | null;
  umv?: string | null;
  tarifa?: string | null;
  precio?: number | null;
  precioTarifa?: number | null;
  fechaTarifa?: string | null;
  recalcularPrecio?: 'S' | 'N';
  dto?: number | null;
  tipoDescuento?: string | null;
  porc1Dto?: number | null;
  entre12?: DiscountLink | null;
  porc2Dto?: number | null;
  entre23?: DiscountLink | null;
  porc3Dto?: number | null;
  ref?: string | null;
  observaciones?: string | null;
  estado?: number | null;
  brutoNeto?: GrossNet | null;
  agrupacion?: number | null;
}

/** The header fields guardaPresupuesto takes: the step 2 form with its dates as DD/MM/YYYY, plus the customer, branch, type and action. */
export interface HeaderSave extends HeaderForm {
  accion: 'I' | 'A';
  id?: number | null;
  numero?: number | null;
  tipo: string;
  cliente: string;
  sucursalEnvio: string;
}

/** What guardaPresupuesto answers. */
export interface HeaderSaved { id: number; numeroPedido: number; numeroBis: number; moneda: string; plazoEntrega: string; importePedidoEntrado: number }
