// Generates src/engine/definition/reportDefinition.gen.ts from schemas/report-definition.schema.json.
// Usage: npx tsx scripts/generate-types.ts [--check]   (--check fails when the committed file is stale)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The schema and the file generated from it. */
export const SCHEMA_PATH = path.join(root, 'schemas/report-definition.schema.json');
export const TYPES_PATH = path.join(root, 'src/engine/definition/reportDefinition.gen.ts');

const HEADER = `/* eslint-disable */
// Generated from schemas/report-definition.schema.json — do not edit.
// Regenerate with: npx tsx scripts/generate-types.ts
`;

/** Keywords whose values are data, not schemas: never rewritten. */
const DATA_KEYWORDS = new Set(['examples', 'const', 'default', 'enum', 'required']);
/** Keywords that only annotate a schema: a schema made of them alone allows any value. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', '$comment']);
/** Keywords whose values map names to schemas. */
const MAPS = new Set(['properties', 'definitions', 'patternProperties']);

/**
 * The schema as the type generator should read it: a `$ref` beside a description becomes `allOf: [{ $ref }]` (the generator would otherwise
 * copy the referenced type inline under a new name), and a schema of annotations alone is typed `unknown`. Descriptions stay, as doc comments.
 */
export function typeSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typeSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = DATA_KEYWORDS.has(key) ? value
      : MAPS.has(key) && value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, typeSchema(sub)]))
        : typeSchema(value);
  }
  const keys = Object.keys(out);
  if (typeof out.$ref === 'string' && keys.length > 1) {
    const { $ref, allOf, ...rest } = out;
    return { ...rest, allOf: [{ $ref }, ...((allOf as unknown[] | undefined) ?? [])] };
  }
  if (keys.length > 0 && keys.every((k) => ANNOTATIONS.has(k))) return { ...out, tsType: 'unknown' };
  return out;
}

/** The TypeScript source the schema produces now. */
export async function generatedSource(): Promise<string> {
  const schema = typeSchema(JSON.parse(fs.readFileSync(SCHEMA_PATH, 'utf8'))) as JSONSchema;
  const body = await compile(schema, 'ReportDefinition', {
    bannerComment: '', additionalProperties: false, unreachableDefinitions: true, strictIndexSignatures: true,
    style: { singleQuote: true, printWidth: 140 }, format: true,
  });
  return HEADER + body;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const source = await generatedSource();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(TYPES_PATH) ? fs.readFileSync(TYPES_PATH, 'utf8') : '';
    if (current !== source) {
      console.error(`${path.relative(root, TYPES_PATH)} is stale: run npx tsx scripts/generate-types.ts`);
      process.exit(1);
    }
    console.log('generated types are up to date');
  } else {
    fs.writeFileSync(TYPES_PATH, source);
    console.log(`wrote ${path.relative(root, TYPES_PATH)}`);
  }
}
