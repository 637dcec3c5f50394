import type SQLite from 'better-sqlite3';

/**
 * Makes a better-sqlite3 database reuse its prepared statements: `prepare` answers a statement prepared before for the same SQL text unless it
 * is busy (an iteration in progress), instead of compiling it again on every call. The most recently used `max` statements are kept.
 */
export function reusePreparedStatements(database: SQLite.Database, max = 1_000): void {
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    const found = statements.get(source);
    if (found && !found.busy) {
      statements.delete(source);
      statements.set(source, found);
      return found;
    }
    const statement = prepare(source);
    if (!found) {
      statements.set(source, statement);
      if (statements.size > max) statements.delete(statements.keys().next().value!);
    }
    return statement;
  }) as typeof database.prepare;
}
