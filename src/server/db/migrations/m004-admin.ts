import type { Kysely, Migration } from 'kysely';

/** User administration: who changed a portal user and when, and the warehouses and locations of each company with their in-scope mark. */
export const m004Admin: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s.alterTable('usuarios_portal').addColumn('usuario_modificacion', 'text').execute();
    await s.alterTable('usuarios_portal').addColumn('fecha_modificacion', 'text').execute();
    await s.createTable('almacenes_logisticos')
      .addColumn('empresa', 'text', (c) => c.notNull())
      .addColumn('centro', 'text', (c) => c.notNull())
      .addColumn('almacen', 'text', (c) => c.notNull())
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('marcado', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('almacenes_logisticos_pk', ['empresa', 'centro', 'almacen'])
      .execute();
    await s.createTable('ubicaciones_almacen')
      .addColumn('empresa', 'text', (c) => c.notNull())
      .addColumn('centro', 'text', (c) => c.notNull())
      .addColumn('almacen', 'text', (c) => c.notNull())
      .addColumn('ubicacion', 'text', (c) => c.notNull())
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('marcado', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('ubicaciones_almacen_pk', ['empresa', 'centro', 'almacen', 'ubicacion'])
      .execute();
  },
};
