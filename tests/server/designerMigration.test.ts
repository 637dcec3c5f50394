import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrations } from '../../src/server/db/migrate';
import { openDatabase, type OpenDatabase } from '../../src/server/db/openDatabase';
import { seedDatabase } from '../../src/server/db/seed/seedDatabase';
import { postgresDatabase } from './support/testServer';

/** Migration 012 on a database seeded before the report designer: the ADMIN_INF option is added, contracted by every organisation, granted to the ADMIN users only. */

let open: OpenDatabase;
let pg: Awaited<ReturnType<typeof postgresDatabase>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'designer-migration-'));

beforeAll(async () => {
  pg = await postgresDatabase();
  open = await openDatabase({ dataDir, databaseUrl: pg?.url });
  const migrator = new Migrator({ db: open.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo('011-grid-report-indexes');
  if (error) throw error;
  // Today's seed writes the articles' waste code (migration 024): the column is there while seeding and gone again, as before 024.
  await sql`alter table articulos add column cod_ler text`.execute(open.db);
  await open.db.transaction().execute((trx) => seedDatabase(trx, 'small'));
  await sql`alter table articulos drop column cod_ler`.execute(open.db);
  // A database seeded before the designer has no ADMIN_INF.
  await open.db.deleteFrom('usuario_opciones').where('id_opcion', '=', 6).execute();
  await open.db.deleteFrom('organizacion_opciones').where('id_opcion', '=', 6).execute();
  await open.db.deleteFrom('opciones').where('id', '=', 6).execute();
  await migrate(open.db);
}, 300_000);
afterAll(async () => {
  await open?.close();
  await pg?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('migration 012 on an existing database', () => {
  it('adds the designer option, contracts it for every organisation and grants it to the ADMIN users only', async () => {
    const db = open.db;
    expect(await db.selectFrom('opciones').selectAll().where('id', '=', 6).executeTakeFirst()).toEqual({ id: 6, padre: null, codigo: 'ADMIN_INF', nombre: 'Diseñador de informes', orden: 6 });
    const orgs = await db.selectFrom('organizaciones').select('id_organizacion').execute();
    const contracts = await db.selectFrom('organizacion_opciones').select('id_organizacion').where('id_opcion', '=', 6).execute();
    expect(contracts.map((r) => r.id_organizacion).sort()).toEqual(orgs.map((r) => r.id_organizacion).sort());
    const users = await db.selectFrom('usuarios_portal as p').leftJoin('roles as r', 'r.id_rol', 'p.id_rol')
      .leftJoin('usuario_opciones as uo', (j) => j.onRef('uo.id_organizacion', '=', 'p.id_organizacion').onRef('uo.usuario', '=', 'p.usuario').on('uo.id_opcion', '=', 6))
      .select(['p.usuario', 'r.role', 'uo.value_sn']).execute();
    expect(users.length).toBeGreaterThan(10);
    for (const u of users) expect(u.value_sn, u.usuario).toBe(u.role === 'ADMIN' ? 'S' : 'N');
    expect(users.filter((u) => u.value_sn === 'S').length).toBeGreaterThanOrEqual(2);
  });
  it('creates the designer tables', async () => {
    for (const table of ['definiciones_publicadas', 'definiciones_borrador', 'vistas_previas'] as const) {
      expect(await open.db.selectFrom(table).selectAll().execute()).toEqual([]);
    }
  });
});
