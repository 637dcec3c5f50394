// Generates schemas/request-bodies.gen.json: the JSON Schema of the body of every call of the services' OpenAPI document, by path,
// so the portal checks a request it built against the contract before sending it (checkPayload).
// Usage: npx tsx scripts/generate-contract.ts [--check]   (--check fails when the committed file is stale)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../src/server/buildServer.js';
import { readConfig } from '../src/server/config.js';
import { migrate } from '../src/server/db/migrate.js';
import { openDatabase } from '../src/server/db/openDatabase.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The generated file. */
export const CONTRACT_PATH = path.join(root, 'schemas/request-bodies.gen.json');

type Schema = Record<string, unknown>;
interface OpenApi { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>> }

/**
 * Keeps what validation reads of a schema: no descriptions, titles or examples (the file ships to the browser); OpenAPI 3.0's
 * `nullable: true` becomes JSON Schema's type list with 'null' again, as the route schemas say it.
 */
function lean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lean);
  if (!value || typeof value !== 'object') return value;
  const out: Schema = {};
  const source = value as Schema;
  for (const [k, v] of Object.entries(source)) {
    if (k === 'description' || k === 'title' || k === 'examples' || k === 'example' || k === 'nullable') continue;
    if (k === 'type' && source.nullable === true) {
      out.type = [...new Set([...(Array.isArray(v) ? v : [v]), 'null'])];
      continue;
    }
    // A property named like a dropped keyword stays: under properties every key is a name.
    out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as Schema).map(([name, s]) => [name, lean(s)])) : lean(v);
  }
  return out;
}

/** The request bodies of the services as they describe them now, sorted by path. */
export async function contractBodies(): Promise<Record<string, Schema>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  const open = await openDatabase({ dataDir });
  try {
    await migrate(open.db);
    const app = await buildServer(open.db, { ...readConfig({}), dataDir });
    await app.ready();
    const doc = app.swagger() as unknown as OpenApi;
    await app.close();
    const out: Record<string, Schema> = {};
    for (const p of Object.keys(doc.paths).sort()) {
      const schema = doc.paths[p]?.post?.requestBody?.content?.['application/json']?.schema;
      if (schema) out[p] = lean(schema) as Schema;
    }
    return out;
  } finally {
    await open.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const text = `${JSON.stringify(await contractBodies(), null, 1)}\n`;
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(CONTRACT_PATH) ? fs.readFileSync(CONTRACT_PATH, 'utf8') : '';
    if (current !== text) {
      console.error(`${path.relative(root, CONTRACT_PATH)} is stale: run npm run generate:contract`);
      process.exit(1);
    }
    console.log('the contract bodies are up to date');
  } else {
    fs.writeFileSync(CONTRACT_PATH, text);
    console.log(`wrote ${path.relative(root, CONTRACT_PATH)} (${Object.keys(JSON.parse(text)).length} calls, ${text.length} bytes)`);
  }
}
