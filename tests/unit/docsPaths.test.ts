import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Written by another piece of work; a link to them may come before the file does. */
const MAY_BE_MISSING = new Set(['docs/definitions.md', 'docs/adding-a-report.md']);
/** The folders of the repository whose paths the documents name. */
const PATH = /(?:^|[\s("'`[=])((?:src|scripts|schemas|report-definitions|tests|docs)\/[^\s`"'()[\]]*)/g;

/** The README and every Markdown file under docs/, relative to the repository. */
function documents(): string[] {
  const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : e.name.endsWith('.md') ? [p] : [];
  });
  return ['README.md', ...(fs.existsSync('docs') ? walk('docs') : [])];
}

/** `a/{b,c}/d` → `a/b/d`, `a/c/d` (one level of braces at a time, nested ones too). */
function expandBraces(p: string): string[] {
  const m = /\{([^{}]*)\}/.exec(p);
  if (!m) return [p];
  return m[1]!.split(',').flatMap((alt) => expandBraces(p.slice(0, m.index) + alt + p.slice(m.index + m[0].length)));
}

/** A path as written, made checkable: trailing punctuation off, a placeholder (`<CODE>`, `*`, `…`) cut back to its folder. */
function checkable(raw: string): string {
  let p = raw.replace(/[.,;:!?]+$/, '');
  const cut = p.search(/[<*…]|\.\.\./);
  if (cut >= 0) p = p.slice(0, p.lastIndexOf('/', cut) + 1);
  return p.replace(/#.*$/, '').replace(/:\d+(?::\d+)?$/, '');
}

/** Every repository path a document names: in code spans and code blocks, and as the target of a relative Markdown link. */
function pathsIn(file: string): { written: string; resolved: string }[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: { written: string; resolved: string }[] = [];
  // Code: spans and fenced blocks (a diagram's line breaks, <br/>, end a path).
  const code = [...text.matchAll(/```[\s\S]*?```|`[^`\n]+`/g)].map((m) => m[0].replace(/<br\s*\/?>/g, ' '));
  for (const chunk of code) {
    for (const m of chunk.matchAll(PATH)) {
      for (const p of expandBraces(checkable(m[1]!))) found.push({ written: m[1]!, resolved: path.normalize(p) });
    }
  }
  // Links: [text](target), relative to the document's folder.
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]!;
    if (/^[a-z]+:|^#|^\//i.test(target)) continue;
    found.push({ written: target, resolved: path.normalize(path.join(path.dirname(file), checkable(target))) });
  }
  return found;
}

describe('documentation: every path the README and docs/ name exists', () => {
  const files = documents();

  it('reads the README and the docs', () => {
    expect(files).toContain('README.md');
    expect(files.length).toBeGreaterThan(1);
  });

  it.each(files)('%s names only paths that exist', (file) => {
    const missing = pathsIn(file)
      .filter(({ resolved }) => resolved !== '.' && !MAY_BE_MISSING.has(resolved.split(path.sep).join('/')))
      .filter(({ resolved }) => !fs.existsSync(resolved))
      .map(({ written, resolved }) => (written === resolved ? written : `${written} (${resolved})`));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('names no folder of the portal that no longer exists (src/app)', () => {
    const stale = files.filter((f) => /(^|[^\w/])src\/app\//.test(fs.readFileSync(f, 'utf8')));
    expect(stale).toEqual([]);
  });
});
