import { useEffect, useRef, useState } from 'react';
import { validateDefinition, type AffectedView, type DefinitionError, type JsonObject, type ValidationReply } from './api/designerApi';
import type { ParsedJson } from './jsonText';

/** How long typing must pause before the server checks the text. */
export const CHECK_DELAY_MS = 400;

export interface DefinitionCheck {
  errors: DefinitionError[];
  orphans: string[];
  /** The standard's summaries and views the overlay leaves out, as pointers by id (`/views/presets/[id=late]`). */
  dropped: string[];
  effective: JsonObject | null;
  /** The users' saved views the definition would leave stale. */
  affectedViews: AffectedView[];
  checking: boolean;
  failure: unknown;
}

/** A check as the server answered it (validarDefinicion, definicionDesigner), finished. */
const checkOf = (reply: ValidationReply): DefinitionCheck => ({
  errors: reply.errores, orphans: reply.huerfanos, dropped: reply.descartados ?? [], effective: reply.efectiva, affectedViews: reply.vistasAfectadas ?? [], checking: false, failure: null,
});

/**
 * The server's check of the edited definition, ~400 ms after the last change; a text that does not parse is not sent. `initial` is the
 * check the page already has (the loaded definition's); `set` replaces the result (e.g. the errors of a refused publication).
 */
export function useDefinitionCheck(code: string, text: string, parsed: ParsedJson, initial: ValidationReply | null, baseline: string) {
  const [check, setCheck] = useState<DefinitionCheck>(checkOf(initial ?? { errores: [], huerfanos: [], efectiva: null }));
  const sequence = useRef(0);

  useEffect(() => {
    // The text as loaded already has its check; a text that does not parse is reported locally.
    if (text === baseline || !parsed.ok) {
      sequence.current++;
      if (initial) setCheck(checkOf(initial));
      return undefined;
    }
    const run = ++sequence.current;
    setCheck((c) => ({ ...c, checking: true }));
    const timer = window.setTimeout(() => {
      validateDefinition(code, parsed.value).then(
        (reply) => {
          if (run === sequence.current) setCheck(checkOf(reply));
        },
        (failure: unknown) => {
          if (run === sequence.current) setCheck((c) => ({ ...c, checking: false, failure }));
        },
      );
    }, CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [code, text, parsed, baseline, initial]);

  const set = (reply: Pick<ValidationReply, 'errores' | 'huerfanos'>) => {
    sequence.current++;
    setCheck((c) => ({ ...c, errors: reply.errores, orphans: reply.huerfanos, checking: false }));
  };
  return { check, set };
}
