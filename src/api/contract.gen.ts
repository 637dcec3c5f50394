/* eslint-disable */
// Generated from the route schemas of the services (their OpenAPI document) — do not edit.
// Regenerate with: npm run generate:contract
//
// Per call (POST path) the type of its body and of its 200 reply, and `Calls`, the map from path to both.
// A reply's properties are present unless its schema lists which are required (see typeSchema in scripts/generate-contract.ts).
/**
 * Every call of the services by path: the type of its body and of its 200 reply.
 */
export interface Calls {
  '/wscomun/portaldesigner/cambiarTitularesInforme': {
    body: CambiarTitularesInformeBody;
    reply: CambiarTitularesInformeReply;
  };
  '/wscomun/portaldesigner/concederInforme': {
    body: ConcederInformeBody;
    reply: ConcederInformeReply;
  };
  '/wscomun/portaldesigner/definicionDesigner': {
    body: DefinicionDesignerBody;
    reply: DefinicionDesignerReply;
  };
  '/wscomun/portaldesigner/descartarBorrador': {
    body: DescartarBorradorBody;
    reply: DescartarBorradorReply;
  };
  '/wscomun/portaldesigner/guardarBorrador': {
    body: GuardarBorradorBody;
    reply: GuardarBorradorReply;
  };
  '/wscomun/portaldesigner/listaDefiniciones': {
    body: ListaDefinicionesBody;
    reply: ListaDefinicionesReply;
  };
  '/wscomun/portaldesigner/nuevoInforme': {
    body: NuevoInformeBody;
    reply: NuevoInformeReply;
  };
  '/wscomun/portaldesigner/publicarDefinicion': {
    body: PublicarDefinicionBody;
    reply: PublicarDefinicionReply;
  };
  '/wscomun/portaldesigner/registroVistas': {
    body: RegistroVistasBody;
    reply: RegistroVistasReply;
  };
  '/wscomun/portaldesigner/restaurarVersion': {
    body: RestaurarVersionBody;
    reply: RestaurarVersionReply;
  };
  '/wscomun/portaldesigner/retirarInforme': {
    body: RetirarInformeBody;
    reply: RetirarInformeReply;
  };
  '/wscomun/portaldesigner/retirarPublicacion': {
    body: RetirarPublicacionBody;
    reply: RetirarPublicacionReply;
  };
  '/wscomun/portaldesigner/sesionVista': {
    body: SesionVistaBody;
    reply: SesionVistaReply;
  };
  '/wscomun/portaldesigner/titularesInforme': {
    body: TitularesInformeBody;
    reply: TitularesInformeReply;
  };
  '/wscomun/portaldesigner/usuariosVista': {
    body: UsuariosVistaBody;
    reply: UsuariosVistaReply;
  };
  '/wscomun/portaldesigner/validarDefinicion': {
    body: ValidarDefinicionBody;
    reply: ValidarDefinicionReply;
  };
  '/wscomun/portaldesigner/versionDefinicion': {
    body: VersionDefinicionBody;
    reply: VersionDefinicionReply;
  };
  '/wscomun/portaldesigner/versionesDefinicion': {
    body: VersionesDefinicionBody;
    reply: VersionesDefinicionReply;
  };
  '/wscomun/portalinformes/AgenciasTransporte': {
    body: AgenciasTransporteBody;
    reply: AgenciasTransporteReply;
  };
  '/wscomun/portalinformes/CertificadosMedioAmbiente': {
    body: CertificadosMedioAmbienteBody;
    reply: CertificadosMedioAmbienteReply;
  };
  '/wscomun/portalinformes/CertificadosMedioAmbienteDet': {
    body: CertificadosMedioAmbienteDetBody;
    reply: CertificadosMedioAmbienteDetReply;
  };
  '/wscomun/portalinformes/ContratoCab': {
    body: ContratoCabBody;
    reply: ContratoCabReply;
  };
  '/wscomun/portalinformes/DetRecogidasEntregas': {
    body: DetRecogidasEntregasBody;
    reply: DetRecogidasEntregasReply;
  };
  '/wscomun/portalinformes/RecogidasEntregas': {
    body: RecogidasEntregasBody;
    reply: RecogidasEntregasReply;
  };
  '/wscomun/portalinformes/aceptarPresupuesto': {
    body: AceptarPresupuestoBody;
    reply: AceptarPresupuestoReply;
  };
  '/wscomun/portalinformes/actualizaAlmacenesUbicaciones': {
    body: ActualizaAlmacenesUbicacionesBody;
    reply: ActualizaAlmacenesUbicacionesReply;
  };
  '/wscomun/portalinformes/actualizaUsuario': {
    body: ActualizaUsuarioBody;
    reply: ActualizaUsuarioReply;
  };
  '/wscomun/portalinformes/addFechaRol': {
    body: AddFechaRolBody;
    reply: AddFechaRolReply;
  };
  '/wscomun/portalinformes/administracionAlmacenesUbicaciones': {
    body: AdministracionAlmacenesUbicacionesBody;
    reply: AdministracionAlmacenesUbicacionesReply;
  };
  '/wscomun/portalinformes/agrupacionesNom': {
    body: AgrupacionesNomBody;
    reply: AgrupacionesNomReply;
  };
  '/wscomun/portalinformes/borraAgrupacion': {
    body: BorraAgrupacionBody;
    reply: BorraAgrupacionReply;
  };
  '/wscomun/portalinformes/borraLineaPresupuesto': {
    body: BorraLineaPresupuestoBody;
    reply: BorraLineaPresupuestoReply;
  };
  '/wscomun/portalinformes/borraPresupuesto': {
    body: BorraPresupuestoBody;
    reply: BorraPresupuestoReply;
  };
  '/wscomun/portalinformes/borrarVista': {
    body: BorrarVistaBody;
    reply: BorrarVistaReply;
  };
  '/wscomun/portalinformes/cabecerPresupuesto': {
    body: CabecerPresupuestoBody;
    reply: CabecerPresupuestoReply;
  };
  '/wscomun/portalinformes/cambiaIdioma': {
    body: CambiaIdiomaBody;
    reply: CambiaIdiomaReply;
  };
  '/wscomun/portalinformes/contratoDet': {
    body: ContratoDetBody;
    reply: ContratoDetReply;
  };
  '/wscomun/portalinformes/creaUsuarioSP': {
    body: CreaUsuarioSPBody;
    reply: CreaUsuarioSPReply;
  };
  '/wscomun/portalinformes/datosCliente': {
    body: DatosClienteBody;
    reply: DatosClienteReply;
  };
  '/wscomun/portalinformes/datosUsuario': {
    body: DatosUsuarioBody;
    reply: DatosUsuarioReply;
  };
  '/wscomun/portalinformes/datosUsuarioPortal': {
    body: DatosUsuarioPortalBody;
    reply: DatosUsuarioPortalReply;
  };
  '/wscomun/portalinformes/definicionInforme': {
    body: DefinicionInformeBody;
    reply: DefinicionInformeReply;
  };
  '/wscomun/portalinformes/detallePresupuesto': {
    body: DetallePresupuestoBody;
    reply: DetallePresupuestoReply;
  };
  '/wscomun/portalinformes/eliminarUsuario': {
    body: EliminarUsuarioBody;
    reply: EliminarUsuarioReply;
  };
  '/wscomun/portalinformes/estadoPedidoAlbaranCab': {
    body: EstadoPedidoAlbaranCabBody;
    reply: EstadoPedidoAlbaranCabReply;
  };
  '/wscomun/portalinformes/formasPago': {
    body: FormasPagoBody;
    reply: FormasPagoReply;
  };
  '/wscomun/portalinformes/generarOcPedido': {
    body: GenerarOcPedidoBody;
    reply: GenerarOcPedidoReply;
  };
  '/wscomun/portalinformes/getAlbaranesProveedor': {
    body: GetAlbaranesProveedorBody;
    reply: GetAlbaranesProveedorReply;
  };
  '/wscomun/portalinformes/getComprasVentas': {
    body: GetComprasVentasBody;
    reply: GetComprasVentasReply;
  };
  '/wscomun/portalinformes/getData': {
    body: GetDataBody;
    reply: GetDataReply;
  };
  '/wscomun/portalinformes/getDescargaProforma': {
    body: GetDescargaProformaBody;
    reply: GetDescargaProformaReply;
  };
  '/wscomun/portalinformes/getDetalleOrdenCompraPendiente': {
    body: GetDetalleOrdenCompraPendienteBody;
    reply: GetDetalleOrdenCompraPendienteReply;
  };
  '/wscomun/portalinformes/getEstadosPedidosWeb': {
    body: GetEstadosPedidosWebBody;
    reply: GetEstadosPedidosWebReply;
  };
  '/wscomun/portalinformes/getFechasRoles': {
    body: GetFechasRolesBody;
    reply: GetFechasRolesReply;
  };
  '/wscomun/portalinformes/getListaDtos': {
    body: GetListaDtosBody;
    reply: GetListaDtosReply;
  };
  '/wscomun/portalinformes/getListaTarifas': {
    body: GetListaTarifasBody;
    reply: GetListaTarifasReply;
  };
  '/wscomun/portalinformes/getOrdenesCompraPendientes': {
    body: GetOrdenesCompraPendientesBody;
    reply: GetOrdenesCompraPendientesReply;
  };
  '/wscomun/portalinformes/getPedidosAlbaranes': {
    body: GetPedidosAlbaranesBody;
    reply: GetPedidosAlbaranesReply;
  };
  '/wscomun/portalinformes/getPedidosAlbaranesCab': {
    body: GetPedidosAlbaranesCabBody;
    reply: GetPedidosAlbaranesCabReply;
  };
  '/wscomun/portalinformes/getPermisosResiduos': {
    body: GetPermisosResiduosBody;
    reply: GetPermisosResiduosReply;
  };
  '/wscomun/portalinformes/getProximasRecepcionesOCProd': {
    body: GetProximasRecepcionesOCProdBody;
    reply: GetProximasRecepcionesOCProdReply;
  };
  '/wscomun/portalinformes/getRepres': {
    body: GetRepresBody;
    reply: GetRepresReply;
  };
  '/wscomun/portalinformes/getURLFacturas': {
    body: GetURLFacturasBody;
    reply: GetURLFacturasReply;
  };
  '/wscomun/portalinformes/getUrlImgArt': {
    body: GetUrlImgArtBody;
    reply: GetUrlImgArtReply;
  };
  '/wscomun/portalinformes/guardaAgrupacion': {
    body: GuardaAgrupacionBody;
    reply: GuardaAgrupacionReply;
  };
  '/wscomun/portalinformes/guardaDetallePresupuesto': {
    body: GuardaDetallePresupuestoBody;
    reply: GuardaDetallePresupuestoReply;
  };
  '/wscomun/portalinformes/guardaPresupuesto': {
    body: GuardaPresupuestoBody;
    reply: GuardaPresupuestoReply;
  };
  '/wscomun/portalinformes/guardarColumnasInforme': {
    body: GuardarColumnasInformeBody;
    reply: GuardarColumnasInformeReply;
  };
  '/wscomun/portalinformes/guardarVista': {
    body: GuardarVistaBody;
    reply: GuardarVistaReply;
  };
  '/wscomun/portalinformes/impresionPresupuesto': {
    body: ImpresionPresupuestoBody;
    reply: ImpresionPresupuestoReply;
  };
  '/wscomun/portalinformes/imprimirAlbaran': {
    body: ImprimirAlbaranBody;
    reply: ImprimirAlbaranReply;
  };
  '/wscomun/portalinformes/imprimirAlbaranProv': {
    body: ImprimirAlbaranProvBody;
    reply: ImprimirAlbaranProvReply;
  };
  '/wscomun/portalinformes/imprimirContrato': {
    body: ImprimirContratoBody;
    reply: ImprimirContratoReply;
  };
  '/wscomun/portalinformes/imprimirFacturaCSV': {
    body: ImprimirFacturaCSVBody;
    reply: ImprimirFacturaCSVReply;
  };
  '/wscomun/portalinformes/informeComparativoVentas': {
    body: InformeComparativoVentasBody;
    reply: InformeComparativoVentasReply;
  };
  '/wscomun/portalinformes/informeEstadisticaProvincias': {
    body: InformeEstadisticaProvinciasBody;
    reply: InformeEstadisticaProvinciasReply;
  };
  '/wscomun/portalinformes/informeRiesgoClientes': {
    body: InformeRiesgoClientesBody;
    reply: InformeRiesgoClientesReply;
  };
  '/wscomun/portalinformes/informeSituacionExpert': {
    body: InformeSituacionExpertBody;
    reply: InformeSituacionExpertReply;
  };
  '/wscomun/portalinformes/informeVencimientos': {
    body: InformeVencimientosBody;
    reply: InformeVencimientosReply;
  };
  '/wscomun/portalinformes/listaInformesPortal': {
    body: ListaInformesPortalBody;
    reply: ListaInformesPortalReply;
  };
  '/wscomun/portalinformes/listaOpcionesPortal': {
    body: ListaOpcionesPortalBody;
    reply: ListaOpcionesPortalReply;
  };
  '/wscomun/portalinformes/listaRoles': {
    body: ListaRolesBody;
    reply: ListaRolesReply;
  };
  '/wscomun/portalinformes/listaUsuarios': {
    body: ListaUsuariosBody;
    reply: ListaUsuariosReply;
  };
  '/wscomun/portalinformes/listado': {
    body: ListadoBody;
    reply: ListadoReply;
  };
  '/wscomun/portalinformes/listadoUsuarios': {
    body: ListadoUsuariosBody;
    reply: ListadoUsuariosReply;
  };
  '/wscomun/portalinformes/lovAlm': {
    body: LovAlmBody;
    reply: LovAlmReply;
  };
  '/wscomun/portalinformes/lovArt': {
    body: LovArtBody;
    reply: LovArtReply;
  };
  '/wscomun/portalinformes/lovCentro': {
    body: LovCentroBody;
    reply: LovCentroReply;
  };
  '/wscomun/portalinformes/lovClte': {
    body: LovClteBody;
    reply: LovClteReply;
  };
  '/wscomun/portalinformes/lovCos': {
    body: LovCosBody;
    reply: LovCosReply;
  };
  '/wscomun/portalinformes/lovDic': {
    body: LovDicBody;
    reply: LovDicReply;
  };
  '/wscomun/portalinformes/lovEmpresa': {
    body: LovEmpresaBody;
    reply: LovEmpresaReply;
  };
  '/wscomun/portalinformes/lovEpp': {
    body: LovEppBody;
    reply: LovEppReply;
  };
  '/wscomun/portalinformes/lovPai': {
    body: LovPaiBody;
    reply: LovPaiReply;
  };
  '/wscomun/portalinformes/lovPas': {
    body: LovPasBody;
    reply: LovPasReply;
  };
  '/wscomun/portalinformes/lovProv': {
    body: LovProvBody;
    reply: LovProvReply;
  };
  '/wscomun/portalinformes/lovRep': {
    body: LovRepBody;
    reply: LovRepReply;
  };
  '/wscomun/portalinformes/lovSucursalProveedor': {
    body: LovSucursalProveedorBody;
    reply: LovSucursalProveedorReply;
  };
  '/wscomun/portalinformes/lovUbi': {
    body: LovUbiBody;
    reply: LovUbiReply;
  };
  '/wscomun/portalinformes/lovZon': {
    body: LovZonBody;
    reply: LovZonReply;
  };
  '/wscomun/portalinformes/marcarVista': {
    body: MarcarVistaBody;
    reply: MarcarVistaReply;
  };
  '/wscomun/portalinformes/numeroPresupuesto': {
    body: NumeroPresupuestoBody;
    reply: NumeroPresupuestoReply;
  };
  '/wscomun/portalinformes/obtenTipologiaPresupuesto': {
    body: ObtenTipologiaPresupuestoBody;
    reply: ObtenTipologiaPresupuestoReply;
  };
  '/wscomun/portalinformes/obtenerTraking': {
    body: ObtenerTrakingBody;
    reply: ObtenerTrakingReply;
  };
  '/wscomun/portalinformes/obtenerUrlTracking': {
    body: ObtenerUrlTrackingBody;
    reply: ObtenerUrlTrackingReply;
  };
  '/wscomun/portalinformes/recuperarDocumentoCab': {
    body: RecuperarDocumentoCabBody;
    reply: RecuperarDocumentoCabReply;
  };
  '/wscomun/portalinformes/rolePortal': {
    body: RolePortalBody;
    reply: RolePortalReply;
  };
  '/wscomun/portalinformes/setEmpresa': {
    body: SetEmpresaBody;
    reply: SetEmpresaReply;
  };
  '/wscomun/portalinformes/situacionesPago': {
    body: SituacionesPagoBody;
    reply: SituacionesPagoReply;
  };
  '/wscomun/portalinformes/stockArticulos': {
    body: StockArticulosBody;
    reply: StockArticulosReply;
  };
  '/wscomun/portalinformes/stockCantidadExistente': {
    body: StockCantidadExistenteBody;
    reply: StockCantidadExistenteReply;
  };
  '/wscomun/portalinformes/urlPanelConsultas': {
    body: UrlPanelConsultasBody;
    reply: UrlPanelConsultasReply;
  };
  '/wscomun/portalinformes/validateService': {
    body: ValidateServiceBody;
    reply: ValidateServiceReply;
  };
  '/wscomun/portalinformes/vistasFijadas': {
    body: VistasFijadasBody;
    reply: VistasFijadasReply;
  };
  '/wscomun/portalinformes/vistasInforme': {
    body: VistasInformeBody;
    reply: VistasInformeReply;
  };
  '/wscomun/procExpert/login': {
    body: LoginBody;
    reply: LoginReply;
  };
  '/wsedrive/getURLFile': {
    body: GetURLFileBody;
    reply: GetURLFileReply;
  };
  '/wsr/Auth/tokenRefreshGetAuth': {
    body: TokenRefreshGetAuthBody;
    reply: TokenRefreshGetAuthReply;
  };
  '/wsr/auth/logout': {
    body: LogoutBody;
    reply: LogoutReply;
  };
  '/wsr/auth/validateuser': {
    body: ValidateuserBody;
    reply: ValidateuserReply;
  };
  '/wsutils/obtenerZipAlbaranesProveedor': {
    body: ObtenerZipAlbaranesProveedorBody;
    reply: ObtenerZipAlbaranesProveedorReply;
  };
  '/wsutils/obtenerZipFacturas': {
    body: ObtenerZipFacturasBody;
    reply: ObtenerZipFacturasReply;
  };
}
/**
 * Body of POST /wscomun/portaldesigner/cambiarTitularesInforme: Grant and revoke a report in one transaction (designer)
 */
export interface CambiarTitularesInformeBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe)
   */
  informe: string;
  conceder?: {
    /**
     * Every portal user of the organisation with one of these roles
     *
     * Items: Role code
     */
    roles?: string[];
    /**
     * Items: Portal user
     */
    usuarios?: string[];
  };
  retirar?: {
    /**
     * Every portal user of the organisation with one of these roles
     *
     * Items: Role code
     */
    roles?: string[];
    /**
     * Items: Portal user
     */
    usuarios?: string[];
  };
}
/**
 * 200 reply of POST /wscomun/portaldesigner/cambiarTitularesInforme: Grant and revoke a report in one transaction (designer)
 */
export interface CambiarTitularesInformeReply {
  /**
   * Users who held the report and were revoked
   */
  retirados: number;
  /**
   * Users granted
   */
  concedidos: number;
  /**
   * Users holding the report now
   */
  usuarios: number;
}
/**
 * Body of POST /wscomun/portaldesigner/concederInforme: Grant a report to the users of roles (designer)
 */
export interface ConcederInformeBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe)
   */
  informe: string;
  /**
   * Every portal user of the organisation with one of these roles
   *
   * Items: Role code
   */
  roles: string[];
  /**
   * Items: Portal user
   */
  usuarios?: string[];
}
/**
 * 200 reply of POST /wscomun/portaldesigner/concederInforme: Grant a report to the users of roles (designer)
 */
export interface ConcederInformeReply {
  /**
   * Users granted
   */
  usuarios: number;
}
/**
 * Body of POST /wscomun/portaldesigner/definicionDesigner: A report definition as the designer edits it
 */
export interface DefinicionDesignerBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe)
   */
  informe: string;
}
/**
 * 200 reply of POST /wscomun/portaldesigner/definicionDesigner: A report definition as the designer edits it
 */
export interface DefinicionDesignerReply {
  informe: string;
  origen: 'standard' | 'customer' | 'portal';
  standard: {
    [k: string]: unknown;
  } | null;
  fuente: {
    [k: string]: unknown;
  };
  borrador: {
    definicion: {
      [k: string]: unknown;
    };
    autor: string;
    fecha: string;
  } | null;
  publicada: {
    version: number;
    definicion: {
      [k: string]: unknown;
    };
  } | null;
  /**
   * The newest entry of the report's history (a version or a withdrawal), 0 when it has none: the versionBase publicarDefinicion and retirarPublicacion take for an edit started from this reply
   */
  versionBase: number;
  /**
   * The folder of the report's definition file, null when it has none: what withdrawing the publication returns it to (null: it leaves the portal)
   */
  archivo: ('standard' | 'customer') | null;
  efectiva: {
    [k: string]: unknown;
  } | null;
  errores: {
    /**
     * JSON pointer into the checked (effective) definition
     */
    path: string;
    /**
     * Stable id of the check, e.g. schema, unknownFilterField
     */
    code: string;
    params: {
      [k: string]: string | number;
    };
    /**
     * English text
     */
    message: string;
    /**
     * For an overlay: the deepest place of the edited overlay that states the erroneous part
     */
    sourcePath: string;
  }[];
  huerfanos: string[];
  /**
   * JSON pointers (into the standard, by id) of the standard's summaries and views the overlay merge left out because they name a column the overlay removes: /result/summaries/[id=…], /views/presets/[id=…]
   */
  descartados: string[];
  /**
   * Saved views of the report (every user's, of the organisation) naming filter fields, columns, a sort column or filter-row cells the checked effective definition no longer has; empty without one
   */
  vistasAfectadas: {
    id: number;
    nombre: string;
    /**
     * The owner's user
     */
    autor: string;
    /**
     * The owner's name (the user when it has none)
     */
    autorNombre: string;
    /**
     * Filter fields of the view the definition no longer has
     */
    filtros: string[];
    /**
     * Columns of the view the definition no longer has
     */
    columnas: string[];
    /**
     * The sort column, when the definition no longer has it
     */
    orden: string | null;
    /**
     * Filter-row cells whose column the definition no longer has
     */
    filaFiltros: string[];
  }[];
}
/**
 * Body of POST /wscomun/portaldesigner/descartarBorrador: Discard the draft of a definition (designer)
 */
export interface DescartarBorradorBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe)
   */
  informe: string;
}
/**
 * 200 reply of POST /wscomun/portaldesigner/descartarBorrador: Discard the draft of a definition (designer)
 */
export interface DescartarBorradorReply {
  ok: boolean;
}
/**
 * Body of POST /wscomun/portaldesigner/guardarBorrador: Save the draft of a definition (designer)
 */
export interface GuardarBorradorBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe)
   */
  informe: string;
  /**
   * Report definition, or an overlay with overlayOf
   */
  definicion: {
    [k: string]: unknown;
  };
}
/**
 * 200 reply of POST /wscomun/portaldesigner/guardarBorrador: Save the draft of a definition (designer)
 */
export interface GuardarBorradorReply {
  errores: {
    /**
     * JSON pointer into the checked (effective) definition
     */
    path: string;
    /**
     * Stable id of the check, e.g. schema, unknownFilterField
     */
    code: string;
    params: {
      [k: string]: string | number;
    };
    /**
     * English text
     */
    message: string;
    /**
     * For an overlay: the deepest place of the edited overlay that states the erroneous part
     */
    sourcePath: string;
  }[];
  /**
   * JSON pointers (into the overlay) of keys whose target no longer exists in the standard
   */
  huerfanos: string[];
  /**
   * ISO date-time
   */
  fecha: string;
}
/**
 * Body of POST /wscomun/portaldesigner/listaDefiniciones: Report definitions of the organisation (designer)
 */
export interface ListaDefinicionesBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
}
/**
 * 200 reply of POST /wscomun/portaldesigner/listaDefiniciones: Report definitions of the organisation (designer)
 */
export interface ListaDefinicionesReply {
  result: {
    informe: string;
    origen: 'standard' | 'customer' | 'portal';
    overlayOf: string | null;
    estado: 'valid' | 'errors' | 'stale';
    version: number | null;
    borrador: boolean;
    roles: string[];
    titulo: string;
    errores: number;
    /**
     * The definition file (standard or customer folder), null for a report only published or drafted
     */
    archivo: string | null;
    /**
     * Why the file cannot be read (code, line and column, English message naming them), null when it can
     */
    problema: {
      /**
       * JSON pointer into the checked (effective) definition
       */
      path: string;
      /**
       * Stable id of the check, e.g. schema, unknownFilterField
       */
      code: string;
      params: {
        [k: string]: string | number;
      };
      /**
       * English text
       */
      message: string;
      /**
       * For an overlay: the deepest place of the edited overlay that states the erroneous part
       */
      sourcePath: string;
    } | null;
  }[];
}
/**
 * Body of POST /wscomun/portaldesigner/nuevoInforme: Create a report (designer)
 */
export interface NuevoInformeBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe)
   */
  informe: string;
  /**
   * Name of the report in the report list
   */
  descripcion: string;
  modo: 'blank' | 'copy' | 'overlay';
  /**
   * Report code (informe)
   */
  desde?: string;
}
/**
 * 200 reply of POST /wscomun/portaldesigner/nuevoInforme: Create a report (designer)
 */
export interface NuevoInformeReply {
  informe: string;
}
/**
 * Body of POST /wscomun/portaldesigner/publicarDefinicion: Publish a definition as a new version (designer)
 */
export interface PublicarDefinicionBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe)
   */
  informe: string;
  /**
   * Report definition, or an overlay with overlayOf
   */
  definicion: {
    [k: string]: unknown;
  };
  /**
   * Comment of the version
   */
  comentario?: string;
  /**
   * true: publish even though it makes the overlays listed by a previous 409 OVERLAYS_STALE stale
   */
  confirmarObsoletas?: boolean;
  /**
   * The newest published version the edit started from; 0: the report had no published version. Any other newest version answers 409 VERSION_CONFLICT
   */
  versionBase: number;
}
/**
 * 200 reply of POST /wscomun/portaldesigner/publicarDefinicion: Publish a definition as a new version (designer)
 */
export interface PublicarDefinicionReply {
  version: number;
}
/**
 * Body of POST /wscomun/portaldesigner/registroVistas: Preview sessions opened in the organisation (designer)
 */
export interface RegistroVistasBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
}
/**
 * 200 reply of POST /wscomun/portaldesigner/registroVistas: Preview sessions opened in the organisation (designer)
 */
export interface RegistroVistasReply {
  result: {
    admin: string;
    usuario: string;
    informe: string;
    fecha: string;
    expira: number;
  }[];
}
/**
 * Body of POST /wscomun/portaldesigner/restaurarVersion: Restore a published version as a new version (designer)
 */
export interface RestaurarVersionBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe)
   */
  informe: string;
  /**
   * Version number
   */
  version: number;
  /**
   * Comment of the new version
   */
  comentario?: string;
  /**
   * Go ahead even when overlays of the report would become stale (without it such a change answers 409 OVERLAYS_STALE and stores nothing)
   */
  confirmarObsoletas?: boolean;
}
/**
 * 200 reply of POST /wscomun/portaldesigner/restaurarVersion: Restore a published version as a new version (designer)
 */
export interface RestaurarVersionReply {
  version: number;
}
/**
 * Body of POST /wscomun/portaldesigner/retirarInforme: Revoke a report from the users of roles and from named users (designer)
 */
export interface RetirarInformeBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe)
   */
  informe: string;
  /**
   * Every portal user of the organisation with one of these roles
   *
   * Items: Role code
   */
  roles?: string[];
  /**
   * Items: Portal user
   */
  usuarios?: string[];
}
/**
 * 200 reply of POST /wscomun/portaldesigner/retirarInforme: Revoke a report from the users of roles and from named users (designer)
 */
export interface RetirarInformeReply {
  /**
   * Users who held the report and no longer do
   */
  usuarios: number;
}
/**
 * Body of POST /wscomun/portaldesigner/retirarPublicacion: Withdraw the publication of a report (designer)
 */
export interface RetirarPublicacionBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe)
   */
  informe: string;
  /**
   * The newest version of the history the edit started from (definicionDesigner's versionBase); any other newest version answers 409 VERSION_CONFLICT
   */
  versionBase: number;
  /**
   * Why the publication is withdrawn (the history's comment)
   */
  comentario?: string;
  /**
   * Go ahead even when overlays of the report would become stale (without it such a change answers 409 OVERLAYS_STALE and stores nothing)
   */
  confirmarObsoletas?: boolean;
}
/**
 * 200 reply of POST /wscomun/portaldesigner/retirarPublicacion: Withdraw the publication of a report (designer)
 */
export interface RetirarPublicacionReply {
  /**
   * The history entry of the withdrawal
   */
  version: number;
  /**
   * Where the report is served from now: its file's folder; null: it left the portal
   */
  origen: ('standard' | 'customer') | null;
}
/**
 * Body of POST /wscomun/portaldesigner/sesionVista: Open a preview session as a user (designer)
 */
export interface SesionVistaBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Portal user
   */
  usuario: string;
  /**
   * Report code (informe)
   */
  informe: string;
  /**
   * Report definition, or an overlay with overlayOf
   */
  definicion: {
    [k: string]: unknown;
  };
}
/**
 * 200 reply of POST /wscomun/portaldesigner/sesionVista: Open a preview session as a user (designer)
 */
export interface SesionVistaReply {
  /**
   * Preview session token
   */
  tira: string;
  /**
   * Expiry, epoch ms
   */
  expira: number;
  /**
   * The datosUsuarioPortal reply of the previewed user
   */
  sesion: {
    statusCode: string;
    errorMsg: string;
    result: {
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
      sucursales: {
        sucursal: string;
        razonSocial: string;
      }[];
      representante: string | null;
      agente: string | null;
      representanteNombre: string | null;
      nivelMaxArt: number;
      usuarioExpertSN: string;
      permiteCreaOCSN: string;
      [k: string]: unknown;
    }[];
  };
  /**
   * The getFechasRoles reply of the previewed user's role and company
   */
  fechasRoles: {
    statusCode: string;
    roles: {
      idRol: number;
      fechaInicio: string | null;
      fechaFinal: string | null;
      diasAntiguedad: number | null;
      autoFiltro: string | null;
      [k: string]: unknown;
    }[];
  };
  permisos: string[];
}
/**
 * Body of POST /wscomun/portaldesigner/titularesInforme: Who holds a report (designer)
 */
export interface TitularesInformeBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe)
   */
  informe: string;
}
/**
 * 200 reply of POST /wscomun/portaldesigner/titularesInforme: Who holds a report (designer)
 */
export interface TitularesInformeReply {
  roles: {
    role: string;
    descripcion: string;
    /**
     * Portal users with the role
     */
    usuarios: number;
    /**
     * Of them, holding the report
     */
    titulares: number;
  }[];
  usuarios: {
    usuario: string;
    nombre: string;
    role: string | null;
    activo: boolean;
  }[];
}
/**
 * Body of POST /wscomun/portaldesigner/usuariosVista: Users to preview a report as (designer)
 */
export interface UsuariosVistaBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Role code
   */
  role: string;
  search?: string;
}
/**
 * 200 reply of POST /wscomun/portaldesigner/usuariosVista: Users to preview a report as (designer)
 */
export interface UsuariosVistaReply {
  result: {
    usuario: string;
    nombre: string;
    role: string;
    cliente: string | null;
    sucursal: string | null;
    representante: string | null;
    agente: string | null;
    proveedor: string | null;
    sucursalProv: string | null;
  }[];
}
/**
 * Body of POST /wscomun/portaldesigner/validarDefinicion: Check a definition without storing it (designer)
 */
export interface ValidarDefinicionBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe)
   */
  informe: string;
  /**
   * Report definition, or an overlay with overlayOf
   */
  definicion: {
    [k: string]: unknown;
  };
}
/**
 * 200 reply of POST /wscomun/portaldesigner/validarDefinicion: Check a definition without storing it (designer)
 */
export interface ValidarDefinicionReply {
  errores: {
    /**
     * JSON pointer into the checked (effective) definition
     */
    path: string;
    /**
     * Stable id of the check, e.g. schema, unknownFilterField
     */
    code: string;
    params: {
      [k: string]: string | number;
    };
    /**
     * English text
     */
    message: string;
    /**
     * For an overlay: the deepest place of the edited overlay that states the erroneous part
     */
    sourcePath: string;
  }[];
  /**
   * JSON pointers (into the overlay) of keys whose target no longer exists in the standard
   */
  huerfanos: string[];
  /**
   * JSON pointers (into the standard, by id) of the standard's summaries and views the overlay merge left out because they name a column the overlay removes: /result/summaries/[id=…], /views/presets/[id=…]
   */
  descartados: string[];
  efectiva: {
    [k: string]: unknown;
  } | null;
  /**
   * Saved views of the report (every user's, of the organisation) naming filter fields, columns, a sort column or filter-row cells the checked effective definition no longer has; empty without one
   */
  vistasAfectadas: {
    id: number;
    nombre: string;
    /**
     * The owner's user
     */
    autor: string;
    /**
     * The owner's name (the user when it has none)
     */
    autorNombre: string;
    /**
     * Filter fields of the view the definition no longer has
     */
    filtros: string[];
    /**
     * Columns of the view the definition no longer has
     */
    columnas: string[];
    /**
     * The sort column, when the definition no longer has it
     */
    orden: string | null;
    /**
     * Filter-row cells whose column the definition no longer has
     */
    filaFiltros: string[];
  }[];
}
/**
 * Body of POST /wscomun/portaldesigner/versionDefinicion: One published version of a report (designer)
 */
export interface VersionDefinicionBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe)
   */
  informe: string;
  /**
   * Version number
   */
  version: number;
}
/**
 * 200 reply of POST /wscomun/portaldesigner/versionDefinicion: One published version of a report (designer)
 */
export interface VersionDefinicionReply {
  version: number;
  autor: string;
  fecha: string;
  comentario: string;
  definicion: {
    [k: string]: unknown;
  };
}
/**
 * Body of POST /wscomun/portaldesigner/versionesDefinicion: Published versions of a report (designer)
 */
export interface VersionesDefinicionBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe)
   */
  informe: string;
}
/**
 * 200 reply of POST /wscomun/portaldesigner/versionesDefinicion: Published versions of a report (designer)
 */
export interface VersionesDefinicionReply {
  result: {
    version: number;
    autor: string;
    fecha: string;
    comentario: string;
    retirada: boolean;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/AgenciasTransporte: Transport agencies (AgenciasTransporte)
 */
export interface AgenciasTransporteBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
}
/**
 * 200 reply of POST /wscomun/portalinformes/AgenciasTransporte: Transport agencies (AgenciasTransporte)
 */
export interface AgenciasTransporteReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    AgenciaTransporte: string;
    NombreAgenica: string;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/CertificadosMedioAmbiente: Environmental certificate search (CertificadosMedioAmbiente)
 */
export interface CertificadosMedioAmbienteBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Company type, always 0
   */
  tipoEmpresa?: number | string | null;
  /**
   * Transport agency code
   */
  agenciaTransporte?: string | number | null;
  /**
   * DD/MM/YYYY or YYYY-MM-DD
   */
  fechaInicial?: string | null;
  /**
   * DD/MM/YYYY or YYYY-MM-DD
   */
  fechaFinal?: string | null;
  clienteInicial?: string | number | null;
  clienteFinal?: string | number | null;
  sucursal?: string | number | null;
  /**
   * Certificate number (contains)
   */
  numeroCertificado?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/CertificadosMedioAmbiente: Environmental certificate search (CertificadosMedioAmbiente)
 */
export interface CertificadosMedioAmbienteReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Row number
     */
    rn: number;
    Identificador: number;
    Cliente: string;
    Sucursal: string;
    /**
     * Branch name
     */
    Nombre: string;
    NumCertificado: string;
    Ejercicio: number;
    /**
     * 1-12
     */
    MesInicial: number;
    /**
     * 1-12
     */
    MesFinal: number;
    /**
     * Transport agency name
     */
    nombreAGT: string | null;
    AgenciaTransporte: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/CertificadosMedioAmbienteDet: Lines of an environmental certificate (CertificadosMedioAmbienteDet)
 */
export interface CertificadosMedioAmbienteDetBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Company type, always 0
   */
  tipoEmpresa?: number | string | null;
  /**
   * Certificate identifier
   */
  identificador: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/CertificadosMedioAmbienteDet: Lines of an environmental certificate (CertificadosMedioAmbienteDet)
 */
export interface CertificadosMedioAmbienteDetReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    result: {
      /**
       * 1-12
       */
      Mes: number;
      /**
       * Waste code, e.g. 15 01 01
       */
      CodigoLER: string;
      DescCodigoLER: string;
      /**
       * Plant
       */
      Destino: string;
      /**
       * R/D operation and description
       */
      Tratamiento: string;
      Cantidad: number;
      UnidadMedida: string;
      /**
       * Recovered share, percent
       */
      Reciclaje: number;
      /**
       * Signed link or null
       */
      URLcertificado: string | null;
    }[];
  };
}
/**
 * Body of POST /wscomun/portalinformes/ContratoCab: Waste-treatment contracts (ContratoCab)
 */
export interface ContratoCabBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  usuario?: string | null;
  /**
   * In force from. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaIni?: string | null;
  /**
   * In force until. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaFin?: string | null;
  /**
   * Customer code
   */
  cliente?: string | number | null;
  /**
   * Customer branch
   */
  sucursalClte?: string | number | null;
  /**
   * Transport agency code
   */
  agenciaTransporte?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/ContratoCab: Waste-treatment contracts (ContratoCab)
 */
export interface ContratoCabReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Row number
     */
    rn: number;
    numContrato: string;
    fechaContrato: string | null;
    /**
     * Last day in force
     */
    fechaVigencia: string | null;
    /**
     * Operator of the transfer
     */
    operTraslado: string;
    /**
     * Holder at origin (producer)
     */
    titularOrigen: string;
    /**
     * Holder at destination (plant)
     */
    titularDestino: string;
    /**
     * S or N
     */
    notfPrevia: string;
    cliente: string;
    sucursal: string;
    /**
     * Transport agency code
     */
    agenciaTransporte: string | null;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/DetRecogidasEntregas: Service lines with documents (DetRecogidasEntregas)
 */
export interface DetRecogidasEntregasBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Company type, always 0
   */
  tipoEmpresa?: number | string | null;
  /**
   * Digits only
   */
  numeroAlbaran?: string | number | null;
  ejercicio?: string | number | null;
  tipoGestion?: 'R' | 'E' | 'P' | 'T' | '' | null;
  /**
   * Waste code: 150101, 15 01 01* or the row's CodigoLER with its description
   */
  codigoLER?: string | number | null;
  numeroPedido?: string | number | null;
  cliente?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/DetRecogidasEntregas: Service lines with documents (DetRecogidasEntregas)
 */
export interface DetRecogidasEntregasReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    result: {
      codServicio: string;
      nomServicio: string;
      articulo: string;
      denominacion: string;
      Cantidad: number;
      Precio: number;
      Importe: number;
      /**
       * Identification document
       */
      di: string | null;
      FamArt: string;
      Identificador: number;
      URLdi: string | null;
      URLalbaran: string | null;
      /**
       * Ticket image
       */
      URLticket: string | null;
      /**
       * Weighing ticket
       */
      Ticket: string | null;
      URLfotoPDA: string | null;
      /**
       * Base64 PDF
       */
      DocAdjuntosClob: string | null;
      DocAdjuntosURL: string | null;
      unidad: string;
    }[];
  };
}
/**
 * Body of POST /wscomun/portalinformes/RecogidasEntregas: Pickups, deliveries and service orders (RecogidasEntregas)
 */
export interface RecogidasEntregasBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Company type, always 0
   */
  tipoEmpresa?: number | string | null;
  usuario?: string | null;
  /**
   * Plant (work centre) code
   */
  centroTrabajo?: string | number | null;
  /**
   * DD/MM/YYYY or YYYY-MM-DD
   */
  fechaInicial?: string | null;
  /**
   * DD/MM/YYYY or YYYY-MM-DD
   */
  fechaFinal?: string | null;
  /**
   * T all, P in process, C closed
   */
  estado?: 'T' | 'P' | 'C' | '' | null;
  clienteInicial?: string | number | null;
  clienteFinal?: string | number | null;
  sucursal?: string | number | null;
  /**
   * R pickups, E deliveries, P orders, T all
   */
  tipoGestion?: 'R' | 'E' | 'P' | 'T' | '' | null;
  /**
   * Waste code: 150101, 15 01 01* or the row's CodigoLER with its description
   */
  codLer?: string | number | null;
  /**
   * Identification document (contains)
   */
  numeroDI?: string | number | null;
  /**
   * Digits only
   */
  numeroAlbaran?: string | number | null;
  /**
   * S invoiced, N pending, blank all
   */
  facturadoSN?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * S: every row for the Excel export
   */
  descargaExcelSN?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Years back when no start date; 0 no limit
   */
  numeroAnyosAntiguedadPedidos?: string | number | null;
  /**
   * Reply fields of each row to return (Cliente,Nombre,FechaAlbaran…), comma separated; absent: every field
   */
  fields?: (string | unknown[] | null) & string[];
}
/**
 * 200 reply of POST /wscomun/portalinformes/RecogidasEntregas: Pickups, deliveries and service orders (RecogidasEntregas)
 */
export interface RecogidasEntregasReply {
  statusCode: string;
  statusText: string;
  numReg: number;
  dataRes: (
    | unknown[]
    | {
        [k: string]: unknown;
      }
  ) &
    {
      /**
       * Customer code
       */
      Cliente: string;
      /**
       * Branch name
       */
      Sucursal: string;
      /**
       * Branch code
       */
      codSucursal: string;
      /**
       * Customer name
       */
      Nombre: string;
      /**
       * Delivery note (null for service orders)
       */
      Albaran: number | null;
      /**
       * Service order
       */
      Pedido: number;
      Ejercicio: number;
      FechaAlbaran: string | null;
      /**
       * Waste code, six digits
       */
      codLer: string;
      /**
       * Waste code and description
       */
      CodigoLER: string;
      /**
       * Treatment description
       */
      tipoTratamiento: string;
      /**
       * R/D operation
       */
      codTratamiento: string;
      /**
       * P in process, C closed
       */
      Estado: string;
      /**
       * RECOGIDA_TRANSITOS, RECOGIDA_PESADA, ENTREGA_TRANSITO, ENTREGA_PESADA or PEDIDO
       */
      TipoRegistro: string;
      /**
       * R, E or P
       */
      TipoGestion: string;
      nameAlmacen: string;
      poblAlmacen: string;
      cifDescarga: string;
      dirDescarga: string;
      cpDescarga: string;
      almProvincia: string;
      nima: string;
      numInscripcion: string;
      tipoInscripcion: string;
      transportista: string | null;
      codPeligrosidad: string | null;
      familiaProv: string;
      descFamiliaProv: string | null;
      idServicioWeb: string | null;
      /**
       * S when validated or rejected
       */
      validado: string;
      /**
       * S validated, N rejected, null open
       */
      validadoSN: string | null;
      usuarioValidacion: string | null;
      /**
       * YYYY-MM-DD HH:mm:ss
       */
      fechaValidacion: string | null;
      observaciones: string;
      refPedido: string;
      Identificador: number;
      facturado: string;
    }[] & {
      result: {
        /**
         * Customer code
         */
        Cliente: string;
        /**
         * Branch name
         */
        Sucursal: string;
        /**
         * Branch code
         */
        codSucursal: string;
        /**
         * Customer name
         */
        Nombre: string;
        /**
         * Delivery note (null for service orders)
         */
        Albaran: number | null;
        /**
         * Service order
         */
        Pedido: number;
        Ejercicio: number;
        FechaAlbaran: string | null;
        /**
         * Waste code, six digits
         */
        codLer: string;
        /**
         * Waste code and description
         */
        CodigoLER: string;
        /**
         * Treatment description
         */
        tipoTratamiento: string;
        /**
         * R/D operation
         */
        codTratamiento: string;
        /**
         * P in process, C closed
         */
        Estado: string;
        /**
         * RECOGIDA_TRANSITOS, RECOGIDA_PESADA, ENTREGA_TRANSITO, ENTREGA_PESADA or PEDIDO
         */
        TipoRegistro: string;
        /**
         * R, E or P
         */
        TipoGestion: string;
        nameAlmacen: string;
        poblAlmacen: string;
        cifDescarga: string;
        dirDescarga: string;
        cpDescarga: string;
        almProvincia: string;
        nima: string;
        numInscripcion: string;
        tipoInscripcion: string;
        transportista: string | null;
        codPeligrosidad: string | null;
        familiaProv: string;
        descFamiliaProv: string | null;
        idServicioWeb: string | null;
        /**
         * S when validated or rejected
         */
        validado: string;
        /**
         * S validated, N rejected, null open
         */
        validadoSN: string | null;
        usuarioValidacion: string | null;
        /**
         * YYYY-MM-DD HH:mm:ss
         */
        fechaValidacion: string | null;
        observaciones: string;
        refPedido: string;
        Identificador: number;
        facturado: string;
      }[];
    };
}
/**
 * Body of POST /wscomun/portalinformes/aceptarPresupuesto: Turn a quote into an order (aceptarPresupuesto)
 */
export interface AceptarPresupuestoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Customer
   */
  cliente: string | number | null;
  /**
   * Quote number
   */
  numeroPedido: string | number | null;
  /**
   * Quote number suffix (bis), 0 for the first
   */
  numeroBis: string | number | null;
  /**
   * Quote type
   */
  tipo?: string | null;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/aceptarPresupuesto: Turn a quote into an order (aceptarPresupuesto)
 */
export interface AceptarPresupuestoReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  /**
   * Number of the new order
   */
  numeroPedidoGenerado: number;
}
/**
 * Body of POST /wscomun/portalinformes/actualizaAlmacenesUbicaciones: Save warehouse and location marks (actualizaAlmacenesUbicaciones)
 */
export interface ActualizaAlmacenesUbicacionesBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Organisation id of the session
   */
  idOrganizacion?: string | number;
  gestionAlmUbi: {
    almacenes: {
      centro: string;
      almacen: string;
      marcado: 'S' | 'N';
    }[];
    ubicaciones: {
      centro: string;
      almacen: string;
      ubicacion: string;
      marcado: 'S' | 'N';
    }[];
  };
}
/**
 * 200 reply of POST /wscomun/portalinformes/actualizaAlmacenesUbicaciones: Save warehouse and location marks (actualizaAlmacenesUbicaciones)
 */
export interface ActualizaAlmacenesUbicacionesReply {
  result: 'ok' | 'ko';
  statusCode?: string;
  errorMsg?: string;
}
/**
 * Body of POST /wscomun/portalinformes/actualizaUsuario: Save a portal user (user update)
 */
export interface ActualizaUsuarioBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Organisation id of the session
   */
  idOrganizacion?: string | number;
  /**
   * User to save
   */
  usuario: string;
  /**
   * The administrator saving (the session user)
   */
  usuarioModificacion?: string;
  /**
   * S activates the user
   */
  activoSN: 'S' | 'N';
  /**
   * Company of the user
   */
  nuevaEmpresa: string | number;
  /**
   * Name of the company (informative)
   */
  nombreEmpresa?: string;
  /**
   * Role code (listaRoles)
   */
  role: string;
  opciones: {
    id: number;
    valueSN: 'S' | 'N';
  }[];
  informes: {
    informe: string;
    valueSN: 'S' | 'N';
  }[];
  representante?: string | number | null;
  agente?: string | number | null;
  cliente?: string | number | null;
  sucursal?: string | number | null;
  /**
   * Branches of a MULTISUCURSAL user
   */
  sucursales?: (string | number)[] | null;
  proveedor?: string | number | null;
  sucursalProv?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/actualizaUsuario: Save a portal user (user update)
 */
export interface ActualizaUsuarioReply {
  result: 'ok' | 'ko';
  statusCode?: string;
  errorMsg?: string;
}
/**
 * Body of POST /wscomun/portalinformes/addFechaRol: Save the date limits of a role (addFechaRol)
 */
export interface AddFechaRolBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa: string | number;
  /**
   * Domain or id of the organisation
   */
  organizacion?: string | number;
  /**
   * Role id
   */
  idRol: number;
  /**
   * Earliest date users of the role may query. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaInicial?: string | null;
  /**
   * Latest date users of the role may query. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaFinal?: string | null;
  /**
   * Days back of the default report windows
   */
  diasAntiguedad?: number | null;
  /**
   * S: reports apply the limits by themselves
   */
  autoFiltro?: 'S' | 'N' | '' | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/addFechaRol: Save the date limits of a role (addFechaRol)
 */
export interface AddFechaRolReply {
  statusCode: string;
  /**
   * 1 inserted, 2 updated, -1 error
   */
  codigo: number;
  errorMsg: string;
}
/**
 * Body of POST /wscomun/portalinformes/administracionAlmacenesUbicaciones: Warehouses and locations with their marks (warehouse configuration)
 */
export interface AdministracionAlmacenesUbicacionesBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Organisation id of the session
   */
  idOrganizacion?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  /**
   * Exact filters
   */
  filters?: {} | null;
  /**
   * Work centre of the warehouse
   */
  centro?: string | number | null;
  /**
   * Warehouse whose locations to list
   */
  almacen?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/administracionAlmacenesUbicaciones: Warehouses and locations with their marks (warehouse configuration)
 */
export interface AdministracionAlmacenesUbicacionesReply {
  statusCode: string;
  statusText: string;
  numReg: number;
  dataRes: {
    centro: string;
    almacen: string;
    nombre: string;
    numUbicaciones: number | null;
    ubicacionesMarcadas: number | null;
    ubicacion: string | null;
    nombreUbicacion: string | null;
    marcado: 'S' | 'N';
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/agrupacionesNom: Line groupings (agrupacionesNom)
 */
export interface AgrupacionesNomBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Company of the groupings (the call's)
   */
  agrupaEmpresa?: string | number | null;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/agrupacionesNom: Line groupings (agrupacionesNom)
 */
export interface AgrupacionesNomReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  AGRUPACIONES: {
    agrupaCodigo: number;
    agrupaDenominacion: string;
    agrupaEmpresa: string;
  }[];
  totalRows: number;
}
/**
 * Body of POST /wscomun/portalinformes/borraAgrupacion: Delete a grouping (borraAgrupacion)
 */
export interface BorraAgrupacionBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Company of the grouping
   */
  agrupaEmpresa?: string | number | null;
  agrupaCodigo: number | string;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/borraAgrupacion: Delete a grouping (borraAgrupacion)
 */
export interface BorraAgrupacionReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
}
/**
 * Body of POST /wscomun/portalinformes/borraLineaPresupuesto: Delete a quote line (borraLineaPresupuesto)
 */
export interface BorraLineaPresupuestoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Customer
   */
  cliente: string | number | null;
  /**
   * Quote number
   */
  numeroPedido: string | number | null;
  /**
   * Quote number suffix (bis), 0 for the first
   */
  numeroBis: string | number | null;
  /**
   * Quote type
   */
  tipo?: string | null;
  /**
   * Line number
   */
  numeroItem: number | string;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/borraLineaPresupuesto: Delete a quote line (borraLineaPresupuesto)
 */
export interface BorraLineaPresupuestoReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  importePedidoEntrado: number;
}
/**
 * Body of POST /wscomun/portalinformes/borraPresupuesto: Delete a quote (borraPresupuesto)
 */
export interface BorraPresupuestoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Customer
   */
  cliente: string | number | null;
  /**
   * Quote number
   */
  numeroPedido: string | number | null;
  /**
   * Quote number suffix (bis), 0 for the first
   */
  numeroBis: string | number | null;
  /**
   * Quote type
   */
  tipo?: string | null;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/borraPresupuesto: Delete a quote (borraPresupuesto)
 */
export interface BorraPresupuestoReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
}
/**
 * Body of POST /wscomun/portalinformes/borrarVista: Delete a view (portal extension)
 */
export interface BorrarVistaBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Id of a stored view
   */
  id: number;
}
/**
 * 200 reply of POST /wscomun/portalinformes/borrarVista: Delete a view (portal extension)
 */
export interface BorrarVistaReply {
  result: 'ok' | 'ko';
  statusCode?: string;
  errorMsg?: string;
}
/**
 * Body of POST /wscomun/portalinformes/cabecerPresupuesto: Quote header (cabecerPresupuesto)
 */
export interface CabecerPresupuestoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Quote id
   */
  id: number | string;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/cabecerPresupuesto: Quote header (cabecerPresupuesto)
 */
export interface CabecerPresupuestoReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  cabeceraPresupuesto: {
    usuario: string;
    empresa: string;
    nombreEmpresa: string;
    id: number;
    moneda: string;
    /**
     * Quote number
     */
    numeroPedido: number;
    numeroBis: number;
    tipo: string;
    cliente: string;
    nombreCliente: string;
    sucursalEnvio: string;
    /**
     * Company name of the delivery branch
     */
    razonSocial: string;
    /**
     * Amount after header discounts, before VAT
     */
    importePedidoEntrado: number;
    /**
     * 1 open, 2 accepted, 3 cancelled, 4 retained
     */
    estado: number;
    nombreEstado: string;
    /**
     * Always 0
     */
    contabilidad: number;
    formaPago: string;
    formaPagoNombre: string;
    tipoDtoRappel: string;
    /**
     * Rappel percent
     */
    dtoRappel: number;
    tipoDtoPP: string;
    /**
     * Prompt payment percent
     */
    dtoPP: number;
    representante: string;
    agente: string;
    /**
     * DD/MM/YYYY
     */
    fechaCreacion: string;
    /**
     * Valid until. DD/MM/YYYY
     */
    vigencia: string;
    /**
     * Delivery deadline. DD/MM/YYYY
     */
    plazoEntrega: string;
    refPedido: string;
    observaciones: string;
    /**
     * Order the quote became
     */
    numeroPedidoGenerado: number | null;
    lineas: {
      idLinea: number;
      /**
       * Quote id
       */
      idCabecera: number;
      /**
       * Line number
       */
      numeroItem: number;
      articulo: string;
      nombreArticulo: string;
      /**
       * Image file of the article (getURLFile)
       */
      imagen: string | null;
      /**
       * Grouping code, 0 none
       */
      agrupacion: number;
      nombreAgrupacion: string;
      /**
       * Quantity in the price unit
       */
      cantidad: number;
      /**
       * Price unit
       */
      ump: string;
      /**
       * Quantity in the sales unit
       */
      cantidadUmv: number;
      /**
       * Sales unit
       */
      umv: string;
      /**
       * Price units in one sales unit
       */
      factor: number;
      /**
       * m³ of one sales unit
       */
      volumenUnitario: number;
      /**
       * m³ of the line
       */
      volumen: number;
      tarifa: string;
      /**
       * Date of the rate price. DD/MM/YYYY
       */
      fechaTarifa: string;
      /**
       * Rate price
       */
      precioTarifa: number;
      /**
       * Price used
       */
      precioArticulo: number;
      /**
       * S when typed instead of the rate price
       */
      precioModificado: string;
      /**
       * Lowest net price allowed
       */
      precioLimite: number;
      /**
       * B gross (line discount applies) or N net
       */
      brutoNeto: 'B' | 'N';
      /**
       * Line discount type
       */
      tipoDescuento: string | null;
      porc1Dto: number;
      /**
       * + or -
       */
      entre12: '+' | '-';
      porc2Dto: number;
      /**
       * + or -
       */
      entre23: '+' | '-';
      porc3Dto: number;
      /**
       * Line discount in percent: porc1 ± porc2 ± porc3
       */
      descuento: number;
      /**
       * Net unit price
       */
      netoArticulo: number;
      /**
       * Line amount
       */
      importeLinea: number;
      referencia: string;
      observaciones: string;
      estado: number;
      /**
       * S: generated by the ERP (shipping costs), locked
       */
      generadaDpc: string;
    }[];
    totales: {
      /**
       * Sum of the line amounts
       */
      importeLineas: number;
      importeRappel: number;
      importeProntoPago: number;
      baseImponible: number;
      porcentajeIva: number;
      importeIva: number;
      total: number;
    };
  };
}
/**
 * Body of POST /wscomun/portalinformes/cambiaIdioma: Change the user language (change-language)
 */
export interface CambiaIdiomaBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  idioma: 'es' | 'en' | 'fr' | 'it' | 'ES' | 'EN' | 'FR' | 'IT' | 'E';
  usuario: string;
}
/**
 * 200 reply of POST /wscomun/portalinformes/cambiaIdioma: Change the user language (change-language)
 */
export interface CambiaIdiomaReply {
  result: 'ok' | 'ko';
  statusCode?: string;
  errorMsg?: string;
}
/**
 * Body of POST /wscomun/portalinformes/contratoDet: Waste codes and treatments of a contract (contratoDet)
 */
export interface ContratoDetBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Contract number (numContrato of the row)
   */
  numContrato: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/contratoDet: Waste codes and treatments of a contract (contratoDet)
 */
export interface ContratoDetReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    rn: number;
    /**
     * Waste code
     */
    codLER: string;
    denomLER: string;
    /**
     * R/D operation
     */
    codTrat: string;
    descTrat: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/creaUsuarioSP: Add an ERP user to the portal (user create, on-premise)
 */
export interface CreaUsuarioSPBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Organisation id of the session
   */
  idOrganizacion?: string | number;
  /**
   * Login name (the ERP user)
   */
  login?: string;
  /**
   * ERP user code
   */
  usuario: string;
  nombre?: string;
  email?: string;
  telefono?: string;
}
/**
 * 200 reply of POST /wscomun/portalinformes/creaUsuarioSP: Add an ERP user to the portal (user create, on-premise)
 */
export interface CreaUsuarioSPReply {
  result: 'ok' | 'ko';
  statusCode?: string;
  errorMsg?: string;
}
/**
 * Body of POST /wscomun/portalinformes/datosCliente: Customer data for the client info dialog (datosCliente)
 */
export interface DatosClienteBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Customer code
   */
  cliente: string | number | null;
  /**
   * Branch code (optional)
   */
  sucursal?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/datosCliente: Customer data for the client info dialog (datosCliente)
 */
export interface DatosClienteReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    cliente: string;
    nombre: string;
    razonSocial: string;
    cif: string;
    direccion: string;
    cp: string;
    poblacion: string;
    provincia: string;
    telefono: string;
    correoElectronico: string;
    representante: string;
    nombreRepresentante: string | null;
    zona: string;
    nombreZona: string | null;
    /**
     * A active, B blocked
     */
    estado: string;
    numSucursales: number;
    /**
     * Branch code when asked
     */
    sucursal: string | null;
    nombreSucursal: string | null;
    direccionEnvio: string | null;
    poblacionEnvio: string | null;
    telefonoSucursal: string | null;
    emailSucursal: string | null;
  };
}
/**
 * Body of POST /wscomun/portalinformes/datosUsuario: ERP user data of the session
 */
export interface DatosUsuarioBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  getAvatarSN?: 'S' | 'N';
}
/**
 * 200 reply of POST /wscomun/portalinformes/datosUsuario: ERP user data of the session
 */
export interface DatosUsuarioReply {
  usuario: string;
  nombre: string;
  /**
   * Company of the ERP session
   */
  empresa: string;
  userId: number;
  orgId: number;
  /**
   * E means Spanish
   */
  idiomaUsuario: string;
  errorCode: number;
  errorMsg: string;
}
/**
 * Body of POST /wscomun/portalinformes/datosUsuarioPortal: Portal session data of the user
 */
export interface DatosUsuarioPortalBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
}
/**
 * 200 reply of POST /wscomun/portalinformes/datosUsuarioPortal: Portal session data of the user
 */
export interface DatosUsuarioPortalReply {
  statusCode: string;
  errorMsg: string;
  result: {
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
    sucursales: {
      sucursal: string;
      razonSocial: string;
    }[];
    representante: string | null;
    agente: string | null;
    representanteNombre: string | null;
    nivelMaxArt: number;
    usuarioExpertSN: string;
    permiteCreaOCSN: string;
    [k: string]: unknown;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/definicionInforme: Report definition (portal extension)
 */
export interface DefinicionInformeBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  informe: string;
  /**
   * The version of the definition the portal holds
   */
  version?: string;
}
/**
 * 200 reply of POST /wscomun/portalinformes/definicionInforme: Report definition (portal extension)
 */
export interface DefinicionInformeReply {
  statusCode: string;
  /**
   * The current version of the definition
   */
  version: string;
  /**
   * S: the version sent is the current one (no definition in the reply)
   */
  sinCambios?: string;
  definicion?: {
    [k: string]: unknown;
  };
}
/**
 * Body of POST /wscomun/portalinformes/detallePresupuesto: Lines of a quote (detallePresupuesto)
 */
export interface DetallePresupuestoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Customer
   */
  cliente: string | number | null;
  /**
   * Quote number
   */
  numeroPedido: string | number | null;
  /**
   * Quote number suffix (bis), 0 for the first
   */
  numeroBis: string | number | null;
  /**
   * Quote type
   */
  tipo?: string | null;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/detallePresupuesto: Lines of a quote (detallePresupuesto)
 */
export interface DetallePresupuestoReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  detallePresupuesto: {
    idLinea: number;
    /**
     * Quote id
     */
    idCabecera: number;
    /**
     * Line number
     */
    numeroItem: number;
    articulo: string;
    nombreArticulo: string;
    /**
     * Image file of the article (getURLFile)
     */
    imagen: string | null;
    /**
     * Grouping code, 0 none
     */
    agrupacion: number;
    nombreAgrupacion: string;
    /**
     * Quantity in the price unit
     */
    cantidad: number;
    /**
     * Price unit
     */
    ump: string;
    /**
     * Quantity in the sales unit
     */
    cantidadUmv: number;
    /**
     * Sales unit
     */
    umv: string;
    /**
     * Price units in one sales unit
     */
    factor: number;
    /**
     * m³ of one sales unit
     */
    volumenUnitario: number;
    /**
     * m³ of the line
     */
    volumen: number;
    tarifa: string;
    /**
     * Date of the rate price. DD/MM/YYYY
     */
    fechaTarifa: string;
    /**
     * Rate price
     */
    precioTarifa: number;
    /**
     * Price used
     */
    precioArticulo: number;
    /**
     * S when typed instead of the rate price
     */
    precioModificado: string;
    /**
     * Lowest net price allowed
     */
    precioLimite: number;
    /**
     * B gross (line discount applies) or N net
     */
    brutoNeto: 'B' | 'N';
    /**
     * Line discount type
     */
    tipoDescuento: string | null;
    porc1Dto: number;
    /**
     * + or -
     */
    entre12: '+' | '-';
    porc2Dto: number;
    /**
     * + or -
     */
    entre23: '+' | '-';
    porc3Dto: number;
    /**
     * Line discount in percent: porc1 ± porc2 ± porc3
     */
    descuento: number;
    /**
     * Net unit price
     */
    netoArticulo: number;
    /**
     * Line amount
     */
    importeLinea: number;
    referencia: string;
    observaciones: string;
    estado: number;
    /**
     * S: generated by the ERP (shipping costs), locked
     */
    generadaDpc: string;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/eliminarUsuario: Delete a portal user (eliminarUsuario)
 */
export interface EliminarUsuarioBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Domain or id of the organisation
   */
  organizacion?: string | number;
  /**
   * User to delete
   */
  usuario: string;
}
/**
 * 200 reply of POST /wscomun/portalinformes/eliminarUsuario: Delete a portal user (eliminarUsuario)
 */
export interface EliminarUsuarioReply {
  result: 'ok' | 'ko';
  statusCode?: string;
  errorMsg?: string;
}
/**
 * Body of POST /wscomun/portalinformes/estadoPedidoAlbaranCab: Order detail header (estadoPedidoAlbaranCab)
 */
export interface EstadoPedidoAlbaranCabBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  numeroPedido: string | number | null;
  cliente: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/estadoPedidoAlbaranCab: Order detail header (estadoPedidoAlbaranCab)
 */
export interface EstadoPedidoAlbaranCabReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    numPedido: number;
    tipoPedido: string;
    /**
     * Web status id
     */
    estadoPedido: number;
    fechaPedido: string | null;
    fechaRecep: string | null;
    clteID: string;
    clteNombre: string;
    razonSocial: string;
    direccionEnvio: string;
    poblacionEnvio: string;
    telefonoEnvio: string;
    emailEnvio: string;
    direccionFacturacion: string;
    poblacionFacturacion: string;
    telefonoFacturacion: string;
    emailFacturacion: string;
    CIFFacturacion: string;
    agenciaTtte: string;
    tieneAlbaran: string;
    tieneFactura: string;
    muestraAlbaranCab: string;
    muestraFacturaCab: string;
  };
}
/**
 * Body of POST /wscomun/portalinformes/formasPago: Payment methods (formasPago)
 */
export interface FormasPagoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Country code (011 Spain)
   */
  pais?: string | number | null;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/formasPago: Payment methods (formasPago)
 */
export interface FormasPagoReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  FORMAS_PAGO: {
    formaPago: string;
    formaPagoNombre: string;
    /**
     * Days to pay
     */
    dias: number;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/generarOcPedido: Generate a purchase order from order lines (generarOcPedido)
 */
export interface GenerarOcPedidoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Accounting type, 0
   */
  contabilidad?: string | number | null;
  cliente: string | number | null;
  numeroPedido: string | number | null;
  lineas: {
    numeroLinea: number | string;
    marcado: 'S' | 'N';
  }[];
}
/**
 * 200 reply of POST /wscomun/portalinformes/generarOcPedido: Generate a purchase order from order lines (generarOcPedido)
 */
export interface GenerarOcPedidoReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    infoMsg: string;
    ordenCompra: string;
    lineas: number[];
  };
}
/**
 * Body of POST /wscomun/portalinformes/getAlbaranesProveedor: Supplier delivery notes (getAlbaranesProveedor)
 */
export interface GetAlbaranesProveedorBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  usuario?: string | null;
  /**
   * Supplier code
   */
  proveedor?: string | number | null;
  /**
   * Supplier branch
   */
  sucursal?: string | number | null;
  /**
   * Customer code
   */
  cliente?: string | number | null;
  /**
   * Customer branch
   */
  sucursalCliente?: string | number | null;
  /**
   * Entry date from. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaIni?: string | null;
  /**
   * Entry date to. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaFin?: string | null;
  /**
   * S: only notes pending the supplier invoice
   */
  pendientesFacturaSN?: 'S' | 'N' | 's' | 'n' | '' | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getAlbaranesProveedor: Supplier delivery notes (getAlbaranesProveedor)
 */
export interface GetAlbaranesProveedorReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * P order, A credit, C charge, other e.g. T
     */
    tipoPedido: string;
    proveedor: string;
    nombreProv: string;
    sucursalProv: string;
    /**
     * Receipt number
     */
    numAlbaran: number;
    ejercicio: number;
    fechaEntrada: string | null;
    /**
     * Purchase order
     */
    ocCompra: string | null;
    cliente: string | null;
    nombreCliente: string | null;
    /**
     * Customer branch
     */
    sucursal: string | null;
    importe: number;
    /**
     * Supplier invoice; null while pending
     */
    facturaProveedor: string | null;
    /**
     * S when the supplier invoice was received
     */
    facturadoSN: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/getComprasVentas: Purchases, sales and transits (getComprasVentas)
 */
export interface GetComprasVentasBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  /**
   * Server column names the search looks in, comma separated
   */
  searchCols?: (string | unknown[] | null) & string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  usuario?: string | null;
  /**
   * Transport agency of either side
   */
  transporte?: string | number | null;
  /**
   * Delivery note of either side
   */
  numAlbaran?: string | number | null;
  /**
   * C: include purchases; empty: leave them out
   */
  tipoCompra?: 'C' | 'c' | '' | null;
  /**
   * V: include sales; empty: leave them out
   */
  tipoVenta?: 'V' | 'v' | '' | null;
  /**
   * T: include transits; empty: leave them out
   */
  tipoTransito?: 'T' | 't' | '' | null;
  /**
   * Operation date from. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaIni?: string | null;
  /**
   * Operation date to. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaFin?: string | null;
  /**
   * Filter-row conditions with server column names
   */
  filter?: (unknown[] | string | null) & ((unknown[] | string) & (string | number | null)[])[];
  /**
   * The filter conditions as text, read when filter is absent
   */
  query?: string | null;
  /**
   * Reply fields of each row to return (cAlmacen,cFecha,tBeneficio…), comma separated; absent: every field
   */
  fields?: (string | unknown[] | null) & string[];
}
/**
 * 200 reply of POST /wscomun/portalinformes/getComprasVentas: Purchases, sales and transits (getComprasVentas)
 */
export interface GetComprasVentasReply {
  statusCode: string;
  statusText: string;
  infoMsg: {
    /**
     * 0 when the search ran
     */
    code: number;
    message: string;
  };
  dataRes: {
    /**
     * Row number
     */
    rn: number;
    /**
     * C_ALMACEN
     */
    cAlmacen: string | null;
    /**
     * C_FECHA, YYYY-MM-DD
     */
    cFecha: string | null;
    /**
     * C_NUM_ALBARAN
     */
    cNumAlbaran: string | null;
    /**
     * C_PROVEEDOR
     */
    cProveedor: string | null;
    /**
     * C_SUC_PROVEEDOR
     */
    cSucProveedor: string | null;
    /**
     * C_TRANSPORTE
     */
    cTransporte: string | null;
    /**
     * C_MATRICULA
     */
    cMatricula: string | null;
    /**
     * C_ARTICULO
     */
    cArticulo: string | null;
    /**
     * C_CANTIDAD
     */
    cCantidad: number | null;
    /**
     * C_PRECIO
     */
    cPrecio: number | null;
    /**
     * C_IMPORTE
     */
    cImporte: number | null;
    /**
     * C_PRECIO_MEDIO
     */
    cPrecioMedio: number | null;
    /**
     * C_ALBARAN_TTE
     */
    cAlbaranTte: string | null;
    /**
     * C_TRANSPORTISTA
     */
    cTransportista: string | null;
    /**
     * C_IMPORTE_TTE
     */
    cImporteTte: number | null;
    /**
     * C_COSTE_TTE
     */
    cCosteTte: number | null;
    /**
     * V_ALMACEN
     */
    vAlmacen: string | null;
    /**
     * V_FECHA, YYYY-MM-DD
     */
    vFecha: string | null;
    /**
     * V_NUM_ALBARAN
     */
    vNumAlbaran: string | null;
    /**
     * V_PROVEEDOR
     */
    vProveedor: string | null;
    /**
     * V_SUC_PROVEEDOR
     */
    vSucProveedor: string | null;
    /**
     * V_TRANSPORTE
     */
    vTransporte: string | null;
    /**
     * V_MATRICULA
     */
    vMatricula: string | null;
    /**
     * V_ARTICULO
     */
    vArticulo: string | null;
    /**
     * V_CANTIDAD
     */
    vCantidad: number | null;
    /**
     * V_PRECIO
     */
    vPrecio: number | null;
    /**
     * V_IMPORTE
     */
    vImporte: number | null;
    /**
     * V_PRECIO_MEDIO
     */
    vPrecioMedio: number | null;
    /**
     * V_ALBARAN_TTE
     */
    vAlbaranTte: string | null;
    /**
     * V_TRANSPORTISTA
     */
    vTransportista: string | null;
    /**
     * V_IMPORTE_TTE
     */
    vImporteTte: number | null;
    /**
     * V_COSTE_TTE
     */
    vCosteTte: number | null;
    /**
     * V_TICKET_PESADA
     */
    vTicketPesada: string | null;
    /**
     * T_IS_TRANSITO
     */
    tIsTransito: string | null;
    /**
     * T_BENEFICIO
     */
    tBeneficio: number | null;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/getData: Url info (get-url-info)
 */
export interface GetDataBody {
  dominio?: string;
  /**
   * Host name of the page
   */
  url: string;
  usrAplMemcache?: string;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getData: Url info (get-url-info)
 */
export interface GetDataReply {
  statusCode: string;
  empresa: string;
  /**
   * Domain of the organisation
   */
  organizacion: string;
  idOrganizacion: number;
  marca: string;
  dominio: string;
  dominioDesdeHost: 'S' | 'N';
}
/**
 * Body of POST /wscomun/portalinformes/getDescargaProforma: Proforma invoice of an order (getDescargaProforma)
 */
export interface GetDescargaProformaBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Company type, always 0
   */
  tipoEmpresa?: number | string | null;
  /**
   * PDF output, always S
   */
  pdfSn?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Help flag, always N
   */
  help?: 'S' | 'N' | 's' | 'n' | '' | null;
  numeroPedido: string | number | null;
  cliente: string | number | null;
  /**
   * Report option E0
   */
  E0?: string | number | null;
  /**
   * Report option E1
   */
  E1?: string | number | null;
  /**
   * Report option E2
   */
  E2?: string | number | null;
  /**
   * Report option E3
   */
  E3?: string | number | null;
  /**
   * Report option E4
   */
  E4?: string | number | null;
  /**
   * Report option E5
   */
  E5?: string | number | null;
  /**
   * Report option E6
   */
  E6?: string | number | null;
  /**
   * Report option E7
   */
  E7?: string | number | null;
  /**
   * Report option E8
   */
  E8?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getDescargaProforma: Proforma invoice of an order (getDescargaProforma)
 */
export interface GetDescargaProformaReply {
  statusCode: string;
  dataRes: {
    /**
     * Base64 PDF
     */
    report: string;
  };
  errorMsg: string;
  errorCode: number;
}
/**
 * Body of POST /wscomun/portalinformes/getDetalleOrdenCompraPendiente: Lines of a pending purchase order (getDetalleOrdenCompraPendiente)
 */
export interface GetDetalleOrdenCompraPendienteBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Purchase order; digits only
   */
  numeroOc: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getDetalleOrdenCompraPendiente: Lines of a pending purchase order (getDetalleOrdenCompraPendiente)
 */
export interface GetDetalleOrdenCompraPendienteReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Article
     */
    producto: string;
    descProducto: string | null;
    /**
     * Waste code
     */
    codigoLer: string | null;
    denominacionLer: string | null;
    cantidad: number;
    precioArt: number;
    importeLinea: number;
    /**
     * Identification document
     */
    numeroDI: string | null;
    observacionesOC: string | null;
    /**
     * Line
     */
    itemOC: number;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/getEstadosPedidosWeb: Order web statuses
 */
export interface GetEstadosPedidosWebBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  idioma: string;
  order?: 'ASC' | 'DESC';
}
/**
 * 200 reply of POST /wscomun/portalinformes/getEstadosPedidosWeb: Order web statuses
 */
export interface GetEstadosPedidosWebReply {
  statusCode: string;
  estados: {
    estadoPedidoWeb: number;
    estadoFabricacionExpert: number;
    estadoPedidoExpert: number;
    estadoCompletoExpert: number;
    descripcion: string;
    icono: string;
    [k: string]: unknown;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/getFechasRoles: Date limits of a role in the session company (role dates)
 */
export interface GetFechasRolesBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  organizacion: string | number;
  /**
   * Role id
   */
  rol: string | number;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getFechasRoles: Date limits of a role in the session company (role dates)
 */
export interface GetFechasRolesReply {
  statusCode: string;
  roles: {
    idRol: number;
    fechaInicio: string | null;
    fechaFinal: string | null;
    diasAntiguedad: number | null;
    autoFiltro: string | null;
    [k: string]: unknown;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/getListaDtos: Discount types (getListaDtos)
 */
export interface GetListaDtosBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * PP, CAB or LIN
   */
  tipoDescuento: 'PP' | 'CAB' | 'LIN';
  /**
   * Date the discounts must be valid on. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaAplicacion?: string | null;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getListaDtos: Discount types (getListaDtos)
 */
export interface GetListaDtosReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  DTOS: {
    tipoDescuento: string;
    denomDto: string;
    /**
     * Combined percentage
     */
    dto: number;
    porc1Dto: number;
    porc2Dto: number;
    porc3Dto: number;
    /**
     * + or -
     */
    entre12: '+' | '-';
    /**
     * + or -
     */
    entre23: '+' | '-';
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/getListaTarifas: Rates of an article (getListaTarifas)
 */
export interface GetListaTarifasBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  articulo: string;
  /**
   * Price date. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaTarifa?: string | null;
  /**
   * Price unit
   */
  unidadMedida?: string | null;
  /**
   * Currency, EUR by default
   */
  moneda?: string | null;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getListaTarifas: Rates of an article (getListaTarifas)
 */
export interface GetListaTarifasReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  tarifas: {
    tarifa: string;
    nombre: string;
    precioA: number;
    /**
     * B gross (the line discount applies) or N net
     */
    brutoNeto: 'B' | 'N';
    tipoDto: string | null;
    dto: number;
    moneda: string;
    /**
     * DD/MM/YYYY: the price applies from this day
     */
    fechaTarifa: string;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/getOrdenesCompraPendientes: Pending purchase orders (getOrdenesCompraPendientes)
 */
export interface GetOrdenesCompraPendientesBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  usuario?: string | null;
  /**
   * Supplier
   */
  codigoProveedor?: string | number | null;
  /**
   * Supplier branch
   */
  codSucursal?: string | number | null;
  /**
   * Order date from. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaInicio?: string | null;
  /**
   * Order date to. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaFin?: string | null;
  /**
   * Purchase order; digits only
   */
  numeroOc?: string | number | null;
  /**
   * Work centre
   */
  centro?: string | number | null;
  /**
   * S: every row for the Excel export
   */
  descargaExcelSN?: 'S' | 'N' | 's' | 'n' | '' | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getOrdenesCompraPendientes: Pending purchase orders (getOrdenesCompraPendientes)
 */
export interface GetOrdenesCompraPendientesReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Work centre
     */
    centro: string;
    /**
     * Supplier name
     */
    razonProveedor: string;
    /**
     * Supplier branch name
     */
    razonSucursalProv: string | null;
    /**
     * Purchase order
     */
    numeroOc: number;
    fechaOC: string | null;
    /**
     * Delivery note of the receipt
     */
    numAlbaran: string | null;
    /**
     * PDA ticket
     */
    ticketPda: string | null;
    /**
     * Transport agency name
     */
    agenciaTransporte: string | null;
    /**
     * Licence plate
     */
    matricula: string | null;
    codigoProveedor: string;
    sucursalProveedor: string;
    /**
     * Lines of the order
     */
    itemOC: number;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/getPedidosAlbaranes: Lines of an order (getPedidosAlbaranes)
 */
export interface GetPedidosAlbaranesBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Order number
   */
  numeroPedido: string | number | null;
  /**
   * Order type P, C or A
   */
  tipoPedido?: string | number | null;
  cliente: string | number | null;
  /**
   * Branch (SUCURSAL users)
   */
  sucursal?: string | number | null;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getPedidosAlbaranes: Lines of an order (getPedidosAlbaranes)
 */
export interface GetPedidosAlbaranesReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    linea: number;
    numeroLinea: number;
    articulo: string;
    articuloNombre: string | null;
    cantidad: number;
    precio: number;
    importe: number;
    /**
     * Web status id of the line
     */
    estadoWeb: number;
    /**
     * ERP status of the line; negative when retained
     */
    estadoPedido: number;
    fechaSituacion: string | null;
    numeroAlbaran: number | null;
    /**
     * Year of the delivery note
     */
    numeroEjercicio: number | null;
    numeroFactura: number | null;
    serieFactura: string | null;
    secuenciaFactura: number | null;
    fechaFactura: string | null;
    /**
     * Billing branch of the invoice
     */
    sucursalFactura: string | null;
    representante: string;
    cliente: string;
    numeroPedido: number;
    /**
     * Accounting type, 0
     */
    contabilidad: number;
    /**
     * S when the line is marked for (or has) a purchase order
     */
    generarOC: string;
    oCGeneradaSN: string;
    /**
     * Generated purchase order
     */
    ocGenerada: string | null;
    /**
     * SIN ALBARAN, SIN ENVIAR (no tracking), EN TRANSITO, EN REPARTO or ENTREGADO
     */
    estadoHUB: string;
    empresa: string;
    razonSocial: string;
    /**
     * Last carrier event or status
     */
    ultimoEstado: string | null;
    referenciaLineal: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/getPedidosAlbaranesCab: Order search (getPedidosAlbaranesCab)
 */
export interface GetPedidosAlbaranesCabBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Session user
   */
  usuario?: string | null;
  clienteInicial?: string | number | null;
  clienteFinal?: string | number | null;
  representanteInicial?: string | number | null;
  representanteFinal?: string | number | null;
  agenteInicial?: string | number | null;
  agenteFinal?: string | number | null;
  /**
   * Order number, or web order number
   */
  numeroPedido?: string | number | null;
  /**
   * Customer reference (contains)
   */
  suReferencia?: string | null;
  /**
   * Customer zone
   */
  zona?: string | number | null;
  /**
   * Order date from. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaInicio?: string | null;
  /**
   * Order date to. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaFin?: string | null;
  /**
   * Years back when no start date; 0 no limit
   */
  numeroAnyosAntiguedadPedidos?: string | number | null;
  /**
   * S: only late orders
   */
  plazoEntregaSuperado?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Days of delay tolerated by plazoEntregaSuperado
   */
  dias?: string | number | null;
  /**
   * Include orders (P)
   */
  tipoPedido?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Include charges (C)
   */
  tipoCargo?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Include credit notes (A)
   */
  tipoAbono?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Article code or name (contains)
   */
  articulo?: string | null;
  /**
   * Project (contains)
   */
  obra?: string | null;
  /**
   * Delivery branch
   */
  sucursal?: string | number | null;
  /**
   * Web status ids to keep
   */
  listaEstadosFiltrar?:
    | (
        | number
        | string
        | {
            [k: string]: unknown;
          }
      )[]
    | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getPedidosAlbaranesCab: Order search (getPedidosAlbaranesCab)
 */
export interface GetPedidosAlbaranesCabReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Customer code
     */
    clteCodigo: string;
    clteNombre: string;
    razonSocial: string;
    /**
     * P order, C charge, A credit note
     */
    pedido_cargo_abono: string;
    /**
     * Order number
     */
    cpmNumPedido: number;
    /**
     * Web order number
     */
    cpmNumPedidoWeb: string | null;
    fechaPedido: string | null;
    fechaRecepPedido: string | null;
    /**
     * Project
     */
    obra: string;
    /**
     * Customer reference
     */
    refPedido: string;
    /**
     * Web status id
     */
    situacionPedido: number;
    /**
     * Web status in the user language
     */
    descripcionEstado: string | null;
    agenciaTransporte: string;
    /**
     * NoRetenido, Retenido or ParcialmenteRetenido
     */
    estadoPedidoRetenido: string;
    /**
     * Promised delivery date
     */
    fechaEntrega: string | null;
    sucursalEnvio: string;
    sucursalFacturacion: string;
    representante: string;
    agente: string;
    /**
     * Order amount (negative for credit notes)
     */
    importe: number;
    /**
     * S when the order has documents to show (shipped)
     */
    mostrarBtn: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/getPermisosResiduos: Waste permissions of a user (getPermisosResiduos)
 */
export interface GetPermisosResiduosBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  usuario: string;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getPermisosResiduos: Waste permissions of a user (getPermisosResiduos)
 */
export interface GetPermisosResiduosReply {
  statusCode: string;
  result: {
    permiso: string;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/getProximasRecepcionesOCProd: Upcoming purchase-order receipts of an article (getProximasRecepcionesOCProd)
 */
export interface GetProximasRecepcionesOCProdBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Article
   */
  codigoArticulo: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getProximasRecepcionesOCProd: Upcoming purchase-order receipts of an article (getProximasRecepcionesOCProd)
 */
export interface GetProximasRecepcionesOCProdReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Purchase order
     */
    ordenCompra: number;
    /**
     * Expected delivery
     */
    fechaEntrega: string | null;
    /**
     * Still to receive
     */
    cantidadPedida: number;
    unidadMedidaUMP: string;
    /**
     * Article
     */
    producto: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/getRepres: Restricted representative picker (getRepres)
 */
export interface GetRepresBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  usuario?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteIdentFiscalNombreRazonSocial?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteRazonSocialTelefonoEmail?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  cliente?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  sucursal?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  estado?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  conCompras?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  codigoProveedor?: string | number | null;
  /**
   * Exact representative code
   */
  representante?: string | number | null;
  /**
   * Exact agent
   */
  agente?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getRepres: Restricted representative picker (getRepres)
 */
export interface GetRepresReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Representative code
     */
    codigo: string;
    /**
     * Agent
     */
    subfield: string;
    nombre: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/getURLFacturas: Link to the PDF of invoices (getURLFacturas)
 */
export interface GetURLFacturasBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Company type, always 0
   */
  tipoEmpresa?: number | string | null;
  /**
   * PDF output, always S
   */
  pdfSn?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Representative from
   */
  rpteIni?: string | number | null;
  /**
   * Representative to
   */
  rpteFin?: string | number | null;
  /**
   * Invoice date from. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaIni?: string | null;
  /**
   * Invoice date to. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaFin?: string | null;
  /**
   * Customer from
   */
  clteIni?: string | number | null;
  /**
   * Customer to
   */
  clteFin?: string | number | null;
  /**
   * Invoice number from
   */
  factIni?: string | number | null;
  /**
   * Invoice number to
   */
  factFin?: string | number | null;
  /**
   * Invoice series (FV, AB)
   */
  serie?: string | number | null;
  /**
   * Invoice year
   */
  ejercicio?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getURLFacturas: Link to the PDF of invoices (getURLFacturas)
 */
export interface GetURLFacturasReply {
  statusCode: string;
  /**
   * Signed document link, or empty
   */
  report: string;
  errorMsg: string;
}
/**
 * Body of POST /wscomun/portalinformes/getUrlImgArt: Link to the picture of an article (getUrlImgArt)
 */
export interface GetUrlImgArtBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Article
   */
  producto: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/getUrlImgArt: Link to the picture of an article (getUrlImgArt)
 */
export interface GetUrlImgArtReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Signed link, or null without a picture
     */
    urlImagen: string | null;
  };
}
/**
 * Body of POST /wscomun/portalinformes/guardaAgrupacion: Create a grouping (guardaAgrupacion)
 */
export interface GuardaAgrupacionBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Company of the grouping
   */
  agrupaEmpresa?: string | number | null;
  agrupaDenominacion: string | null;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/guardaAgrupacion: Create a grouping (guardaAgrupacion)
 */
export interface GuardaAgrupacionReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  /**
   * Code of the new grouping
   */
  agrupaCodigo: number;
}
/**
 * Body of POST /wscomun/portalinformes/guardaDetallePresupuesto: Save quote lines (guardaDetallePresupuesto)
 */
export interface GuardaDetallePresupuestoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
  listaLineasPresupuesto: {
    /**
     * Quote id
     */
    idCabecera: number;
    /**
     * Line id (accion A)
     */
    idLinea?: number | null;
    /**
     * Line number (accion A, when no idLinea)
     */
    numeroItem?: number | null;
    articulo: string;
    /**
     * Quantity in the price unit; used only when cantidadUmv is absent
     */
    cantidad?: number | null;
    /**
     * Quantity in the sales unit
     */
    cantidadUmv?: number | null;
    /**
     * Rate; the line's, else the customer's, else GEN
     */
    tarifa?: string | null;
    /**
     * Price typed by the user (per price unit)
     */
    precio?: number | null;
    /**
     * Rate price the portal showed (informative: the server reads the rate)
     */
    precioTarifa?: number | null;
    /**
     * Date of the rate price; the quote date by default. DD/MM/YYYY or YYYY-MM-DD
     */
    fechaTarifa?: string | null;
    /**
     * Single line discount, when no percentages or discount type are sent
     */
    dto?: number | null;
    /**
     * Line discount type (getListaDtos LIN)
     */
    tipoDescuento?: string | null;
    /**
     * First discount percentage
     */
    porc1Dto?: number | null;
    /**
     * Link between the first and second percentages
     */
    entre12?: '+' | '-' | null;
    /**
     * Second discount percentage
     */
    porc2Dto?: number | null;
    /**
     * Link between the second and third percentages
     */
    entre23?: '+' | '-' | null;
    /**
     * Third discount percentage
     */
    porc3Dto?: number | null;
    /**
     * Line reference
     */
    ref?: string | null;
    /**
     * I insert, A amend
     */
    accion: 'I' | 'A';
    /**
     * S: take the rate price, whatever precio says
     */
    recalcularPrecio?: 'S' | 'N' | null;
    /**
     * Price unit (informative)
     */
    ump?: string | null;
    /**
     * Sales unit (informative)
     */
    umv?: string | null;
    observaciones?: string | null;
    /**
     * Line status (informative)
     */
    estado?: number | null;
    /**
     * B gross or N net; fixed by the rate on JV quotes
     */
    brutoNeto?: 'B' | 'N' | null;
    /**
     * Grouping code, 0 none
     */
    agrupacion?: number | string | null;
  }[];
}
/**
 * 200 reply of POST /wscomun/portalinformes/guardaDetallePresupuesto: Save quote lines (guardaDetallePresupuesto)
 */
export interface GuardaDetallePresupuestoReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  /**
   * Business rule that refused a line
   */
  errorCode?: string;
  errorMsg?: string;
  /**
   * Line number (or article) refused
   */
  errorItem?: string;
  /**
   * Amounts of the refusal (priceBelowLimit: net and limit)
   */
  errorValues?: {
    [k: string]: number;
  };
  detallePresupuesto?: {
    idLinea: number;
    /**
     * Quote id
     */
    idCabecera: number;
    /**
     * Line number
     */
    numeroItem: number;
    articulo: string;
    nombreArticulo: string;
    /**
     * Image file of the article (getURLFile)
     */
    imagen: string | null;
    /**
     * Grouping code, 0 none
     */
    agrupacion: number;
    nombreAgrupacion: string;
    /**
     * Quantity in the price unit
     */
    cantidad: number;
    /**
     * Price unit
     */
    ump: string;
    /**
     * Quantity in the sales unit
     */
    cantidadUmv: number;
    /**
     * Sales unit
     */
    umv: string;
    /**
     * Price units in one sales unit
     */
    factor: number;
    /**
     * m³ of one sales unit
     */
    volumenUnitario: number;
    /**
     * m³ of the line
     */
    volumen: number;
    tarifa: string;
    /**
     * Date of the rate price. DD/MM/YYYY
     */
    fechaTarifa: string;
    /**
     * Rate price
     */
    precioTarifa: number;
    /**
     * Price used
     */
    precioArticulo: number;
    /**
     * S when typed instead of the rate price
     */
    precioModificado: string;
    /**
     * Lowest net price allowed
     */
    precioLimite: number;
    /**
     * B gross (line discount applies) or N net
     */
    brutoNeto: 'B' | 'N';
    /**
     * Line discount type
     */
    tipoDescuento: string | null;
    porc1Dto: number;
    /**
     * + or -
     */
    entre12: '+' | '-';
    porc2Dto: number;
    /**
     * + or -
     */
    entre23: '+' | '-';
    porc3Dto: number;
    /**
     * Line discount in percent: porc1 ± porc2 ± porc3
     */
    descuento: number;
    /**
     * Net unit price
     */
    netoArticulo: number;
    /**
     * Line amount
     */
    importeLinea: number;
    referencia: string;
    observaciones: string;
    estado: number;
    /**
     * S: generated by the ERP (shipping costs), locked
     */
    generadaDpc: string;
  }[];
  importePedidoEntrado?: number;
}
/**
 * Body of POST /wscomun/portalinformes/guardaPresupuesto: Save a quote header (guardaPresupuesto)
 */
export interface GuardaPresupuestoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
  /**
   * I insert, A amend
   */
  accion: 'I' | 'A';
  /**
   * Quote id (accion A)
   */
  id?: number | string | null;
  /**
   * Quote number (accion I)
   */
  numero?: string | number | null;
  /**
   * Quote type; the user's type by default
   */
  tipo?: string | null;
  /**
   * Customer
   */
  cliente: string | number | null;
  /**
   * Delivery branch
   */
  sucursalEnvio: string | number | null;
  /**
   * Creation date. DD/MM/YYYY or YYYY-MM-DD
   */
  fecha: string | null;
  /**
   * Valid until. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaVigencia: string | null;
  /**
   * Delivery deadline. DD/MM/YYYY or YYYY-MM-DD
   */
  plazoEntrega?: string | null;
  /**
   * Payment method (formasPago)
   */
  formaPago: string | number | null;
  /**
   * Rappel discount type (CAB)
   */
  dtoRappel: string | number | null;
  /**
   * Prompt-payment discount type (PP)
   */
  dtoPP: string | number | null;
  /**
   * Customer reference
   */
  refPedido?: string | null;
  observaciones?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/guardaPresupuesto: Save a quote header (guardaPresupuesto)
 */
export interface GuardaPresupuestoReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  id: number;
  numeroPedido: number;
  numeroBis: number;
  moneda: string;
  /**
   * DD/MM/YYYY
   */
  plazoEntrega: string;
  importePedidoEntrado: number;
}
/**
 * Body of POST /wscomun/portalinformes/guardarColumnasInforme: Store the column choice of a report (portal extension)
 */
export interface GuardarColumnasInformeBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe), one the caller holds
   */
  informe: string;
  /**
   * Fields of the columns shown, in their order
   */
  columnas?: string[] | null;
  /**
   * Column field → width in pixels (20..2000)
   */
  anchos?: {
    [k: string]: number;
  } | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/guardarColumnasInforme: Store the column choice of a report (portal extension)
 */
export interface GuardarColumnasInformeReply {
  result: 'ok' | 'ko';
  statusCode?: string;
  errorMsg?: string;
}
/**
 * Body of POST /wscomun/portalinformes/guardarVista: Save a view of a report (portal extension)
 */
export interface GuardarVistaBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe), one the caller holds
   */
  informe: string;
  /**
   * Id of the caller's own view to replace; absent: a new view
   */
  id?: number;
  /**
   * Name of the view (trimmed; unique per user and report whatever its case)
   */
  nombre: string;
  /**
   * Filter field → value that differs from the form's initial values (null: the field emptied). A value is a string (at most 2000 characters), number, boolean or null, or an array (at most 500 items) or object (at most 50 properties) of those; field names have at most 100 characters. Another value answers 400 naming filtros.
   */
  filtros: {
    [k: string]: unknown;
  };
  /**
   * Fields of the columns shown, in their order
   */
  columnas?: string[] | null;
  /**
   * Sort of the view
   */
  orden?: {
    /**
     * Field of the column sorted by
     */
    columna: string;
    direccion: 'asc' | 'desc';
  } | null;
  /**
   * Rows per page
   */
  tamPagina?: number | null;
  /**
   * The grid's filter row: column field → operator and value
   */
  filaFiltros?: {
    [k: string]: {
      operador: string;
      valor: string;
    };
  } | null;
  /**
   * Search text of the grid tools
   */
  busqueda?: string | null;
  /**
   * S: the caller's default view of the report; N: no longer, if it was
   */
  predeterminada?: 'S' | 'N';
  /**
   * S: the report searches as soon as the view is opened
   */
  ejecutarAlAbrir?: 'S' | 'N';
  /**
   * Roles (table roles) the view is shared with (administrators only); replaces the previous ones
   */
  compartidaRoles?: string[];
  /**
   * S: shared with every user of the organisation (administrators only)
   */
  compartidaTodos?: 'S' | 'N';
  /**
   * S: pinned on the caller's reports home; N: unpinned
   */
  fijada?: 'S' | 'N';
}
/**
 * 200 reply of POST /wscomun/portalinformes/guardarVista: Save a view of a report (portal extension)
 */
export interface GuardarVistaReply {
  statusCode: string;
  /**
   * Id of the view
   */
  id: number;
}
/**
 * Body of POST /wscomun/portalinformes/impresionPresupuesto: Link to the quote PDF (impresionPresupuesto)
 */
export interface ImpresionPresupuestoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  idPresupuesto: number | string;
  /**
   * I
   */
  formato?: 'I';
  /**
   * PDF
   */
  desformat?: 'PDF' | 'pdf';
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/impresionPresupuesto: Link to the quote PDF (impresionPresupuesto)
 */
export interface ImpresionPresupuestoReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  /**
   * Signed PDF link
   */
  urlEtiqueta: string;
}
/**
 * Body of POST /wscomun/portalinformes/imprimirAlbaran: Delivery-note PDF (imprimirAlbaran)
 */
export interface ImprimirAlbaranBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Year of the delivery notes
   */
  ejercicio: string | number | null;
  albaranInicial: string | number | null;
  albaranFinal?: string | number | null;
  /**
   * Company type, always 0
   */
  tipoEmpresa?: number | string | null;
  /**
   * PDF output, always S
   */
  pdfSn?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * S: valued delivery notes
   */
  albValoradosSn?: 'S' | 'N' | 's' | 'n' | '' | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/imprimirAlbaran: Delivery-note PDF (imprimirAlbaran)
 */
export interface ImprimirAlbaranReply {
  statusCode: string;
  infoMsg: {
    code: number;
    message: string;
  };
  dataRes: {
    /**
     * Base64 PDF
     */
    report: string;
  };
  errorCode: number;
  errorMsg: string;
}
/**
 * Body of POST /wscomun/portalinformes/imprimirAlbaranProv: Print of a supplier delivery note (imprimirAlbaranProv)
 */
export interface ImprimirAlbaranProvBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Receipt number (numAlbaran of the row)
   */
  albaran: string | number | null;
  /**
   * Purchase order of the note
   */
  ocCompra?: string | number | null;
  /**
   * Supplier of the note
   */
  proveedor?: string | number | null;
  /**
   * Entry date of the note. DD/MM/YYYY or YYYY-MM-DD
   */
  fecha?: string | null;
  /**
   * Year of the note
   */
  ejercicio?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/imprimirAlbaranProv: Print of a supplier delivery note (imprimirAlbaranProv)
 */
export interface ImprimirAlbaranProvReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Signed link to our receipt note
     */
    url: string;
    /**
     * Signed link to the supplier's note, or null
     */
    urlProveedor: string | null;
  };
}
/**
 * Body of POST /wscomun/portalinformes/imprimirContrato: Contract document (imprimirContrato)
 */
export interface ImprimirContratoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Contract number (numContrato of the row)
   */
  numContrato: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/imprimirContrato: Contract document (imprimirContrato)
 */
export interface ImprimirContratoReply {
  statusCode: string;
  statusText: string;
  /**
   * 1
   */
  numReg: number;
  dataRes: {
    /**
     * Signed link to the contract PDF
     */
    url: string;
  };
}
/**
 * Body of POST /wscomun/portalinformes/imprimirFacturaCSV: Invoice as CSV (imprimirFacturaCSV)
 */
export interface ImprimirFacturaCSVBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  numeroFactura: string | number | null;
  serieFactura?: string | number | null;
  secuenciaFactura?: string | number | null;
  cliente?: string | number | null;
  ejercicio?: string | number | null;
  /**
   * Help flag, always N
   */
  help?: 'S' | 'N' | 's' | 'n' | '' | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/imprimirFacturaCSV: Invoice as CSV (imprimirFacturaCSV)
 */
export interface ImprimirFacturaCSVReply {
  statusCode: string;
  dataRes: {
    /**
     * Base64 CSV
     */
    File: string;
    /**
     * Suggested file name
     */
    nombre: string;
  };
}
/**
 * Body of POST /wscomun/portalinformes/informeComparativoVentas: Sales comparison by delegation (informeComparativoVentas)
 */
export interface InformeComparativoVentasBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Company type, always 0
   */
  tipoEmpresa?: number | string | null;
  /**
   * PDF output, always S
   */
  pdfSn?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Group by R representative, C customer; blank: representative then customer
   */
  tipoRepresentante?: (string | number | null) & ('R' | 'C' | '' | null);
  /**
   * First representative
   */
  representanteInicial?: string | number | null;
  /**
   * Last representative
   */
  representanteFinal?: string | number | null;
  /**
   * First customer
   */
  clienteInicial?: string | number | null;
  /**
   * Last customer
   */
  clienteFinal?: string | number | null;
  /**
   * First month of the period. MM/YYYY
   */
  mesEjercicioInicial?: string | null;
  /**
   * Last month of the period. MM/YYYY
   */
  mesEjercicioFinal?: string | null;
  /**
   * First month of the compared period. MM/YYYY
   */
  mesEjercicioComparadoInicial?: string | null;
  /**
   * Last month of the compared period. MM/YYYY
   */
  mesEjercicioComparadoFinal?: string | null;
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/informeComparativoVentas: Sales comparison by delegation (informeComparativoVentas)
 */
export interface InformeComparativoVentasReply {
  statusCode: string;
  /**
   * OK, or KO when nothing matches
   */
  result: 'OK' | 'KO';
  dataRes: {
    /**
     * Signed document link, or empty
     */
    report: string;
  };
  errorMsg: {
    /**
     * 0, or 1 when nothing matches
     */
    code: number;
    /**
     * Empty, or notFoundDefault
     */
    message: string;
  };
}
/**
 * Body of POST /wscomun/portalinformes/informeEstadisticaProvincias: Province sales statistics (informeEstadisticaProvincias)
 */
export interface InformeEstadisticaProvinciasBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First representative
   */
  repIni?: string | number | null;
  /**
   * Last representative
   */
  repFin?: string | number | null;
  /**
   * Year (default the current one)
   */
  ejercicio?: string | number | null;
  /**
   * Order state: 1 entered (default), 2 served, 3 invoiced, 4 detained, 5 cancelled
   */
  pedido?: (string | number | null) & (1 | 2 | 3 | 4 | 5 | '1' | '2' | '3' | '4' | '5' | '' | null);
  /**
   * Order of the report, 1 (default) to 6
   */
  orden?: (string | number | null) & (1 | 2 | 3 | 4 | 5 | 6 | '1' | '2' | '3' | '4' | '5' | '6' | '' | null);
  /**
   * First country code
   */
  paisIni?: string | number | null;
  /**
   * Last country code
   */
  paisFin?: string | number | null;
  /**
   * First province code
   */
  provinciaIni?: string | number | null;
  /**
   * Last province code
   */
  provinciaFin?: string | number | null;
  /**
   * Company type, always 0
   */
  tipoEmpresa?: number | string | null;
  /**
   * PDF output, always S
   */
  pdfSn?: 'S' | 'N' | 's' | 'n' | '' | null;
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/informeEstadisticaProvincias: Province sales statistics (informeEstadisticaProvincias)
 */
export interface InformeEstadisticaProvinciasReply {
  statusCode: string;
  /**
   * Signed document link, or empty
   */
  report: string;
  /**
   * Empty, or notFoundDefault
   */
  errorMsg: string;
}
/**
 * Body of POST /wscomun/portalinformes/informeRiesgoClientes: Customer risk report (informeRiesgoClientes; path named by the reference services)
 */
export interface InformeRiesgoClientesBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Print the section (S) or not (N, default)
   */
  verEspecialesSN?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Print the section (S) or not (N, default)
   */
  verAvalesSN?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Print the section (S) or not (N, default)
   */
  verObservSN?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Print the section (S) or not (N, default)
   */
  verDotacionSN?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Print the section (S) or not (N, default)
   */
  verAnualSN?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Print the section (S) or not (N, default)
   */
  verMensualSN?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Print the section (S) or not (N, default)
   */
  verBalanceOficSN?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Print the section (S) or not (N, default)
   */
  verInformeComercSN?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Customer status: T all (default), A active, P blocked
   */
  estadoClteAPT?: 'T' | 'A' | 'P' | 't' | 'a' | 'p' | '' | null;
  /**
   * Customers, at most 1100
   */
  listaClientes: {
    /**
     * Customer code
     */
    codigoCliente: string | number | null;
  }[];
  /**
   * Company type, always 0
   */
  tipoEmpresa?: number | string | null;
  /**
   * PDF output, always S
   */
  pdfSn?: 'S' | 'N' | 's' | 'n' | '' | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/informeRiesgoClientes: Customer risk report (informeRiesgoClientes; path named by the reference services)
 */
export interface InformeRiesgoClientesReply {
  statusCode: string;
  /**
   * Signed document link, or empty
   */
  report: string;
  /**
   * 0, or the code of the refusal
   */
  errorCode: number;
  errorMsg: string;
}
/**
 * Body of POST /wscomun/portalinformes/informeSituacionExpert: Sales situation report (informeSituacionExpert)
 */
export interface InformeSituacionExpertBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First representative
   */
  repIni?: string | number | null;
  /**
   * Last representative
   */
  repFin?: string | number | null;
  /**
   * First customer
   */
  cliIni?: string | number | null;
  /**
   * Last customer
   */
  cliFin?: string | number | null;
  /**
   * Order date from. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaIni?: string | null;
  /**
   * Order date to. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaFin?: string | null;
  /**
   * Delivery date from. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaEntIni?: string | null;
  /**
   * Delivery date to. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaEntFin?: string | null;
  /**
   * Line state: E pending to serve, S pending to invoice (default), F invoiced, T entered (all)
   */
  estadoPed?: (string | number | null) & ('E' | 'S' | 'F' | 'T' | '' | null);
  /**
   * Order type: P orders, C charges, T all (default; credit notes subtract)
   */
  tipoPedidos?: (string | number | null) & ('P' | 'C' | 'T' | '' | null);
  /**
   * Sale type: C cash (customers paying cash), R credit, T all (default)
   */
  tipoVenta?: (string | number | null) & ('C' | 'R' | 'T' | '' | null);
  /**
   * Sort: A code (default), D description, I amount
   */
  tipoOrden?: (string | number | null) & ('A' | 'D' | 'I' | '' | null);
  /**
   * Listing type: 1 (default), 4, 5, 6, 9 or 11
   */
  tipoListado?: (string | number | null) & (1 | 4 | 5 | 6 | 9 | 11 | '1' | '4' | '5' | '6' | '9' | '11' | '' | null);
  /**
   * Family level 1 to 5 (default 5), capped at the user's maximum
   */
  nivelFamilia?: (string | number | null) & (1 | 2 | 3 | 4 | 5 | '1' | '2' | '3' | '4' | '5' | '' | null);
  /**
   * First family level of listings 4, 5 and 6 (default 1)
   */
  nivel1?: (string | number | null) & (1 | 2 | 3 | 4 | 5 | '1' | '2' | '3' | '4' | '5' | '' | null);
  /**
   * Second family level of listings 4, 5 and 6 (default 2)
   */
  nivel2?: (string | number | null) & (1 | 2 | 3 | 4 | 5 | '1' | '2' | '3' | '4' | '5' | '' | null);
  /**
   * Company type, always 0
   */
  tipoEmpresa?: number | string | null;
  /**
   * PDF output, always S
   */
  pdfSn?: 'S' | 'N' | 's' | 'n' | '' | null;
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/informeSituacionExpert: Sales situation report (informeSituacionExpert)
 */
export interface InformeSituacionExpertReply {
  statusCode: string;
  /**
   * Signed document link, or empty
   */
  report: string;
  /**
   * Empty, or estadoVentaNotFound
   */
  errorMsg: string;
  /**
   * 0
   */
  errorCode: number;
}
/**
 * Body of POST /wscomun/portalinformes/informeVencimientos: Collections-due, customer-portfolio and unpaid-payments reports (informeVencimientos; path named by the reference services)
 */
export interface InformeVencimientosBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  SituacionInforme?: 'NO_COBRADO' | 'IMPAGADO' | '' | null;
  /**
   * Representative selection type (E)
   */
  TipoSeleccionRepresentante?: string | number | null;
  repIni?: string | number | null;
  repFin?: string | number | null;
  ClienteIni?: string | number | null;
  ClienteFin?: string | number | null;
  /**
   * DD/MM/YYYY or YYYY-MM-DD
   */
  fechaIniVencimiento?: string | null;
  /**
   * DD/MM/YYYY or YYYY-MM-DD
   */
  fechaFinVencimiento?: string | null;
  /**
   * DD/MM/YYYY or YYYY-MM-DD
   */
  fechaIniFactura?: string | null;
  /**
   * DD/MM/YYYY or YYYY-MM-DD
   */
  fechaFinFactura?: string | null;
  /**
   * Company type, always 0
   */
  tipoEmpresa?: number | string | null;
  /**
   * PDF output, always S
   */
  pdfSn?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Portfolio situation (lovCos) of the customer portfolio, or payment situation (situacionesPago) of the unpaid payments
   */
  situacionCartera?: string | number | null;
  /**
   * Listing of the customer portfolio: efj325, efi325, efk325 or efu325
   */
  codigoInforme?: 'efj325' | 'efi325' | 'efk325' | 'efu325' | '' | null;
  /**
   * Cover page of the unpaid payments
   */
  portadaSN?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Supplier code of the customer (unpaid payments)
   */
  proveedor?: string | number | null;
  /**
   * Billing branch (unpaid payments)
   */
  sucursal?: string | number | null;
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/informeVencimientos: Collections-due, customer-portfolio and unpaid-payments reports (informeVencimientos; path named by the reference services)
 */
export interface InformeVencimientosReply {
  statusCode: string;
  /**
   * Signed document link, or empty
   */
  report: string;
  errorMsg: string;
}
/**
 * Body of POST /wscomun/portalinformes/listaInformesPortal: Reports of the user
 */
export interface ListaInformesPortalBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  idOrganizacion: string | number;
}
/**
 * 200 reply of POST /wscomun/portalinformes/listaInformesPortal: Reports of the user
 */
export interface ListaInformesPortalReply {
  statusCode: string;
  result: {
    informe: string;
    descripcion: string;
    url: string;
    /**
     * JSON text
     */
    parametros: string;
    /**
     * The report's name and description per language from its definition's own texts (only when the definition has texts)
     */
    textos: {
      es: {
        nombre: string;
        descripcion: string;
      };
      en: {
        nombre: string;
        descripcion: string;
      };
      fr: {
        nombre: string;
        descripcion: string;
      };
      it: {
        nombre: string;
        descripcion: string;
      };
    };
    /**
     * Card icon (the definition's icon id)
     */
    icono: string;
    /**
     * S: the report opens full screen
     */
    pantallaCompleta: 'S' | 'N';
    /**
     * Width of the report dialog in pixels, when not full screen
     */
    anchoMaximo: number;
    /**
     * The report opens by itself after a login through an access link of this kind (the definition's openAfterTokenLogin)
     */
    abrirTrasToken: 'shop' | 'expert';
    [k: string]: unknown;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/listaOpcionesPortal: Menu options of the user
 */
export interface ListaOpcionesPortalBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  idOrganizacion: string | number;
}
/**
 * 200 reply of POST /wscomun/portalinformes/listaOpcionesPortal: Menu options of the user
 */
export interface ListaOpcionesPortalReply {
  statusCode: string;
  result: {
    id: number;
    padre: number | null;
    codigo: string;
    nombre: string;
    orden: number;
    valueSN: string;
    [k: string]: unknown;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/listaRoles: Portal roles (listaRoles)
 */
export interface ListaRolesBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Organisation id of the session
   */
  idOrganizacion?: string | number;
}
/**
 * 200 reply of POST /wscomun/portalinformes/listaRoles: Portal roles (listaRoles)
 */
export interface ListaRolesReply {
  statusCode: string;
  result: {
    idRol: number;
    role: string;
    descripcion: string;
    opciones: number[];
    informes: string[];
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/listaUsuarios: ERP users not yet in the portal (user list)
 */
export interface ListaUsuariosBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Organisation id of the session
   */
  idOrganizacion?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  /**
   * Exact filters
   */
  filters?: {} | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/listaUsuarios: ERP users not yet in the portal (user list)
 */
export interface ListaUsuariosReply {
  statusCode: string;
  /**
   * Rows matching the search
   */
  totalRows: number;
  result: {
    usuario: string;
    login: string;
    nombre: string;
    email: string;
    telefono: string;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/listado: Quote list (listado)
 */
export interface ListadoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
  /**
   * Customer
   */
  codCliente?: string | number | null;
  /**
   * Created from (inclusive). DD/MM/YYYY or YYYY-MM-DD
   */
  fechaIni?: string | null;
  /**
   * Created before (exclusive). DD/MM/YYYY or YYYY-MM-DD
   */
  fechaFin?: string | null;
  /**
   * Quote number
   */
  numPedido?: string | number | null;
  /**
   * Quote status
   */
  estado?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/listado: Quote list (listado)
 */
export interface ListadoReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  presupuestos: {
    id: number;
    numeroPedido: number;
    numeroBis: number;
    tipo: string;
    cliente: string;
    nombreCliente: string;
    sucursalEnvio: string;
    razonSocial: string;
    /**
     * DD/MM/YYYY
     */
    fechaCreacion: string;
    importePedidoEntrado: number;
    /**
     * DD/MM/YYYY
     */
    fechaVigencia: string;
    estado: number;
    nombreEstado: string;
    numeroPedidoGenerado: number | null;
  }[];
  totalRows: number;
  numRegs: number;
}
/**
 * Body of POST /wscomun/portalinformes/listadoUsuarios: Portal users (portal-users list)
 */
export interface ListadoUsuariosBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Organisation id of the session
   */
  idOrganizacion?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  /**
   * Exact filters
   */
  filters?: {
    /**
     * Exact user
     */
    usuario?: string | null;
    /**
     * Role code
     */
    role?: string | null;
  } | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/listadoUsuarios: Portal users (portal-users list)
 */
export interface ListadoUsuariosReply {
  statusCode: string;
  /**
   * Rows matching the search
   */
  totalRows: number;
  result: {
    /**
     * ERP user code
     */
    usuario: string;
    /**
     * Login name
     */
    login: string;
    nombre: string;
    email: string;
    telefono: string;
    /**
     * DD/MM/YYYY
     */
    fechaAlta: string | null;
    /**
     * S when the user is active in the portal
     */
    activoSN: 'S' | 'N';
    empresa: string;
    nombreEmpresa: string;
    idRol: number | null;
    /**
     * Role code; null until configured
     */
    role: string | null;
    cliente: string | null;
    clienteNombre: string | null;
    sucursal: string | null;
    sucursalNombre: string | null;
    sucursales: {
      sucursal: string;
      razonSocial: string;
    }[];
    representante: string | null;
    agente: string | null;
    representanteNombre: string | null;
    proveedor: string | null;
    proveedorNombre: string | null;
    sucursalProv: string | null;
    sucursalProvNombre: string | null;
    /**
     * Administrator who saved the user last
     */
    usuarioModificacion: string | null;
    /**
     * DD/MM/YYYY HH:mm of the last save
     */
    fechaModificacion: string | null;
    opciones: {
      id: number;
      codigo: string;
      nombre: string;
      orden: number;
      valueSN: 'S' | 'N';
    }[];
    informes: {
      informe: string;
      descripcion: string;
      valueSN: 'S' | 'N';
    }[];
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/lovAlm: Warehouse picker (lovAlm)
 */
export interface LovAlmBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  usuario?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteIdentFiscalNombreRazonSocial?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteRazonSocialTelefonoEmail?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  cliente?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  sucursal?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  estado?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  conCompras?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  codigoProveedor?: string | number | null;
  /**
   * Work centre
   */
  centro?: string | number | null;
  /**
   * Exact warehouse
   */
  almacen?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovAlm: Warehouse picker (lovAlm)
 */
export interface LovAlmReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Warehouse
     */
    codigo: string;
    nombre: string;
    centro: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/lovArt: Article finder (lovArt)
 */
export interface LovArtBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
  /**
   * Customer
   */
  cliente: string | number | null;
  /**
   * Branch
   */
  sucursal?: string | number | null;
  /**
   * Quote id (echoed)
   */
  id?: number | string | null;
  /**
   * Quote number (echoed)
   */
  numeroPedido?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovArt: Article finder (lovArt)
 */
export interface LovArtReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  ARTICULOS: {
    artArticulo: string;
    artDescripcion: string;
    artFamilia: string;
    /**
     * Lowest net price
     */
    artPrecioLimite: number;
    /**
     * Price in the customer's rate today
     */
    artPrecio: number;
    /**
     * Image file (getURLFile)
     */
    artImagen: string | null;
    /**
     * Sales unit
     */
    artUnidadMedVentas: string;
    /**
     * Price unit
     */
    artUnidadMedPrecio: string;
    /**
     * Price units in one sales unit
     */
    artFactor: number;
    artEmpresa: string;
    cliente: string;
    /**
     * Quote id, when sent
     */
    id: number | null;
    /**
     * Quote number, when sent
     */
    numeroPedido: number | null;
    observaciones: string;
    /**
     * Row number
     */
    sort: number;
  }[];
  totalRows: number;
}
/**
 * Body of POST /wscomun/portalinformes/lovCentro: Work centre picker (lovCentro)
 */
export interface LovCentroBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  usuario?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteIdentFiscalNombreRazonSocial?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteRazonSocialTelefonoEmail?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  cliente?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  sucursal?: string | number | null;
  /**
   * A active; T or blank all
   */
  estado?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  conCompras?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  codigoProveedor?: string | number | null;
  /**
   * Exact centre
   */
  centro?: string | number | null;
  /**
   * S: only centres with a warehouse in scope
   */
  comprobarPrivSn?: 'S' | 'N' | 's' | 'n' | '' | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovCentro: Work centre picker (lovCentro)
 */
export interface LovCentroReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    centro: string;
    denominacion: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/lovClte: Customer picker (lovClte)
 */
export interface LovClteBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  /**
   * Columns search looks in (codigo, nombre, razonSocial, cif); empty: code, name and company name
   */
  searchCols?: ('codigo' | 'nombre' | 'razonSocial' | 'cif')[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  usuario?: string | null;
  /**
   * Free text on code, tax id, name and company name
   */
  searchClienteIdentFiscalNombreRazonSocial?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteRazonSocialTelefonoEmail?: string | null;
  /**
   * Exact customer code
   */
  cliente?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  sucursal?: string | number | null;
  /**
   * Customer status (A active, B blocked); T or blank all
   */
  estado?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  conCompras?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  codigoProveedor?: string | number | null;
  /**
   * Alias of estado
   */
  estadoAP?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovClte: Customer picker (lovClte)
 */
export interface LovClteReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Customer code
     */
    codigo: string;
    nombre: string;
    razonSocial: string;
    cif: string;
    /**
     * Supplier code of the customer
     */
    codigoAcreedor: string | null;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/lovCos: Portfolio situations of receivables (lovCos)
 */
export interface LovCosBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  usuario?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteIdentFiscalNombreRazonSocial?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteRazonSocialTelefonoEmail?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  cliente?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  sucursal?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  estado?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  conCompras?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  codigoProveedor?: string | number | null;
  /**
   * S: only the situations shown on the web (default); N: all
   */
  visibleWebSN?: 'S' | 'N' | 's' | 'n' | '' | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovCos: Portfolio situations of receivables (lovCos)
 */
export interface LovCosReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Situation code
     */
    situacion: string;
    /**
     * Situation name
     */
    nombre: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/lovDic: Branch picker and branch data (lovDic)
 */
export interface LovDicBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Session user
   */
  usuario?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteIdentFiscalNombreRazonSocial?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteRazonSocialTelefonoEmail?: string | null;
  /**
   * Customer code
   */
  cliente: string | number | null;
  /**
   * Exact branch code
   */
  sucursal?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  estado?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  conCompras?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  codigoProveedor?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovDic: Branch picker and branch data (lovDic)
 */
export interface LovDicReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Branch code
     */
    codigo: string;
    /**
     * Company name of the branch
     */
    nombre: string;
    direccionEnvio: string;
    poblacionEnvio: string;
    telefono: string;
    email: string;
    /**
     * Supplier code of the customer (codigo_acreedor)
     */
    proveedor: string | null;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/lovEmpresa: Companies of the organisation
 */
export interface LovEmpresaBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column to sort by
   */
  orderBy?: string;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc';
  /**
   * Free-text search
   */
  search?: string;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovEmpresa: Companies of the organisation
 */
export interface LovEmpresaReply {
  statusCode: string;
  statusText: string;
  numReg: number;
  dataRes: {
    empresa: string;
    nombre: string;
    [k: string]: unknown;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/lovEpp: Province picker (lovEpp)
 */
export interface LovEppBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  usuario?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteIdentFiscalNombreRazonSocial?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteRazonSocialTelefonoEmail?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  cliente?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  sucursal?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  estado?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  conCompras?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  codigoProveedor?: string | number | null;
  /**
   * Country code
   */
  pais: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovEpp: Province picker (lovEpp)
 */
export interface LovEppReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Province code
     */
    id: string;
    /**
     * Province name
     */
    denominacion: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/lovPai: Country picker (lovPai)
 */
export interface LovPaiBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  usuario?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteIdentFiscalNombreRazonSocial?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteRazonSocialTelefonoEmail?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  cliente?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  sucursal?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  estado?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  conCompras?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  codigoProveedor?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovPai: Country picker (lovPai)
 */
export interface LovPaiReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Country code
     */
    pais: string;
    /**
     * Country name
     */
    nombrePais: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/lovPas: Portfolio situations of payables (lovPas)
 */
export interface LovPasBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  usuario?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteIdentFiscalNombreRazonSocial?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteRazonSocialTelefonoEmail?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  cliente?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  sucursal?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  estado?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  conCompras?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  codigoProveedor?: string | number | null;
  /**
   * S: only the situations shown on the web (default); N: all
   */
  visibleWebSN?: 'S' | 'N' | 's' | 'n' | '' | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovPas: Portfolio situations of payables (lovPas)
 */
export interface LovPasReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Situation code
     */
    situacion: string;
    /**
     * Situation name
     */
    nombre: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/lovProv: Supplier picker (lovProv)
 */
export interface LovProvBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  usuario?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteIdentFiscalNombreRazonSocial?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteRazonSocialTelefonoEmail?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  cliente?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  sucursal?: string | number | null;
  /**
   * A active; T or blank all
   */
  estado?: string | number | null;
  /**
   * Only suppliers with purchases
   */
  conCompras?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  codigoProveedor?: string | number | null;
  /**
   * Exact supplier
   */
  proveedor?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovProv: Supplier picker (lovProv)
 */
export interface LovProvReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Supplier
     */
    codigo: string;
    nombre: string;
    cif: string;
    poblacion: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/lovRep: Representative and agent picker (lovRep)
 */
export interface LovRepBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  usuario?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteIdentFiscalNombreRazonSocial?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteRazonSocialTelefonoEmail?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  cliente?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  sucursal?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  estado?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  conCompras?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  codigoProveedor?: string | number | null;
  /**
   * Exact representative code
   */
  representante?: string | number | null;
  /**
   * Exact agent
   */
  agente?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovRep: Representative and agent picker (lovRep)
 */
export interface LovRepReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Representative code
     */
    codigo: string;
    /**
     * Agent
     */
    subfield: string;
    nombre: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/lovSucursalProveedor: Supplier branch picker (lovSucursalProveedor)
 */
export interface LovSucursalProveedorBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  usuario?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteIdentFiscalNombreRazonSocial?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteRazonSocialTelefonoEmail?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  cliente?: string | number | null;
  /**
   * Exact branch
   */
  sucursal?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  estado?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  conCompras?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Supplier
   */
  codigoProveedor: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovSucursalProveedor: Supplier branch picker (lovSucursalProveedor)
 */
export interface LovSucursalProveedorReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Branch
     */
    codigo: string;
    nombre: string;
    poblacion: string;
    provincia: string | null;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/lovUbi: Location picker (lovUbi)
 */
export interface LovUbiBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  usuario?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteIdentFiscalNombreRazonSocial?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteRazonSocialTelefonoEmail?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  cliente?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  sucursal?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  estado?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  conCompras?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  codigoProveedor?: string | number | null;
  /**
   * Work centre
   */
  centro?: string | number | null;
  /**
   * Warehouse
   */
  almacen: string | number | null;
  /**
   * Exact location
   */
  ubicacion?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovUbi: Location picker (lovUbi)
 */
export interface LovUbiReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Location
     */
    codigo: string;
    nombre: string;
    almacen: string;
    centro: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/lovZon: Zone picker (lovZon)
 */
export interface LovZonBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  usuario?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteIdentFiscalNombreRazonSocial?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  searchClienteRazonSocialTelefonoEmail?: string | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  cliente?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  sucursal?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  estado?: string | number | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  conCompras?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Accepted for the contract; not used by the reference services
   */
  codigoProveedor?: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/lovZon: Zone picker (lovZon)
 */
export interface LovZonReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    codigo: string;
    nombre: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/marcarVista: Make a view the default of a report, or pin it (portal extension)
 */
export interface MarcarVistaBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe), one the caller holds
   */
  informe: string;
  /**
   * A stored view id as text, def:<presetId>, or empty for the standard state
   */
  vista: string;
  /**
   * S: the caller's default view of the report; N: no longer, if it was
   */
  predeterminada?: 'S' | 'N';
  /**
   * S: pinned on the caller's reports home; N: unpinned
   */
  fijada?: 'S' | 'N';
}
/**
 * 200 reply of POST /wscomun/portalinformes/marcarVista: Make a view the default of a report, or pin it (portal extension)
 */
export interface MarcarVistaReply {
  result: 'ok' | 'ko';
  statusCode?: string;
  errorMsg?: string;
}
/**
 * Body of POST /wscomun/portalinformes/numeroPresupuesto: Next quote number (numeroPresupuesto)
 */
export interface NumeroPresupuestoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Customer
   */
  cliente: string | number | null;
  /**
   * Quote type
   */
  tipo?: string | null;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/numeroPresupuesto: Next quote number (numeroPresupuesto)
 */
export interface NumeroPresupuestoReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  result: {
    numeroPresupuesto: number;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/obtenTipologiaPresupuesto: Quote type of the user (obtenTipologiaPresupuesto)
 */
export interface ObtenTipologiaPresupuestoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Session user (must be the session user when sent)
   */
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/obtenTipologiaPresupuesto: Quote type of the user (obtenTipologiaPresupuesto)
 */
export interface ObtenTipologiaPresupuestoReply {
  /**
   * Always '200' on success
   */
  statusCode: string;
  result: {
    tipologia: string;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/obtenerTraking: Carrier tracking events (obtenerTraking)
 */
export interface ObtenerTrakingBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Help flag, always N
   */
  help?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Delivery notes to follow
   */
  albaran: {
    empresa?: string | number | null;
    /**
     * Company type, always 0
     */
    tipoEmpresa?: number | string | null;
    ejercicio: string | number | null;
    numeroAlbaran: string | number | null;
  }[];
}
/**
 * 200 reply of POST /wscomun/portalinformes/obtenerTraking: Carrier tracking events (obtenerTraking)
 */
export interface ObtenerTrakingReply {
  statusCode: string;
  result: string;
  dataRes: {
    result: {
      codTracking: string | null;
      /**
       * Carrier
       */
      tipoTracking: string;
      errorMsg: string;
      tracking: {
        estado: string;
        /**
         * YYYY-MM-DD
         */
        fecha: string;
        /**
         * HH:mm
         */
        hora: string;
        numBulto: number;
        albaran: number;
        ubicacion: string;
      }[];
    };
  };
}
/**
 * Body of POST /wscomun/portalinformes/obtenerUrlTracking: Carrier tracking link (obtenerUrlTracking)
 */
export interface ObtenerUrlTrackingBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Help flag, always N
   */
  help?: 'S' | 'N' | 's' | 'n' | '' | null;
  /**
   * Delivery notes to follow
   */
  albaran: {
    empresa?: string | number | null;
    /**
     * Company type, always 0
     */
    tipoEmpresa?: number | string | null;
    ejercicio: string | number | null;
    numeroAlbaran: string | number | null;
  }[];
}
/**
 * 200 reply of POST /wscomun/portalinformes/obtenerUrlTracking: Carrier tracking link (obtenerUrlTracking)
 */
export interface ObtenerUrlTrackingReply {
  statusCode: string;
  dataRes: {
    result: {
      url: string;
      codTracking: string | null;
      errorMsg: string;
    };
  };
}
/**
 * Body of POST /wscomun/portalinformes/recuperarDocumentoCab: Invoice and delivery-note search (recuperarDocumentoCab)
 */
export interface RecuperarDocumentoCabBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  usuario?: string | null;
  /**
   * Accounting type, 0
   */
  tipoConta?: string | number | null;
  /**
   * F invoices, A delivery notes
   */
  tiposDocBusqueda?: 'F' | 'A' | '' | null;
  /**
   * With A: only delivery notes pending invoicing
   */
  albaranesSoloPdtesSN?: 'S' | 'N' | 's' | 'n' | '' | null;
  representanteInicial?: string | number | null;
  representanteFinal?: string | number | null;
  agenteInicial?: string | number | null;
  agenteFinal?: string | number | null;
  clienteInicial?: string | number | null;
  clienteFinal?: string | number | null;
  /**
   * Document date from. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaIni?: string | null;
  /**
   * Document date to. DD/MM/YYYY or YYYY-MM-DD
   */
  fechaFin?: string | null;
  /**
   * Document numbers: a list, or a comma-separated text
   */
  codigosDocumento?: (unknown[] | string | null) & (string | number)[];
  sucursal?: string | number | null;
  /**
   * Digits only
   */
  numeroAlbaran?: string | number | null;
  /**
   * Customer reference of the order (contains, any case)
   */
  suReferencia?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/recuperarDocumentoCab: Invoice and delivery-note search (recuperarDocumentoCab)
 */
export interface RecuperarDocumentoCabReply {
  statusCode: string;
  statusText: string;
  documentosCab: {
    /**
     * Customer code
     */
    codCli: string;
    nombreCliente: string;
    /**
     * Billing branch (invoices) or delivery branch (delivery notes)
     */
    sucursal: string;
    /**
     * Delivery note; null for invoices without one
     */
    numeroAlbaran: number | null;
    ejercicioAlbaran: number | null;
    /**
     * Invoice; null for delivery notes pending invoicing
     */
    numeroFactura: number | null;
    serieFactura: string | null;
    secuenciaFactura: number | null;
    /**
     * Year of the invoice
     */
    ejercicioFactura: number | null;
    /**
     * Document date
     */
    fechaPed: string | null;
    /**
     * Total with VAT
     */
    importeTotal: number;
  }[];
  totalRows: number;
}
/**
 * Body of POST /wscomun/portalinformes/rolePortal: Role of the session user (role by tira)
 */
export interface RolePortalBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  idOrganizacion: string | number;
}
/**
 * 200 reply of POST /wscomun/portalinformes/rolePortal: Role of the session user (role by tira)
 */
export interface RolePortalReply {
  statusCode: string;
  idRol: number | null;
  role: string | null;
}
/**
 * Body of POST /wscomun/portalinformes/setEmpresa: Set the company of the ERP session (set-company)
 */
export interface SetEmpresaBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa: string | number;
  usuario: string;
}
/**
 * 200 reply of POST /wscomun/portalinformes/setEmpresa: Set the company of the ERP session (set-company)
 */
export interface SetEmpresaReply {
  result: 'ok' | 'ko';
  statusCode?: string;
  errorMsg?: string;
}
/**
 * Body of POST /wscomun/portalinformes/situacionesPago: Payment situations of the unpaid payments (situacionesPago)
 */
export interface SituacionesPagoBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
}
/**
 * 200 reply of POST /wscomun/portalinformes/situacionesPago: Payment situations of the unpaid payments (situacionesPago)
 */
export interface SituacionesPagoReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Situation code
     */
    situacion: string;
    /**
     * Situation name
     */
    nombre: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/stockArticulos: Stock by article (stockArticulos)
 */
export interface StockArticulosBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  usuario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/stockArticulos: Stock by article (stockArticulos)
 */
export interface StockArticulosReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    articulo: string;
    denominacion: string;
    stockDisponible: number;
    unidadMedida: string;
    /**
     * Available plus pending receipts
     */
    stockPotencial: number;
    /**
     * Date of the latest open purchase order
     */
    fechaOC: string | null;
    /**
     * Still to receive of that order line
     */
    cantidadOC: number | null;
    unidadMedidaOC: string | null;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/stockCantidadExistente: Stock of an article by warehouse, location and lot (stockCantidadExistente)
 */
export interface StockCantidadExistenteBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * First row, 1-based: rowsPerPage * (page - 1) + 1
   */
  offset?: number;
  /**
   * Rows per page
   */
  numRows?: number;
  /**
   * Column of the reply row to sort by; blank for the default sort
   */
  orderBy?: string | null;
  /**
   * Sort direction
   */
  order?: 'ASC' | 'DESC' | 'asc' | 'desc' | '' | null;
  /**
   * Free-text search
   */
  search?: string | null;
  searchCols?: string[];
  filters?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | string
    | null;
  /**
   * Article
   */
  articulo: string | number | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/stockCantidadExistente: Stock of an article by warehouse, location and lot (stockCantidadExistente)
 */
export interface StockCantidadExistenteReply {
  statusCode: string;
  statusText: string;
  dataRes: {
    /**
     * Warehouse
     */
    almacen: string;
    /**
     * Location
     */
    ubicacion: string;
    lote: string;
    cantidadLote: number;
    unidadMedida: string;
  }[];
  /**
   * Total rows of the search
   */
  numReg: number;
}
/**
 * Body of POST /wscomun/portalinformes/urlPanelConsultas: Address of the embedded query dashboard (path named by the reference services)
 */
export interface UrlPanelConsultasBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Dashboard id (parametros.panel of the report)
   */
  panel: 'ventas';
  /**
   * Customer (optional)
   */
  cliente?: string | number | null;
  /**
   * Months shown, ending with the current one
   */
  meses?: number;
}
/**
 * 200 reply of POST /wscomun/portalinformes/urlPanelConsultas: Address of the embedded query dashboard (path named by the reference services)
 */
export interface UrlPanelConsultasReply {
  statusCode: string;
  /**
   * Signed address of the dashboard
   */
  url: string;
  errorMsg: string;
}
/**
 * Body of POST /wscomun/portalinformes/validateService: Validate or reject a service (validateService; reply named by the reference services)
 */
export interface ValidateServiceBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  usuario?: string | null;
  cliente: string | number | null;
  /**
   * Branch code
   */
  sucursal?: string | number | null;
  albaran: string | number | null;
  ejercicio?: string | number | null;
  accion: 'S' | 'N';
  comentario?: string | null;
}
/**
 * 200 reply of POST /wscomun/portalinformes/validateService: Validate or reject a service (validateService; reply named by the reference services)
 */
export interface ValidateServiceReply {
  statusCode: string;
  result: string;
  validadoSN: string;
  usuarioValidacion: string;
  fechaValidacion: string;
}
/**
 * Body of POST /wscomun/portalinformes/vistasFijadas: Views pinned on the reports home (portal extension)
 */
export interface VistasFijadasBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
}
/**
 * 200 reply of POST /wscomun/portalinformes/vistasFijadas: Views pinned on the reports home (portal extension)
 */
export interface VistasFijadasReply {
  statusCode: string;
  result: {
    id: number;
    informe: string;
    nombre: string;
  }[];
}
/**
 * Body of POST /wscomun/portalinformes/vistasInforme: Saved views of a report (portal extension)
 */
export interface VistasInformeBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  /**
   * Report code (informe), one the caller holds
   */
  informe: string;
}
/**
 * 200 reply of POST /wscomun/portalinformes/vistasInforme: Saved views of a report (portal extension)
 */
export interface VistasInformeReply {
  statusCode: string;
  result: {
    id: number;
    nombre: string;
    /**
     * S: the caller's own view
     */
    propia: 'S' | 'N';
    /**
     * The owner's user
     */
    autor: string;
    /**
     * The owner's name
     */
    autorNombre: string;
    filtros: {
      [k: string]: unknown;
    };
    columnas: string[] | null;
    orden: {
      columna: string;
      direccion: 'asc' | 'desc';
    } | null;
    tamPagina: number | null;
    filaFiltros: {
      [k: string]: {
        operador: string;
        valor: string;
      };
    } | null;
    busqueda: string | null;
    ejecutarAlAbrir: 'S' | 'N';
    compartidaRoles: string[];
    compartidaTodos: 'S' | 'N';
    /**
     * S: the caller's default view of the report
     */
    predeterminada: 'S' | 'N';
    /**
     * S: pinned on the caller's reports home
     */
    fijada: 'S' | 'N';
    /**
     * ISO date-time of the last change
     */
    modificada: string;
  }[];
  /**
   * The caller's default view: a view id as text or def:<preset>; null: the report's standard state
   */
  predeterminada: string | null;
  /**
   * The caller's own column choice and widths of the report, null when none is stored
   */
  columnas: {
    columnas: string[];
    anchos: {
      [k: string]: number;
    };
  } | null;
  /**
   * S: the caller may share views with roles and the whole organisation
   */
  puedeCompartir: 'S' | 'N';
  /**
   * Roles to share with (empty unless puedeCompartir)
   */
  roles: {
    role: string;
    descripcion: string;
  }[];
}
/**
 * Body of POST /wscomun/procExpert/login: Log in (on-premise)
 */
export interface LoginBody {
  usuario: string;
  password: string;
  dominio: string;
}
/**
 * 200 reply of POST /wscomun/procExpert/login: Log in (on-premise)
 */
export interface LoginReply {
  tira?: string;
  empresa?: string;
  errorCode: number;
  errorMsg?: string;
}
/**
 * Body of POST /wsedrive/getURLFile: Links to stored files (getURLFile)
 */
export interface GetURLFileBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  items: {
    /**
     * File name
     */
    name: string;
    /**
     * Folder (articulos)
     */
    directory?: string;
    publicSN?: 'S' | 'N' | null;
    /**
     * BASE64: the url is a data: URL with the content
     */
    contentType?: 'BASE64' | 'URL' | null;
  }[];
}
/**
 * 200 reply of POST /wsedrive/getURLFile: Links to stored files (getURLFile)
 */
export interface GetURLFileReply {
  statusCode: string;
  items: {
    name: string;
    directory: string;
    url?: string;
    /**
     * Per item: 404 when the file does not exist
     */
    statusCode?: string;
    statusText?: string;
  }[];
}
/**
 * Body of POST /wsr/Auth/tokenRefreshGetAuth: Refresh the access token
 */
export interface TokenRefreshGetAuthBody {
  orgId: number;
  userId: number;
  refreshTokenId: string;
}
/**
 * 200 reply of POST /wsr/Auth/tokenRefreshGetAuth: Refresh the access token
 */
export interface TokenRefreshGetAuthReply {
  /**
   * Access token (tira)
   */
  data: string;
}
/**
 * Body of POST /wsr/auth/logout: End the session (path named by the reference services)
 */
export interface LogoutBody {
  tira?: string;
  refreshTokenId?: string;
}
/**
 * 200 reply of POST /wsr/auth/logout: End the session (path named by the reference services)
 */
export interface LogoutReply {
  result: 'ok';
}
/**
 * Body of POST /wsr/auth/validateuser: Log in (hosted)
 */
export interface ValidateuserBody {
  userName: string;
  password: string;
  domain: string;
  refreshToken?: {
    /**
     * Refresh-token lifetime; at most 864000
     */
    expirationSeconds: number;
  };
  /**
   * Answer of the optional captcha widget
   */
  captchaToken?: string;
}
/**
 * 200 reply of POST /wsr/auth/validateuser: Log in (hosted)
 */
export interface ValidateuserReply {
  /**
   * Access token (tira)
   */
  data: string;
}
/**
 * Body of POST /wsutils/obtenerZipAlbaranesProveedor: Zip of supplier delivery notes (obtenerZipAlbaranesProveedor; path and payload named by the reference services)
 */
export interface ObtenerZipAlbaranesProveedorBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  albaranes: {
    /**
     * Receipt number (numAlbaran of the row); digits only
     */
    albaran: string | number | null;
    /**
     * Supplier of the note
     */
    proveedor?: string | number | null;
  }[];
  usuario?: string | null;
}
/**
 * 200 reply of POST /wsutils/obtenerZipAlbaranesProveedor: Zip of supplier delivery notes (obtenerZipAlbaranesProveedor; path and payload named by the reference services)
 */
export interface ObtenerZipAlbaranesProveedorReply {
  statusCode: string;
  dataRes: {
    /**
     * Base64 zip
     */
    File: string;
    nombre: string;
  };
}
/**
 * Body of POST /wsutils/obtenerZipFacturas: Zip of invoice PDFs (obtenerZipFacturas; path and payload named by the reference services)
 */
export interface ObtenerZipFacturasBody {
  /**
   * Session token (also accepted in the x-ddol-security-token header)
   */
  tira?: string;
  /**
   * Company of the session
   */
  empresa?: string | number;
  facturas: {
    numeroFactura: number | string;
    serieFactura?: string | number | null;
    ejercicio?: string | number | null;
    cliente?: string | number | null;
    secuenciaFactura?: string | number | null;
  }[];
  usuario?: string | null;
}
/**
 * 200 reply of POST /wsutils/obtenerZipFacturas: Zip of invoice PDFs (obtenerZipFacturas; path and payload named by the reference services)
 */
export interface ObtenerZipFacturasReply {
  statusCode: string;
  dataRes: {
    /**
     * Base64 zip
     */
    File: string;
    nombre: string;
  };
}
