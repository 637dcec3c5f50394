// Generates docs/definitions.md, the reference of the report definition language, from schemas/report-definition.schema.json (its
// descriptions), the committed definitions of report-definitions/ (an example of every property), the shared named conditions and the
// format versions with their migrations.
// Usage: npx tsx scripts/generate-definitions-doc.ts [--check]   (--check fails when the committed file is stale)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { walkDefinition, walkSchemaValues } from '../src/engine/definition/checks/walkDefinition';
import { CURRENT_FORMAT_VERSION, DEFINITION_MIGRATIONS } from '../src/engine/definition/formatVersion';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The generated reference. */
export const DOC_PATH = path.join(root, 'docs/definitions.md');
const SCHEMA_PATH = path.join(root, 'schemas/report-definition.schema.json');
const DEFINITIONS_DIR = path.join(root, 'report-definitions');
const SHARED_CONDITIONS_PATH = path.join(DEFINITIONS_DIR, 'shared/conditions.json');
const MIGRATIONS_DIR = path.join(root, 'src/engine/definition/migrations');

type Schema = Record<string, unknown>;

/** Longest example shown, in characters. */
const EXAMPLE_LENGTH = 200;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const refName = (ref: unknown) => (typeof ref === 'string' ? ref.replace('#/definitions/', '') : undefined);
const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A property of the schema: where it is, how the reference names it, and whether its object requires it. */
export interface SchemaProperty {
  /** Schema pointer, e.g. '#/definitions/Column/properties/format'. */
  pointer: string;
  /** Path in the reference's notation, e.g. 'Column.format', 'filters', 'FieldSpec.fixed[].when', 'ValueExpr{filter}.format'. */
  path: string;
  schema: Schema;
  required: boolean;
  /** For a property typed by a registry id (allOf if/then): the condition, e.g. 'cell = orderProgress'. */
  when?: string;
  /** The section it is listed in: '' for the top level, else the schema definition's name. */
  section: string;
}

/** The label of an inline oneOf branch: its required key (ValueExpr{filter}) or its constant kind. */
function branchLabel(branch: Schema, index: number): string {
  const required = branch.required as string[] | undefined;
  if (required?.length) return required.join(',');
  const kind = (branch.properties as Record<string, Schema> | undefined)?.kind?.const;
  return typeof kind === 'string' ? kind : String(index);
}

/** The condition of an allOf if/then part, e.g. 'cell = orderProgress'. */
function ifLabel(condition: Schema): string {
  const properties = (condition.properties as Record<string, Schema> | undefined) ?? {};
  return Object.entries(properties).map(([key, sub]) => `${key} = ${String(sub.const ?? JSON.stringify(sub))}`).join(', ');
}

/**
 * Every property declared in a schema node, depth first (a property, then the properties of its own inline object, list items and map
 * entries), following inline oneOf branches and the `then` of allOf if/then parts; never a $ref (its definition is listed on its own) nor
 * the values of examples, const, default, enum, not, if or propertyNames.
 */
function propertiesOf(node: Schema, pointer: string, at: string, section: string, out: SchemaProperty[], when?: string): void {
  const required = new Set((node.required as string[] | undefined) ?? []);
  for (const [name, sub] of Object.entries((node.properties as Record<string, Schema> | undefined) ?? {})) {
    const subPointer = `${pointer}/properties/${escapePointer(name)}`;
    const subPath = at ? `${at}.${name}` : name;
    out.push({ pointer: subPointer, path: subPath, schema: sub, required: required.has(name), section, ...(when ? { when } : {}) });
    propertiesOf(sub, subPointer, subPath, section, out);
  }
  if (isObject(node.items)) propertiesOf(node.items, `${pointer}/items`, `${at}[]`, section, out);
  if (isObject(node.additionalProperties)) propertiesOf(node.additionalProperties, `${pointer}/additionalProperties`, `${at}.*`, section, out);
  for (const key of ['oneOf', 'anyOf'] as const) {
    ((node[key] as Schema[] | undefined) ?? []).forEach((branch, i) => propertiesOf(branch, `${pointer}/${key}/${i}`, `${at}{${branchLabel(branch, i)}}`, section, out));
  }
  ((node.allOf as Schema[] | undefined) ?? []).forEach((part, i) => {
    if (isObject(part.if)) {
      if (isObject(part.then)) propertiesOf(part.then, `${pointer}/allOf/${i}/then`, at, section, out, ifLabel(part.if));
    } else propertiesOf(part, `${pointer}/allOf/${i}`, at, section, out);
  });
}

/** The definition schema. */
function readSchema(): Schema {
  return JSON.parse(fs.readFileSync(SCHEMA_PATH, 'utf8')) as Schema;
}

/** Every property of the schema: the top level's, then each definition's, in the schema's order. */
export function schemaProperties(schema: Schema = readSchema()): SchemaProperty[] {
  const out: SchemaProperty[] = [];
  propertiesOf(schema, '#', '', '', out);
  for (const [name, definition] of Object.entries(schema.definitions as Record<string, Schema>)) propertiesOf(definition, `#/definitions/${name}`, name, name, out);
  return out;
}

/** Schema pointers of the properties that have no description (the reference would say nothing about them). */
export function undescribedProperties(schema: Schema = readSchema()): string[] {
  return schemaProperties(schema).filter((p) => typeof p.schema.description !== 'string' || !p.schema.description.trim()).map((p) => p.pointer);
}

/** A first real use: the value, the file and the JSON pointer in it. */
interface Example {
  value: unknown;
  file: string;
  pointer: string;
}

/** The committed definition files: whole definitions first, then overlays, each group by name. */
function definitionFiles(): { file: string; definition: unknown }[] {
  const files = fs.readdirSync(DEFINITIONS_DIR).filter((f) => f.endsWith('.json')).sort();
  const read = files.map((file) => ({ file, definition: JSON.parse(fs.readFileSync(path.join(DEFINITIONS_DIR, file), 'utf8')) as unknown }));
  const isOverlay = (d: unknown) => isObject(d) && 'overlayOf' in d;
  return [...read.filter((r) => !isOverlay(r.definition)), ...read.filter((r) => isOverlay(r.definition))];
}

/** The first value of every schema place (by schema pointer) and of every named definition (by name) in the committed definitions. */
function firstUses(): { byPointer: Map<string, Example>; byDefinition: Map<string, Example> } {
  const byPointer = new Map<string, Example>();
  const byDefinition = new Map<string, Example>();
  for (const { file, definition } of definitionFiles()) {
    walkSchemaValues(definition, ({ schemaPointer, value, path: at }) => {
      if (value !== undefined && !byPointer.has(schemaPointer)) byPointer.set(schemaPointer, { value, file, pointer: at });
    });
    walkDefinition(definition, ({ kind, value, path: at }) => {
      if (value !== undefined && !byDefinition.has(kind)) byDefinition.set(kind, { value, file, pointer: at });
    });
  }
  return { byPointer, byDefinition };
}

/**
 * Where each definition is used directly: the paths, in the reference's notation, of the places of the top level and of the other
 * definitions whose schema is a $ref to it (e.g. Column: GridResult.columns[], Detail.columns[], …).
 */
function usedAt(schema: Schema): Map<string, string[]> {
  const places = new Map<string, string[]>();
  const visit = (node: unknown, at: string): void => {
    if (!isObject(node)) return;
    const name = refName(node.$ref);
    if (name) {
      const list = places.get(name) ?? [];
      if (!list.includes(at)) list.push(at);
      places.set(name, list);
      return;
    }
    for (const [key, sub] of Object.entries((node.properties as Record<string, unknown> | undefined) ?? {})) visit(sub, at ? `${at}.${key}` : key);
    if (isObject(node.items)) visit(node.items, `${at}[]`);
    if (isObject(node.additionalProperties)) visit(node.additionalProperties, `${at}.*`);
    for (const key of ['oneOf', 'anyOf'] as const) {
      ((node[key] as Schema[] | undefined) ?? []).forEach((branch, i) => visit(branch, branch.$ref ? at : `${at}{${branchLabel(branch, i)}}`));
    }
    for (const part of (node.allOf as Schema[] | undefined) ?? []) {
      if (!isObject(part.if)) visit(part, at);
      else for (const [key, sub] of Object.entries(((part.then as Schema | undefined)?.properties as Record<string, unknown> | undefined) ?? {})) visit(sub, `${at}.${key} (${ifLabel(part.if)})`);
    }
  };
  visit(schema, '');
  for (const [name, definition] of Object.entries(schema.definitions as Record<string, Schema>)) visit(definition, name);
  return places;
}

/** GitHub's anchor of a heading text. */
function slug(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');
}

/** Inline code for any text (a longer fence when the text holds backticks). */
function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  return fence === '``' ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** Prose from a schema description: outside its code spans, what Markdown would take as HTML or emphasis is escaped. */
function prose(text: string): string {
  return text.split(/(`[^`]*`)/).map((part, i) => (i % 2 === 1 ? part : part.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\*/g, '\\*').replace(/_/g, '\\_'))).join('');
}

/** A value as compact JSON, cut to EXAMPLE_LENGTH characters. */
function compact(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > EXAMPLE_LENGTH ? `${text.slice(0, EXAMPLE_LENGTH - 1)}…` : text;
}

/** Renders the reference. */
class Writer {
  readonly lines: string[] = [];
  private readonly anchors = new Map<string, string>();
  private readonly used = new Map<string, number>();

  /** Reserves GitHub's anchor of a heading (repeated headings get -1, -2…). */
  anchor(text: string): string {
    const base = slug(text);
    const n = this.used.get(base) ?? 0;
    this.used.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  }

  /** A link to the section of a schema definition. */
  link(name: string): string {
    return `[${name}](#${this.anchors.get(name) ?? slug(name)})`;
  }

  defineAnchor(name: string, anchor: string): void {
    this.anchors.set(name, anchor);
  }

  push(...lines: string[]): void {
    this.lines.push(...lines);
  }
}

/** The type of a schema node, in words, with links to the definitions it names. */
function typeOf(node: Schema, w: Writer): string {
  const name = refName(node.$ref);
  if (name) return w.link(name);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = node[key] as Schema[] | undefined;
    if (branches) return branches.every((b) => b.$ref) ? branches.map((b) => typeOf(b, w)).join(' or ') : 'one of the kinds below';
  }
  if ('const' in node) return `the constant ${code(JSON.stringify(node.const))}`;
  const base = Array.isArray(node.type) ? (node.type as string[]).join(' or ') : typeof node.type === 'string' ? node.type : '';
  if (Array.isArray(node.enum)) return `${base ? `${base}, ` : ''}one of ${(node.enum as unknown[]).map((v) => code(typeof v === 'string' ? v : JSON.stringify(v))).join(', ')}`;
  const limits: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) limits.push(`${unit}${String(min)} to ${String(max)}`);
    else if (min !== undefined) limits.push(`${unit}at least ${String(min)}`);
    else if (max !== undefined) limits.push(`${unit}at most ${String(max)}`);
  };
  if (base === 'array' || node.items) {
    const items = isObject(node.items) ? typeOf(node.items, w) : 'any values';
    const notes: string[] = [];
    if (node.minItems !== undefined && node.minItems === node.maxItems) notes.push(`exactly ${String(node.minItems)} items`);
    else {
      if (node.minItems !== undefined) notes.push(`at least ${String(node.minItems)} item${node.minItems === 1 ? '' : 's'}`);
      if (node.maxItems !== undefined) notes.push(`at most ${String(node.maxItems)} items`);
    }
    if (node.uniqueItems) notes.push('no repeats');
    return `list of ${items}${notes.length ? ` (${notes.join(', ')})` : ''}`;
  }
  if (base === 'object' || node.properties || node.additionalProperties !== undefined) {
    if (node.properties && Object.keys(node.properties).length) return 'object (its members below)';
    if (isObject(node.additionalProperties)) {
      const keys = isObject(node.propertyNames) ? ` (names ${describeNames(node.propertyNames, w)})` : '';
      return `object: name${keys} → ${typeOf(node.additionalProperties, w)}`;
    }
    return 'object';
  }
  if (!base) return 'any JSON value';
  if (typeof node.pattern === 'string') limits.push(`matching ${code(node.pattern)}`);
  range(node.minLength, node.maxLength, 'length ');
  range(node.minimum, node.maximum, '');
  return limits.length ? `${base}, ${limits.join(', ')}` : base;
}

/** The names a map allows. */
function describeNames(names: Schema, w: Writer): string {
  const name = refName(names.$ref);
  if (name) return w.link(name);
  return typeof names.pattern === 'string' ? `matching ${code(names.pattern)}` : 'any';
}

/** The example line of a property: its first use in a committed definition, else the schema's examples. */
function exampleLine(use: Example | undefined, schema: Schema): string {
  if (use) return `Example (${code(use.file)} at ${code(use.pointer)}): ${code(compact(use.value))}`;
  const examples = schema.examples as unknown[] | undefined;
  if (examples?.length) return `Example (from the schema; not used by a standard report): ${code(compact(examples[0]))}`;
  return 'Not used by a standard report.';
}

/** The doc comment before `export const <name>` in a TypeScript source, as lines of text. */
function docComment(source: string, name: string): string[] {
  const match = new RegExp(`/\\*\\*([\\s\\S]*?)\\*/\\s*export const ${name}\\b`).exec(source);
  if (!match) return [];
  return match[1]!.split('\n').map((line) => line.replace(/^\s*\* ?/, '').trimEnd()).filter((line, i, all) => line !== '' || (i > 0 && i < all.length - 1));
}

/** Comment lines as Markdown blocks: wrapped lines joined into paragraphs, `- ` items kept as a list, blocks apart. */
function paragraphs(lines: string[]): string[] {
  const blocks: string[][] = [];
  let list = false;
  for (const line of lines.filter((l) => l.trim())) {
    const item = line.startsWith('- ');
    const last = blocks[blocks.length - 1];
    if (!last || item !== list) blocks.push([line]);
    else if (item) last.push(line);
    else last[last.length - 1] = `${last[last.length - 1]!} ${line.trim()}`;
    list = item;
  }
  return blocks.flatMap((block, i) => (i === 0 ? block : ['', ...block]));
}

/** Every migration file with its exported migration's name, version and doc comment. */
function migrations(): { name: string; file: string; from: number; comment: string[] }[] {
  const found = [];
  for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.ts')).sort()) {
    const source = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    const exported = /export const (\w+): DefinitionMigration\s*=\s*\{[\s\S]*?from:\s*(\d+)/.exec(source);
    if (exported) found.push({ name: exported[1]!, file, from: Number(exported[2]), comment: docComment(source, exported[1]!) });
  }
  return found.sort((a, b) => a.from - b.from);
}

/** The reference as Markdown. */
export function definitionsDoc(): string {
  const schema = readSchema();
  const definitions = schema.definitions as Record<string, Schema>;
  const properties = schemaProperties(schema);
  const { byPointer, byDefinition } = firstUses();
  const places = usedAt(schema);
  const w = new Writer();

  // Headings are reserved in document order, so that their anchors are the ones GitHub makes.
  const intro = ['Contents', 'How to read it'];
  const topTitle = 'Top level';
  const definitionsTitle = 'Definitions';
  const conditionsTitle = 'Named conditions';
  const versionsTitle = 'Format versions';
  const anchorOf = new Map<string, string>();
  w.anchor('Report definition language');
  for (const title of intro) anchorOf.set(title, w.anchor(title));
  anchorOf.set(topTitle, w.anchor(topTitle));
  const propertyAnchor = new Map<string, string>();
  const reserveProperties = (section: string) => {
    for (const p of properties.filter((x) => x.section === section)) propertyAnchor.set(p.pointer, w.anchor(headingOf(p)));
  };
  const headingOf = (p: SchemaProperty) => `${p.path}${p.when ? ` (${p.when})` : ''}`;
  reserveProperties('');
  anchorOf.set(definitionsTitle, w.anchor(definitionsTitle));
  for (const name of Object.keys(definitions)) {
    w.defineAnchor(name, w.anchor(name));
    reserveProperties(name);
  }
  anchorOf.set(conditionsTitle, w.anchor(conditionsTitle));
  anchorOf.set(versionsTitle, w.anchor(versionsTitle));

  const anchorByHeading = new Map(properties.map((p) => [headingOf(p), propertyAnchor.get(p.pointer)!]));
  /** A place of "Used at", linked to the property it is (or whose items or entries it is). */
  const placeLink = (place: string) => {
    const [at, when] = place.split(/ (?=\()/) as [string, string | undefined];
    const property = at.replace(/(\[\]|\.\*)+$/, '');
    const anchor = anchorByHeading.get(`${property}${when ? ` ${when}` : ''}`);
    const text = `${code(at)}${when ? ` ${when}` : ''}`;
    return anchor ? `[${text}](#${anchor})` : text;
  };

  const writeProperty = (p: SchemaProperty) => {
    const required = p.required ? (p.when ? `yes, when ${p.when}` : 'yes') : 'no';
    const description = typeof p.schema.description === 'string' ? prose(p.schema.description) : '*(no description)*';
    w.push(`#### ${code(p.path)}${p.when ? ` (${p.when})` : ''}`, '', description, '', `- Type: ${typeOf(p.schema, w)}`, `- Required: ${required}`,
      `- ${exampleLine(byPointer.get(p.pointer), p.schema)}`, '');
  };

  w.push(
    '# Report definition language',
    '',
    '<!-- Generated from schemas/report-definition.schema.json by scripts/generate-definitions-doc.ts: do not edit. -->',
    '',
    `> Generated from ${code('schemas/report-definition.schema.json')} (its descriptions), the definitions of ${code('report-definitions/')}, `
      + `${code('report-definitions/shared/conditions.json')} and ${code('src/engine/definition/migrations/')} by `
      + `${code('scripts/generate-definitions-doc.ts')}. Do not edit it: change the schema's descriptions and run ${code('npm run generate:docs')}; `
      + `${code('npm run check:docs')} and a unit test fail while it is stale.`,
    '',
    prose(String(schema.description ?? '')),
    '',
    `Every report is one such JSON file; a new report is written step by step in [Adding a report](adding-a-report.md). The portal checks a `
      + `definition against this schema (ajv, strict), then semantically (referenced fields and columns exist, conditions name only what the `
      + `condition context has, registry ids and their options exist, every text key is in es, en, fr and it, endpoints and reply fields are in `
      + `the services' contract): ${code('npm run validate:definitions')}, the designer's checks and the server run the same code.`,
    '',
    '## Contents',
    '',
    `- [How to read it](#${anchorOf.get('How to read it')!})`,
    `- [Top level](#${anchorOf.get(topTitle)!})`,
    `- [Definitions](#${anchorOf.get(definitionsTitle)!}): ${Object.keys(definitions).map((n) => w.link(n)).join(', ')}`,
    `- [Named conditions](#${anchorOf.get(conditionsTitle)!})`,
    `- [Format versions](#${anchorOf.get(versionsTitle)!})`,
    '',
    '## How to read it',
    '',
    'Each property has its path, its type, whether it is required, its meaning and an example.',
    '',
    `- **Path.** ${code('a.b')} is the member ${code('b')} of ${code('a')}; ${code('a[]')} an item of the list ${code('a')}; ${code('a.*')} `
      + `any member of the map ${code('a')} (e.g. ${code('filters.fields.*')}: one entry per filter field). A property of a named definition `
      + `starts with its name (${code('Column.format')}); the definition's section lists where it is used (${code('Column')}: ${code('GridResult.columns[]')}, …). ${code('ValueExpr{filter}')} is the `
      + `kind of a choice that has the member ${code('filter')}; "(cell = orderProgress)" marks a property whose type depends on another member.`,
    `- **Type.** From the schema's ${code('type')}, ${code('enum')}, ${code('const')}, ${code('$ref')} (a link to the definition) and `
      + `${code('oneOf')}, with its bounds.`,
    `- **Example.** The first use in the committed definitions (whole definitions by file name, then overlays), compact and cut to `
      + `${EXAMPLE_LENGTH} characters, with the file and the JSON pointer it comes from; else the schema's own example.`,
    `- A **condition** is a JSON Schema evaluated against the condition context (see ${w.link('Condition')}), or `
      + `${code('{ "condition": "<name>" }')} (see [Named conditions](#${anchorOf.get(conditionsTitle)!})).`,
    '',
    `## ${topTitle}`,
    '',
    `The object of a definition file. Required: ${((schema.required as string[] | undefined) ?? []).map((r) => code(r)).join(', ')}.`,
    '',
  );
  for (const p of properties.filter((x) => x.section === '')) writeProperty(p);

  w.push(`## ${definitionsTitle}`, '', 'The named parts of the schema (its `definitions`), in the schema\'s order.', '');
  for (const [name, definition] of Object.entries(definitions)) {
    w.push(`### ${name}`, '');
    if (typeof definition.description === 'string') w.push(prose(definition.description), '');
    const at = places.get(name) ?? [];
    if (at.length) w.push(`Used at: ${at.map((p) => placeLink(p)).join(', ')}.`, '');
    const own = properties.filter((x) => x.section === name);
    const isPlainObject = definition.type === 'object' && !definition.oneOf;
    if (!isPlainObject || own.length === 0) w.push(`Type: ${typeOf(definition, w)}.`, '');
    const required = (definition.required as string[] | undefined) ?? [];
    if (isPlainObject && own.length) w.push(`Required members: ${required.length ? required.map((r) => code(r)).join(', ') : 'none'}.`, '');
    const branches = (definition.oneOf as Schema[] | undefined)?.filter((b) => !b.$ref) ?? [];
    if (branches.length) {
      w.push('Kinds (exactly one):', '');
      for (const [i, branch] of branches.entries()) {
        const label = branchLabel(branch, i);
        w.push(`- ${code(`${name}{${label}}`)}${typeof branch.description === 'string' ? `: ${prose(branch.description)}` : ''}`);
      }
      w.push('');
    }
    const typed = ((definition.allOf as Schema[] | undefined) ?? []).filter((part) => isObject(part.if));
    if (typed.length) {
      w.push('Typed by a registry id:', '');
      for (const part of typed) {
        const then = part.then as Schema;
        const members = Object.entries((then.properties as Record<string, Schema> | undefined) ?? {}).map(([key, sub]) => `${code(key)} is ${typeOf(sub, w)}`);
        w.push(`- ${ifLabel(part.if as Schema)}: ${members.join(', ')}${(then.required as string[] | undefined)?.length ? ` (required: ${(then.required as string[]).join(', ')})` : ''}`);
      }
      w.push('');
    }
    if (!own.length) {
      const use = byDefinition.get(name);
      w.push(use ? `Example (${code(use.file)} at ${code(use.pointer)}): ${code(compact(use.value))}` : 'Not used by a standard report.', '');
    }
    for (const p of own) writeProperty(p);
  }

  const shared = JSON.parse(fs.readFileSync(SHARED_CONDITIONS_PATH, 'utf8')) as Record<string, unknown>;
  w.push(
    `## ${conditionsTitle}`,
    '',
    `Any condition may be written ${code('{ "condition": "<name>" }')}, also as a part of ${code('allOf')}, ${code('anyOf')}, ${code('oneOf')} `
      + `or ${code('not')}. The name is one of the definition's own ${code('conditions')} (see [the top-level property](#${propertyAnchor.get('#/properties/conditions') ?? 'conditions'})) `
      + `or one shared by every definition, in ${code('report-definitions/shared/conditions.json')}; an own name may not reuse a shared one `
      + `(${code('conditionNameTaken')}), an unknown name is ${code('unknownCondition')} and a cycle ${code('conditionCycle')}. `
      + 'Users receive the definition with every name replaced by its condition.',
    '',
  );
  w.push('| Name | Condition |', '|---|---|');
  for (const [name, condition] of Object.entries(shared)) if (name !== '$comment') w.push(`| ${code(name)} | ${code(JSON.stringify(condition))} |`);
  w.push('');

  const steps = migrations();
  w.push(
    `## ${versionsTitle}`,
    '',
    `The current format is **${CURRENT_FORMAT_VERSION}** (${code('CURRENT_FORMAT_VERSION')} in ${code('src/engine/definition/formatVersion.ts')}). `
      + `A definition says its format in ${code('formatVersion')}; without it, it is format 1. Every definition the portal reads (files, `
      + 'published versions, drafts, imports, restored versions) is upgraded to the current format first, one migration per version, '
      + `and a newer format than the portal knows is refused (${code('formatTooNew')}).`,
    '',
  );
  if (steps.length !== DEFINITION_MIGRATIONS.length) throw new Error(`found ${steps.length} migration files, formatVersion.ts lists ${DEFINITION_MIGRATIONS.length}`);
  for (const step of steps) {
    w.push(`### Format ${step.from} → ${step.from + 1}`, '', `${code(step.name)} in ${code(`src/engine/definition/migrations/${step.file}`)}:`, '');
    w.push(...paragraphs(step.comment).map((line) => prose(line)), '');
  }
  return `${w.lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const doc = definitionsDoc();
  const missing = undescribedProperties();
  if (missing.length) console.warn(`${missing.length} schema properties have no description:\n  ${missing.join('\n  ')}`);
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(DOC_PATH) ? fs.readFileSync(DOC_PATH, 'utf8') : '';
    if (current !== doc) {
      console.error(`${path.relative(root, DOC_PATH)} is stale: run npm run generate:docs`);
      process.exit(1);
    }
    console.log(`${path.relative(root, DOC_PATH)} is up to date`);
  } else {
    fs.mkdirSync(path.dirname(DOC_PATH), { recursive: true });
    fs.writeFileSync(DOC_PATH, doc);
    console.log(`wrote ${path.relative(root, DOC_PATH)}`);
  }
}
