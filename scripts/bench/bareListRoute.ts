// The bare reference route of the list throughput benchmark: a Fastify server with nothing but one POST route per case that runs the
// statements the portal's list call runs for its rows and total, prepared once, on the same SQLite file — no session, scope, validation
// or reply schema. The benchmark compares the portal's list calls with it.
// Usage (started by listThroughput.ts): npx tsx scripts/bench/bareListRoute.ts <sqlite file> <cases.json> <port>
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';

/** A case: its statements (SQL and parameters), the first one the rows, the others the total. */
export interface BareCase { name: string; statements: { sql: string; parameters: unknown[] }[] }

const [file, casesFile, port] = process.argv.slice(2);
const cases = JSON.parse(fs.readFileSync(casesFile!, 'utf8')) as BareCase[];
const db = new SQLite(file!, { readonly: true });
db.pragma('journal_mode = WAL');
const app = Fastify();
cases.forEach((c, i) => {
  const prepared = c.statements.map((s) => ({ stmt: db.prepare(s.sql), parameters: s.parameters }));
  app.post(`/bare/${i}`, async () => {
    const [rows, ...totals] = prepared.map(({ stmt, parameters }) => stmt.all(...parameters));
    return { rows, totals };
  });
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`bare routes on ${port}`);
