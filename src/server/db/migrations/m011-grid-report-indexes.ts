import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Grid reports over a wide date window: the purchases/sales count reads company, date and type from the index alone (it read every row of
 * the window for its type) and its default sort (purchase plate with empty plates last, date, id) walks an index instead of sorting the window; the supplier
 * delivery notes' default sort (entry date, number) walks an index instead of sorting every note of the company. Each new index
 * starts with the columns of the one it replaces. Statistics of the two tables are refreshed so the planner prefers them.
 */
export const m011GridReportIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s.createIndex('compras_ventas_fecha_tipo_idx').on('compras_ventas').columns(['empresa', 'fecha', 'tipo']).execute();
    await s.dropIndex('compras_ventas_fecha_idx').execute();
    // The default sort puts rows without a plate last (is null first), as the list orders them.
    await sql`create index compras_ventas_matricula_idx on compras_ventas (empresa, (c_matricula is null), c_matricula, fecha, id)`.execute(db);
    await s.createIndex('albaranes_proveedor_fecha_numero_idx').on('albaranes_proveedor').columns(['empresa', 'fecha_entrada', 'numero']).execute();
    await s.dropIndex('albaranes_proveedor_fecha_idx').execute();
    await sql`analyze compras_ventas`.execute(db);
    await sql`analyze albaranes_proveedor`.execute(db);
  },
};
