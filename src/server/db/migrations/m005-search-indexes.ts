import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Order searches over a date range: indexes that sort (date, number) and answer the filters and the count without reading the table —
 * for a company and for one customer (or a representative's customers) — invoices in their list order; and customer names next to their key
 * for sorting by name. Statistics are refreshed so the planner prefers them.
 */
export const m005SearchIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s.createIndex('pedidos_fecha_cubre_idx').on('pedidos')
      .columns(['empresa', 'fecha_pedido', 'numero', 'tipo', 'cliente', 'sucursal', 'representante', 'agente']).execute();
    await s.dropIndex('pedidos_fecha_idx').execute();
    await s.createIndex('pedidos_cliente_cubre_idx').on('pedidos')
      .columns(['empresa', 'cliente', 'fecha_pedido', 'numero', 'tipo', 'sucursal']).execute();
    await s.dropIndex('pedidos_cliente_fecha_idx').execute();
    await s.createIndex('facturas_fecha_orden_idx').on('facturas').columns(['empresa', 'fecha', 'ejercicio', 'serie', 'numero', 'cliente']).execute();
    await s.dropIndex('facturas_fecha_idx').execute();
    await s.createIndex('clientes_clave_nombre_idx').on('clientes').columns(['empresa', 'cliente', 'nombre']).execute();
    await sql`analyze`.execute(db);
  },
};
