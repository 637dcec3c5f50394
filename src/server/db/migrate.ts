import { Migrator, type Kysely, type Migration } from 'kysely';
import { m001Foundation } from './migrations/m001-foundation.js';
import { m002Reports } from './migrations/m002-reports.js';
import { m003Quotes } from './migrations/m003-quotes.js';
import { m004Admin } from './migrations/m004-admin.js';
import { m005SearchIndexes } from './migrations/m005-search-indexes.js';
import { m006TokenFamilies } from './migrations/m006-token-families.js';
import { m007SalesStatistics } from './migrations/m007-sales-statistics.js';
import { m008PortfolioRisk } from './migrations/m008-portfolio-risk.js';
import { m009PurchasingContracts } from './migrations/m009-purchasing-contracts.js';
import { m010StockPurchaseOrders } from './migrations/m010-stock-purchase-orders.js';
import { m011GridReportIndexes } from './migrations/m011-grid-report-indexes.js';
import { m012ReportDesigner } from './migrations/m012-report-designer.js';
import { m013SharedServiceState } from './migrations/m013-shared-service-state.js';
import { m014CacheVersions } from './migrations/m014-cache-versions.js';
import { m015StoredOrderValues } from './migrations/m015-stored-order-values.js';
import { m016ListSortIndexes } from './migrations/m016-list-sort-indexes.js';
import { m017CustomerListIndexes } from './migrations/m017-customer-list-indexes.js';
import { m018StoredBranchNames } from './migrations/m018-stored-branch-names.js';
import { m019CoveringPlateSort } from './migrations/m019-covering-plate-sort.js';
import { m020CoveringInvoiceOrderBranch } from './migrations/m020-covering-invoice-order-branch.js';
import { m021CustomTriggerPlans } from './migrations/m021-custom-trigger-plans.js';
import { m022PreviewAdminSession } from './migrations/m022-preview-admin-session.js';
import { m023OrganisationReportCodes } from './migrations/m023-organisation-report-codes.js';
import { m024ArticleWasteCode } from './migrations/m024-article-waste-code.js';
import { m025ReportViews } from './migrations/m025-report-views.js';
import type { Database } from './tables.js';
import { installVersionTriggers } from './versionTriggers.js';

/** Every migration, in order. Add new ones at the end; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  '001-foundation': m001Foundation,
  '002-reports': m002Reports,
  '003-quotes': m003Quotes,
  '004-admin': m004Admin,
  '005-search-indexes': m005SearchIndexes,
  '006-token-families': m006TokenFamilies,
  '007-sales-statistics': m007SalesStatistics,
  '008-portfolio-risk': m008PortfolioRisk,
  '009-purchasing-contracts': m009PurchasingContracts,
  '010-stock-purchase-orders': m010StockPurchaseOrders,
  '011-grid-report-indexes': m011GridReportIndexes,
  '012-report-designer': m012ReportDesigner,
  '013-shared-service-state': m013SharedServiceState,
  '014-cache-versions': m014CacheVersions,
  '015-stored-order-values': m015StoredOrderValues,
  '016-list-sort-indexes': m016ListSortIndexes,
  '017-customer-list-indexes': m017CustomerListIndexes,
  '018-stored-branch-names': m018StoredBranchNames,
  '019-covering-plate-sort': m019CoveringPlateSort,
  '020-covering-invoice-order-branch': m020CoveringInvoiceOrderBranch,
  '021-custom-trigger-plans': m021CustomTriggerPlans,
  '022-preview-admin-session': m022PreviewAdminSession,
  '023-organisation-report-codes': m023OrganisationReportCodes,
  '024-article-waste-code': m024ArticleWasteCode,
  '025-report-views': m025ReportViews,
};

/** Name of the newest migration: a database that has recorded it is up to date. */
export const LATEST_MIGRATION = Object.keys(migrations).at(-1)!;

/** Brings the schema up to date and the cache-version triggers with it; throws with the failing migration's name. */
export async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
  // Every table, new ones included, tells the caches of every process when it changes.
  await installVersionTriggers(db);
}
