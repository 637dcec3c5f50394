import type { Kysely, Transaction } from 'kysely';
import { WITHDRAWN, type Database } from '../../db/tables.js';
import { retryOnConflict } from '../../db/retryOnConflict.js';
import { VersionConflict } from './VersionConflict.js';

/** A new entry of a report's history: a published definition (JSON text) or a withdrawal (WITHDRAWN), who and why. */
export interface HistoryEntry {
  definicion: string;
  autor: string;
  comentario: string;
}

/** The newest entry of a report's history when an entry is appended: its number (0: none) and definicion (undefined: none). */
export interface NewestEntry {
  version: number;
  definicion: string | undefined;
}

/**
 * Appends the next entry (highest + 1) to the history of a report in one transaction: a publication, a restore or a withdrawal. With `versionBase`
 * (the newest entry the edit started from, 0 for none) a newer entry refuses it with {@link VersionConflict}, storing nothing. `within` runs in the
 * same transaction before the insert, with the newest entry: it may refuse (throw, nothing is stored) or write what goes with the entry (the draft).
 * A concurrent append of the same number is a unique violation that runs the whole transaction again, so of two appends from one base exactly one
 * is stored, on SQLite and PostgreSQL; the insert bumps the definitions' cache version, so every process serves the change at its next call.
 */
export async function appendVersion(
  db: Kysely<Database>, idOrganizacion: number, code: string, entry: HistoryEntry, versionBase: number | undefined,
  within: (trx: Transaction<Database>, newest: NewestEntry) => Promise<void>,
): Promise<number> {
  return retryOnConflict(() => db.transaction().execute(async (trx) => {
    const history = trx.selectFrom('definiciones_publicadas').where('id_organizacion', '=', idOrganizacion).where('informe', '=', code);
    const last = await history.select((eb) => eb.fn.max('version').as('v')).executeTakeFirst();
    const current = Number(last?.v ?? 0);
    const newest = current ? await history.select(['autor', 'fecha', 'definicion']).where('version', '=', current).executeTakeFirst() : undefined;
    if (versionBase !== undefined && versionBase !== current) {
      throw new VersionConflict(code, versionBase, current, newest?.autor ?? '', newest?.fecha ?? '', newest?.definicion === WITHDRAWN);
    }
    await within(trx, { version: current, definicion: newest?.definicion });
    const version = current + 1;
    await trx.insertInto('definiciones_publicadas').values({ id_organizacion: idOrganizacion, informe: code, version, ...entry, fecha: new Date().toISOString() }).execute();
    return version;
  }));
}
