import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialectOf.js';

/** The order amount (sum of its lines, negative for credit notes) as SQL over order p. */
const AMOUNT = `coalesce((select sum(ol.cantidad * ol.precio) from pedido_lineas ol where ol.empresa = p.empresa and ol.numero = p.numero), 0) * (case when p.tipo = 'A' then -1 else 1 end)`;
/** The billing branch: the branch of its invoice, or the delivery branch while it is not invoiced. */
const BRANCH = `coalesce((select min(bf.sucursal) from facturas bf where bf.empresa = p.empresa and bf.pedido = p.numero), p.sucursal)`;

/** Recomputes the stored values of the orders matched by a condition over p (the statement of the PostgreSQL trigger). */
export const refreshOrderValues = (where: string) => `update pedidos as p set importe = ${AMOUNT}, sucursal_facturacion = ${BRANCH} where ${where}`;
const refreshSqlite = (where: string) => `update pedidos set importe = (select ${AMOUNT} from pedidos p where p.empresa = pedidos.empresa and p.numero = pedidos.numero),
  sucursal_facturacion = (select ${BRANCH} from pedidos p where p.empresa = pedidos.empresa and p.numero = pedidos.numero) where ${where}`;

/**
 * The order list sorts by amount and billing branch: both were computed for every matching order before the page was cut. They are stored on
 * the order now (importe, sucursal_facturacion), kept by triggers on the order lines, the invoices and the order itself, and indexed. The lines
 * are indexed by article for the article filter.
 */
export const m015StoredOrderValues: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('pedidos').addColumn('importe', 'double precision', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('pedidos').addColumn('sucursal_facturacion', 'text').execute();
    if (dialectOf(db) === 'postgres') {
      await sql.raw(refreshOrderValues('true')).execute(db);
      await sql.raw(`create or replace function portal_pedido_refresh() returns trigger language plpgsql as $$
        begin
          if TG_TABLE_NAME = 'pedidos' then
            if TG_OP = 'INSERT' or new.tipo is distinct from old.tipo or new.sucursal is distinct from old.sucursal then
              ${refreshOrderValues('p.empresa = new.empresa and p.numero = new.numero')};
            end if;
            return null;
          end if;
          if TG_OP <> 'INSERT' then
            ${TG_KEYS.old}
          end if;
          if TG_OP <> 'DELETE' then
            ${TG_KEYS.new}
          end if;
          return null;
        end $$`).execute(db);
      for (const table of ['pedidos', 'pedido_lineas', 'facturas']) {
        await sql.raw(`create trigger "${table}_valores_pedido" after insert or update or delete on "${table}" for each row execute function portal_pedido_refresh()`).execute(db);
      }
    } else {
      await sql.raw(refreshSqlite('1 = 1')).execute(db);
      const orderKey = { pedido_lineas: (r: string) => `empresa = ${r}.empresa and numero = ${r}.numero`, facturas: (r: string) => `empresa = ${r}.empresa and numero = ${r}.pedido` };
      for (const [table, key] of Object.entries(orderKey)) {
        await sql.raw(`create trigger "${table}_valores_pedido_ins" after insert on "${table}" begin ${refreshSqlite(key('new'))}; end`).execute(db);
        await sql.raw(`create trigger "${table}_valores_pedido_del" after delete on "${table}" begin ${refreshSqlite(key('old'))}; end`).execute(db);
        await sql.raw(`create trigger "${table}_valores_pedido_upd" after update on "${table}" begin ${refreshSqlite(key('old'))}; ${refreshSqlite(key('new'))}; end`).execute(db);
      }
      await sql.raw(`create trigger "pedidos_valores_pedido_ins" after insert on pedidos begin ${refreshSqlite('empresa = new.empresa and numero = new.numero')}; end`).execute(db);
      await sql.raw(`create trigger "pedidos_valores_pedido_upd" after update of tipo, sucursal on pedidos begin ${refreshSqlite('empresa = new.empresa and numero = new.numero')}; end`).execute(db);
    }
    await db.schema.createIndex('pedidos_importe_idx').on('pedidos').columns(['empresa', 'importe', 'numero']).execute();
    await db.schema.createIndex('pedidos_sucursal_facturacion_idx').on('pedidos').columns(['empresa', 'sucursal_facturacion', 'numero']).execute();
    // The article filter finds the orders through the lines of the matching articles.
    await db.schema.createIndex('pedido_lineas_articulo_idx').on('pedido_lineas').columns(['empresa', 'articulo', 'numero']).execute();
    // The planner's statistics of both tables, new indexes included: without them it may walk an index of a whole year to read one page's rows.
    await sql`analyze pedidos`.execute(db);
    await sql`analyze pedido_lineas`.execute(db);
  },
};

/** In the PostgreSQL trigger: refresh the order of the old and of the new row of pedido_lineas (empresa, numero) or facturas (empresa, pedido). */
const TG_KEYS = {
  old: `if TG_TABLE_NAME = 'facturas' then ${refreshOrderValues('p.empresa = old.empresa and p.numero = old.pedido')}; else ${refreshOrderValues('p.empresa = old.empresa and p.numero = old.numero')}; end if;`,
  new: `if TG_TABLE_NAME = 'facturas' then ${refreshOrderValues('p.empresa = new.empresa and p.numero = new.pedido')}; else ${refreshOrderValues('p.empresa = new.empresa and p.numero = new.numero')}; end if;`,
};
