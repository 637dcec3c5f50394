import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialectOf.js';
import { createTable } from './m003-quotes.js';

/**
 * Saved views of the reports: a user's named filter values, columns, sort and page size of a report (vistas_informe, its state as
 * JSON text), the roles an administrator shares one with (vistas_informe_roles; compartida_todos shares it with the whole organisation), each
 * user's default view and column choice per report (vistas_usuario) and the views pinned on the user's reports home (vistas_fijadas).
 * A view's name is unique per user and report whatever its case (checked by the services, which trim it; the index backs them up).
 */
export const m025ReportViews: Migration = {
  async up(db: Kysely<unknown>) {
    const id = dialectOf(db) === 'postgres'
      ? db.schema.createTable('vistas_informe').addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable('vistas_informe').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    await id
      .addColumn('id_organizacion', 'integer', (c) => c.notNull())
      .addColumn('usuario', 'text', (c) => c.notNull())
      .addColumn('informe', 'text', (c) => c.notNull())
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('estado', 'text', (c) => c.notNull())
      .addColumn('ejecutar_al_abrir', 'text', (c) => c.notNull().defaultTo('N'))
      .addColumn('compartida_todos', 'text', (c) => c.notNull().defaultTo('N'))
      .addColumn('creada', 'text', (c) => c.notNull())
      .addColumn('modificada', 'text', (c) => c.notNull())
      .execute();
    await sql`create unique index vistas_informe_nombre_idx on vistas_informe (id_organizacion, usuario, informe, lower(nombre))`.execute(db);
    await db.schema.createIndex('vistas_informe_informe_idx').on('vistas_informe').columns(['id_organizacion', 'informe']).execute();
    await createTable(db, 'vistas_informe_roles', { id_vista: 'int', role: 'text' }, ['id_vista', 'role']);
    await createTable(db, 'vistas_usuario', {
      id_organizacion: 'int', usuario: 'text', informe: 'text', vista_predeterminada: 'text?', columnas: 'text?',
    }, ['id_organizacion', 'usuario', 'informe']);
    await createTable(db, 'vistas_fijadas', { id_organizacion: 'int', usuario: 'text', id_vista: 'int', fecha: 'text' }, ['id_organizacion', 'usuario', 'id_vista']);
    await db.schema.createIndex('vistas_fijadas_vista_idx').on('vistas_fijadas').column('id_vista').execute();
  },
};
