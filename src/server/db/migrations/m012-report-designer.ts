import type { Kysely, Migration } from 'kysely';
import { createTable } from './m003-quotes.js';

/** The report designer's menu option (its id in the ERP's option list). */
const DESIGNER_OPTION = { id: 6, codigo: 'ADMIN_INF', nombre: 'Diseñador de informes', orden: 6 };

/**
 * Report designer: published definition versions (immutable, one row per version), drafts and preview-session records, per organisation;
 * the designer's menu option ADMIN_INF, contracted by every organisation and granted to every portal ADMIN (N to the others).
 * A fresh database has no options yet: the seed that follows inserts the option with the others.
 */
export const m012ReportDesigner: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'definiciones_publicadas', {
      id_organizacion: 'int', informe: 'text', version: 'int', definicion: 'text', autor: 'text', fecha: 'text', comentario: 'text',
    }, ['id_organizacion', 'informe', 'version']);
    await createTable(db, 'definiciones_borrador', { id_organizacion: 'int', informe: 'text', definicion: 'text', autor: 'text', fecha: 'text' }, ['id_organizacion', 'informe']);
    await db.schema.createTable('vistas_previas')
      .addColumn('token_hash', 'text', (c) => c.notNull().primaryKey())
      .addColumn('id_organizacion', 'integer', (c) => c.notNull())
      .addColumn('admin', 'text', (c) => c.notNull())
      .addColumn('usuario', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('informe', 'text', (c) => c.notNull())
      .addColumn('fecha', 'text', (c) => c.notNull())
      .addColumn('expira', 'bigint', (c) => c.notNull())
      .addColumn('endpoints', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('vistas_previas_org_idx').on('vistas_previas').columns(['id_organizacion', 'fecha']).execute();

    // Existing databases: the option, its contract and its grants (the seed of a fresh database does the same).
    const d = db as Kysely<Record<string, Record<string, unknown>>>;
    const seeded = await d.selectFrom('opciones').select('id').limit(1).executeTakeFirst();
    if (!seeded) return;
    const present = await d.selectFrom('opciones').select('id').where('id', '=', DESIGNER_OPTION.id).executeTakeFirst();
    if (!present) await d.insertInto('opciones').values({ ...DESIGNER_OPTION, padre: null }).execute();
    const orgs = await d.selectFrom('organizaciones').select('id_organizacion').execute();
    for (const { id_organizacion } of orgs) {
      await d.insertInto('organizacion_opciones').values({ id_organizacion, id_opcion: DESIGNER_OPTION.id })
        .onConflict((oc) => oc.columns(['id_organizacion', 'id_opcion']).doNothing()).execute();
    }
    const users = await d.selectFrom('usuarios_portal as p').leftJoin('roles as r', 'r.id_rol', 'p.id_rol')
      .select(['p.id_organizacion', 'p.usuario', 'r.role']).execute();
    for (const u of users) {
      await d.insertInto('usuario_opciones').values({ id_organizacion: u.id_organizacion, usuario: u.usuario, id_opcion: DESIGNER_OPTION.id, value_sn: u.role === 'ADMIN' ? 'S' : 'N' })
        .onConflict((oc) => oc.columns(['id_organizacion', 'usuario', 'id_opcion']).doNothing()).execute();
    }
  },
};
