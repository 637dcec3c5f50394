import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase, type OpenDatabase } from '../../src/server/db/openDatabase';
import { prepareDatabase } from '../../src/server/db/prepareDatabase';
import type { Database } from '../../src/server/db/tables';
import { postgresDatabase } from './support/testServer';

/**
 * A seeded database has the triggers, trigger functions and indexes of a database that only ran the migrations: the seed may set triggers
 * aside and build indexes after its load (PostgreSQL), but leaves every one as the migrations made it — same names, tables, definitions and
 * enabled state — and the stored order values follow writes again once it is done. SQLite and, with TEST_POSTGRES_URL, PostgreSQL.
 */

interface Catalogue { triggers: unknown[]; functions: unknown[]; indexes: unknown[] }

/** The triggers, the service's trigger functions and the indexes of the database, in a fixed order. */
async function catalogueOf(open: OpenDatabase): Promise<Catalogue> {
  const db = open.db as Kysely<unknown>;
  if (open.dialect === 'sqlite') {
    const of = async (type: string) => (await sql<{ name: string; tbl: string; definition: string | null }>`select name, tbl_name as tbl, sql as definition
      from sqlite_master where type = ${type} order by name`.execute(db)).rows;
    return { triggers: await of('trigger'), functions: [], indexes: await of('index') };
  }
  const triggers = (await sql`select c.relname as "table", t.tgname as name, t.tgenabled as enabled, pg_get_triggerdef(t.oid) as definition
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace order by c.relname, t.tgname`.execute(db)).rows;
  const functions = (await sql`select p.proname as name, p.prosrc as source, p.proconfig as config from pg_proc p
    where p.pronamespace = current_schema()::regnamespace order by p.proname`.execute(db)).rows;
  // An index built in the seed's transaction over orders the transaction updated serves only the transactions that begin after it
  // (indcheckxmin), every one once the seed has committed: that flag is left out.
  const indexes = (await sql`select x.tablename as "table", x.indexname as name, x.indexdef as definition, i.indisunique as "unique",
      i.indisprimary as "primary", i.indisvalid as valid, i.indisready as ready, i.indislive as live, i.indisclustered as clustered
    from pg_indexes x join pg_class c on c.relname = x.indexname and c.relnamespace = current_schema()::regnamespace join pg_index i on i.indexrelid = c.oid
    where x.schemaname = current_schema() order by x.tablename, x.indexname`.execute(db)).rows;
  return { triggers, functions, indexes };
}

const dataDirs: string[] = [];
const pgs: { drop(): Promise<void> }[] = [];
let migrated: OpenDatabase;
let seeded: OpenDatabase;

async function target(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-catalogue-'));
  dataDirs.push(dataDir);
  const pg = await postgresDatabase();
  if (pg) pgs.push(pg);
  return { dataDir, databaseUrl: pg?.url };
}

beforeAll(async () => {
  migrated = await openDatabase(await target());
  await migrate(migrated.db);
  seeded = await prepareDatabase({ ...await target(), scale: 'small' });
}, 300_000);
afterAll(async () => {
  await migrated?.close();
  await seeded?.close();
  for (const pg of pgs) await pg.drop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a seeded database', () => {
  it('has the triggers of a database that only ran the migrations: names, tables, definitions, enabled', async () => {
    const [want, got] = [await catalogueOf(migrated), await catalogueOf(seeded)];
    expect(want.triggers.length).toBeGreaterThan(100);
    expect(got.triggers).toEqual(want.triggers);
    expect(got.functions).toEqual(want.functions);
  });

  it('has the indexes of a database that only ran the migrations, every one valid', async () => {
    const [want, got] = [await catalogueOf(migrated), await catalogueOf(seeded)];
    expect(want.indexes.length).toBeGreaterThan(50);
    expect(got.indexes).toEqual(want.indexes);
  });

  it('keeps the stored order values by its triggers after the seed: a new line, an invoice and their deletion change the order', async () => {
    const db: Kysely<Database> = seeded.db;
    const order = await db.selectFrom('pedidos').selectAll().orderBy('empresa').orderBy('numero').limit(1).executeTakeFirstOrThrow();
    const line = await db.selectFrom('pedido_lineas').selectAll().where('empresa', '=', order.empresa).orderBy('numero').orderBy('linea').limit(1).executeTakeFirstOrThrow();
    const invoice = await db.selectFrom('facturas').selectAll().where('empresa', '=', order.empresa)
      .orderBy('ejercicio').orderBy('serie').orderBy('numero').orderBy('secuencia').limit(1).executeTakeFirstOrThrow();
    const values = () => db.selectFrom('pedidos').select(['importe', 'sucursal_facturacion']).where('empresa', '=', order.empresa).where('numero', '=', 990_100).executeTakeFirstOrThrow();
    try {
      await db.insertInto('pedidos').values({ ...order, numero: 990_100, numero_web: null, tipo: 'P', importe: 0, sucursal_facturacion: null }).execute();
      expect(await values()).toEqual({ importe: 0, sucursal_facturacion: order.sucursal });
      await db.insertInto('pedido_lineas').values({ ...line, numero: 990_100, linea: 1, cantidad: 4, precio: 2.5 }).execute();
      expect((await values()).importe).toBe(10);
      await db.insertInto('facturas').values({ ...invoice, numero: 990_100, pedido: 990_100, sucursal: '0ZZ' }).execute();
      expect((await values()).sucursal_facturacion).toBe('0ZZ');
      await db.deleteFrom('facturas').where('empresa', '=', order.empresa).where('pedido', '=', 990_100).execute();
      await db.deleteFrom('pedido_lineas').where('empresa', '=', order.empresa).where('numero', '=', 990_100).execute();
      expect(await values()).toEqual({ importe: 0, sucursal_facturacion: order.sucursal });
    } finally {
      await db.deleteFrom('facturas').where('empresa', '=', order.empresa).where('pedido', '=', 990_100).execute();
      await db.deleteFrom('pedido_lineas').where('empresa', '=', order.empresa).where('numero', '=', 990_100).execute();
      await db.deleteFrom('pedidos').where('empresa', '=', order.empresa).where('numero', '=', 990_100).execute();
    }
  });
});
