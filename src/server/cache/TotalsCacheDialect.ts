import type { CompiledQuery, DatabaseConnection, DatabaseIntrospector, Dialect, DialectAdapter, Driver, Kysely, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';
import { CACHE_GROUPS, groupOfTable, type CacheGroup } from '../db/versionTriggers.js';
import { readVersions, stampOf, type VersionsReader } from './dataVersions.js';
import { StampedLru } from './StampedLru.js';

/** Marks the count query of a paged list (see listQuery.countRows): its result is kept until a table it reads changes. */
export const TOTAL_MARKER = '/* portal:total */';
/** Marks the query of a list's sorted keys (see rowsByKeys): kept like a total, so the deep pages of one search slice it instead of walking it again. */
export const KEYS_MARKER = '/* portal:keys */';

/** The cache groups of the tables a statement reads (quoted or not, after from/join); every group when one is not a known table. */
export function groupsOf(sqlText: string): CacheGroup[] {
  const groups = new Set<CacheGroup>();
  for (const m of sqlText.matchAll(/\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
    const group = groupOfTable(m[1]!.toLowerCase());
    if (!group) return [...CACHE_GROUPS];
    groups.add(group);
  }
  return groups.size ? [...groups] : [...CACHE_GROUPS];
}

/**
 * The totals of paged lists, per statement and parameters: a search's total (scope and filters are its parameters) is counted once and reused
 * for its following pages and repeated searches until a write changes a table the count reads — by this process, another process or the ERP
 * (versiones_cache, bumped by triggers). Counts inside a transaction are neither kept nor served.
 */
class TotalsCache {
  private readonly entries: StampedLru<QueryResult<unknown>>;
  /** Sorted key lists are large (up to rowsByKeys.KEPT_KEYS rows): few are kept. */
  private readonly keyLists = new StampedLru<QueryResult<unknown>>(8);
  private readonly groups = new Map<string, CacheGroup[]>();

  constructor(max: number, private readonly reader?: VersionsReader) {
    this.entries = new StampedLru(max);
  }

  async execute(connection: DatabaseConnection, query: CompiledQuery): Promise<QueryResult<unknown>> {
    let groups = this.groups.get(query.sql);
    if (!groups) {
      groups = groupsOf(query.sql);
      this.groups.set(query.sql, groups);
    }
    const versions = this.reader?.() ?? await readVersions((q) => connection.executeQuery(q));
    const stamp = stampOf(versions, groups);
    const key = `${query.sql}\u0000${JSON.stringify(query.parameters)}`;
    const kept = query.sql.includes(KEYS_MARKER) ? this.keyLists : this.entries;
    const hit = kept.lookup(key, stamp);
    if (hit) return hit.value;
    const result = await connection.executeQuery(query);
    kept.store(key, stamp, result);
    return result;
  }
}

/** A connection that serves marked count and key-list queries from the totals cache while no transaction is open on it. */
class TotalsConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(readonly inner: DatabaseConnection, private readonly totals: TotalsCache) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.inTransaction && (query.sql.includes(TOTAL_MARKER) || query.sql.includes(KEYS_MARKER))) return this.totals.execute(this.inner, query) as Promise<QueryResult<R>>;
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/** Wraps a driver so its connections keep list totals (see TotalsCache); every other call goes to the driver as it is. */
class TotalsDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, TotalsConnection>();
  private readonly totals: TotalsCache;

  constructor(private readonly inner: Driver, max: number, reader?: VersionsReader) {
    this.totals = new TotalsCache(max, reader);
  }

  init(): Promise<void> { return this.inner.init(); }
  destroy(): Promise<void> { return this.inner.destroy(); }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapper = this.wrapped.get(connection);
    if (!wrapper) {
      wrapper = new TotalsConnection(connection, this.totals);
      this.wrapped.set(connection, wrapper);
    }
    return wrapper;
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> { return this.inner.releaseConnection(unwrap(connection)); }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction(unwrap(connection), settings);
    (connection as TotalsConnection).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as TotalsConnection).inTransaction = false;
    await this.inner.commitTransaction(unwrap(connection));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as TotalsConnection).inTransaction = false;
    await this.inner.rollbackTransaction(unwrap(connection));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.(unwrap(connection), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.(unwrap(connection), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.(unwrap(connection), name, compile);
  }
}

const unwrap = (connection: DatabaseConnection) => (connection instanceof TotalsConnection ? connection.inner : connection);

/**
 * A dialect whose connections keep the totals of paged lists (marked with TOTAL_MARKER) until the tables they count change. `reader` reads the
 * versions without a query where the database allows it (see VersionsReader).
 */
export class TotalsCacheDialect implements Dialect {
  constructor(private readonly inner: Dialect, private readonly max = 10_000, private readonly reader?: VersionsReader) {}

  createAdapter(): DialectAdapter { return this.inner.createAdapter(); }
  createDriver(): Driver { return new TotalsDriver(this.inner.createDriver(), this.max, this.reader); }
  createQueryCompiler(): QueryCompiler { return this.inner.createQueryCompiler(); }
  createIntrospector(db: Kysely<any>): DatabaseIntrospector { return this.inner.createIntrospector(db); } // eslint-disable-line @typescript-eslint/no-explicit-any
}
