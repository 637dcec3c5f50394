import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialectOf.js';

/**
 * The pickups and the certificates are read customer by customer too: a customer's own list, and a sort on the customer's name, which walks
 * the customers in that order and reads each one's rows (customerFirst). Their customer index now carries every column the list filters and
 * searches on, as their date index does, so rows that a filter or a search leaves out are skipped in the index without reading the table.
 * Free text is carried on SQLite only (a PostgreSQL index entry is limited in size). A customer reference is searched among the orders by a
 * narrow index of references, not through the orders' widest index.
 */
export const m017CustomerListIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = dialectOf(db) !== 'postgres';
    const text = (...columns: string[]) => (sqlite ? columns : []);
    const indexes: [name: string, table: string, columns: string[], replaces: string[]][] = [
      ['servicios_cliente_lista_idx', 'servicios_residuos', ['empresa', 'cliente', 'fecha', 'identificador', 'sucursal', 'tipo_gestion', 'estado', 'facturado', 'almacen', 'cod_ler',
        'tratamiento', 'albaran', 'pedido', 'ejercicio', 'tipo_registro', 'validado_sn', 'agencia_transporte', 'id_servicio_web', 'usuario_validacion', 'fecha_validacion',
        ...text('numero_di', 'ref_pedido', 'observaciones')], ['servicios_cliente_fecha_idx']],
      ['certificados_cliente_lista_idx', 'certificados', ['empresa', 'cliente', 'fecha_hasta', 'identificador', 'fecha_desde', 'sucursal', 'numero', 'ejercicio', 'mes_inicial',
        'agencia_transporte'], ['certificados_cliente_idx']],
      ['pedidos_referencia_idx', 'pedidos', ['empresa', 'ref_pedido', 'numero'], []],
    ];
    for (const [name, table, columns, replaces] of indexes) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
      for (const old of replaces) await db.schema.dropIndex(old).execute();
    }
    for (const table of new Set(indexes.map(([, table]) => table))) await sql`analyze ${sql.table(table)}`.execute(db);
  },
};
