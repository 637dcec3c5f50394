import type { Generated } from 'kysely';

/** Organisation: a portal tenant identified by its login domain. */
export interface OrganizacionTable {
  id_organizacion: number;
  dominio: string;
  nombre: string;
  marca: string;
}

/** Host names that identify an organisation (the domain is then hidden on the login page). */
export interface UrlHostTable {
  host: string;
  id_organizacion: number;
  empresa: string;
}

/** Company (empresa) of an organisation. */
export interface EmpresaTable {
  empresa: string;
  id_organizacion: number;
  nombre: string;
  cif: string;
  direccion: string;
  cp: string;
  poblacion: string;
  provincia: string;
  telefono: string;
  email: string;
}

/** Sales zone of a company. */
export interface ZonaTable {
  empresa: string;
  zona: string;
  nombre: string;
}

/** Sales representative; each representative has one or more agents. */
export interface RepresentanteTable {
  empresa: string;
  representante: string;
  agente: string;
  nombre: string;
  zona: string;
  email: string;
  telefono: string;
}

/** Customer of a company. */
export interface ClienteTable {
  empresa: string;
  cliente: string;
  nombre: string;
  razon_social: string;
  cif: string;
  direccion: string;
  cp: string;
  poblacion: string;
  provincia: string;
  telefono: string;
  email: string;
  representante: string;
  agente: string;
  zona: string;
  codigo_acreedor: string | null;
  estado: string;
  /** Country code (paises); null on customers not yet placed. */
  pais: string | null;
  /** Province id within the country (provincias.id); null when unknown. */
  cod_provincia: string | null;
}

/** Delivery branch (sucursal) of a customer. */
export interface SucursalTable {
  empresa: string;
  cliente: string;
  sucursal: string;
  razon_social: string;
  direccion: string;
  cp: string;
  poblacion: string;
  provincia: string;
  telefono: string;
  email: string;
}

/** Supplier of a company. */
export interface ProveedorTable {
  empresa: string;
  proveedor: string;
  nombre: string;
  cif: string;
  direccion: string;
  cp: string;
  poblacion: string;
  provincia: string;
  estado: string;
}

/** Branch of a supplier. */
export interface SucursalProveedorTable {
  empresa: string;
  proveedor: string;
  sucursal: string;
  nombre: string;
  poblacion: string;
  provincia: string;
}

/** Article sold by a company. */
export interface ArticuloTable {
  empresa: string;
  articulo: string;
  nombre: string;
  familia: string;
  unidad: string;
  precio: number;
  /** LER code of a waste material (codigos_ler); null for services. */
  cod_ler: Generated<string | null>;
}

/** Order header. */
export interface PedidoTable {
  empresa: string;
  numero: number;
  numero_web: string | null;
  tipo: string;
  cliente: string;
  sucursal: string;
  representante: string;
  agente: string;
  fecha_pedido: string;
  fecha_recepcion: string;
  fecha_entrega: string;
  ref_pedido: string;
  obra: string;
  estado_pedido_web: number;
  retenido: string;
  agencia_transporte: string;
  /** Stored by triggers: the sum of the lines (negative for credit notes). */
  importe: Generated<number>;
  /** Stored by triggers: the branch of its invoice, or the delivery branch while not invoiced. */
  sucursal_facturacion: Generated<string | null>;
}

/** Order line. */
export interface PedidoLineaTable {
  empresa: string;
  numero: number;
  linea: number;
  articulo: string;
  cantidad: number;
  precio: number;
  estado_pedido: number;
  estado_fabricacion: number;
  fecha_situacion: string;
}

/** Order web status with its ERP status codes. */
export interface EstadoPedidoWebTable {
  empresa: string;
  estado_pedido_web: number;
  estado_pedido_expert: number;
  estado_fabricacion_expert: number;
  icono: string;
  orden: number;
}

/** Description of an order web status in one language (ES, EN, FR, IT). */
export interface EstadoPedidoWebDescTable {
  empresa: string;
  estado_pedido_web: number;
  idioma: string;
  descripcion: string;
}

/** Portal menu option (module). */
export interface OpcionTable {
  id: number;
  padre: number | null;
  codigo: string;
  nombre: string;
  orden: number;
}

/** Menu options an organisation has contracted. */
export interface OrganizacionOpcionTable {
  id_organizacion: number;
  id_opcion: number;
}

/** The id_organizacion of a report of the ERP's list that every organisation shares (the standard reports); a designer-made one has its organisation's. */
export const COMMON_REPORTS = 0;

/** Portal report (informe) as the ERP lists it, keyed by organisation and code. */
export interface InformeTable {
  /** The organisation a report created in the designer belongs to; 0 (COMMON_REPORTS) for a report every organisation shares. */
  id_organizacion: Generated<number>;
  informe: string;
  descripcion: string;
  url: string;
  parametros: string;
  orden: number;
}

/** Reports an organisation has contracted. */
export interface OrganizacionInformeTable {
  id_organizacion: number;
  informe: string;
}

/** Portal role (user type). */
export interface RolTable {
  id_rol: number;
  role: string;
  descripcion: string;
  orden: number;
}

/** Date limits of a role within a company. */
export interface FechaRolTable {
  id_organizacion: number;
  empresa: string;
  id_rol: number;
  fecha_inicio: string | null;
  fecha_final: string | null;
  dias_antiguedad: number | null;
  auto_filtro: string | null;
}

/** ERP user (credentials and ERP session company). */
export interface UsuarioErpTable {
  user_id: number;
  id_organizacion: number;
  usuario: string;
  nombre: string;
  email: string;
  telefono: string;
  password_hash: string;
  empresa_sesion: string;
  idioma: string;
  usuario_expert_sn: string;
  permite_crea_oc_sn: string;
  activo_sn: string;
}

/** Portal configuration of an ERP user (role and links). */
export interface UsuarioPortalTable {
  id_organizacion: number;
  usuario: string;
  empresa: string;
  id_rol: number | null;
  cliente: string | null;
  sucursal: string | null;
  representante: string | null;
  agente: string | null;
  proveedor: string | null;
  sucursal_prov: string | null;
  nivel_max_art: number;
  fecha_alta: string;
  activo_sn: string;
  /** Administrator who saved the configuration last, and when (ISO date-time); null until then. */
  usuario_modificacion: string | null;
  fecha_modificacion: string | null;
}

/** Branches of a MULTISUCURSAL user. */
export interface UsuarioSucursalTable {
  id_organizacion: number;
  usuario: string;
  sucursal: string;
}

/** Menu option flag of a portal user. */
export interface UsuarioOpcionTable {
  id_organizacion: number;
  usuario: string;
  id_opcion: number;
  value_sn: string;
}

/** Report flag of a portal user. */
export interface UsuarioInformeTable {
  id_organizacion: number;
  usuario: string;
  informe: string;
  value_sn: string;
}

/** Named permission of an ERP user (e.g. RES_022). */
export interface UsuarioPermisoTable {
  id_organizacion: number;
  usuario: string;
  permiso: string;
}

/** Access token (stored hashed). */
export interface TokenTable {
  token_hash: string;
  user_id: number;
  expires_at: number;
  /** Session (token family) the token belongs to: every token issued from one login shares it. */
  family: string;
}

/** Refresh token (stored hashed), rotated on every use; a used one is kept, marked consumed, to recognise its reuse. */
export interface RefreshTokenTable {
  token_hash: string;
  user_id: number;
  expires_at: number;
  /** Session (token family) the token belongs to. */
  family: string;
  /** When the token was used (epoch ms); null while it can still be used. */
  consumed_at: number | null;
}

/** Transport agency: parcel carriers of the orders and waste carriers of the services. */
export interface AgenciaTransporteTable {
  empresa: string;
  agencia: string;
  nombre: string;
  cif: string;
  /** P parcel carrier, R waste carrier. */
  tipo: string;
  url_seguimiento: string | null;
}

/** Delivery note (albarán) of an order: the order lines linea_desde..linea_hasta shipped together. */
export interface AlbaranTable {
  empresa: string;
  ejercicio: number;
  numero: number;
  pedido: number;
  linea_desde: number;
  linea_hasta: number;
  cliente: string;
  sucursal: string;
  fecha: string;
  agencia_transporte: string;
  cod_tracking: string | null;
  /** SIN ENVIAR (no carrier), EN TRANSITO, EN REPARTO, ENTREGADO. */
  estado_hub: string;
  bultos: number;
  peso_kg: number;
  importe: number;
  factura_ejercicio: number | null;
  factura_serie: string | null;
  factura_numero: number | null;
}

/** Carrier tracking event of one parcel (bulto) of a delivery note. */
export interface AlbaranSeguimientoTable {
  empresa: string;
  ejercicio: number;
  albaran: number;
  orden: number;
  bulto: number;
  estado: string;
  fecha: string;
  hora: string;
  ubicacion: string;
}

/** Sales invoice: of one delivery note, or direct (charges and credit notes, without delivery note). */
export interface FacturaTable {
  empresa: string;
  ejercicio: number;
  serie: string;
  numero: number;
  secuencia: number;
  cliente: string;
  /** Billing branch. */
  sucursal: string;
  fecha: string;
  pedido: number;
  albaran_ejercicio: number | null;
  albaran_numero: number | null;
  forma_pago: string;
  base_imponible: number;
  porcentaje_iva: number;
  cuota_iva: number;
  total: number;
  /** Currency of the invoice (ISO code, EUR by default). */
  moneda: Generated<string>;
  /** Units of the invoice currency per euro (1 for EUR): amounts are stored in euros, the invoice currency amount is amount × cambio. */
  cambio: Generated<number>;
}

/** Receivable: one due date (plazo) of an invoice. */
export interface VencimientoTable {
  empresa: string;
  factura_ejercicio: number;
  factura_serie: string;
  factura_numero: number;
  plazo: number;
  cliente: string;
  fecha_factura: string;
  fecha_vencimiento: string;
  importe: number;
  importe_pendiente: number;
  forma_pago: string;
  /** COBRADO, PENDIENTE (not collected yet) or IMPAGADO (returned). */
  situacion: string;
  fecha_cobro: string | null;
  fecha_devolucion: string | null;
  motivo_devolucion: string | null;
}

/** Purchase order generated from an order line (generarOcPedido). */
export interface OrdenCompraLineaTable {
  empresa: string;
  pedido: number;
  linea: number;
  orden_compra: string;
  usuario: string;
  fecha: string;
}

/** European List of Waste code (LER), six digits without spaces. */
export interface CodigoLerTable {
  codigo: string;
  descripcion: string;
  peligroso: string;
  cod_peligrosidad: string | null;
  familia: string;
}

/** Waste treatment operation (R recovery, D disposal). */
export interface TratamientoTable {
  codigo: string;
  descripcion: string;
  tipo: string;
}

/** Provider family of a waste service. */
export interface FamiliaProveedorTable {
  familia: string;
  descripcion: string;
}

/** Plant or warehouse where waste is unloaded (authorised waste manager). */
export interface AlmacenTable extends Pick<EmpresaTable, 'empresa' | 'nombre' | 'cif' | 'direccion' | 'cp' | 'poblacion' | 'provincia'> {
  almacen: string;
  nima: string;
  num_inscripcion: string;
  tipo_inscripcion: string;
}

/** Waste service: a pickup (R), delivery (E) or service order (P) of one waste code. */
export interface ServicioResiduoTable {
  identificador: number;
  empresa: string;
  tipo_gestion: string;
  tipo_registro: string;
  cliente: string;
  sucursal: string;
  ejercicio: number;
  albaran: number | null;
  pedido: number;
  fecha: string;
  cod_ler: string;
  tratamiento: string;
  almacen: string;
  agencia_transporte: string;
  matricula: string;
  /** P in process, C closed. */
  estado: string;
  numero_di: string | null;
  id_servicio_web: string | null;
  facturado: string;
  validado_sn: string | null;
  usuario_validacion: string | null;
  fecha_validacion: string | null;
  comentario_validacion: string | null;
  observaciones: string;
  ref_pedido: string;
  /** Stored by triggers: the name of its branch, or the branch code when the branch has no row. */
  sucursal_nombre: Generated<string | null>;
}

/** Line of a waste service, with the documents that exist for it (S/N flags). */
export interface ServicioLineaTable {
  identificador: number;
  linea: number;
  cod_servicio: string;
  nom_servicio: string;
  articulo: string;
  denominacion: string;
  familia_articulo: string;
  cantidad: number;
  unidad: string;
  precio: number;
  numero_di: string | null;
  peso_bruto: number | null;
  peso_tara: number | null;
  doc_di: string;
  doc_albaran: string;
  doc_ticket: string;
  doc_imagen_ticket: string;
  doc_foto: string;
  doc_adjuntos: string;
}

/** Environmental certificate of a customer branch for a period of months. */
export interface CertificadoTable {
  identificador: number;
  empresa: string;
  numero: string;
  cliente: string;
  sucursal: string;
  ejercicio: number;
  mes_inicial: number;
  mes_final: number;
  fecha_desde: string;
  fecha_hasta: string;
  fecha_emision: string;
  agencia_transporte: string;
}

/** Line of a certificate: quantity of one waste code treated in one month. */
export interface CertificadoLineaTable {
  identificador: number;
  linea: number;
  mes: number;
  cod_ler: string;
  almacen: string;
  tratamiento: string;
  cantidad: number;
  unidad: string;
  /** Share recovered, in percent. */
  reciclaje: number;
  con_documento: string;
}

/** A document link issued after a scope check: what it points to, until when it may be used. */
export interface EnlaceDocumentoTable {
  /** Hash of kind and parameters, base64url. */
  id: string;
  tipo: string;
  /** JSON of the document parameters. */
  parametros: string;
  caduca_en: number;
}

/** Payment method (forma de pago) of a company; dias: days until payment. */
export interface FormaPagoTable {
  empresa: string;
  forma_pago: string;
  nombre: string;
  dias: number;
}

/** Discount type: prompt payment (ambito PP), header rappel (CAB) or line (LIN); three percentages joined by + or − links. */
export interface DescuentoTable {
  empresa: string;
  tipo_descuento: string;
  ambito: string;
  denominacion: string;
  porc1: number;
  entre12: string;
  porc2: number;
  entre23: string;
  porc3: number;
  /** Validity (YYYY-MM-DD), open when null. */
  fecha_desde: string | null;
  fecha_hasta: string | null;
}

/** Rate (tarifa): a price list in one currency whose prices are gross (B) or net (N), with its default line discount type. */
export interface TarifaTable {
  empresa: string;
  tarifa: string;
  nombre: string;
  moneda: string;
  bruto_neto: string;
  tipo_dto: string | null;
}

/** Price of an article in a rate from a date on (per price unit of the article). */
export interface TarifaPrecioTable {
  empresa: string;
  tarifa: string;
  articulo: string;
  fecha_desde: string;
  precio: number;
}

/** Sales data of an article: price unit, sales unit and price units per sales unit, m³ per sales unit, lowest net price, image file, S for service articles (not offered in the finder). */
export interface ArticuloVentaTable {
  empresa: string;
  articulo: string;
  ump: string;
  umv: string;
  factor: number;
  volumen: number;
  precio_limite: number;
  imagen: string | null;
  servicio: string;
}

/** Commercial conditions of a customer: default rate, payment method and header discount types. */
export interface CondicionesClienteTable {
  empresa: string;
  cliente: string;
  tarifa: string;
  forma_pago: string;
  tipo_dto_rappel: string;
  tipo_dto_pp: string;
}

/** Line grouping of a company's quotes (agrupación). */
export interface AgrupacionTable {
  empresa: string;
  codigo: number;
  denominacion: string;
}

/** Quote type (tipología) of a portal user; users without one use type '0'. */
export interface TipologiaPresupuestoTable {
  id_organizacion: number;
  usuario: string;
  tipologia: string;
}

/** Quote header (presupuesto). Dates YYYY-MM-DD; estado 1 open, 2 accepted, 3 cancelled, 4 retained; pedido: the order it became. */
export interface PresupuestoTable {
  id: number;
  empresa: string;
  tipo: string;
  numero: number;
  numero_bis: number;
  cliente: string;
  sucursal: string;
  representante: string;
  agente: string;
  usuario: string;
  fecha: string;
  fecha_vigencia: string;
  plazo_entrega: string;
  forma_pago: string;
  tipo_dto_rappel: string;
  dto_rappel: number;
  tipo_dto_pp: string;
  dto_pp: number;
  moneda: string;
  ref_pedido: string;
  observaciones: string;
  estado: number;
  /** Amount after header discounts, before VAT. */
  importe: number;
  pedido: number | null;
  fecha_aceptacion: string | null;
  modificado_en: string;
}

/** Quote line: quantities in the price unit (cantidad) and sales unit (cantidad_umv), rate price, price used, discount chain, net price and amount. */
export interface PresupuestoLineaTable {
  id_linea: number;
  id_presupuesto: number;
  numero_item: number;
  articulo: string;
  /** Grouping code, 0 for none. */
  agrupacion: number;
  cantidad: number;
  ump: string;
  cantidad_umv: number;
  umv: string;
  volumen: number;
  tarifa: string;
  fecha_tarifa: string;
  precio_tarifa: number;
  precio: number;
  precio_modificado: string;
  bruto_neto: string;
  tipo_descuento: string | null;
  porc1: number;
  entre12: string;
  porc2: number;
  entre23: string;
  porc3: number;
  descuento: number;
  neto: number;
  importe: number;
  referencia: string;
  observaciones: string;
  estado: number;
  /** S: generated by the ERP (e.g. shipping costs), locked. */
  generada_dpc: string;
}

/** Warehouse of a company's work centre; marcado S puts it in the portal's scope (warehouse configuration). */
export interface AlmacenLogisticoTable {
  empresa: string;
  centro: string;
  almacen: string;
  nombre: string;
  marcado: string;
}

/** Location (ubicación) inside a warehouse; marcado S puts it in the portal's scope. */
export interface UbicacionAlmacenTable {
  empresa: string;
  centro: string;
  almacen: string;
  ubicacion: string;
  nombre: string;
  marcado: string;
}

/** Portfolio situation of a company: cartera C (receivables: lovCos) or P (payables: lovPas); visible_web_sn S lists it on the web. */
export interface SituacionCarteraTable {
  empresa: string;
  cartera: string;
  situacion: string;
  nombre: string;
  visible_web_sn: string;
  orden: number;
}

/** Payment situation of the unpaid-payments report (situacionesPago): AMBOS, DEVUELTO, NO_DEVUELTO. */
export interface SituacionPagoTable {
  empresa: string;
  situacion: string;
  nombre: string;
  orden: number;
}

/** Risk file of a customer: granted credit limit, credit insurance, special conditions, observations and commercial-report rating. */
export interface RiesgoClienteTable {
  empresa: string;
  cliente: string;
  limite_credito: number;
  /** Date the credit limit was granted. */
  fecha_limite: string;
  aseguradora: string | null;
  poliza: string | null;
  importe_asegurado: number | null;
  fecha_alta_seguro: string | null;
  fecha_vencimiento_seguro: string | null;
  condiciones_especiales: string | null;
  observaciones: string | null;
  /** Rating of the commercial report (AAA … D). */
  calificacion: string | null;
  agencia_informe: string | null;
  fecha_informe: string | null;
  incidencias_informe: number | null;
}

/** A guarantee (aval) given for a customer's risk. */
export interface RiesgoAvalTable {
  empresa: string;
  cliente: string;
  linea: number;
  tipo: string;
  entidad: string;
  importe: number;
  fecha_emision: string;
  fecha_vencimiento: string | null;
}

/** A provision for bad debts (dotación) of a customer. */
export interface RiesgoDotacionTable {
  empresa: string;
  cliente: string;
  linea: number;
  fecha: string;
  importe: number;
  motivo: string;
}

/** Official balance figures of a customer for one year (from the companies registry). */
export interface RiesgoBalanceTable {
  empresa: string;
  cliente: string;
  ejercicio: number;
  cifra_negocio: number;
  resultado: number;
  activo_total: number;
  patrimonio_neto: number;
  deuda_total: number;
}

/** Article family of a company: a tree of levels 1 (top) to 5; padre is the family one level up. */
export interface FamiliaArticuloTable {
  empresa: string;
  familia: string;
  nivel: number;
  padre: string | null;
  nombre: string;
}

/** The family path of an article: one row per level, from its top family (1) to its leaf family (5). */
export interface ArticuloFamiliaTable {
  empresa: string;
  articulo: string;
  nivel: number;
  familia: string;
}

/** Country (lovPai). */
export interface PaisTable {
  pais: string;
  nombre_pais: string;
}

/** Province (district, department) of a country (lovEpp); id is the official code as a number-like string. */
export interface ProvinciaTable {
  pais: string;
  id: string;
  denominacion: string;
}

/** Work centre of a company (lovCentro); estado A active, B closed. */
export interface CentroTable {
  empresa: string;
  centro: string;
  denominacion: string;
  estado: string;
}

/** Stock of an article in one lot at a warehouse location, in the article's unit. */
export interface StockLoteTable {
  empresa: string;
  articulo: string;
  centro: string;
  almacen: string;
  ubicacion: string;
  lote: string;
  cantidad: number;
  unidad: string;
}

/** An article a supplier supplies, with the supplier's own reference. */
export interface ArticuloProveedorTable {
  empresa: string;
  proveedor: string;
  articulo: string;
  referencia: string;
}

/** Purchase order header; estado A open (awaiting receipt), P received and pending, C closed. The receipt fields are set once the goods arrived. */
export interface OrdenCompraCabTable {
  empresa: string;
  numero_oc: number;
  centro: string;
  proveedor: string;
  sucursal_proveedor: string;
  fecha: string;
  estado: string;
  num_albaran: string | null;
  ticket_pda: string | null;
  agencia_transporte: string | null;
  matricula: string | null;
}

/** Purchase order line: ordered and received quantity in the order unit (factor_stock stock units each), price, amount, expected delivery date. */
export interface OrdenCompraDetTable {
  empresa: string;
  numero_oc: number;
  item: number;
  articulo: string;
  cod_ler: string | null;
  numero_di: string | null;
  cantidad: number;
  cantidad_recibida: number;
  unidad: string;
  factor_stock: number;
  precio: number;
  importe: number;
  fecha_entrega: string;
  observaciones: string | null;
}

/**
 * Operation of the purchases/sales grid: a purchase (tipo C, c_ columns), a sale (V, v_ columns) or a transit (T, both: bought and sold in one trip).
 * Each side: warehouse, date, delivery note, supplier (on the sale side the CUSTOMER) and its branch, transport agency, plate, article, quantity, price, amount,
 * average price of the article, carrier's delivery note, carrier name, transport amount and transport cost per unit.
 */
export interface CompraVentaTable {
  empresa: string;
  id: number;
  tipo: string;
  /** Date of the operation (the purchase date, or the sale date of a sale). */
  fecha: string;
  c_almacen: string | null;
  c_fecha: string | null;
  c_num_albaran: string | null;
  c_proveedor: string | null;
  c_suc_proveedor: string | null;
  c_transporte: string | null;
  c_matricula: string | null;
  c_articulo: string | null;
  c_cantidad: number | null;
  c_precio: number | null;
  c_importe: number | null;
  c_precio_medio: number | null;
  c_albaran_tte: string | null;
  c_transportista: string | null;
  c_importe_tte: number | null;
  c_coste_tte: number | null;
  v_almacen: string | null;
  v_fecha: string | null;
  v_num_albaran: string | null;
  v_proveedor: string | null;
  v_suc_proveedor: string | null;
  v_transporte: string | null;
  v_matricula: string | null;
  v_articulo: string | null;
  v_cantidad: number | null;
  v_precio: number | null;
  v_importe: number | null;
  v_precio_medio: number | null;
  v_albaran_tte: string | null;
  v_transportista: string | null;
  v_importe_tte: number | null;
  v_coste_tte: number | null;
  /** Weighing ticket of the sale. */
  v_ticket_pesada: string | null;
  /** S for transits. */
  t_is_transito: string;
}

/** Supplier delivery note as received (our receipt): tipo_pedido P order, A credit (abono), C charge (cargo), other (e.g. T transfer); the supplier invoice once received. */
export interface AlbaranProveedorTable {
  empresa: string;
  numero: number;
  ejercicio: number;
  tipo_pedido: string;
  proveedor: string;
  sucursal_prov: string;
  fecha_entrada: string;
  /** Purchase order the note serves, null for notes without one. */
  oc_compra: string | null;
  /** Warehouse or plant that received it. */
  almacen: string;
  /** Customer (and branch) the goods were for or collected at; null for stock purchases. */
  cliente: string | null;
  sucursal: string | null;
  /** The supplier's own delivery-note number and date; null when the supplier sent no document. */
  alb_proveedor: string | null;
  fecha_alb_proveedor: string | null;
  matricula: string | null;
  importe: number;
  /** Supplier invoice number; null while the invoice is pending. */
  factura_proveedor: string | null;
  fecha_factura: string | null;
  observaciones: string;
}

/** Line of a supplier delivery note. */
export interface AlbaranProveedorLineaTable {
  empresa: string;
  numero: number;
  linea: number;
  articulo: string;
  descripcion: string;
  cantidad: number;
  unidad: string;
  precio: number;
  importe: number;
}

/** Waste-treatment contract (Real Decreto 553/2020) between the producer (a customer branch) and the destination plant. */
export interface ContratoTratamientoTable {
  empresa: string;
  numero: string;
  cliente: string;
  sucursal: string;
  fecha_contrato: string;
  /** Last day the contract is in force. */
  fecha_vigencia: string;
  /** Operator of the transfer. */
  oper_traslado: string;
  titular_origen: string;
  titular_destino: string;
  /** Destination plant (almacenes). */
  almacen: string;
  /** S when the transfer needs prior notification (hazardous waste). */
  notif_previa: string;
  agencia_transporte: string | null;
}

/** Waste code of a contract with its treatment and the estimated yearly quantity. */
export interface ContratoLineaTable {
  empresa: string;
  numero: string;
  linea: number;
  cod_ler: string;
  tratamiento: string;
  cantidad_anual: number;
  unidad: string;
}

/** The definicion of a history entry that withdrew the publication (JSON null: no published definition from that version on). */
export const WITHDRAWN = 'null';

/** A published version of a report definition of an organisation (immutable: a change is a new version), or the withdrawal of the publication. */
export interface DefinicionPublicadaTable {
  id_organizacion: number;
  informe: string;
  version: number;
  /**
   * JSON text: the whole definition, or an overlay (with overlayOf) merged onto its target at read time; {@link WITHDRAWN} (JSON null) for an entry
   * that withdrew the publication (retirarPublicacion): from it on the report has no published version until the next one.
   */
  definicion: string;
  autor: string;
  /** ISO date-time. */
  fecha: string;
  comentario: string;
}

/** The designer's unpublished draft of a report definition (one per organisation and report). */
export interface DefinicionBorradorTable {
  id_organizacion: number;
  informe: string;
  definicion: string;
  autor: string;
  fecha: string;
}

/** A preview session an administrator opened as another user of the organisation (token stored hashed); kept as the preview log. */
export interface VistaPreviaTable {
  token_hash: string;
  id_organizacion: number;
  /** The administrator who opened it. */
  admin: string;
  /** The previewed user and their ERP user id. */
  usuario: string;
  user_id: number;
  informe: string;
  /** ISO date-time of issue. */
  fecha: string;
  /** Expiry, epoch ms. */
  expira: number;
  /** JSON array of the data calls the previewed definition names. */
  endpoints: string;
  /** The administrator's ERP user id and the session (token family) they opened it from: it ends with either (null before migration 022). */
  admin_user_id: number | null;
  familia_admin: string | null;
}

/** A setting every service process on the database shares, generated once (e.g. the document-link key). */
export interface AjusteServicioTable {
  clave: string;
  valor: string;
}

/** A fixed-window counter of a limit (login attempts per client address, failed logins per account), shared by every service process. */
/** One counter per cache group (sesiones, datos, definiciones), bumped by triggers on every write of the group's tables. */
export interface VersionCacheTable {
  grupo: string;
  version: Generated<number>;
}

export interface ContadorLimiteTable {
  clave: string;
  cuenta: number;
  /** End of the current window, epoch ms. */
  fin_ventana: number;
}

/** A saved view of a report: a user's named filter values, columns, sort and page size. */
export interface VistaInformeTable {
  id: Generated<number>;
  id_organizacion: number;
  /** The owner (principal.usuario). */
  usuario: string;
  informe: string;
  /** Trimmed; unique per owner and report whatever its case. */
  nombre: string;
  /** JSON text: { filtros, columnas?, orden?, tamPagina?, filaFiltros?, busqueda? }. */
  estado: string;
  /** S: the report searches as soon as the view is opened. */
  ejecutar_al_abrir: string;
  /** S: shared with every user of the organisation. */
  compartida_todos: string;
  /** ISO date-times. */
  creada: string;
  modificada: string;
}

/** A role (roles.role) a view is shared with. */
export interface VistaInformeRolTable {
  id_vista: number;
  role: string;
}

/** A user's own state of a report: the default view and the column choice. */
export interface VistaUsuarioTable {
  id_organizacion: number;
  usuario: string;
  informe: string;
  /** A stored view's id as text, def:<presetId> for a preset of the definition, or null (the report's standard state). */
  vista_predeterminada: string | null;
  /** JSON text { columnas?: string[], anchos?: { field: width } }, or null. */
  columnas: string | null;
}

/** A view pinned on the user's reports home. */
export interface VistaFijadaTable {
  id_organizacion: number;
  usuario: string;
  id_vista: number;
  /** ISO date-time of the pin: the home lists pins in this order. */
  fecha: string;
}

/** Every table of the reference ERP database. */
export interface Database {
  organizaciones: OrganizacionTable;
  url_hosts: UrlHostTable;
  empresas: EmpresaTable;
  zonas: ZonaTable;
  representantes: RepresentanteTable;
  clientes: ClienteTable;
  sucursales: SucursalTable;
  proveedores: ProveedorTable;
  sucursales_proveedor: SucursalProveedorTable;
  articulos: ArticuloTable;
  pedidos: PedidoTable;
  pedido_lineas: PedidoLineaTable;
  estados_pedido_web: EstadoPedidoWebTable;
  estados_pedido_web_desc: EstadoPedidoWebDescTable;
  opciones: OpcionTable;
  organizacion_opciones: OrganizacionOpcionTable;
  informes: InformeTable;
  organizacion_informes: OrganizacionInformeTable;
  roles: RolTable;
  fechas_roles: FechaRolTable;
  usuarios_erp: UsuarioErpTable;
  usuarios_portal: UsuarioPortalTable;
  usuario_sucursales: UsuarioSucursalTable;
  usuario_opciones: UsuarioOpcionTable;
  usuario_informes: UsuarioInformeTable;
  usuario_permisos: UsuarioPermisoTable;
  tokens: TokenTable;
  refresh_tokens: RefreshTokenTable;
  agencias_transporte: AgenciaTransporteTable;
  albaranes: AlbaranTable;
  albaran_seguimiento: AlbaranSeguimientoTable;
  facturas: FacturaTable;
  vencimientos: VencimientoTable;
  ordenes_compra_lineas: OrdenCompraLineaTable;
  codigos_ler: CodigoLerTable;
  tratamientos: TratamientoTable;
  familias_proveedor: FamiliaProveedorTable;
  almacenes: AlmacenTable;
  servicios_residuos: ServicioResiduoTable;
  servicio_lineas: ServicioLineaTable;
  certificados: CertificadoTable;
  certificado_lineas: CertificadoLineaTable;
  enlaces_documentos: EnlaceDocumentoTable;
  formas_pago: FormaPagoTable;
  descuentos: DescuentoTable;
  tarifas: TarifaTable;
  tarifa_precios: TarifaPrecioTable;
  articulos_venta: ArticuloVentaTable;
  condiciones_cliente: CondicionesClienteTable;
  agrupaciones: AgrupacionTable;
  tipologias_presupuesto: TipologiaPresupuestoTable;
  presupuestos: PresupuestoTable;
  presupuesto_lineas: PresupuestoLineaTable;
  almacenes_logisticos: AlmacenLogisticoTable;
  ubicaciones_almacen: UbicacionAlmacenTable;
  situaciones_cartera: SituacionCarteraTable;
  situaciones_pago: SituacionPagoTable;
  riesgos_clientes: RiesgoClienteTable;
  riesgo_avales: RiesgoAvalTable;
  riesgo_dotaciones: RiesgoDotacionTable;
  riesgo_balances: RiesgoBalanceTable;
  familias_articulo: FamiliaArticuloTable;
  articulo_familias: ArticuloFamiliaTable;
  paises: PaisTable;
  provincias: ProvinciaTable;
  centros: CentroTable;
  stock_lotes: StockLoteTable;
  articulos_proveedor: ArticuloProveedorTable;
  ordenes_compra_cab: OrdenCompraCabTable;
  ordenes_compra_det: OrdenCompraDetTable;
  compras_ventas: CompraVentaTable;
  albaranes_proveedor: AlbaranProveedorTable;
  albaran_proveedor_lineas: AlbaranProveedorLineaTable;
  contratos_tratamiento: ContratoTratamientoTable;
  contrato_lineas: ContratoLineaTable;
  definiciones_publicadas: DefinicionPublicadaTable;
  definiciones_borrador: DefinicionBorradorTable;
  vistas_previas: VistaPreviaTable;
  ajustes_servicio: AjusteServicioTable;
  contadores_limite: ContadorLimiteTable;
  versiones_cache: VersionCacheTable;
  vistas_informe: VistaInformeTable;
  vistas_informe_roles: VistaInformeRolTable;
  vistas_usuario: VistaUsuarioTable;
  vistas_fijadas: VistaFijadaTable;
}
