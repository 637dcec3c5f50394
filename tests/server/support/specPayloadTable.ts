/**
 * The calls of the specification whose path the reference services implement, with every field the spec lists for them
 * (transcribed from the call lists of spec 1 §7, spec 2 §7 and spec 3 §7). Used by specPayloads.test.ts.
 */
export const SPEC_CALLS: [path: string, fields: string[], overrides?: Record<string, unknown>][] = [
  // spec 1 §7.2 (datosUsuarioPortal)
  ['datosUsuarioPortal', ['tira']],
  // spec 1 §7.2 (datosUsuario)
  ['datosUsuario', ['tira', 'getAvatarSN']],
  // spec 1 §7.2 (listaOpcionesPortal)
  ['listaOpcionesPortal', ['idOrganizacion']],
  // spec 1 §7.2 (listaInformesPortal)
  ['listaInformesPortal', ['tira', 'idOrganizacion']],
  // spec 1 §7.2 (lovEmpresa)
  ['lovEmpresa', ['orderBy', 'order']],
  // spec 1 §7.2 (Set-company: setEmpresa)
  ['setEmpresa', ['usuario', 'empresa', 'tira']],
  // spec 1 §7.2 and spec 2 §7 order status (getEstadosPedidosWeb)
  ['getEstadosPedidosWeb', ['empresa', 'idioma', 'order']],
  // spec 1 §7.2 (Change-language: cambiaIdioma)
  ['cambiaIdioma', ['idioma', 'usuario']],
  // spec 1 §7.2 (Role by tira and idOrganizacion: rolePortal)
  ['rolePortal', ['tira', 'idOrganizacion']],
  // spec 1 §7.2 (Role dates by company) and §7.4 (getFechasRoles)
  ['getFechasRoles', ['organizacion', 'rol']],
  // spec 1 §7.2 (listadoUsuarios {tira})
  ['listadoUsuarios', ['tira']],
  // spec 1 §7.2 (getPermisosResiduos {usuario})
  ['getPermisosResiduos', ['usuario']],
  // spec 1 §7.3 common lookup payload (lovClte) + spec 2 §7 and spec 3 §7.2 (estadoAP)
  ['lovClte', ['tira', 'usuario', 'empresa', 'offset', 'numRows', 'searchCols', 'orderBy', 'order', 'filters', 'search', 'searchClienteIdentFiscalNombreRazonSocial', 'searchClienteRazonSocialTelefonoEmail', 'cliente', 'sucursal', 'estado', 'conCompras', 'codigoProveedor', 'estadoAP']],
  // spec 1 §7.3 common lookup payload (lovDic; the customer is required)
  ['lovDic', ['tira', 'usuario', 'empresa', 'offset', 'numRows', 'searchCols', 'orderBy', 'order', 'filters', 'search', 'searchClienteIdentFiscalNombreRazonSocial', 'searchClienteRazonSocialTelefonoEmail', 'cliente', 'sucursal', 'estado', 'conCompras', 'codigoProveedor']],
  // spec 1 §7.3 common lookup payload (lovZon)
  ['lovZon', ['tira', 'usuario', 'empresa', 'offset', 'numRows', 'searchCols', 'orderBy', 'order', 'filters', 'search', 'searchClienteIdentFiscalNombreRazonSocial', 'searchClienteRazonSocialTelefonoEmail', 'cliente', 'sucursal', 'estado', 'conCompras', 'codigoProveedor']],
  // spec 1 §7.3 common lookup payload (lovRep)
  ['lovRep', ['tira', 'usuario', 'empresa', 'offset', 'numRows', 'searchCols', 'orderBy', 'order', 'filters', 'search', 'searchClienteIdentFiscalNombreRazonSocial', 'searchClienteRazonSocialTelefonoEmail', 'cliente', 'sucursal', 'estado', 'conCompras', 'codigoProveedor']],
  // spec 1 §7.3 common lookup payload (getRepres)
  ['getRepres', ['tira', 'usuario', 'empresa', 'offset', 'numRows', 'searchCols', 'orderBy', 'order', 'filters', 'search', 'searchClienteIdentFiscalNombreRazonSocial', 'searchClienteRazonSocialTelefonoEmail', 'cliente', 'sucursal', 'estado', 'conCompras', 'codigoProveedor']],
  // spec 1 §7.3 common lookup payload (lovProv) + spec 2 §7 (estado A, conCompras N)
  ['lovProv', ['tira', 'usuario', 'empresa', 'offset', 'numRows', 'searchCols', 'orderBy', 'order', 'filters', 'search', 'searchClienteIdentFiscalNombreRazonSocial', 'searchClienteRazonSocialTelefonoEmail', 'cliente', 'sucursal', 'estado', 'conCompras', 'codigoProveedor']],
  // spec 1 §7.3 common lookup payload (lovAlm)
  ['lovAlm', ['tira', 'usuario', 'empresa', 'offset', 'numRows', 'searchCols', 'orderBy', 'order', 'filters', 'search', 'searchClienteIdentFiscalNombreRazonSocial', 'searchClienteRazonSocialTelefonoEmail', 'cliente', 'sucursal', 'estado', 'conCompras', 'codigoProveedor']],
  // spec 1 §7.3 common lookup payload (lovUbi)
  ['lovUbi', ['tira', 'usuario', 'empresa', 'offset', 'numRows', 'searchCols', 'orderBy', 'order', 'filters', 'search', 'searchClienteIdentFiscalNombreRazonSocial', 'searchClienteRazonSocialTelefonoEmail', 'cliente', 'sucursal', 'estado', 'conCompras', 'codigoProveedor'],
    { almacen: '01' }], // the warehouse the location lookup requires (not listed by the spec)
  // spec 1 §7.3 common lookup payload (lovSucursalProveedor)
  ['lovSucursalProveedor', ['tira', 'usuario', 'empresa', 'offset', 'numRows', 'searchCols', 'orderBy', 'order', 'filters', 'search', 'searchClienteIdentFiscalNombreRazonSocial', 'searchClienteRazonSocialTelefonoEmail', 'cliente', 'sucursal', 'estado', 'conCompras', 'codigoProveedor']],
  // spec 1 §7.4 (eliminarUsuario)
  ['eliminarUsuario', ['tira', 'organizacion', 'usuario', 'empresa']],
  // spec 1 §7.4 (listaRoles)
  ['listaRoles', ['tira', 'idOrganizacion']],
  // spec 1 §7.4 (addFechaRol)
  ['addFechaRol', ['empresa', 'idRol', 'fechaInicial', 'fechaFinal', 'diasAntiguedad', 'autoFiltro']],
  // spec 1 §7.4 (administracionAlmacenesUbicaciones: paging)
  ['administracionAlmacenesUbicaciones', ['tira', 'idOrganizacion', 'empresa', 'offset', 'numRows', 'orderBy', 'order']],
  // spec 2 §7 order status (getPedidosAlbaranesCab)
  ['getPedidosAlbaranesCab', ['tira', 'usuario', 'empresa', 'offset', 'numRows', 'orderBy', 'order', 'clienteInicial', 'clienteFinal', 'representanteInicial', 'representanteFinal', 'agenteInicial', 'agenteFinal', 'numeroPedido', 'dias', 'suReferencia', 'zona', 'fechaInicio', 'fechaFin', 'numeroAnyosAntiguedadPedidos', 'plazoEntregaSuperado', 'tipoPedido', 'tipoCargo', 'tipoAbono', 'articulo', 'obra', 'sucursal', 'listaEstadosFiltrar'],
    { tipoPedido: 'S', tipoCargo: 'S', tipoAbono: 'S' }], // the P/C/A order-type checkboxes of spec 2 §2.1 travel as S/N
  // spec 2 §7 order status (getPedidosAlbaranes)
  ['getPedidosAlbaranes', ['empresa', 'tipoPedido', 'numeroPedido', 'cliente', 'sucursal']],
  // spec 2 §7 tracking (obtenerTraking)
  ['obtenerTraking', ['tira', 'help', 'albaran']],
  // spec 2 §7 tracking (obtenerUrlTracking: same payload)
  ['obtenerUrlTracking', ['tira', 'help', 'albaran']],
  // spec 2 §7 documents (getDescargaProforma)
  ['getDescargaProforma', ['tira', 'empresa', 'tipoEmpresa', 'pdfSn', 'help', 'numeroPedido', 'cliente', 'E0', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8']],
  // spec 2 §7 documents (imprimirAlbaran)
  ['imprimirAlbaran', ['ejercicio', 'albaranInicial', 'albaranFinal', 'tipoEmpresa', 'pdfSn', 'albValoradosSn']],
  // spec 2 §7 documents (imprimirFacturaCSV)
  ['imprimirFacturaCSV', ['numeroFactura', 'serieFactura', 'secuenciaFactura', 'cliente', 'ejercicio', 'help']],
  // spec 2 §7 sales situation report (informeSituacionExpert: the report filters of §3)
  ['informeSituacionExpert', ['tira', 'empresa', 'repIni', 'repFin', 'cliIni', 'cliFin', 'fechaIni', 'fechaFin', 'fechaEntIni', 'fechaEntFin', 'estadoPed', 'tipoPedidos', 'tipoVenta', 'tipoOrden', 'tipoListado', 'nivelFamilia', 'nivel1', 'nivel2']],
  // spec 3 §7.2 countries (lovPai) and provinces (lovEpp)
  ['lovPai', ['orderBy', 'order'], { orderBy: 'nombrePais' }],
  ['lovEpp', ['pais', 'orderBy', 'order'], { orderBy: 'denominacion' }],
  // spec 2 §7 purchase-order generation (generarOcPedido)
  ['generarOcPedido', ['contabilidad', 'cliente', 'numeroPedido', 'lineas']],
  // spec 2 §7 pickups/deliveries/orders list (RecogidasEntregas)
  ['RecogidasEntregas', ['centroTrabajo', 'fechaInicial', 'fechaFinal', 'estado', 'clienteInicial', 'clienteFinal', 'sucursal', 'tipoGestion', 'codLer', 'tira', 'tipoEmpresa', 'empresa', 'numeroDI', 'numeroAlbaran', 'facturadoSN', 'offset', 'numRows', 'orderBy', 'order', 'descargaExcelSN', 'numeroAnyosAntiguedadPedidos'],
    { estado: 'T' }], // spec 2 §2.5 state select (T all)
  // spec 2 §7 pickups/deliveries/orders list (DetRecogidasEntregas, type P)
  ['DetRecogidasEntregas', ['tira', 'empresa', 'tipoEmpresa', 'numeroAlbaran', 'ejercicio', 'tipoGestion', 'codigoLER', 'numeroPedido', 'cliente']],
  // spec 2 §7 certificates (CertificadosMedioAmbiente)
  ['CertificadosMedioAmbiente', ['tira', 'empresa', 'tipoEmpresa', 'agenciaTransporte', 'fechaInicial', 'fechaFinal', 'clienteInicial', 'clienteFinal', 'sucursal', 'numeroCertificado', 'offset', 'numRows', 'orderBy', 'order']],
  // spec 2 §7 certificates (CertificadosMedioAmbienteDet)
  ['CertificadosMedioAmbienteDet', ['tira', 'empresa', 'tipoEmpresa', 'identificador']],
  // spec 2 §7 certificates (AgenciasTransporte)
  ['AgenciasTransporte', ['tira', 'empresa']],
  // spec 3 §7.1 quotes (listado)
  ['listado', ['search', 'offset', 'numRows', 'orderBy', 'order', 'filters', 'codCliente', 'fechaIni', 'fechaFin', 'numPedido']],
  // spec 3 §7.1 quotes (numeroPresupuesto)
  ['numeroPresupuesto', ['cliente', 'tipo']],
  // spec 3 §7.1 quotes (cabecerPresupuesto)
  ['cabecerPresupuesto', ['id']],
  // spec 3 §7.1 quotes (detallePresupuesto)
  ['detallePresupuesto', ['cliente', 'tipo', 'numeroPedido', 'numeroBis']],
  // spec 3 §7.1 quotes (impresionPresupuesto)
  ['impresionPresupuesto', ['idPresupuesto', 'formato', 'desformat']],
  // spec 3 §7.1 quotes (obtenTipologiaPresupuesto: session only) and §6 (user, session string and company)
  ['obtenTipologiaPresupuesto', ['tira', 'usuario', 'empresa']],
  // spec 3 §7.1 quotes (formasPago)
  ['formasPago', ['pais']],
  // spec 3 §7.1 quotes (getListaDtos)
  ['getListaDtos', ['fechaAplicacion', 'tipoDescuento']],
  // spec 3 §7.1 quotes (getListaTarifas)
  ['getListaTarifas', ['fechaTarifa', 'unidadMedida', 'articulo', 'moneda']],
  // spec 3 §7.1 quotes (agrupacionesNom)
  ['agrupacionesNom', ['agrupaEmpresa', 'search', 'offset', 'numRows', 'orderBy', 'order', 'filters']],
  // spec 3 §7.1 quotes (lovArt)
  ['lovArt', ['cliente', 'sucursal', 'offset', 'numRows', 'search']],
  // spec 3 §7.1 quotes (borraLineaPresupuesto)
  ['borraLineaPresupuesto', ['cliente', 'numeroPedido', 'numeroBis', 'numeroItem']],
  // spec 3 §7.1 quotes (aceptarPresupuesto)
  ['aceptarPresupuesto', ['tipo', 'cliente', 'numeroPedido', 'numeroBis']],
  // spec 3 §7.1 quotes (borraPresupuesto)
  ['borraPresupuesto', ['cliente', 'numeroPedido', 'numeroBis']],
  // spec 3 §7.1 quotes (borraAgrupacion)
  ['borraAgrupacion', ['agrupaEmpresa', 'agrupaCodigo']],
  // spec 2 §7 invoice PDF (getURLFacturas): tipoEmpresa, pdfSn, rpteIni/Fin, fechaIni/Fin, clteIni/Fin, factIni/Fin, optional series
  ['getURLFacturas', ['tipoEmpresa', 'pdfSn', 'rpteIni', 'rpteFin', 'fechaIni', 'fechaFin', 'clteIni', 'clteFin', 'factIni', 'factFin', 'serie']],
  // spec 3 §7.1 quote header (guardaPresupuesto)
  ['guardaPresupuesto', ['numero', 'tipo', 'cliente', 'sucursalEnvio', 'id', 'dtoRappel', 'dtoPP', 'fecha', 'fechaVigencia', 'plazoEntrega', 'formaPago', 'refPedido', 'observaciones', 'accion'],
    { id: 999999, accion: 'A' }],
  // spec 3 §7.1 quote lines (guardaDetallePresupuesto): listaLineasPresupuesto with every line field
  ['guardaDetallePresupuesto', ['listaLineasPresupuesto']],
  // spec 3 §7.1 groupings (guardaAgrupacion)
  ['guardaAgrupacion', ['agrupaEmpresa', 'agrupaDenominacion']],
  // spec 1 §7.4 user create, on-premise (creaUsuarioSP)
  ['creaUsuarioSP', ['idOrganizacion', 'login', 'usuario', 'nombre', 'email', 'telefono']],
  // spec 1 §7.4 user update (actualizaUsuario): the role's links included
  ['actualizaUsuario', ['usuario', 'usuarioModificacion', 'activoSN', 'nuevaEmpresa', 'nombreEmpresa', 'role', 'opciones', 'informes', 'representante', 'agente', 'cliente', 'sucursal', 'sucursales']],
  // spec 1 §7.4 warehouse marks (actualizaAlmacenesUbicaciones): gestionAlmUbi with almacenes and ubicaciones, each marcado S/N
  ['actualizaAlmacenesUbicaciones', ['gestionAlmUbi']],
  // spec 3 §7.2 (lovCos and lovPas: visibleWebSN and empresa)
  ['lovCos', ['tira', 'visibleWebSN', 'empresa']],
  ['lovPas', ['tira', 'visibleWebSN', 'empresa']],
  // spec 3 §7.2 (payment situations: empresa)
  ['situacionesPago', ['tira', 'empresa']],
  // spec 3 §7.2 portfolio and collections, base report (situacionCartera, codigoInforme)
  ['informeVencimientos', ['tira', 'empresa', 'SituacionInforme', 'TipoSeleccionRepresentante', 'repIni', 'repFin', 'ClienteIni', 'ClienteFin', 'fechaIniVencimiento', 'fechaFinVencimiento',
    'fechaIniFactura', 'fechaFinFactura', 'situacionCartera', 'codigoInforme']],
  // spec 3 §7.2 unpaid payments (tipoEmpresa, pdfSn, portadaSN, situacionCartera, proveedor) and §2.2 item 4 (branch)
  ['informeVencimientos', ['tira', 'empresa', 'SituacionInforme', 'TipoSeleccionRepresentante', 'repIni', 'repFin', 'ClienteIni', 'ClienteFin', 'fechaIniVencimiento', 'fechaFinVencimiento',
    'fechaIniFactura', 'fechaFinFactura', 'tipoEmpresa', 'pdfSn', 'portadaSN', 'situacionCartera', 'proveedor', 'sucursal'], { situacionCartera: 'AMBOS' }],
  // spec 3 §7.2 customer risk (the eight flags, estadoClteAPT, listaClientes)
  ['informeRiesgoClientes', ['tira', 'empresa', 'verEspecialesSN', 'verAvalesSN', 'verObservSN', 'verDotacionSN', 'verAnualSN', 'verMensualSN', 'verBalanceOficSN', 'verInformeComercSN',
    'estadoClteAPT', 'listaClientes', 'tipoEmpresa', 'pdfSn']],
  // spec 2 §7 stock (stockArticulos, stockCantidadExistente, getProximasRecepcionesOCProd, getUrlImgArt)
  ['stockArticulos', ['tira', 'usuario', 'empresa', 'search', 'offset', 'numRows', 'orderBy', 'order'], { orderBy: 'articulo' }],
  ['stockCantidadExistente', ['tira', 'empresa', 'articulo', 'offset', 'numRows', 'orderBy', 'order'], { orderBy: 'cantidadLote' }],
  ['getProximasRecepcionesOCProd', ['tira', 'empresa', 'codigoArticulo', 'offset', 'numRows']],
  ['getUrlImgArt', ['tira', 'empresa', 'producto']],
  // spec 2 §7 pending purchase orders (getOrdenesCompraPendientes with the Excel flag, getDetalleOrdenCompraPendiente) and the centre list (lovCentro)
  ['getOrdenesCompraPendientes', ['tira', 'usuario', 'empresa', 'codigoProveedor', 'codSucursal', 'fechaInicio', 'fechaFin', 'numeroOc', 'centro', 'offset', 'numRows', 'orderBy', 'order', 'descargaExcelSN'], { orderBy: 'codigoProveedor' }],
  ['getDetalleOrdenCompraPendiente', ['tira', 'empresa', 'numeroOc', 'offset', 'numRows', 'orderBy', 'order'], { orderBy: 'itemOC' }],
  ['lovCentro', ['empresa', 'estado', 'orderBy', 'comprobarPrivSn'], { orderBy: 'centro' }],
];

/** A plausible value of the type the spec implies for each listed field (codes as strings, flags S/N, dates DD/MM/YYYY, lists as arrays). */
export const SPEC_VALUES: Record<string, unknown> = {
  getAvatarSN: 'N', idOrganizacion: 1, organizacion: 1, usuario: 'NOBODY', empresa: '1', idioma: 'E', rol: 1, idRol: 1,
  offset: 1, numRows: 10, searchCols: ['nombre'], orderBy: 'nombre', order: 'ASC', filters: {}, search: 'zz',
  searchClienteIdentFiscalNombreRazonSocial: '%zz%', searchClienteRazonSocialTelefonoEmail: '%zz%',
  cliente: '000001', sucursal: '001', estado: 'A', conCompras: 'N', codigoProveedor: 'P001', estadoAP: 'A',
  fechaInicial: '01/01/2025', fechaFinal: '31/01/2025', fechaInicio: '01/01/2025', fechaFin: '31/01/2025', fechaIni: '01/01/2025',
  diasAntiguedad: 30, autoFiltro: 'N',
  clienteInicial: '000001', clienteFinal: '000001', representanteInicial: '1', representanteFinal: '1', agenteInicial: '1', agenteFinal: '1',
  numeroPedido: '999999', dias: 30, suReferencia: 'REF', zona: '01', numeroAnyosAntiguedadPedidos: 1, plazoEntregaSuperado: 'N',
  tipoPedido: 'P', tipoCargo: 'C', tipoAbono: 'A', articulo: 'ART1', obra: 'OBRA1', listaEstadosFiltrar: ['A'],
  help: 'N', albaran: [{ empresa: '1', tipoEmpresa: 0, ejercicio: 2025, numeroAlbaran: '999999' }],
  tipoEmpresa: 0, pdfSn: 'S', E0: 0, E1: 1, E2: 2, E3: 3, E4: 4, E5: 5, E6: 6, E7: 7, E8: 8,
  ejercicio: 2025, albaranInicial: '999999', albaranFinal: '999999', albValoradosSn: 'S',
  numeroFactura: '999999', serieFactura: 'A', secuenciaFactura: '1',
  contabilidad: '1', lineas: [{ numeroLinea: 1, marcado: 'N' }],
  centroTrabajo: 'C1', tipoGestion: 'T', codLer: '150101', numeroDI: 'DI1', numeroAlbaran: '999999', facturadoSN: 'N', descargaExcelSN: 'N',
  codigoLER: '150101', agenciaTransporte: '1', numeroCertificado: '999999', identificador: '999999',
  codCliente: '000001', numPedido: '999999', tipo: '0', id: 999999, numeroBis: 0, idPresupuesto: 999999, formato: 'I', desformat: 'PDF',
  pais: 'ES', fechaAplicacion: '01/01/2025', tipoDescuento: 'PP', fechaTarifa: '01/01/2025', unidadMedida: 'UD', moneda: 'EUR',
  agrupaEmpresa: '1', agrupaCodigo: '999999', numeroItem: 1,
  rpteIni: '1', rpteFin: '1', clteIni: '000001', clteFin: '000001', factIni: 999999, factFin: 999999, serie: 'FV',
  numero: 999999, sucursalEnvio: '001', dtoRappel: 'R00', dtoPP: 'PP0', fecha: '01/01/2025', fechaVigencia: '08/01/2025', plazoEntrega: '15/01/2025',
  formaPago: 'T30', refPedido: 'REF', observaciones: 'Texto', accion: 'I',
  listaLineasPresupuesto: [{
    idCabecera: 999999, idLinea: 999999, numeroItem: 1, articulo: 'ART1', cantidad: 1, tarifa: 'GEN', precio: 1.5, precioTarifa: 1.5, fechaTarifa: '01/01/2025',
    dto: 0, ref: 'REF', accion: 'A', recalcularPrecio: 'N', ump: 'UD', cantidadUmv: 1, umv: 'UD', observaciones: 'Texto', estado: 0, brutoNeto: 'B', agrupacion: 0,
  }],
  agrupaDenominacion: 'Grupo de prueba',
  visibleWebSN: 'S', SituacionInforme: 'IMPAGADO', TipoSeleccionRepresentante: 'E', ClienteIni: '000001', ClienteFin: '000001',
  fechaIniVencimiento: '01/01/2025', fechaFinVencimiento: '31/01/2025', fechaIniFactura: '01/01/2025', fechaFinFactura: '31/01/2025',
  situacionCartera: 'NO_COBRADO', codigoInforme: 'efj325', portadaSN: 'S', proveedor: 'P00005',
  verEspecialesSN: 'S', verAvalesSN: 'S', verObservSN: 'S', verDotacionSN: 'S', verAnualSN: 'S', verMensualSN: 'S', verBalanceOficSN: 'S', verInformeComercSN: 'S',
  estadoClteAPT: 'T', listaClientes: [{ codigoCliente: '000001' }],
  login: 'nobody', nombre: 'Nadie', email: 'nobody@example.com', telefono: '600000000',
  usuarioModificacion: 'ADMIN', activoSN: 'N', nuevaEmpresa: '1', nombreEmpresa: 'Empresa', role: 'CLIENTE', opciones: [], informes: [],
  representante: '1', agente: '1', sucursales: ['001'],
  // spec 2 §3 report filters (sales situation)
  repIni: 'R001', repFin: 'R001', cliIni: '000001', cliFin: '000001', fechaEntIni: '01/01/2025', fechaEntFin: '31/01/2025', estadoPed: 'S', tipoPedidos: 'T', tipoVenta: 'T', tipoOrden: 'A', tipoListado: 1, nivelFamilia: 5, nivel1: 1, nivel2: 2,
  gestionAlmUbi: { almacenes: [{ centro: '01', almacen: 'A99', marcado: 'N' }], ubicaciones: [{ centro: '01', almacen: 'A99', ubicacion: 'X', marcado: 'N' }] },
  // spec 2 §7 stock and pending purchase orders
  codigoArticulo: 'A000001', producto: 'A000001', codSucursal: '001', numeroOc: '4700001', centro: '01', comprobarPrivSn: 'N',
};

/**
 * The body of a call: every listed field with its value (tira is added by the test helper from the session), plus the row's overrides
 * (a value of its own for a listed field, or a field the handler requires that the spec does not list).
 */
export const specBody = (fields: string[], overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...Object.fromEntries(fields.filter((f) => f !== 'tira').map((f) => {
    if (!(f in SPEC_VALUES)) throw new Error(`no value for ${f}`);
    return [f, SPEC_VALUES[f]];
  })),
  ...overrides,
});
