// Validates every report definition file exactly as the designer checks it (checkStored: the text read by parseDefinitionText, an overlay
// merged onto its target with its stale keys, then validateDefinition: the schema, references, conditions against the condition context,
// registry ids and options, text keys in four languages, the services' contract) and prints file, JSON path and message per error.
// Usage: npx tsx scripts/validate-definitions.ts [folder ...]   (a later folder is a customer folder: its files win over the earlier ones')
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DefinitionError } from '../src/engine/definition/definitionError';
import { orphanErrors } from '../src/engine/definition/orphanErrors';
import { formatDefinitionErrors } from '../src/engine/definition/validateDefinition';
import { DefinitionStore } from '../src/server/definitions/definitionStore';
import { checkStored } from '../src/server/routes/designer/checkDefinition';

/** One definition file and the designer's errors for it (a stale overlay key is a staleOverlayPath error). */
export interface FileResult {
  code: string;
  file: string;
  errors: DefinitionError[];
}

/** The designer's check of every definition file of the folders (no organisation: the folders alone). */
export async function validateDefinitionFolders(dirs: string[]): Promise<FileResult[]> {
  const store = new DefinitionStore(dirs);
  const out: FileResult[] = [];
  for (const code of store.fileCodes()) {
    const stored = await checkStored(store, code);
    if (stored) out.push({ code, file: stored.archivo ?? code, errors: [...stored.errores, ...orphanErrors(stored.huerfanos)] });
  }
  return out;
}

async function main(): Promise<void> {
  const dirs = process.argv.slice(2).length ? process.argv.slice(2).map((d) => path.resolve(d)) : [path.resolve('report-definitions')];
  const results = await validateDefinitionFolders(dirs);
  const failures = results.filter((r) => r.errors.length);
  for (const f of failures) console.error(formatDefinitionErrors(f.file, f.errors));
  console.log(`${results.length - failures.length} valid, ${failures.length} invalid report definitions`);
  process.exit(failures.length ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) void main();
