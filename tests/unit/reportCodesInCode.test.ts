import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A report is its definition file: no file of the portal (shell, screens, renderer, engine, client, domain) nor of the demo seed names a
 * report code of the definitions — icon, dialog size, token-login opening, list entry and the roles holding it come from the definition.
 */

const CODES = fs.readdirSync('report-definitions').filter((f) => f.endsWith('.json')).map((f) => path.basename(f, '.json'));
const FOLDERS = ['src/shell', 'src/kit', 'src/locales', 'src/features', 'src/renderer', 'src/engine', 'src/api', 'src/domain', 'src/server/db/seed'];

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.includes('.gen.') ? [file] : [];
  });
}

describe('report codes live in their definitions only', () => {
  it('no portal or seed source names a definition\'s report code', () => {
    const pattern = new RegExp(`\\b(${CODES.join('|')})\\b`);
    expect(CODES.length).toBeGreaterThan(15);
    const naming = FOLDERS.flatMap(sources).filter((file) => pattern.test(fs.readFileSync(file, 'utf8')));
    expect(naming).toEqual([]);
  });
});
