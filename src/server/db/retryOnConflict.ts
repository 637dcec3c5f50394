/** True for a unique or primary-key violation, on SQLite (better-sqlite3) and PostgreSQL (pg). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Runs a unit of work that numbers rows with "highest + 1" again when a concurrent one took the same number first (a unique violation);
 * each attempt is a whole transaction, so it reads the numbers anew; with N competitors the last one needs at most N attempts. SQLite serialises writers; PostgreSQL can interleave two of them.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 12): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (error) {
      if (i >= attempts || !isUniqueViolation(error)) throw error;
      // Each round one of the competitors wins; a short random pause keeps the others from meeting again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * i));
    }
  }
}
