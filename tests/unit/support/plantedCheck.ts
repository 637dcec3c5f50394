import { parseDefinitionText } from '../../../src/engine/definition/parseDefinitionText';
import { validateDefinition } from '../../../src/engine/definition/validateDefinition';

/** The errors (code and JSON path) of a definition's text as the designer and the validation script check it: its text read, then validated. */
export function plantedErrors(text: string): { code: string; path: string }[] {
  const parsed = parseDefinitionText(text);
  if (!parsed.ok) return parsed.errors;
  return validateDefinition(parsed.value).map((e) => ({ code: e.code, path: e.path }));
}
