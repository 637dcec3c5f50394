import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialectOf.js';

/** The id_organizacion of a report every organisation shares (the standard reports of the ERP's list); tables.ts names it for the services. */
const COMMON_REPORTS = 0;

/**
 * The ERP's report list is keyed by organisation and code: a report created in the designer (nuevoInforme) belongs to its organisation, so
 * another tenant may create its own report under the same code and neither sees nor reserves the other's. The standard reports are common
 * (id_organizacion COMMON_REPORTS = 0). Rows that exist already stay common: the list alone cannot tell a report created in the designer from a
 * standard one contracted by a single organisation, and making a standard report private would hide it from the organisations that contract it
 * later. PostgreSQL changes the key in place; SQLite cannot, so the table is built again (its version triggers come back after the migrations).
 */
export const m023OrganisationReportCodes: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      await sql`alter table informes add column id_organizacion integer not null default ${sql.lit(COMMON_REPORTS)}`.execute(db);
      const { rows } = await sql<{ name: string }>`select conname as name from pg_constraint where conrelid = 'informes'::regclass and contype = 'p'`.execute(db);
      for (const { name } of rows) await sql`alter table informes drop constraint ${sql.id(name)}`.execute(db);
      await sql`alter table informes add constraint informes_pk primary key (id_organizacion, informe)`.execute(db);
      return;
    }
    await db.schema.createTable('informes_por_organizacion')
      .addColumn('id_organizacion', 'integer', (c) => c.notNull().defaultTo(COMMON_REPORTS))
      .addColumn('informe', 'text', (c) => c.notNull())
      .addColumn('descripcion', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('parametros', 'text', (c) => c.notNull())
      .addColumn('orden', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('informes_pk', ['id_organizacion', 'informe'])
      .execute();
    await sql`insert into informes_por_organizacion (id_organizacion, informe, descripcion, url, parametros, orden)
      select ${sql.lit(COMMON_REPORTS)}, informe, descripcion, url, parametros, orden from informes`.execute(db);
    await db.schema.dropTable('informes').execute();
    await db.schema.alterTable('informes_por_organizacion').renameTo('informes').execute();
  },
};
