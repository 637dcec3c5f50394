import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/tables.js';

/** The lists whose rows carry a customer (empresa, cliente), by table and alias. */
type CustomerRows = 'pedidos as p' | 'facturas as f' | 'albaranes as a' | 'servicios_residuos as r';

/**
 * The rows of a list joined to their customer, the customers first: for a sort on a customer column (name, company name) SQLite walks the
 * customers by that column's index and reads each one's rows by the list's customer index, keeping the order of a cross join, so a page
 * stops at its last row instead of joining and sorting every matching row. PostgreSQL plans the same inner join as it sees fit.
 */
export function customerFirst(db: Kysely<Database>, rows: CustomerRows): SelectQueryBuilder<any, any, {}> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const alias = rows.slice(-1);
  const customers = db.selectFrom('clientes as c') as SelectQueryBuilder<any, any, {}>; // eslint-disable-line @typescript-eslint/no-explicit-any
  return customers.crossJoin(rows).where(sql<SqlBool>`c.empresa = ${sql.ref(`${alias}.empresa`)} and c.cliente = ${sql.ref(`${alias}.cliente`)}`);
}
