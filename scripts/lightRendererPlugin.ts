import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const RJSF_CORE = /[\\/]@rjsf[\\/]core[\\/]/;
const GRID_LOCALE = 'virtual:grid-locale/';
const GRID_LOCALE_ID = '\0grid-locale:';

/**
 * Keeps the report renderer light: rjsf's markdown renderer (markdown-to-jsx, for descriptions a definition would ask to read as
 * markdown) becomes a component that fetches it only when such a text is drawn; and the grid's texts come one language per module
 * (`virtual:grid-locale/es`), so a user loads the grid texts of their language only, not the 31 of @ag-grid-community/locale.
 */
export function lightRendererPlugin(): Plugin {
  const lazyMarkdown = path.resolve(import.meta.dirname, '../src/renderer/form/LazyMarkdown.tsx');
  const locales = createRequire(import.meta.url)('@ag-grid-community/locale') as Record<string, Record<string, string>>;
  return {
    name: 'portal-light-renderer',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(GRID_LOCALE)) return GRID_LOCALE_ID + source.slice(GRID_LOCALE.length);
      if (source === 'markdown-to-jsx/react' && importer && RJSF_CORE.test(importer)) return lazyMarkdown;
      return null;
    },
    load(id) {
      if (!id.startsWith(GRID_LOCALE_ID)) return null;
      const language = id.slice(GRID_LOCALE_ID.length);
      const texts = locales[`AG_GRID_LOCALE_${language.toUpperCase()}`];
      if (!texts) throw new Error(`no AG Grid texts for '${language}'`);
      return `export default ${JSON.stringify(texts)};\n`;
    },
  };
}
