import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import es from '../../src/locales/portal/es.json';
import en from '../../src/locales/portal/en.json';
import fr from '../../src/locales/portal/fr.json';
import it_ from '../../src/locales/portal/it.json';
import { ROLES } from '../../src/server/db/seed/catalogo';
import { reportEntries } from '../../src/server/db/seed/reportEntries';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [k, v]) => Object.assign(acc, typeof v === 'string' ? { [prefix + k]: v } : flatten(v, `${prefix}${k}.`)), {});
// Feature catalogues (any locales/{lang}.json under src, and the order reports' src/locales/orders) merge into the main ones (src/locales/portal).
function featureCatalogues(lang: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === `${lang}.json` && (path.basename(dir) === 'locales' || dir === path.resolve('src/locales/orders'))) Object.assign(found, flatten(JSON.parse(fs.readFileSync(p, 'utf8')) as Tree));
    }
  };
  walk(path.resolve('src'));
  return found;
}
const catalogues = {
  es: { ...flatten(es), ...featureCatalogues('es') }, en: { ...flatten(en), ...featureCatalogues('en') },
  fr: { ...flatten(fr), ...featureCatalogues('fr') }, it: { ...flatten(it_), ...featureCatalogues('it') },
};
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'server' ? [] : sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

describe('translation catalogues', () => {
  it('have the same keys in es, en, fr and it', () => {
    const keys = Object.keys(catalogues.es).sort();
    for (const lang of ['en', 'fr', 'it'] as const) expect(Object.keys(catalogues[lang]).sort(), lang).toEqual(keys);
  });
  it('have no empty text', () => {
    for (const [lang, cat] of Object.entries(catalogues)) {
      for (const [key, text] of Object.entries(cat)) expect(text.trim(), `${lang}:${key}`).not.toBe('');
    }
  });
  it('use the same placeholders in every language', () => {
    for (const [key, text] of Object.entries(catalogues.es)) {
      for (const lang of ['en', 'fr', 'it'] as const) expect(placeholders(catalogues[lang][key] ?? ''), `${lang}:${key}`).toEqual(placeholders(text));
    }
  });
  it('contain every literal key the portal code uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(path.resolve('src'))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/\b(?:titleKey|messageKey|labelKey)\s*[:=]\s*'([a-zA-Z][\w.]*)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/\btagged\('([a-zA-Z][\w.]*)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    // A key used with a count is in the catalogue in its plural forms (key_one, key_other).
    const missing = [...used].filter((k) => !(k in catalogues.es) && !(`${k}_one` in catalogues.es && `${k}_other` in catalogues.es));
    expect(missing).toEqual([]);
  });
  it('contain every key the report definitions use', () => {
    const keys = new Set<string>();
    const walk = (value: unknown, parent: string): void => {
      if (Array.isArray(value)) value.forEach((v) => walk(v, parent));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
      else if (typeof value === 'string' && ((/Key$/.test(parent) && parent !== 'rowKey') || parent === 'title')) keys.add(value);
    };
    const dir = path.resolve('report-definitions');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), '');
    expect(keys.size).toBeGreaterThan(10);
    expect([...keys].filter((k) => !(k in catalogues.es))).toEqual([]);
  });
  it('name and describe every report code and role', () => {
    for (const { informe } of reportEntries()) {
      expect(catalogues.es[`reports.codes.${informe}.name`], informe).toBeTruthy();
      expect(catalogues.es[`reports.codes.${informe}.description`], informe).toBeTruthy();
    }
    for (const { role } of ROLES) expect(catalogues.es[`roles.${role}`], role).toBeTruthy();
  });
});
