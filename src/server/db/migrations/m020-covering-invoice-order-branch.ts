import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The stored billing branch of an order (migration 015) reads the lowest branch of the order's invoices on every write of an invoice. On a
 * database without planner statistics — a fresh one while it is being seeded — SQLite read it from the invoices' customer list index, which is
 * covering but is searched by company only: every invoice written scanned all the company's invoices, and seeding the large data set
 * (≈ 100,000 invoices) never finished. The invoices' order index now carries the branch too, so that read is one covering index search with or
 * without statistics. It replaces the order index of migration 002, whose columns it starts with.
 */
export const m020CoveringInvoiceOrderBranch: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('facturas_pedido_sucursal_idx').on('facturas').columns(['empresa', 'pedido', 'sucursal']).execute();
    await db.schema.dropIndex('facturas_pedido_idx').execute();
    await sql`analyze facturas`.execute(db);
  },
};
