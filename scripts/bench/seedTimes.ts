/**
 * Seed time per scale: seeds an empty SQLite database (or the PostgreSQL one of DATABASE_URL, emptied first) at each scale given
 * (default small demo) and prints the seconds each took (migrations, seed and statistics), then the seconds of each phase.
 * Usage: tsx scripts/bench/seedTimes.ts [small] [demo] [large]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { prepareDatabase } from '../../src/server/db/prepareDatabase.js';
import { openDatabase } from '../../src/server/db/openDatabase.js';
import { parseSeedScale } from '../../src/server/db/seed/seedScale.js';

const scales = process.argv.slice(2).map((s) => parseSeedScale(s, 'small'));
const databaseUrl = process.env.DATABASE_URL;
for (const scale of scales.length ? scales : (['small', 'demo'] as const)) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `seed-${scale}-`));
  if (databaseUrl) {
    const open = await openDatabase({ dataDir, databaseUrl });
    await sql`drop schema public cascade; create schema public`.execute(open.db);
    await open.close();
  }
  const phases: string[] = [];
  const started = performance.now();
  const open = await prepareDatabase({ dataDir, databaseUrl, scale, onSeedPhase: (phase, s) => phases.push(`${phase} ${s.toFixed(1)}`) });
  const seconds = (performance.now() - started) / 1000;
  await open.close();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`${databaseUrl ? 'postgres' : 'sqlite'} ${scale}: ${seconds.toFixed(1)} s`);
  console.log(`  phases (s): ${phases.join(', ')}`);
}
