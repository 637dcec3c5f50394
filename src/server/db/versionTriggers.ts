import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialectOf.js';

/** The cache groups of versiones_cache. */
export type CacheGroup = 'sesiones' | 'datos' | 'definiciones';
export const CACHE_GROUPS: readonly CacheGroup[] = ['sesiones', 'datos', 'definiciones'];

type Operation = 'insert' | 'update' | 'delete';
const ALL: readonly Operation[] = ['insert', 'update', 'delete'];

/**
 * What each table's writes make stale. Sessions, users, roles, grants and companies decide who the caller is and what they may see (group
 * sesiones; a new token changes nothing cached, its update or deletion — logout, revocation — does); published definitions (definiciones).
 * Tables of the service itself (and the users' saved views) are left out; every other table is report data (datos).
 */
const SESSION_TABLES: Record<string, readonly Operation[]> = {
  tokens: ['update', 'delete'],
  usuarios_erp: ALL, usuarios_portal: ALL, roles: ALL, fechas_roles: ALL, usuario_sucursales: ALL, usuario_opciones: ALL, usuario_informes: ALL,
  usuario_permisos: ALL, organizacion_informes: ALL, organizacion_opciones: ALL, informes: ALL, opciones: ALL, empresas: ALL, organizaciones: ALL, url_hosts: ALL,
};
const DEFINITION_TABLES: Record<string, readonly Operation[]> = { definiciones_publicadas: ALL };
const SERVICE_TABLES = new Set([
  'refresh_tokens', 'vistas_previas', 'ajustes_servicio', 'contadores_limite', 'versiones_cache', 'definiciones_borrador', 'kysely_migration', 'kysely_migration_lock',
  // The users' saved views of the reports: read live by the view calls, never cached, and no report's data depends on them.
  'vistas_informe', 'vistas_informe_roles', 'vistas_usuario', 'vistas_fijadas',
]);

/** The cache group whose version a table's writes bump (undefined for the service's own tables, whose writes bump none). */
export function groupOfTable(table: string): CacheGroup | undefined {
  if (SERVICE_TABLES.has(table)) return undefined;
  return SESSION_TABLES[table] ? 'sesiones' : DEFINITION_TABLES[table] ? 'definiciones' : 'datos';
}

/** The triggers every table should have: name, table, operation, group. */
function wantedTriggers(tables: readonly string[]): { name: string; table: string; op: Operation; group: CacheGroup }[] {
  return tables.filter((t) => !SERVICE_TABLES.has(t)).flatMap((table) => {
    const [group, ops]: [CacheGroup, readonly Operation[]] = SESSION_TABLES[table] ? ['sesiones', SESSION_TABLES[table]]
      : DEFINITION_TABLES[table] ? ['definiciones', DEFINITION_TABLES[table]] : ['datos', ALL];
    return ops.map((op) => ({ name: `vc_${group}_${table}_${op}`, table, op, group }));
  });
}

/**
 * Installs (idempotently, after every migration run) the triggers that bump versiones_cache on each write of every table, and drops those of
 * tables or groups that changed. SQLite: a row trigger per operation; PostgreSQL: a statement trigger per operation, under an advisory lock so
 * processes starting together do not race.
 */
export async function installVersionTriggers(db: Kysely<any>): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
  if (dialectOf(db) === 'postgres') {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(74210014)`.execute(trx);
      // Once per group and transaction: a version already bumped by this transaction (its row's xmin is the transaction's id) is left as it
      // is. Every bump of a transaction adds a row version that the next bump must walk past until the transaction ends, so a transaction of
      // many statements — a bulk load, or the per-row triggers of the stored order values, whose update of each order is a statement of its
      // own — grew slower with every write (the large seed never ended). Other connections see only the committed version, and the caches
      // keep and serve nothing inside a transaction (TotalsCacheDialect), so one bump tells them what many did.
      await sql.raw(`create or replace function portal_version_bump() returns trigger language plpgsql as $$
        begin
          update versiones_cache set version = version + 1 where grupo = TG_ARGV[0] and xmin::text::bigint <> txid_current() % 4294967296;
          return null;
        end $$`).execute(trx);
      const tables = (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(trx)).rows.map((r) => r.name);
      const existing = (await sql<{ name: string; tbl: string }>`select t.tgname as name, c.relname as tbl from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and t.tgname like 'vc\\_%' and c.relnamespace = current_schema()::regnamespace`.execute(trx)).rows;
      const wanted = wantedTriggers(tables);
      const names = new Set(wanted.map((w) => w.name));
      for (const e of existing) if (!names.has(e.name)) await sql.raw(`drop trigger "${e.name}" on "${e.tbl}"`).execute(trx);
      const have = new Set(existing.map((e) => e.name));
      for (const w of wanted.filter((x) => !have.has(x.name))) {
        await sql.raw(`create trigger "${w.name}" after ${w.op} on "${w.table}" for each statement execute function portal_version_bump('${w.group}')`).execute(trx);
      }
    });
    return;
  }
  const tables = (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows.map((r) => r.name);
  const existing = (await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and name like 'vc\\_%' escape '\\'`.execute(db)).rows.map((r) => r.name);
  const wanted = wantedTriggers(tables);
  const names = new Set(wanted.map((w) => w.name));
  for (const name of existing) if (!names.has(name)) await sql.raw(`drop trigger if exists "${name}"`).execute(db);
  const have = new Set(existing);
  for (const w of wanted.filter((x) => !have.has(x.name))) {
    await sql.raw(`create trigger if not exists "${w.name}" after ${w.op} on "${w.table}" begin update versiones_cache set version = version + 1 where grupo = '${w.group}'; end`).execute(db);
  }
}
