import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/** Kysely's SQLite driver, whose transactions take the write lock when they begin (BEGIN IMMEDIATE). */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * SQLite for several processes on one file: a transaction begins with BEGIN IMMEDIATE, so it waits (busy_timeout) for another process's write
 * to end before it reads. With Kysely's plain BEGIN, a transaction that reads and then writes while another process has committed in between
 * fails at once with SQLITE_BUSY (its snapshot is stale), which no busy timeout waits out.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}
