import type { TFunction } from 'i18next';
import { pointerSegments } from '../../engine/definition/jsonPointer';
import type { DefinitionError } from './api/designerApi';
import type { ParsedJson } from './jsonText';
import { pointerRange, type TextRange } from './pointerRange';

/** One entry of the error list: what, where in the pointer sense, and where in the edited text. */
export interface Problem {
  key: string;
  kind: 'parse' | 'error' | 'orphan';
  text: string;
  path: string;
  range: TextRange | null;
}

/** The translated text of a definition error: designer.errors.<code> with its parameters, else the server's English message. */
export function errorText(t: TFunction, error: DefinitionError): string {
  return t(`designer.errors.${error.code}`, { ...error.params, path: error.path, defaultValue: error.message });
}

/**
 * The problems of the edited text: the problems of its text alone (a syntax error, keys written twice: each where it is, with its line and
 * column), else the checked errors and the orphans, each placed in the text.
 */
export function problemsOf(t: TFunction, text: string, parsed: ParsedJson, errors: DefinitionError[], orphans: string[]): Problem[] {
  if (!parsed.ok) {
    return parsed.errors.map((e, i): Problem => {
      // An error at the end of the text marks its last character.
      const from = Math.max(0, Math.min(e.from, text.length - 1));
      return { key: `p${i}`, kind: 'parse', text: errorText(t, e), path: e.path, range: { from, to: Math.min(text.length, Math.max(e.to, from + 1)), exact: true } };
    });
  }
  return [
    ...errors.map((e, i): Problem => ({ key: `e${i}`, kind: 'error', text: errorText(t, e), path: e.path, range: pointerRange(text, e.sourcePath ?? e.path) })),
    ...orphans.map((o, i): Problem => ({ key: `o${i}`, kind: 'orphan', text: t('designer.errorList.orphan'), path: o, range: pointerRange(text, o) })),
  ];
}

/** The name of a preset the overlay merge left out, from its pointer (`/result/summaries/[id=byMonth]`, `/views/presets/[id=late]`): "summary byMonth". */
export function droppedPresetText(t: TFunction, path: string): string {
  const segments = pointerSegments(path);
  const list = segments.slice(0, -1).join('/');
  const id = /^\[id=(.*)\]$/s.exec(segments.at(-1) ?? '')?.[1];
  if (id === undefined || (list !== 'result/summaries' && list !== 'views/presets')) return path;
  return t(list === 'views/presets' ? 'designer.editor.droppedView' : 'designer.editor.droppedSummary', { id });
}
