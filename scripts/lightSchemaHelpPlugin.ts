import path from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE = /[\\/]codemirror-json-schema[\\/]dist[\\/]/;
const JSON_PARSERS = '\0codemirror-json-schema-json-parsers';

/**
 * Keeps codemirror-json-schema (the designer's schema completion and hover) light: its markdown renderer, which brings the shiki
 * highlighter, becomes the designer's small one, and its parser choice keeps JSON only (no YAML or JSON5 parser: the designer edits JSON).
 */
export function lightSchemaHelpPlugin(): Plugin {
  const markdown = path.resolve(import.meta.dirname, '../src/features/designer/schemaMarkdown.ts');
  let jsonParser = '';
  return {
    name: 'portal-light-schema-help',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !PACKAGE.test(importer)) return null;
      if (source === '../utils/markdown') return markdown;
      if (source === '../parsers') {
        jsonParser = path.resolve(path.dirname(importer), '../parsers/json-parser.js');
        return JSON_PARSERS;
      }
      return null;
    },
    load(id) {
      if (id !== JSON_PARSERS) return null;
      return `import { parseJSONDocumentState } from ${JSON.stringify(jsonParser)};\nexport const getDefaultParser = () => parseJSONDocumentState;\n`;
    },
  };
}
