
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

/** Portal report (informe) as the ERP lists it. */
export interface InformeTable {
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
}

/** Refresh token (stored hashed), rotated on every use. */
export interface RefreshTokenTable {
  token_hash: string;
  user_id: number;
  expires_at: number;
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
}
