// Validates every report definition (validateDefinition: the schema, references, conditions against the condition context,
// registry ids and options, text keys in four languages) and prints file, JSON path and message per error.
// Usage: npx tsx scripts/validate-definitions.ts [folder ...]
import path from 'node:path';
import { DefinitionStore } from '../src/server/definitions/definitionStore';

async function main(): Promise<void> {
  const dirs = process.argv.slice(2).length ? process.argv.slice(2).map((d) => path.resolve(d)) : [path.resolve('report-definitions')];
  const store = new DefinitionStore(dirs);
  const failures = await store.validateAll();
  for (const f of failures) console.error(f.message);
  console.log(`${(await store.codes()).length - failures.length} valid, ${failures.length} invalid report definitions`);
  process.exit(failures.length ? 1 : 0);
}

void main();
