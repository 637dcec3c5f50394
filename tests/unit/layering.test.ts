import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Source files under a folder. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

/** The folders (relative to the repository) that a file's relative imports and re-exports reach, and its package imports. */
function importsOf(file: string): { local: string[]; packages: string[] } {
  const text = fs.readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]!);
  return {
    local: specs.filter((s) => s.startsWith('.')).map((s) => path.relative(process.cwd(), path.resolve(path.dirname(file), s))),
    packages: specs.filter((s) => !s.startsWith('.')),
  };
}

describe('layering: the shared rules live where both sides may import them', () => {
  it('the services import no screen folder (src/features)', () => {
    const files = sources('src/server');
    expect(files.length).toBeGreaterThan(50);
    const offending = files.flatMap((f) => importsOf(f).local.filter((t) => t.startsWith(`src${path.sep}features`)).map((t) => `${f} → ${t}`));
    expect(offending).toEqual([]);
  });
  it('the domain rules import neither screens, services nor React', () => {
    const files = sources('src/domain');
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((f) => {
      const { local, packages } = importsOf(f);
      return [
        ...local.filter((t) => t.startsWith(`src${path.sep}features`) || t.startsWith(`src${path.sep}server`)).map((t) => `${f} → ${t}`),
        ...packages.filter((p) => p === 'react' || p.startsWith('@mui')).map((p) => `${f} → ${p}`),
      ];
    });
    expect(offending).toEqual([]);
  });
});
