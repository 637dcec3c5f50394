import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialectOf.js';
import { refreshOrderValues } from '../migrations/m015-stored-order-values.js';
import type { Database } from '../tables.js';

/** The function of the PostgreSQL row triggers that keep each order's stored amount and billing branch (migration 015). */
const ORDER_VALUE_FUNCTION = 'portal_pedido_refresh';

/** A trigger of the stored order values that fires in this session: its table, its name, and whether it is enabled always ('A') or as usual ('O'). */
interface OrderValueTrigger { table: string; name: string; enabled: 'O' | 'A' }

/**
 * Runs a bulk load of orders, order lines and invoices on PostgreSQL with the row triggers of the stored order values off, then writes those
 * values of every order once, with the statement the triggers run. With the triggers on, every line and invoice written rewrote its order: a
 * new version of the order in each of the orders' indexes, none of them reclaimable before the load's transaction ends, so the large seed
 * spent most of its time updating orders (about six versions of each). The values written are the same: the triggers compute them afresh
 * from all of the order's lines and invoices, so what the last of them wrote is what this statement writes once the load is done.
 *
 * The orders' secondary indexes (not unique, no constraint's) are dropped for the load and built again, as they were, after that statement:
 * writing every order into its seven list and search indexes took most of its time (34 of 40 s for 300,000 orders); building them takes seconds,
 * and the load reads the orders only by their key.
 *
 * The triggers are the ones the catalogue lists (pg_trigger: those of the function that fire in this session), whatever their names, and each
 * is enabled again as it was; a database migrated only up to before the stored values (migration 015) has none, and its load runs as it is.
 * Only inside a transaction (the triggers are off for it alone, and come back if the load fails); elsewhere, and on SQLite, the load runs
 * with the triggers.
 */
export async function deferStoredOrderValues(db: Kysely<Database>, load: () => Promise<void>): Promise<void> {
  if (dialectOf(db) !== 'postgres' || !db.isTransaction) return load();
  const triggers = (await sql<OrderValueTrigger>`select c.relname as "table", t.tgname as name, t.tgenabled as enabled
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc f on f.oid = t.tgfoid
    where not t.tgisinternal and f.proname = ${ORDER_VALUE_FUNCTION} and f.pronamespace = current_schema()::regnamespace
      and c.relnamespace = current_schema()::regnamespace and t.tgenabled in ('O', 'A')
    order by c.relname, t.tgname`.execute(db)).rows;
  for (const t of triggers) await sql`alter table ${sql.id(t.table)} disable trigger ${sql.id(t.name)}`.execute(db);
  const indexes = (await sql<{ name: string; definition: string }>`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = to_regclass('pedidos') and not i.indisunique and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by c.relname`.execute(db)).rows;
  for (const { name } of indexes) await sql.raw(`drop index "${name}"`).execute(db);
  await load();
  // Without the triggers (before migration 015) there are no stored values to write.
  if (triggers.length) await sql.raw(refreshOrderValues('true')).execute(db);
  for (const { definition } of indexes) await sql.raw(definition).execute(db);
  for (const t of triggers) await sql`alter table ${sql.id(t.table)} enable ${sql.raw(t.enabled === 'A' ? 'always ' : '')}trigger ${sql.id(t.name)}`.execute(db);
}
