import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { mergeOverlay } from '../../engine/definition/applyOverlay';
import { resolveConditions } from '../../engine/definition/namedConditions';
import { checkDepth } from '../../engine/definition/checks/checkDepth';
import { upgradeStored } from '../../engine/definition/formatVersion';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import { parseDefinitionText, type TextError } from '../../engine/definition/parseDefinitionText';
import { formatDefinitionErrors, validateDefinition } from '../../engine/definition/validateDefinition';
import { cacheOf } from '../cache/cacheOf.js';
import { WITHDRAWN, type Database } from '../db/tables.js';

/** A definition file that failed validation. */
export interface InvalidDefinition {
  /** The report code. */
  code: string;
  /** Its file, or the code for a definition only published. */
  file: string;
  message: string;
}

/** Where the effective definition of a code comes from: the standard folder, the customer folder, or a version published in the designer. */
export type DefinitionOrigin = 'standard' | 'customer' | 'portal';

/**
 * What an overlay merge gives: the merged definition, the overlay keys whose target no longer exists (JSON pointers into the overlay) and the
 * standard's summaries and views left out because they name a column the overlay removed (JSON pointers into the standard, by id).
 */
export interface MergedOverlay {
  definition: unknown;
  orphans: string[];
  dropped: string[];
}

/** Merges an overlay (without its overlayOf) onto the effective standard of its target: the one place the store and the designer merge overlays. */
export function mergeDefinitionOverlay(standard: unknown, overlay: unknown): MergedOverlay {
  // Both sides may be cached definitions: the merge works on copies, so the result shares nothing with them.
  return mergeOverlay(structuredClone(standard), structuredClone(overlay));
}

/** Merges the source of an overlay (as written, with its overlayOf) for `code` onto the effective definition of its target: the overlay gives the code. */
export function mergeOverlaySource(base: unknown, source: Record<string, unknown>, code: string): MergedOverlay {
  const { overlayOf: _target, ...patch } = source;
  return mergeDefinitionOverlay(base, { ...patch, code });
}

/** The edited source of a code: the file or published JSON as written (an overlay keeps its overlayOf). */
export interface DefinitionSource {
  origin: DefinitionOrigin;
  raw: Record<string, unknown>;
  /** The published version, null for files. */
  version: number | null;
  /** The file, for a source read from a folder. */
  file?: string;
}

/** A definition file that cannot be read as JSON (a syntax error, a key written twice in one object): its file, folder and where in it. */
export class DefinitionFileError extends Error {
  constructor(readonly file: string, readonly origin: DefinitionOrigin, readonly errors: TextError[]) {
    super(formatDefinitionErrors(path.basename(file), errors));
  }
}

const asObject = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {});

/**
 * Report definitions (each upgraded to the current format as it is read, and served with its named conditions replaced): the standard folder,
 * an optional customer folder (files are re-read when they change) and, with a database, the versions
 * published per organisation in the report designer. The effective definition of a code for an organisation is its latest published version,
 * else the customer file, else the standard file; an overlay (`overlayOf`) is merged onto the effective definition of its target at read time.
 * Every read asks the database for the latest version numbers of the organisation (one indexed query), so a version published through any
 * process is served at the next call.
 */
export class DefinitionStore {
  private cache = new Map<string, { mtimeMs: number; definition: ReportDefinition | null; error?: string }>();
  private published = new Map<string, { version: number; raw: Record<string, unknown>; base: ReportDefinition | null; definition: ReportDefinition | null; error?: string }>();

  constructor(private readonly dirs: string[], private readonly db?: Kysely<Database>) {}

  private files(): Map<string, { file: string; customer: boolean }> {
    const byCode = new Map<string, { file: string; customer: boolean }>();
    for (const [index, dir] of this.dirs.entries()) {
      if (!fs.existsSync(dir)) continue;
      // A later folder (the customer's) wins over an earlier one for the same code.
      for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) byCode.set(name.replace(/\.json$/, ''), { file: path.join(dir, name), customer: index > 0 });
    }
    return byCode;
  }

  /** A file read as the designer reads its text (parseDefinitionText); throws DefinitionFileError when it is not a JSON text without keys written twice. */
  private parseFile(file: string, customer: boolean): Record<string, unknown> {
    const parsed = parseDefinitionText(fs.readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new DefinitionFileError(file, customer ? 'customer' : 'standard', parsed.errors);
    return upgradeStored(asObject(parsed.value));
  }

  private read(code: string, file: string, customer: boolean, seen: Set<string>): ReportDefinition {
    const raw = this.parseFile(file, customer);
    // Before the merge, which copies the definition recursively.
    const tooDeep = checkDepth(raw);
    if (tooDeep.length) throw new Error(formatDefinitionErrors(path.basename(file), tooDeep));
    const { overlayOf, ...patch } = raw;
    let merged: unknown = patch;
    if (typeof overlayOf === 'string') {
      if (seen.has(overlayOf)) throw new Error(`overlay cycle through ${overlayOf}`);
      const baseFile = this.files().get(overlayOf);
      if (!baseFile) throw new Error(`overlayOf names an unknown report '${overlayOf}'`);
      merged = mergeDefinitionOverlay(this.read(overlayOf, baseFile.file, baseFile.customer, new Set([...seen, code])), { ...patch, code }).definition;
    }
    const errors = validateDefinition(merged);
    if (errors.length) throw new Error(formatDefinitionErrors(path.basename(file), errors));
    const def = resolveConditions(merged as ReportDefinition);
    if (def.code !== code) throw new Error(`${path.basename(file)}: /code '${def.code}' does not match the file name`);
    return def;
  }

  /** The validated definition of a code from the folders alone (customer, else standard), or null when there is no file; throws when invalid. */
  fileDefinition(code: string): ReportDefinition | null {
    const entry = this.files().get(code);
    if (!entry) return null;
    const mtimeMs = fs.statSync(entry.file).mtimeMs;
    const cached = this.cache.get(code);
    if (cached && cached.mtimeMs === mtimeMs) {
      if (cached.error) throw new Error(cached.error);
      return cached.definition;
    }
    try {
      const definition = this.read(code, entry.file, entry.customer, new Set());
      this.cache.set(code, { mtimeMs, definition });
      return definition;
    } catch (error) {
      const message = (error as Error).message;
      this.cache.set(code, { mtimeMs, definition: null, error: message });
      throw error;
    }
  }

  /** The file of a code as written (an overlay with its overlayOf) and its folder, or null; throws DefinitionFileError for a file that is not JSON. */
  fileSource(code: string): DefinitionSource | null {
    const entry = this.files().get(code);
    if (!entry) return null;
    return { origin: entry.customer ? 'customer' : 'standard', raw: this.parseFile(entry.file, entry.customer), version: null, file: entry.file };
  }

  /** The folder of a code's definition file (the customer's wins), or null when it has none; the file is not read. */
  fileOrigin(code: string): 'standard' | 'customer' | null {
    const entry = this.files().get(code);
    return entry ? (entry.customer ? 'customer' : 'standard') : null;
  }

  /** Codes with a definition file. */
  fileCodes(): string[] {
    return [...this.files().keys()].sort();
  }

  /**
   * The latest published version of every code of the organisation whose publication is not withdrawn (empty without a database or organisation): one
   * indexed query, cached while no version is published or withdrawn.
   */
  async publishedVersions(idOrganizacion?: number): Promise<Map<string, number>> {
    const db = this.db;
    if (!db || idOrganizacion === undefined) return new Map();
    // Kept per organisation until a publication (by any process) changes the definitions' version.
    const versions = await cacheOf<Map<string, number>>(db, 'publishedVersions', ['definiciones'], 1_000).get(String(idOrganizacion), async () => {
      // The newest entry of each report's history, unless it withdrew the publication (the report then returns to its file, or has no definition).
      const rows = await db.selectFrom('definiciones_publicadas as p').select(['p.informe', 'p.version'])
        .where('p.id_organizacion', '=', idOrganizacion).where('p.definicion', '<>', WITHDRAWN)
        .where('p.version', '=', (eb) => eb.selectFrom('definiciones_publicadas as q').select((q) => q.fn.max('q.version').as('v'))
          .whereRef('q.id_organizacion', '=', 'p.id_organizacion').whereRef('q.informe', '=', 'p.informe'))
        .execute();
      return new Map(rows.map((r) => [r.informe, Number(r.version)]));
    });
    return new Map(versions);
  }

  private async publishedRaw(idOrganizacion: number, code: string, version: number): Promise<Record<string, unknown>> {
    const key = `${idOrganizacion}|${code}`;
    const cached = this.published.get(key);
    if (cached?.version === version) return cached.raw;
    const row = await this.db!.selectFrom('definiciones_publicadas').select('definicion')
      .where('id_organizacion', '=', idOrganizacion).where('informe', '=', code).where('version', '=', version).executeTakeFirstOrThrow();
    return upgradeStored(asObject(JSON.parse(row.definicion)));
  }

  /** The effective definition an overlay of `code` on `target` is merged onto: the folders' definition of the code itself, or the target's effective one. */
  private async baseOf(code: string, target: string, idOrganizacion: number | undefined, versions: Map<string, number>, seen: Set<string>): Promise<ReportDefinition> {
    if (seen.has(target)) throw new Error(`overlay cycle through ${target}`);
    const base = target === code ? this.fileDefinition(code) : await this.resolve(target, idOrganizacion, versions, new Set([...seen, code]));
    if (!base) throw new Error(`overlayOf names an unknown report '${target}'`);
    return base;
  }

  private async resolve(code: string, idOrganizacion: number | undefined, versions: Map<string, number>, seen: Set<string>): Promise<ReportDefinition | null> {
    const version = versions.get(code);
    if (version === undefined || idOrganizacion === undefined) return this.fileDefinition(code);
    const key = `${idOrganizacion}|${code}`;
    const raw = await this.publishedRaw(idOrganizacion, code, version);
    const base = typeof raw.overlayOf === 'string' ? await this.baseOf(code, raw.overlayOf, idOrganizacion, versions, seen) : null;
    const cached = this.published.get(key);
    if (cached && cached.version === version && cached.base === base) {
      if (cached.error) throw new Error(cached.error);
      return cached.definition;
    }
    const label = `${code} (version ${version})`;
    // Before the merge, which copies the definition recursively (a version the designer wrote nests no deeper: its body was bounded).
    const tooDeep = checkDepth(raw);
    if (tooDeep.length) throw new Error(formatDefinitionErrors(label, tooDeep));
    let definition: ReportDefinition | null = null;
    let error: string | undefined;
    const merged = base ? mergeOverlaySource(base, raw, code).definition : raw;
    const errors = validateDefinition(merged);
    if (errors.length) error = formatDefinitionErrors(label, errors);
    else if ((merged as ReportDefinition).code !== code) error = `${label}: /code '${(merged as ReportDefinition).code}' does not match the report`;
    else definition = resolveConditions(merged as ReportDefinition);
    this.published.set(key, { version, raw, base, definition, ...(error ? { error } : {}) });
    if (error) throw new Error(error);
    return definition;
  }

  /**
   * The validated effective definition of a report code for an organisation (published version, else customer file, else standard file, overlays
   * merged), or null when the code has none; throws with the file or version, JSON path and message when invalid.
   * Without an organisation only the folders are read.
   */
  async get(code: string, idOrganizacion?: number): Promise<ReportDefinition | null> {
    return this.resolve(code, idOrganizacion, await this.publishedVersions(idOrganizacion), new Set());
  }

  /** The effective definitions of several codes with one version query: null for a code without a definition or with an invalid one. */
  async getMany(codes: readonly string[], idOrganizacion?: number): Promise<Map<string, ReportDefinition | null>> {
    const versions = await this.publishedVersions(idOrganizacion);
    const out = new Map<string, ReportDefinition | null>();
    for (const code of codes) {
      try {
        out.set(code, await this.resolve(code, idOrganizacion, versions, new Set()));
      } catch {
        out.set(code, null);
      }
    }
    return out;
  }

  /** Every code with a definition for the organisation: files and published versions. */
  async codes(idOrganizacion?: number): Promise<string[]> {
    const versions = await this.publishedVersions(idOrganizacion);
    return [...new Set([...this.fileCodes(), ...versions.keys()])].sort();
  }

  /** Every effective definition of the organisation (one version query for all), with the failure of each invalid one. */
  async all(idOrganizacion?: number): Promise<{ code: string; definition: ReportDefinition | null; error?: string }[]> {
    const versions = await this.publishedVersions(idOrganizacion);
    const out: { code: string; definition: ReportDefinition | null; error?: string }[] = [];
    for (const code of [...new Set([...this.fileCodes(), ...versions.keys()])].sort()) {
      try {
        out.push({ code, definition: await this.resolve(code, idOrganizacion, versions, new Set()) });
      } catch (error) {
        out.push({ code, definition: null, error: (error as Error).message });
      }
    }
    return out;
  }

  /** What the designer edits for a code: the latest published version, else the file, as written; null when the code has neither. Without an organisation, the file. */
  async source(code: string, idOrganizacion?: number): Promise<DefinitionSource | null> {
    const version = (await this.publishedVersions(idOrganizacion)).get(code);
    if (version !== undefined && idOrganizacion !== undefined) return { origin: 'portal', raw: await this.publishedRaw(idOrganizacion, code, version), version };
    return this.fileSource(code);
  }

  /**
   * The effective definition of a source for a code of an organisation, not validated: an overlay is merged onto the effective definition of its target
   * (`standard`), a whole definition is itself (`standard` is then the folders' definition of the code, if any). Throws when an overlay's target is unknown.
   */
  async effectiveOf(code: string, raw: Record<string, unknown>, idOrganizacion?: number): Promise<MergedOverlay & { standard: ReportDefinition | null }> {
    const versions = await this.publishedVersions(idOrganizacion);
    if (typeof raw.overlayOf === 'string') {
      const standard = await this.baseOf(code, raw.overlayOf, idOrganizacion, versions, new Set());
      const merged = mergeOverlaySource(standard, raw, code);
      return { ...merged, standard };
    }
    let standard: ReportDefinition | null = null;
    try {
      standard = this.fileDefinition(code);
    } catch {
      standard = null;
    }
    return { definition: raw, orphans: [], dropped: [], standard };
  }

  /** Validates every definition (the folders, plus the organisation's published versions when given); returns the failures (at start and by the validation script). */
  async validateAll(idOrganizacion?: number): Promise<InvalidDefinition[]> {
    const files = this.files();
    return (await this.all(idOrganizacion)).filter((d) => d.error !== undefined)
      .map((d) => ({ code: d.code, file: files.get(d.code)?.file ?? d.code, message: d.error! }));
  }
}
