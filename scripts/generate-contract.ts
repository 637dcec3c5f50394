// Generates from the services' OpenAPI document
// - schemas/request-bodies.gen.json: the JSON Schema of the body of every call, by path, so the portal checks a request it built against the
//   contract before sending it (checkPayload);
// - schemas/call-contract.gen.json: per call its kind (x-call-kind), whether it writes (x-writes) and the field names of the rows of its reply,
//   so a definition is checked against the contract without a server (checkContract: in the designer, the script and the tests alike);
// - src/api/contract.gen.ts: TypeScript types of the body and the 200 reply of every call (json-schema-to-typescript), and the map `Calls`
//   from path to both, so the portal's calls are typed by the route schemas (contractCall).
// Usage: npx tsx scripts/generate-contract.ts [--check]   (--check fails when a committed file is stale)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { buildServer } from '../src/server/buildServer.js';
import { readConfig } from '../src/server/config.js';
import { migrate } from '../src/server/db/migrate.js';
import { openDatabase } from '../src/server/db/openDatabase.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The generated file of request bodies. */
export const CONTRACT_PATH = path.join(root, 'schemas/request-bodies.gen.json');
/** The generated file of call kinds and reply row fields. */
export const CALLS_PATH = path.join(root, 'schemas/call-contract.gen.json');
/** The generated TypeScript types of every call's body and reply. */
export const TYPES_PATH = path.join(root, 'src/api/contract.gen.ts');

type Schema = Record<string, unknown>;
type JsonContent = { content?: Record<string, { schema?: Schema }> };
interface Operation { summary?: string; requestBody?: JsonContent; responses?: Record<string, JsonContent>; 'x-call-kind'?: string; 'x-writes'?: boolean }
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

/**
 * A schema as the types read it: descriptions stay (they become the TSDoc of the fields), titles and examples go, `nullable: true` becomes a
 * type list with 'null' as in lean. In a reply (`present`), an object that lists no `required` properties has every property present: the
 * services write what the reply schema names, and a reply that may leave a property out says so with its own `required` list.
 */
function typeSchema(value: unknown, present: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => typeSchema(v, present));
  if (!value || typeof value !== 'object') return value;
  const source = value as Schema;
  // OpenAPI 3.0 has no null type: the document writes JSON Schema's { type: 'null' } as a nullable object whose only value is null.
  if (Array.isArray(source.enum) && source.enum.length > 0 && source.enum.every((e) => e === null)) {
    return { type: 'null', ...(typeof source.description === 'string' ? { description: source.description } : {}) };
  }
  const out: Schema = {};
  for (const [k, v] of Object.entries(source)) {
    // Bounds on the length of a list are checked by validation; as types they would become tuples.
    if (k === 'title' || k === 'examples' || k === 'example' || k === 'nullable' || k === 'minItems' || k === 'maxItems') continue;
    if (k === 'type' && source.nullable === true) {
      out.type = [...new Set([...(Array.isArray(v) ? v : [v]), 'null'])];
      continue;
    }
    out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as Schema).map(([name, s]) => [name, typeSchema(s, present)])) : typeSchema(v, present);
  }
  if (present && out.properties && !out.required && Object.keys(out.properties).length) out.required = Object.keys(out.properties as Schema);
  return out;
}

/** The name of a call's types: its last path segment in PascalCase (lovClte → LovClte). */
const typeNameOf = (callPath: string): string => {
  const last = callPath.split('/').pop() ?? '';
  return last.charAt(0).toUpperCase() + last.slice(1);
};

const TYPES_HEADER = `/* eslint-disable */
// Generated from the route schemas of the services (their OpenAPI document) — do not edit.
// Regenerate with: npm run generate:contract
//
// Per call (POST path) the type of its body and of its 200 reply, and \`Calls\`, the map from path to both.
// A reply's properties are present unless its schema lists which are required (see typeSchema in scripts/generate-contract.ts).
`;

/** The TypeScript source of the contract: `Calls` from path to `{ body, reply }`, and a `…Body` and `…Reply` interface per call. */
export async function contractTypes(doc?: OpenApi): Promise<string> {
  const { paths } = doc ?? await openApiDocument();
  const definitions: Record<string, Schema> = {};
  const calls: Record<string, Schema> = {};
  const owners = new Map<string, string>();
  for (const p of Object.keys(paths).sort()) {
    const op = paths[p]?.post;
    const bodySchema = jsonSchemaOf(op?.requestBody);
    const replySchema = jsonSchemaOf(op?.responses?.['200']);
    if (!op || !bodySchema || !replySchema) continue;
    const name = typeNameOf(p);
    const taken = owners.get(name.toLowerCase());
    if (taken) throw new Error(`${p} and ${taken} would both name their types ${name}: give one of the calls another last segment`);
    owners.set(name.toLowerCase(), p);
    const what = op.summary ? `: ${op.summary}` : '';
    definitions[`${name}Body`] = { ...(typeSchema(bodySchema, false) as Schema), title: `${name}Body`, description: `Body of POST ${p}${what}` };
    definitions[`${name}Reply`] = { ...(typeSchema(replySchema, true) as Schema), title: `${name}Reply`, description: `200 reply of POST ${p}${what}` };
    calls[p] = {
      type: 'object', additionalProperties: false, required: ['body', 'reply'],
      properties: { body: { $ref: `#/definitions/${name}Body` }, reply: { $ref: `#/definitions/${name}Reply` } },
    };
  }
  const root: Schema = {
    title: 'Calls', description: 'Every call of the services by path: the type of its body and of its 200 reply.',
    type: 'object', additionalProperties: false, required: Object.keys(calls), properties: calls, definitions,
  };
  const body = await compile(root as JSONSchema, 'Calls', {
    bannerComment: '', additionalProperties: true, unreachableDefinitions: true, maxItems: -1,
    style: { singleQuote: true, printWidth: 140 }, format: true,
  });
  // json-schema-to-typescript notes under each type which definition it came from: the names say it already.
  return TYPES_HEADER + body.replace(/\n \*\n \* This interface was referenced by `Calls`'s JSON-Schema\n \* via the `definition` "\w+"\./g, '');
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
  const bodies = await contractBodies(doc);
  const calls = await contractCalls(doc);
  const files: [string, string, number][] = [
    [CONTRACT_PATH, `${JSON.stringify(bodies, null, 1)}\n`, Object.keys(bodies).length],
    [CALLS_PATH, `${JSON.stringify(calls, null, 1)}\n`, Object.keys(calls).length],
    [TYPES_PATH, await contractTypes(doc), Object.keys(bodies).length],
  ];
  let stale = false;
  for (const [file, text, count] of files) {
    if (process.argv.includes('--check')) {
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (current !== text) {
        console.error(`${path.relative(root, file)} is stale: run npm run generate:contract`);
        stale = true;
      }
    } else {
      fs.writeFileSync(file, text);
      console.log(`wrote ${path.relative(root, file)} (${count} calls, ${text.length} bytes)`);
    }
  }
  if (stale) process.exit(1);
  if (process.argv.includes('--check')) console.log('the contract files are up to date');
}
