import fs from 'node:fs';
import path from 'node:path';
import { applyOverlay } from '../../engine/definition/applyOverlay';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import { formatDefinitionErrors, validateDefinition } from '../../engine/definition/validateDefinition';

/** A definition file that failed validation. */
export interface InvalidDefinition {
  file: string;
  message: string;
}

/** Report definitions read from the standard folder plus an optional customer folder; files are re-read when they change. */
export class DefinitionStore {
  private cache = new Map<string, { mtimeMs: number; definition: ReportDefinition | null; error?: string }>();

  constructor(private readonly dirs: string[]) {}

  private files(): Map<string, string> {
    const byCode = new Map<string, string>();
    for (const dir of this.dirs) {
      if (!fs.existsSync(dir)) continue;
      // A later folder (the customer's) wins over an earlier one for the same code.
      for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) byCode.set(name.replace(/\.json$/, ''), path.join(dir, name));
    }
    return byCode;
  }

  private read(code: string, file: string, seen: Set<string>): ReportDefinition {
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const { overlayOf, ...patch } = raw;
    let merged: unknown = patch;
    if (typeof overlayOf === 'string') {
      if (seen.has(overlayOf)) throw new Error(`overlay cycle through ${overlayOf}`);
      const baseFile = this.files().get(overlayOf);
      if (!baseFile) throw new Error(`overlayOf names an unknown report '${overlayOf}'`);
      merged = applyOverlay(this.read(overlayOf, baseFile, new Set([...seen, code])), { ...patch, code });
    }
    const errors = validateDefinition(merged);
    if (errors.length) throw new Error(formatDefinitionErrors(path.basename(file), errors));
    const def = merged as ReportDefinition;
    if (def.code !== code) throw new Error(`${path.basename(file)}: /code '${def.code}' does not match the file name`);
    return def;
  }

  /** The validated definition of a report code, or null when there is no file; throws with file, JSON path and message when invalid. */
  get(code: string): ReportDefinition | null {
    const file = this.files().get(code);
    if (!file) return null;
    const mtimeMs = fs.statSync(file).mtimeMs;
    const cached = this.cache.get(code);
    if (cached && cached.mtimeMs === mtimeMs) {
      if (cached.error) throw new Error(cached.error);
      return cached.definition;
    }
    try {
      const definition = this.read(code, file, new Set());
      this.cache.set(code, { mtimeMs, definition });
      return definition;
    } catch (error) {
      const message = (error as Error).message;
      this.cache.set(code, { mtimeMs, definition: null, error: message });
      throw error;
    }
  }

  /** Validates every file; returns the failures (used at start and by the validation script). */
  validateAll(): InvalidDefinition[] {
    const failures: InvalidDefinition[] = [];
    for (const [code, file] of this.files()) {
      try {
        this.get(code);
      } catch (error) {
        failures.push({ file, message: (error as Error).message });
      }
    }
    return failures;
  }

  /** Codes with a definition file. */
  codes(): string[] {
    return [...this.files().keys()].sort();
  }
}
