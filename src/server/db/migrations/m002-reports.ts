import type { Kysely, Migration } from 'kysely';

type Schema = Kysely<unknown>['schema'];
const TYPES = { text: 'text', int: 'integer', real: 'double precision', bigint: 'bigint' } as const;

/**
 * Creates a table from a compact column list "name type, name type?, …" (types text, int, real — double precision, so amounts keep their cents
 * on PostgreSQL too —, bigint; `?` marks a nullable column)
 * and its primary key: one column name, or the columns of a composite key.
 */
async function table(s: Schema, name: string, columns: string, primaryKey: string | string[]): Promise<void> {
  let t = s.createTable(name);
  for (const spec of columns.split(',').map((c) => c.trim())) {
    const [column, rawType] = spec.split(' ') as [string, string];
    const type = TYPES[rawType.replace('?', '') as keyof typeof TYPES];
    t = t.addColumn(column, type, (c) => (column === primaryKey ? c.primaryKey() : rawType.endsWith('?') ? c : c.notNull()));
  }
  if (Array.isArray(primaryKey)) t = t.addPrimaryKeyConstraint(`${name}_pk`, primaryKey as never[]);
  await t.execute();
}

/** Report data: delivery notes, carrier tracking, invoices, receivables, purchase orders from order lines, waste services, environmental certificates and issued document links. */
export const m002Reports: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await table(s, 'agencias_transporte', 'empresa text, agencia text, nombre text, cif text, tipo text, url_seguimiento text?', ['empresa', 'agencia']);

    await table(s, 'albaranes', 'empresa text, ejercicio int, numero int, pedido int, linea_desde int, linea_hasta int, cliente text, sucursal text, fecha text, agencia_transporte text, cod_tracking text?, estado_hub text, bultos int, peso_kg real, importe real, factura_ejercicio int?, factura_serie text?, factura_numero int?', ['empresa', 'ejercicio', 'numero']);
    await s.createIndex('albaranes_pedido_idx').on('albaranes').columns(['empresa', 'pedido']).execute();
    await s.createIndex('albaranes_cliente_fecha_idx').on('albaranes').columns(['empresa', 'cliente', 'fecha']).execute();
    await s.createIndex('albaranes_fecha_idx').on('albaranes').columns(['empresa', 'fecha']).execute();

    await table(s, 'albaran_seguimiento', 'empresa text, ejercicio int, albaran int, orden int, bulto int, estado text, fecha text, hora text, ubicacion text', ['empresa', 'ejercicio', 'albaran', 'orden']);

    await table(s, 'facturas', 'empresa text, ejercicio int, serie text, numero int, secuencia int, cliente text, sucursal text, fecha text, pedido int, albaran_ejercicio int?, albaran_numero int?, forma_pago text, base_imponible real, porcentaje_iva real, cuota_iva real, total real', ['empresa', 'ejercicio', 'serie', 'numero']);
    await s.createIndex('facturas_cliente_fecha_idx').on('facturas').columns(['empresa', 'cliente', 'fecha']).execute();
    await s.createIndex('facturas_fecha_idx').on('facturas').columns(['empresa', 'fecha']).execute();
    await s.createIndex('facturas_pedido_idx').on('facturas').columns(['empresa', 'pedido']).execute();
    await s.createIndex('facturas_numero_idx').on('facturas').columns(['empresa', 'numero']).execute();

    await table(s, 'vencimientos', 'empresa text, factura_ejercicio int, factura_serie text, factura_numero int, plazo int, cliente text, fecha_factura text, fecha_vencimiento text, importe real, importe_pendiente real, forma_pago text, situacion text, fecha_cobro text?, fecha_devolucion text?, motivo_devolucion text?', ['empresa', 'factura_ejercicio', 'factura_serie', 'factura_numero', 'plazo']);
    await s.createIndex('vencimientos_cliente_idx').on('vencimientos').columns(['empresa', 'cliente', 'fecha_vencimiento']).execute();
    await s.createIndex('vencimientos_situacion_idx').on('vencimientos').columns(['empresa', 'situacion', 'fecha_vencimiento']).execute();

    await table(s, 'ordenes_compra_lineas', 'empresa text, pedido int, linea int, orden_compra text, usuario text, fecha text', ['empresa', 'pedido', 'linea']);
    await s.createIndex('ordenes_compra_lineas_oc_idx').on('ordenes_compra_lineas').columns(['empresa', 'orden_compra']).execute();

    await table(s, 'codigos_ler', 'codigo text, descripcion text, peligroso text, cod_peligrosidad text?, familia text', 'codigo');
    await table(s, 'tratamientos', 'codigo text, descripcion text, tipo text', 'codigo');
    await table(s, 'familias_proveedor', 'familia text, descripcion text', 'familia');
    await table(s, 'almacenes', 'empresa text, almacen text, nombre text, cif text, direccion text, cp text, poblacion text, provincia text, nima text, num_inscripcion text, tipo_inscripcion text', ['empresa', 'almacen']);

    await table(s, 'servicios_residuos', 'identificador int, empresa text, tipo_gestion text, tipo_registro text, cliente text, sucursal text, ejercicio int, albaran int?, pedido int, fecha text, cod_ler text, tratamiento text, almacen text, agencia_transporte text, matricula text, estado text, numero_di text?, id_servicio_web text?, facturado text, validado_sn text?, usuario_validacion text?, fecha_validacion text?, comentario_validacion text?, observaciones text, ref_pedido text', 'identificador');
    await s.createIndex('servicios_cliente_fecha_idx').on('servicios_residuos').columns(['empresa', 'cliente', 'fecha']).execute();
    await s.createIndex('servicios_fecha_idx').on('servicios_residuos').columns(['empresa', 'fecha']).execute();
    await s.createIndex('servicios_albaran_idx').on('servicios_residuos').columns(['empresa', 'albaran', 'ejercicio']).execute();
    await s.createIndex('servicios_pedido_idx').on('servicios_residuos').columns(['empresa', 'pedido']).execute();

    await table(s, 'servicio_lineas', 'identificador int, linea int, cod_servicio text, nom_servicio text, articulo text, denominacion text, familia_articulo text, cantidad real, unidad text, precio real, numero_di text?, peso_bruto real?, peso_tara real?, doc_di text, doc_albaran text, doc_ticket text, doc_imagen_ticket text, doc_foto text, doc_adjuntos text', ['identificador', 'linea']);

    await table(s, 'certificados', 'identificador int, empresa text, numero text, cliente text, sucursal text, ejercicio int, mes_inicial int, mes_final int, fecha_desde text, fecha_hasta text, fecha_emision text, agencia_transporte text', 'identificador');
    await s.createIndex('certificados_cliente_idx').on('certificados').columns(['empresa', 'cliente', 'fecha_hasta']).execute();
    await s.createIndex('certificados_fecha_idx').on('certificados').columns(['empresa', 'fecha_hasta']).execute();

    await table(s, 'enlaces_documentos', 'id text, tipo text, parametros text, caduca_en bigint', 'id');
    await s.createIndex('enlaces_documentos_caduca_idx').on('enlaces_documentos').column('caduca_en').execute();

    await table(s, 'certificado_lineas', 'identificador int, linea int, mes int, cod_ler text, almacen text, tratamiento text, cantidad real, unidad text, reciclaje real, con_documento text', ['identificador', 'linea']);
  },
};
