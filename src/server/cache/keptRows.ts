import type { Kysely } from 'kysely';
import type { CacheGroup } from '../db/versionTriggers.js';
import { versionsOf } from './cacheOf.js';
import { stampOf } from './dataVersions.js';
import { StampedLru } from './StampedLru.js';
import { groupsOf } from './TotalsCacheDialect.js';

/** Rows a database's kept rows hold at most (a row of a list is a few hundred bytes: some tens of MB). */
export const KEPT_ROWS = 50_000;

/** A row as kept: shared between calls, never mutated. */
export type KeptRow = Readonly<Record<string, unknown>>;

/** Statements whose number and cache groups are remembered (a statement forgotten gets a new number: its rows are then left to go). */
const KEPT_STATEMENTS = 10_000;

/** A statement as the kept rows know it: a short number for its rows' keys (its text is long), and the cache groups of its tables. */
export interface KeptStatement { id: string; groups: readonly CacheGroup[] }

/**
 * The rows of paged lists read by key (see rowsByKeys), kept per statement — its SQL and parameters without the keys, so per selection, joins,
 * scope and language — and key, until a table the statement reads changes (the versions of its cache groups, bumped by triggers on every
 * write by any process or the ERP). The pages of one list, sorted or filtered another way, and other users' pages of the same rows in the
 * same scope read their rows once: a page not asked before costs the keys of its page, not its rows' joins.
 */
export class KeptRows {
  private readonly rows = new StampedLru<KeptRow>(KEPT_ROWS);
  /** Statements by their text; never stale (a constant stamp), the least recently used forgotten first. */
  private readonly statements = new StampedLru<KeptStatement>(KEPT_STATEMENTS);
  private next = 0;

  constructor(private readonly db: Kysely<any>) {} // eslint-disable-line @typescript-eslint/no-explicit-any

  /** The statement (its SQL and parameters as one text) as the kept rows know it. */
  statementOf(sqlText: string, parameters: readonly unknown[]): KeptStatement {
    const text = `${sqlText}\u0000${JSON.stringify(parameters)}`;
    const known = this.statements.lookup(text, '')?.value;
    if (known) return known;
    const found = { id: (this.next++).toString(36), groups: groupsOf(sqlText) };
    this.statements.store(text, '', found);
    return found;
  }

  /** The stamp the rows of a statement are kept with now: the versions of its tables' cache groups. */
  async stampOf(statement: KeptStatement): Promise<string> {
    return stampOf(await versionsOf(this.db).current(), statement.groups);
  }

  lookup(statement: KeptStatement, key: string, stamp: string): KeptRow | undefined {
    return this.rows.lookup(`${statement.id}\u0000${key}`, stamp)?.value;
  }

  /** Keeps a row (frozen: every later call shares it). */
  store(statement: KeptStatement, key: string, stamp: string, row: Record<string, unknown>): KeptRow {
    const kept = Object.freeze(row);
    this.rows.store(`${statement.id}\u0000${key}`, stamp, kept);
    return kept;
  }
}

const registry = new WeakMap<object, KeptRows>();

/** The kept rows of a database (one store per Kysely instance). */
export function keptRowsOf(db: Kysely<any>): KeptRows { // eslint-disable-line @typescript-eslint/no-explicit-any
  let kept = registry.get(db);
  if (!kept) {
    kept = new KeptRows(db);
    registry.set(db, kept);
  }
  return kept;
}
