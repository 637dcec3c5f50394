import type { ColumnDataType, Kysely, Migration } from 'kysely';

/**
 * Column types by short name (shared with later migrations through createTable); a trailing ? makes the column nullable. Decimals are double
 * precision so amounts keep their cents on PostgreSQL too.
 */
const COLUMN_TYPES: Record<string, ColumnDataType> = { text: 'text', int: 'integer', dec: 'double precision' };

/** Creates a table from a map column → type and its primary key columns. */
export async function createTable(db: Kysely<unknown>, name: string, columns: Record<string, string>, primaryKey: string[]): Promise<void> {
  let builder = db.schema.createTable(name);
  for (const [column, spec] of Object.entries(columns)) {
    const type = COLUMN_TYPES[spec.replace('?', '')];
    if (!type) throw new Error(`${name}.${column}: unknown type ${spec}`);
    builder = builder.addColumn(column, type, (c) => (spec.endsWith('?') ? c : c.notNull()));
  }
  await builder.addPrimaryKeyConstraint(`${name}_pk`, primaryKey as never[]).execute();
}

/** Quotes (presupuestos): payment methods, discount types, rates and their prices, article sales data, customer conditions, groupings, quote types, quotes and their lines. */
export const m003Quotes: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'formas_pago', { empresa: 'text', forma_pago: 'text', nombre: 'text', dias: 'int' }, ['empresa', 'forma_pago']);
    await createTable(db, 'descuentos', {
      empresa: 'text', tipo_descuento: 'text', ambito: 'text', denominacion: 'text',
      porc1: 'dec', entre12: 'text', porc2: 'dec', entre23: 'text', porc3: 'dec', fecha_desde: 'text?', fecha_hasta: 'text?',
    }, ['empresa', 'tipo_descuento']);
    await createTable(db, 'tarifas', { empresa: 'text', tarifa: 'text', nombre: 'text', moneda: 'text', bruto_neto: 'text', tipo_dto: 'text?' }, ['empresa', 'tarifa']);
    await createTable(db, 'tarifa_precios', { empresa: 'text', tarifa: 'text', articulo: 'text', fecha_desde: 'text', precio: 'dec' }, ['empresa', 'tarifa', 'articulo', 'fecha_desde']);
    await createTable(db, 'articulos_venta', {
      empresa: 'text', articulo: 'text', ump: 'text', umv: 'text', factor: 'dec', volumen: 'dec', precio_limite: 'dec', imagen: 'text?', servicio: 'text',
    }, ['empresa', 'articulo']);
    await createTable(db, 'condiciones_cliente', { empresa: 'text', cliente: 'text', tarifa: 'text', forma_pago: 'text', tipo_dto_rappel: 'text', tipo_dto_pp: 'text' }, ['empresa', 'cliente']);
    await createTable(db, 'agrupaciones', { empresa: 'text', codigo: 'int', denominacion: 'text' }, ['empresa', 'codigo']);
    await createTable(db, 'tipologias_presupuesto', { id_organizacion: 'int', usuario: 'text', tipologia: 'text' }, ['id_organizacion', 'usuario']);
    await createTable(db, 'presupuestos', {
      id: 'int', empresa: 'text', tipo: 'text', numero: 'int', numero_bis: 'int', cliente: 'text', sucursal: 'text', representante: 'text', agente: 'text', usuario: 'text',
      fecha: 'text', fecha_vigencia: 'text', plazo_entrega: 'text', forma_pago: 'text', tipo_dto_rappel: 'text', dto_rappel: 'dec', tipo_dto_pp: 'text', dto_pp: 'dec',
      moneda: 'text', ref_pedido: 'text', observaciones: 'text', estado: 'int', importe: 'dec', pedido: 'int?', fecha_aceptacion: 'text?', modificado_en: 'text',
    }, ['id']);
    await db.schema.createIndex('presupuestos_numero_idx').unique().on('presupuestos').columns(['empresa', 'tipo', 'numero', 'numero_bis']).execute();
    await db.schema.createIndex('presupuestos_cliente_idx').on('presupuestos').columns(['empresa', 'cliente', 'fecha']).execute();
    await db.schema.createIndex('presupuestos_fecha_idx').on('presupuestos').columns(['empresa', 'fecha']).execute();
    await createTable(db, 'presupuesto_lineas', {
      id_linea: 'int', id_presupuesto: 'int', numero_item: 'int', articulo: 'text', agrupacion: 'int', cantidad: 'dec', ump: 'text', cantidad_umv: 'dec', umv: 'text',
      volumen: 'dec', tarifa: 'text', fecha_tarifa: 'text', precio_tarifa: 'dec', precio: 'dec', precio_modificado: 'text', bruto_neto: 'text', tipo_descuento: 'text?',
      porc1: 'dec', entre12: 'text', porc2: 'dec', entre23: 'text', porc3: 'dec', descuento: 'dec', neto: 'dec', importe: 'dec',
      referencia: 'text', observaciones: 'text', estado: 'int', generada_dpc: 'text',
    }, ['id_linea']);
    await db.schema.createIndex('presupuesto_lineas_item_idx').unique().on('presupuesto_lineas').columns(['id_presupuesto', 'numero_item']).execute();
    await db.schema.createIndex('presupuesto_lineas_agrupacion_idx').on('presupuesto_lineas').column('agrupacion').execute();
  },
};
