import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialectOf.js';

/**
 * The large lists sort by any column the grid offers within a date window (or one customer). Each list's date (and customer) index now
 * carries every column the list sorts and filters on, so the filtered keys are read from the index alone and only the keys are sorted (no
 * table row is read for a row outside the page); each new index starts with the columns of the one it replaces. Sorts on the customer's
 * company name walk a new index of the customers by it. Free text (project,
 * customer reference, remarks) is carried on SQLite only: a PostgreSQL index entry is limited in size.
 */
export const m016ListSortIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = dialectOf(db) !== 'postgres';
    const text = (...columns: string[]) => (sqlite ? columns : []);
    const orders = ['tipo', 'sucursal', 'representante', 'agente', 'estado_pedido_web', 'retenido', 'fecha_entrega', 'fecha_recepcion', 'agencia_transporte',
      'numero_web', 'importe', 'sucursal_facturacion', ...text('ref_pedido', 'obra')];
    const invoices = ['sucursal', 'secuencia', 'albaran_numero', 'albaran_ejercicio', 'total', 'pedido'];
    const notes = ['sucursal', 'factura_numero', 'factura_serie', 'factura_ejercicio', 'importe', 'pedido'];
    const indexes: [name: string, table: string, columns: string[], replaces: string[]][] = [
      ['pedidos_fecha_lista_idx', 'pedidos', ['empresa', 'fecha_pedido', 'numero', 'cliente', ...orders], ['pedidos_fecha_cubre_idx']],
      ['pedidos_cliente_lista_idx', 'pedidos', ['empresa', 'cliente', 'fecha_pedido', 'numero', ...orders], ['pedidos_cliente_cubre_idx']],
      ['facturas_fecha_lista_idx', 'facturas', ['empresa', 'fecha', 'ejercicio', 'serie', 'numero', 'cliente', ...invoices], ['facturas_fecha_orden_idx']],
      ['facturas_cliente_lista_idx', 'facturas', ['empresa', 'cliente', 'fecha', 'ejercicio', 'serie', 'numero', ...invoices], ['facturas_cliente_fecha_idx']],
      ['albaranes_fecha_lista_idx', 'albaranes', ['empresa', 'fecha', 'ejercicio', 'numero', 'cliente', ...notes], ['albaranes_fecha_idx']],
      ['albaranes_cliente_lista_idx', 'albaranes', ['empresa', 'cliente', 'fecha', 'ejercicio', 'numero', ...notes], ['albaranes_cliente_fecha_idx']],
      ['servicios_fecha_lista_idx', 'servicios_residuos', ['empresa', 'fecha', 'identificador', 'cliente', 'sucursal', 'tipo_gestion', 'estado', 'facturado', 'almacen', 'cod_ler',
        'tratamiento', 'albaran', 'pedido', 'ejercicio', 'tipo_registro', 'validado_sn', 'agencia_transporte', 'id_servicio_web', 'usuario_validacion', 'fecha_validacion',
        ...text('numero_di', 'ref_pedido', 'observaciones')], ['servicios_fecha_idx']],
      ['certificados_fecha_lista_idx', 'certificados', ['empresa', 'fecha_hasta', 'identificador', 'fecha_desde', 'cliente', 'sucursal', 'numero', 'ejercicio', 'mes_inicial',
        'agencia_transporte'], ['certificados_fecha_idx']],
      // Sorts on the customer's company name walk the customers in that order (customerFirst).
      ['clientes_razon_social_idx', 'clientes', ['empresa', 'razon_social'], []],
    ];
    for (const [name, table, columns, replaces] of indexes) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
      for (const old of replaces) await db.schema.dropIndex(old).execute();
    }
    for (const table of new Set(indexes.map(([, table]) => table))) await sql`analyze ${sql.table(table)}`.execute(db);
  },
};
