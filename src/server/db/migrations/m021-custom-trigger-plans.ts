import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialectOf.js';

/** The PostgreSQL functions of the per-row triggers that keep stored values (migrations 015 and 018). */
const STORED_VALUE_FUNCTIONS = ['portal_pedido_refresh', 'portal_sucursal_nombre'] as const;

/**
 * PostgreSQL keeps the plan of a trigger function's statement for the session after a few runs. Planned while the tables were small — the
 * seeding of an empty database, or an ERP load in one long transaction — that plan scanned the orders for every order or line written (20,000
 * orders in one transaction: 58 s instead of 5.6 s, ever slower as the table grew; the large seed never ended). These functions now plan each
 * statement for the table as it is (custom plans): a fraction of a millisecond per row written, and the keyed searches at any size.
 */
export const m021CustomTriggerPlans: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'postgres') return;
    for (const name of STORED_VALUE_FUNCTIONS) await sql.raw(`alter function ${name}() set plan_cache_mode = force_custom_plan`).execute(db);
  },
};
