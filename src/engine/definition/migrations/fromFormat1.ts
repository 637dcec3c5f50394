import { pointer } from '../jsonPointer';
import type { DefinitionMigration } from './DefinitionMigration';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Format 1 → 2. Version 2 dropped four properties no report used, and added named conditions (`conditions`, `{ "condition": name }`), which
 * need no change. What the dropped properties said is kept where version 2 can say it:
 * - a column's `highlightWhen` becomes the first entry of its `colorWhen`, colour `error` (the highlight was that colour, in bold);
 * - a lateDelivery cell's `delayMessageWhen` is removed: the delay now always shows under the date (what it showed without it);
 * - a bulkDocuments action's `maxRows` is removed: a bulk download takes the portal's download cap, 1,100 results;
 * - a selection's `selectableWhen` is removed: every result row can be selected.
 * Works on whole definitions and on overlays alike (it looks for the properties wherever they are).
 */
export const fromFormat1: DefinitionMigration = {
  from: 1,
  migrate(definition, note) {
    const visit = (node: unknown, path: string): unknown => {
      if (Array.isArray(node)) return node.map((item, i) => visit(item, pointer(path, i)));
      if (!isObject(node)) return node;
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(node)) out[key] = visit(value, pointer(path, key));
      if ('highlightWhen' in out) {
        const colorWhen = Array.isArray(out.colorWhen) ? out.colorWhen : [];
        out.colorWhen = [{ when: out.highlightWhen, color: 'error' }, ...colorWhen];
        delete out.highlightWhen;
        note(`${path}/highlightWhen`, 'became the first colorWhen entry (colour error)');
      }
      if ('delayMessageWhen' in out) {
        delete out.delayMessageWhen;
        note(`${path}/delayMessageWhen`, 'removed: the delay always shows under the date');
      }
      if ('maxRows' in out && /\/options$/.test(path)) {
        delete out.maxRows;
        note(`${path}/maxRows`, 'removed: a bulk download takes the portal\'s cap of 1,100 results');
      }
      if ('selectableWhen' in out) {
        delete out.selectableWhen;
        note(`${path}/selectableWhen`, 'removed: every row can be selected');
      }
      return out;
    };
    return visit(definition, '') as Record<string, unknown>;
  },
};
