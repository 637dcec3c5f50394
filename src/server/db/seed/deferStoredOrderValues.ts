import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialectOf.js';
import { refreshOrderValues } from '../migrations/m015-stored-order-values.js';
import type { Database } from '../tables.js';

/** The PostgreSQL row triggers that keep each order's stored amount and billing branch (migration 015), by table. */
const ORDER_VALUE_TRIGGERS = [['pedidos', 'pedidos_valores_pedido'], ['pedido_lineas', 'pedido_lineas_valores_pedido'], ['facturas', 'facturas_valores_pedido']] as const;

/**
 * Runs a bulk load of orders, order lines and invoices on PostgreSQL with the row triggers of the stored order values off, then writes those
 * values of every order once, with the statement the triggers run. With the triggers on, every line and invoice written rewrote its order: a
 * new version of the order in each of the orders' indexes, none of them reclaimable before the load's transaction ends, so the large seed
 * spent most of its time updating orders (about six versions of each). The values written are the same: the triggers compute them afresh
 * from all of the order's lines and invoices, so what the last of them wrote is what this statement writes once the load is done.
 *
 * Only inside a transaction (the triggers are off for it alone, and come back if the load fails); elsewhere, and on SQLite, the load runs
 * with the triggers.
 */
export async function deferStoredOrderValues(db: Kysely<Database>, load: () => Promise<void>): Promise<void> {
  if (dialectOf(db) !== 'postgres' || !db.isTransaction) return load();
  for (const [table, trigger] of ORDER_VALUE_TRIGGERS) await sql.raw(`alter table "${table}" disable trigger "${trigger}"`).execute(db);
  await load();
  await sql.raw(refreshOrderValues('true')).execute(db);
  for (const [table, trigger] of ORDER_VALUE_TRIGGERS) await sql.raw(`alter table "${table}" enable trigger "${trigger}"`).execute(db);
}
