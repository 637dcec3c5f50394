import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The purchases/sales default sort (purchase plate, empty plates last, date, id) walked its index but read every row of the window from the
 * table for its type (the filter every search sends): the index now carries the type too, so the sorted keys of a search — what an export's
 * pages slice, 100,000 of them on the large data — are read from the index alone (0.33–0.44 s → 0.04 s on SQLite). It replaces the index of
 * migration 011, whose columns it starts with.
 */
export const m019CoveringPlateSort: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index compras_ventas_matricula_tipo_idx on compras_ventas (empresa, (c_matricula is null), c_matricula, fecha, id, tipo)`.execute(db);
    await db.schema.dropIndex('compras_ventas_matricula_idx').execute();
    await sql`analyze compras_ventas`.execute(db);
  },
};
