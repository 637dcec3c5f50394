import type { DefinitionTitle, TextLanguage } from '../texts/textLanguages';

/** Session data of the portal user (spec 1 §3), as datosUsuarioPortal returns it. */
export interface SessionData {
  tira: string;
  organizacion: string;
  idOrganizacion: number;
  usuario: string;
  nombreUsuario: string;
  empresa: string;
  nombreEmpresa: string;
  proveedor: string | null;
  sucursalProv: string | null;
  role: string | null;
  idRol: number | null;
  cliente: string | null;
  clienteNombre: string | null;
  sucursal: string | null;
  sucursalNombre: string | null;
  sucursales: { sucursal: string; razonSocial: string }[];
  representante: string | null;
  agente: string | null;
  representanteNombre: string | null;
  nivelMaxArt: number;
  usuarioExpertSN: string;
  permiteCreaOCSN: string;
}

/** Portal data of the ERP user (datosUsuario). */
export interface PortalData {
  usuario: string;
  tira: string;
  empresa: string;
  userId: number;
  orgId: number;
  idiomaUsuario: string;
}

/** Url info derived from the host (get-url-info). */
export interface UrlInfo {
  empresa: string;
  organizacion: string;
  idOrganizacion: number;
  marca: string;
  dominio: string;
  /** True when the host itself identifies the domain: the login page hides the field. */
  dominioDesdeHost: boolean;
}

/** Menu option the server allows. */
export interface PortalOption {
  id: number;
  padre: number | null;
  codigo: string;
  nombre: string;
  orden: number;
}

/** Report the server lists for the user. */
export interface PortalReport {
  informe: string;
  descripcion: string;
  url: string;
  parametros: string;
  /** Name and description per language from the definition's own texts, when it has them. */
  textos?: Partial<Record<TextLanguage, DefinitionTitle>>;
  /** The card icon (an icon id of the definitions), for a report with a definition. */
  icono?: string;
  /** S: the report's dialog is full screen. */
  pantallaCompleta?: 'S' | 'N';
  /** Width of the report's dialog when not full screen. */
  anchoMaximo?: number;
  /** The report opens by itself after a login through an access link of this kind. */
  abrirTrasToken?: 'shop' | 'expert';
}

/** Date limits of the user's role. */
export interface RoleDates {
  fechaInicio: string | null;
  fechaFinal: string | null;
  diasAntiguedad: number | null;
  autoFiltro: string | null;
}

/** Order web status (getEstadosPedidosWeb). */
export interface OrderStatus {
  estadoPedidoWeb: number;
  estadoFabricacionExpert: number;
  estadoPedidoExpert: number;
  estadoCompletoExpert: number;
  descripcion: string;
  icono: string;
}

/** Everything a completed login stores. */
export interface LoggedInState {
  session: SessionData;
  portalData: PortalData;
  refreshToken: string | null;
  options: PortalOption[];
  reports: PortalReport[];
  role: { idRol: number | null; role: string | null };
  roleDates: RoleDates | null;
  orderStatuses: OrderStatus[];
}
