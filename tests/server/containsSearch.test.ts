import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contains } from '../../src/server/routes/reports/reportRequest';
import { dialectOf } from '../../src/server/db/dialectOf';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * The free-text "contains" of every search compares a needle no more ways than it needs (as typed without letters, in upper case when ASCII,
 * both ways otherwise; on SQLite without upper(), its LIKE folding ASCII letters itself): what it finds must not change with that. On
 * PostgreSQL when TEST_POSTGRES_URL is set, else on the embedded SQLite.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer('hosted');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** Whether `needle` is found in `text` by contains() in the test database. */
async function found(text: string | null, needle: string): Promise<boolean> {
  const value = sql`cast(${text} as text)`;
  const { rows } = await sql<{ hit: number }>`select case when ${contains(s.open.db, [value], needle)} then 1 else 0 end as hit`.execute(s.open.db);
  return Number(rows[0]!.hit) === 1;
}

describe('contains (the searches\' case-insensitive substring)', () => {
  it.each([
    ['Saldaña Hermanos', 'saldaña', true], ['Saldaña Hermanos', 'SALDA', true], ['Saldaña Hermanos', 'hERMan', true], ['Saldaña Hermanos', 'ña h', true],
    ['saldaña', 'Saldaña', true], ['Construcciones Ruiz', 'ruíz', false],
    ['Pedido 12345', '234', true], ['Pedido 12345', '2346', false], ['ref-01/2026', '-01/', true], ['ref-01/2026', '01-', false],
    ['A_B%C', '_b%', true], ['AxB', '_', false], ['50%', '%', true], ['5000', '%', false], ['back\\slash', '\\', true], ['backslash', '\\', false],
    [null, 'a', false], ['', 'a', false],
  ])('%j contains %j: %s', async (text, needle, expected) => {
    expect(await found(text, needle)).toBe(expected);
  });

  it('any of the columns: one matching column is enough', async () => {
    const { rows } = await sql<{ hit: number }>`select case when ${contains(s.open.db, [sql`cast(${'Norte'} as text)`, sql`cast(${'Saldaña'} as text)`], 'daña')} then 1 else 0 end as hit`.execute(s.open.db);
    expect(Number(rows[0]!.hit)).toBe(1);
  });

  it('compares a needle without letters once per column, an ASCII one once in upper case, any other both ways', () => {
    const likes = (needle: string) => (sql`${contains(s.open.db, ['a', 'b'], needle)}`.compile(s.open.db).sql.match(/ like /g) ?? []).length;
    expect([likes('2026'), likes('-01/'), likes('abc'), likes('ruiz'), likes('saldaña')]).toEqual([2, 2, 2, 2, 4]);
  });

  it('calls upper() per row only where LIKE itself does not fold case (PostgreSQL); SQLite\'s LIKE folds ASCII letters', () => {
    const uppers = (needle: string) => (sql`${contains(s.open.db, ['a', 'b'], needle)}`.compile(s.open.db).sql.match(/upper\(/g) ?? []).length;
    const postgres = dialectOf(s.open.db as never) === 'postgres';
    expect([uppers('2026'), uppers('abc'), uppers('saldaña')]).toEqual(postgres ? [0, 2, 2] : [0, 0, 0]);
  });
});
