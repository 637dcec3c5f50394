import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

/** The services on PostgreSQL outlive the end of their idle connections (a database restart, an administrator's termination). */
let s: TestServer | undefined;
beforeAll(async () => {
  if (process.env.TEST_POSTGRES_URL) s = await startTestServer('hosted');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('PostgreSQL connections', () => {
  it('ended by the server while idle: the process goes on and the next call is answered', async (ctx) => {
    if (!s) return ctx.skip('needs a PostgreSQL server (TEST_POSTGRES_URL is not set)');
    const { tira } = await s.login('admin');
    const list = () => s!.post('/wscomun/portalinformes/getPedidosAlbaranesCab', { tira, tipoPedido: 'S', tipoCargo: 'S', tipoAbono: 'S', offset: 1, numRows: 5 });
    expect((await list()).statusCode).toBe(200);
    const { default: pg } = await import('pg');
    const name = (await s.open.db.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name')).executeTakeFirstOrThrow()).name;
    const url = new URL(process.env.TEST_POSTGRES_URL!);
    url.pathname = `/${name}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      const ended = await admin.query('select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      expect(ended.rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = await list();
    expect(again.statusCode).toBe(200);
    expect(again.json<{ dataRes: unknown[] }>().dataRes).toHaveLength(5);
  });
});
