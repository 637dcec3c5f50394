import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8's file-wide compile hint (Chrome 136 and later), first in the file: every function of it is compiled when the file loads, off the main thread. */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks whose functions a report's first open runs nearly all of (the renderer and the grid, form and picker libraries it loads
 * on the home's first idle moment) for eager compilation: V8 compiles them on a background thread as they arrive, instead of each function
 * on the main thread the first time the report calls it. Other browsers ignore the comment. The files are marked as written, before any
 * other plugin reads them (the compressed copies and the offline cache carry the mark); minification would drop a comment put in earlier.
 */
export function compileHintsPlugin(chunkNames: readonly string[]): Plugin {
  const eager = new Set(chunkNames);
  let outDir = 'dist';
  return {
    name: 'portal-compile-hints',
    apply: 'build',
    configResolved(config) { outDir = path.resolve(config.root, config.build.outDir); },
    writeBundle: {
      sequential: true,
      order: 'pre',
      async handler(_options, bundle) {
        await Promise.all(Object.values(bundle).filter((file) => file.type === 'chunk' && eager.has(file.name)).map(async ({ fileName }) => {
          const file = path.join(outDir, fileName);
          const code = await fs.promises.readFile(file, 'utf8');
          if (!code.startsWith(HINT)) await fs.promises.writeFile(file, HINT + code);
        }));
      },
    },
  };
}
