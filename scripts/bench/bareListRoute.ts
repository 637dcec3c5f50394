// The bare reference routes of the list throughput benchmark: a Fastify server with nothing but POST routes that run the statements the
// portal's list call runs for its rows and total, prepared once, on the same SQLite file — no session, scope, validation or reply schema.
// The benchmark compares the portal's list calls with them.
// - /bare/<case>: the first page, the statements as the portal ran them (rows, then the total).
// - /bare-page/<case>: any page ({offset, numRows} in the body, offset from 1), the way the portal reads a page not asked before: the page's
//   sorted keys (sliced from the search's sorted keys read once, as the portal keeps them for deep pages; or read for the page with its limit
//   and offset where the portal reads them so), then the page's rows by key; the total counted once, as the portal keeps it.
// - /fixed: ten fixed rows, the ceiling of any route on this machine.
// Usage (started by listThroughput.ts): npx tsx scripts/bench/bareListRoute.ts <sqlite file> <cases.json> <port>
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';

interface Statement { sql: string; parameters: unknown[] }
/**
 * A case: `statements`, the first page's statements (the first one the rows, the others the total); `page`, the statements of a page read by
 * key (`keys` with their limit and offset last, `kept` when the portal keeps the search's keys; `rows` with the page's keys as the list of
 * `pageRows` × key columns placeholders it reads them by; `total`).
 */
export interface BareCase {
  name: string;
  statements: Statement[];
  page?: { keys: Statement; kept: boolean; rows: Statement; total: Statement; pageRows: number };
}

const [file, casesFile, port] = process.argv.slice(2);
const cases = JSON.parse(fs.readFileSync(casesFile!, 'utf8')) as BareCase[];
const db = new SQLite(file!, { readonly: true });
db.pragma('journal_mode = WAL');
const app = Fastify();

/** The page's rows statement for n keys: the captured one's key list (pageRows keys) written for n, and where its key parameters start. */
function rowsStatementOf(rows: Statement, pageRows: number) {
  // One key column: `in (?, …, ?)` with pageRows placeholders; several: `in (values (…), …)` with pageRows tuples.
  const single = new RegExp(`in \\((\\?(?:, \\?){${pageRows - 1}})\\)`);
  const tuples = new RegExp(`in \\(values ((\\((?:[^()]|\\([^()]*\\))*\\))(?:, \\((?:[^()]|\\([^()]*\\))*\\)){${pageRows - 1}})\\)`);
  const one = single.exec(rows.sql);
  const found = one ?? tuples.exec(rows.sql);
  if (!found) throw new Error(`no key list of ${pageRows} in ${rows.sql}`);
  const tuple = one ? '?' : found[2]!;
  const perKey = (tuple.match(/\?/g) ?? []).length;
  const first = (rows.sql.slice(0, found.index).match(/\?/g) ?? []).length;
  const prepared = new Map<number, SQLite.Statement>();
  return {
    first, perKey,
    statement(n: number) {
      let stmt = prepared.get(n);
      if (!stmt) {
        const list = Array.from({ length: n }, () => tuple).join(', ');
        stmt = db.prepare(`${rows.sql.slice(0, found.index)}in (${tuple === '?' ? '' : 'values '}${list})${rows.sql.slice(found.index + found[0].length)}`);
        prepared.set(n, stmt);
      }
      return stmt;
    },
  };
}

cases.forEach((c, i) => {
  const prepared = c.statements.map((s) => ({ stmt: db.prepare(s.sql), parameters: s.parameters }));
  app.post(`/bare/${i}`, async () => {
    const [rows, ...totals] = prepared.map(({ stmt, parameters }) => stmt.all(...parameters));
    return { rows, totals };
  });
  if (!c.page) return;
  const { keys, kept, rows, total, pageRows } = c.page;
  const keysStmt = db.prepare(keys.sql).raw(true);
  const byKey = rowsStatementOf(rows, pageRows);
  let allKeys: unknown[][] | undefined;
  let counted: unknown;
  app.post(`/bare-page/${i}`, async (request) => {
    const { offset, numRows } = request.body as { offset: number; numRows: number };
    // The sorted keys: kept for the search (read once, in full), or read for this page (limit and offset are the last two parameters).
    let pageKeys: unknown[][];
    if (kept) {
      allKeys ??= keysStmt.all(...keys.parameters.slice(0, -1), 1e9) as unknown[][];
      pageKeys = allKeys.slice(offset - 1, offset - 1 + numRows);
    } else {
      pageKeys = keysStmt.all(...keys.parameters.slice(0, -2), numRows, offset - 1) as unknown[][];
    }
    const parameters = [...rows.parameters.slice(0, byKey.first), ...pageKeys.flatMap((k) => k.slice(0, byKey.perKey)),
      ...rows.parameters.slice(byKey.first + pageRows * byKey.perKey)];
    const found = pageKeys.length ? byKey.statement(pageKeys.length).all(...parameters) : [];
    counted ??= db.prepare(total.sql).all(...total.parameters);
    return { rows: found, total: counted };
  });
});
const fixedRows = Array.from({ length: 10 }, (_, i) => ({ codigo: String(i + 1).padStart(6, '0'), nombre: `Cliente ${i + 1}`, fecha: '2026-11-29', importe: 1234.5 + i }));
app.post('/fixed', async () => ({ rows: fixedRows }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`bare routes on ${port}`);
