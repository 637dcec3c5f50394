import { checkDepth } from './checks/checkDepth';
import { definitionError, type DefinitionError } from './definitionError';
import type { DefinitionMigration } from './migrations/DefinitionMigration';
import { fromFormat1 } from './migrations/fromFormat1';

/** The version of the definition language this portal writes and reads (`formatVersion`; a definition without it is version 1). */
export const CURRENT_FORMAT_VERSION = 2;

/** The migrations, one per version from 1 to the current one minus 1, in order. */
export const DEFINITION_MIGRATIONS: readonly DefinitionMigration[] = [fromFormat1];

/** What upgrading a definition gives: the definition in the current format, the version it was in, and each change made. */
export interface UpgradedDefinition {
  definition: Record<string, unknown>;
  from: number;
  changes: { path: string; change: string }[];
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The format version a definition (or overlay) says it is in: its formatVersion, 1 when absent; NaN when it is not a positive integer. */
export function formatVersionOf(definition: Record<string, unknown>): number {
  const v = definition.formatVersion;
  if (v === undefined) return 1;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : Number.NaN;
}

/**
 * Upgrades a definition or overlay as stored (a file, a published version, a draft, an import) to the current format, running each
 * migration from its version on; it then carries `formatVersion` (placed after `$schema`, `overlayOf` and `code`). A definition already
 * current is returned as it is (the same object). One newer than this portal, or with a formatVersion that is not a version, is returned
 * unchanged: validation refuses it (formatTooNew, or the schema); so is one nested too deep to walk (tooDeep).
 */
export function upgradeDefinition(stored: Record<string, unknown>): UpgradedDefinition {
  const from = formatVersionOf(stored);
  if (from === CURRENT_FORMAT_VERSION || Number.isNaN(from) || from > CURRENT_FORMAT_VERSION) return { definition: stored, from, changes: [] };
  // The migrations walk the definition recursively: one nested too deep is left as it is, for validation to refuse (tooDeep).
  if (checkDepth(stored).length) return { definition: stored, from, changes: [] };
  const changes: UpgradedDefinition['changes'] = [];
  let definition = stored;
  for (const migration of DEFINITION_MIGRATIONS) {
    if (migration.from < from) continue;
    definition = migration.migrate(definition, (path, change) => changes.push({ path, change }));
  }
  return { definition: withVersion(definition, CURRENT_FORMAT_VERSION), from, changes };
}

/** The definition with formatVersion set, as the first key after $schema, overlayOf and code (where a reader looks for it). */
function withVersion(definition: Record<string, unknown>, version: number): Record<string, unknown> {
  const { formatVersion: _old, ...rest } = definition;
  const head = Object.fromEntries(['$schema', 'overlayOf', 'code'].filter((k) => k in rest).map((k) => [k, rest[k]]));
  return { ...head, formatVersion: version, ...rest };
}

/** A definition upgraded when it is an object; anything else as it is (validation then says what is wrong). */
export function upgradeStored<T>(stored: T): T {
  return isObject(stored) ? upgradeDefinition(stored).definition as T : stored;
}

/** The error of a definition written in a newer format than this portal reads (empty when it is not). */
export function checkFormatVersion(definition: unknown): DefinitionError[] {
  if (!isObject(definition)) return [];
  const version = formatVersionOf(definition);
  if (version > CURRENT_FORMAT_VERSION) {
    return [definitionError('/formatVersion', 'formatTooNew', `formatVersion ${version} is newer than this portal reads (${CURRENT_FORMAT_VERSION})`, { version, current: CURRENT_FORMAT_VERSION })];
  }
  return [];
}
