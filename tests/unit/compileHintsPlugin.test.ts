import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileHintsPlugin } from '../../scripts/compileHintsPlugin';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes the files of a build, then runs the plugin's step after the bundle is written. */
async function build(files: Record<string, { name?: string; type: 'chunk' | 'asset'; code: string }>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-hints-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [fileName, f] of Object.entries(files)) fs.writeFileSync(path.join(dir, fileName), f.code);
  const plugin = compileHintsPlugin(['ReportView', 'ag-grid']);
  (plugin.configResolved as (c: unknown) => void)({ root: dir, build: { outDir: '.' } });
  const bundle = Object.fromEntries(Object.entries(files).map(([fileName, f]) => [fileName, { fileName, type: f.type, name: f.name }]));
  const hook = plugin.writeBundle as { order: string; sequential: boolean; handler: (o: unknown, b: unknown) => Promise<void> };
  await hook.handler({}, bundle);
  return { hook, read: (fileName: string) => fs.readFileSync(path.join(dir!, fileName), 'utf8') };
}

describe('the compile hints of the build', () => {
  it('marks the named chunks first thing in the file, once, and leaves the others and the assets as they are, before other plugins read them', async () => {
    const files = {
      'assets/ReportView-a1.js': { type: 'chunk' as const, name: 'ReportView', code: 'const __vite__mapDeps=1;export const a=()=>1;\n' },
      'assets/ag-grid-b2.js': { type: 'chunk' as const, name: 'ag-grid', code: 'export function g(){return 2}\n' },
      'assets/App-c3.js': { type: 'chunk' as const, name: 'App', code: 'export const app=3;\n' },
      'assets/ReportView-d4.css': { type: 'asset' as const, name: 'ReportView', code: '.x{color:red}\n' },
    };
    const { hook, read } = await build(files);
    expect(read('assets/ReportView-a1.js')).toBe(`//# allFunctionsCalledOnLoad\n${files['assets/ReportView-a1.js'].code}`);
    expect(read('assets/ag-grid-b2.js')).toBe(`//# allFunctionsCalledOnLoad\n${files['assets/ag-grid-b2.js'].code}`);
    expect(read('assets/App-c3.js')).toBe(files['assets/App-c3.js'].code);
    expect(read('assets/ReportView-d4.css')).toBe(files['assets/ReportView-d4.css'].code);
    // Run first and waited for: the compressed copies are made from the marked files.
    expect(hook).toMatchObject({ order: 'pre', sequential: true });
    await hook.handler({}, { 'assets/ReportView-a1.js': { fileName: 'assets/ReportView-a1.js', type: 'chunk', name: 'ReportView' } });
    expect(read('assets/ReportView-a1.js').match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
  });
});
