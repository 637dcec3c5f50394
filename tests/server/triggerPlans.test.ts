import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase, type OpenDatabase } from '../../src/server/db/openDatabase';
import { postgresDatabase } from './support/testServer';

/**
 * The triggers that keep stored values and cache versions run once per written row. On a fresh embedded database — migrated, still without
 * the planner's statistics, as it is while the demo data is seeded — every read they make must search by its whole key: a read that scans a
 * table, or searches a company's rows only, costs as much as the table is large for every row written (seeding the large data set never ended).
 */
let dir: string;
let open: OpenDatabase;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-trigger-plans-'));
  open = await openDatabase({ dataDir: dir });
  await migrate(open.db);
});
afterAll(async () => {
  await open?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The statements of a trigger's body, its new./old. references as parameters. */
function bodyStatements(trigger: string): string[] {
  const body = trigger.slice(trigger.search(/\bbegin\b/i) + 'begin'.length, trigger.search(/\bend\s*$/i));
  return body.split(';').map((s) => s.trim()).filter(Boolean).map((s) => s.replace(/\b(new|old)\.\w+/gi, '?'));
}

describe('write triggers on a database without statistics', () => {
  it('search every table they read by its key, never a whole table or a whole company', async () => {
    const file = new SQLite(path.join(dir, 'erp.sqlite'), { readonly: true });
    const triggers = file.prepare(`select name, sql from sqlite_master where type = 'trigger' order by name`).all() as { name: string; sql: string }[];
    expect(triggers.length).toBeGreaterThan(50);
    expect(triggers.map((t) => t.name)).toContain('facturas_valores_pedido_ins');
    const wide: string[] = [];
    for (const trigger of triggers) {
      for (const statement of bodyStatements(trigger.sql)) {
        const plan = file.prepare(`explain query plan ${statement}`).all(...(statement.match(/\?/g) ?? []).map(() => null)) as { detail: string }[];
        for (const { detail } of plan) if (/^SCAN\b/.test(detail) || /\(empresa=\?\)$/.test(detail)) wide.push(`${trigger.name}: ${detail}`);
      }
    }
    file.close();
    expect(wide).toEqual([]);
  });
});

describe('row triggers on PostgreSQL', () => {
  it('plan their statements for the tables as they are, never with a plan kept from when the tables were small', async (ctx) => {
    const pg = await postgresDatabase();
    if (!pg) return ctx.skip('needs a PostgreSQL server (TEST_POSTGRES_URL is not set)');
    const fresh = await openDatabase({ dataDir: dir, databaseUrl: pg.url });
    try {
      await migrate(fresh.db);
      const functions = (await sql<{ name: string; config: string[] | null }>`select distinct p.proname as name, p.proconfig as config
        from pg_trigger t join pg_proc p on p.oid = t.tgfoid join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and (t.tgtype & 1) = 1 and c.relnamespace = current_schema()::regnamespace order by 1`.execute(fresh.db)).rows;
      expect(functions.map((f) => f.name)).toEqual(['portal_pedido_refresh', 'portal_sucursal_nombre']);
      expect(functions.filter((f) => !(f.config ?? []).includes('plan_cache_mode=force_custom_plan')).map((f) => f.name)).toEqual([]);
    } finally {
      await fresh.close();
      await pg.drop();
    }
  });
});
