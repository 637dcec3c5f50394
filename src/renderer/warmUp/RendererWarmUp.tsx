import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { erp as portalErp } from '../../kit/session/portalClient';
import type { ReportDefinition } from '../../engine/definition/reportDefinition.gen';
import { ReportView } from '../ReportView';
import { useSessionFacts } from '../useSessionFacts';
import { warmUpClient } from './warmUpClient';
import definitionJson from './warmUpDefinition.json';

/** A report of every common filter widget, column format, row action and the expand column, searching on open (see warmUpClient). */
export const warmUpDefinition = definitionJson as unknown as ReportDefinition;

/** Laid out like a full-screen report, never painted, never reachable (inert, hidden from assistive technology), isolated from the page's layout. */
const BOX = {
  position: 'fixed', top: 0, left: 0, width: '100vw', height: '100vh', overflow: 'hidden', visibility: 'hidden',
  pointerEvents: 'none', zIndex: -1, contain: 'strict',
} as const;

/** Longest the warm-up may stay mounted. */
const WARM_UP_LIMIT_MS = 20_000;

/**
 * Draws the warm-up report out of sight with the renderer the portal's reports use (filter form, result grid, cells, row actions),
 * searches it and, once its first rows are in the grid, says it is done (the host then removes it). The first report the user
 * opens then runs code that is already compiled, with the form's and grid's styles already in the page.
 */
export function RendererWarmUp({ onDone }: { onDone: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const erp = useMemo(() => warmUpClient(portalErp(), warmUpDefinition.request!.endpoint), []);
  const { facts } = useSessionFacts(erp, warmUpDefinition.code);
  const preview = useMemo(() => ({ erp, facts }), [erp, facts]);

  useEffect(() => {
    const element = box.current!;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      observer.disconnect();
      clearTimeout(limit);
      // After the rows' paint work, not inside it.
      requestAnimationFrame(() => setTimeout(onDone, 0));
    };
    const observer = new MutationObserver(() => {
      if (element.querySelector('.ag-row')) finish();
    });
    observer.observe(element, { childList: true, subtree: true });
    const limit = setTimeout(finish, WARM_UP_LIMIT_MS);
    return () => {
      finished = true;
      observer.disconnect();
      clearTimeout(limit);
      queryClient.removeQueries({ queryKey: ['report-rows', warmUpDefinition.code] });
    };
  }, [onDone, queryClient]);

  return (
    <div ref={box} inert aria-hidden="true" style={BOX} data-testid="renderer-warm-up">
      <ReportView definition={warmUpDefinition} preview={preview} />
    </div>
  );
}
