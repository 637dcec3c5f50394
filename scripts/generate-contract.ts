// Generates from the services' OpenAPI document
// - schemas/request-bodies.gen.json: the JSON Schema of the body of every call, by path, so the portal checks a request it built against the
//   contract before sending it (checkPayload);
// - schemas/call-contract.gen.json: per call its kind (x-call-kind), whether it writes (x-writes) and the field names of the rows of its reply,
//   so a definition is checked against the contract without a server (checkContract: in the designer, the script and the tests alike).
// Usage: npx tsx scripts/generate-contract.ts [--check]   (--check fails when a committed file is stale)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../src/server/buildServer.js';
import { readConfig } from '../src/server/config.js';
import { migrate } from '../src/server/db/migrate.js';
import { openDatabase } from '../src/server/db/openDatabase.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The generated file of request bodies. */
export const CONTRACT_PATH = path.join(root, 'schemas/request-bodies.gen.json');
/** The generated file of call kinds and reply row fields. */
export const CALLS_PATH = path.join(root, 'schemas/call-contract.gen.json');

type Schema = Record<string, unknown>;
type JsonContent = { content?: Record<string, { schema?: Schema }> };
interface Operation { requestBody?: JsonContent; responses?: Record<string, JsonContent>; 'x-call-kind'?: string; 'x-writes'?: boolean }
interface OpenApi { paths: Record<string, Record<string, Operation>> }

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

/** The services' OpenAPI document as they serve it now (a server built on a scratch database, never listening). */
export async function openApiDocument(): Promise<OpenApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  const open = await openDatabase({ dataDir });
  try {
    await migrate(open.db);
    const app = await buildServer(open.db, { ...readConfig({}), dataDir });
    await app.ready();
    const doc = app.swagger() as unknown as OpenApi;
    await app.close();
    return doc;
  } finally {
    await open.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const jsonSchemaOf = (part: JsonContent | undefined): Schema | undefined => part?.content?.['application/json']?.schema;

/** The request bodies of the services as they describe them now, sorted by path. */
export async function contractBodies(doc?: OpenApi): Promise<Record<string, Schema>> {
  const { paths } = doc ?? await openApiDocument();
  const out: Record<string, Schema> = {};
  for (const p of Object.keys(paths).sort()) {
    const schema = jsonSchemaOf(paths[p]?.post?.requestBody);
    if (schema) out[p] = lean(schema) as Schema;
  }
  return out;
}

/** Row lists of a reply schema (arrays of objects whose fields are closed), by dotted path, each with its sorted field names; two levels deep. */
function replyRows(schema: Schema | undefined, prefix = '', out: Record<string, string[]> = {}): Record<string, string[]> {
  for (const [name, sub] of Object.entries((schema?.properties as Record<string, Schema> | undefined) ?? {})) {
    const at = prefix ? `${prefix}.${name}` : name;
    const items = sub.items as Schema | undefined;
    if (sub.type === 'array' && items?.properties && items.additionalProperties === false) out[at] = Object.keys(items.properties as Schema).sort();
    else if (sub.type === 'object' && !prefix) replyRows(sub, at, out);
  }
  return out;
}

/** Per call of the services (sorted by path): its declared kind, whether it writes, and the rows of its successful reply. */
export async function contractCalls(doc?: OpenApi): Promise<Record<string, { kind: string; writes?: true; rows: Record<string, string[]> }>> {
  const { paths } = doc ?? await openApiDocument();
  const out: Record<string, { kind: string; writes?: true; rows: Record<string, string[]> }> = {};
  for (const p of Object.keys(paths).sort()) {
    const op = paths[p]?.post;
    if (!op?.['x-call-kind']) continue;
    out[p] = { kind: op['x-call-kind'], ...(op['x-writes'] ? { writes: true as const } : {}), rows: replyRows(jsonSchemaOf(op.responses?.['200'])) };
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const doc = await openApiDocument();
  const files: [string, unknown][] = [[CONTRACT_PATH, await contractBodies(doc)], [CALLS_PATH, await contractCalls(doc)]];
  let stale = false;
  for (const [file, value] of files) {
    const text = `${JSON.stringify(value, null, 1)}\n`;
    if (process.argv.includes('--check')) {
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (current !== text) {
        console.error(`${path.relative(root, file)} is stale: run npm run generate:contract`);
        stale = true;
      }
    } else {
      fs.writeFileSync(file, text);
      console.log(`wrote ${path.relative(root, file)} (${Object.keys(value as object).length} calls, ${text.length} bytes)`);
    }
  }
  if (stale) process.exit(1);
  if (process.argv.includes('--check')) console.log('the contract files are up to date');
}
