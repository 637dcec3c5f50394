import { startTransition, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { onUserPresence } from '../../kit/scheduling/onUserPresence';
import { whenQuiet } from '../../kit/scheduling/whenQuiet';

type WarmUp = ComponentType<{ onDone: () => void }>;

/** Once per page: a report opened, or the warm-up started, leaves the code warm for the rest of the page's life. */
let started = false;

const loadWarmUp = () => import('../../renderer/warmUp/RendererWarmUp').then((m) => m.RendererWarmUp);

/** The user's device asks for less data, or the page is hidden: the warm-up would spend what it should not. */
const unwanted = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true || document.visibilityState === 'hidden';

/** How long the home must have been quiet (no long task: its loading done, the user reading) before the warm-up runs. */
const QUIET_MS = 5000;

/**
 * Once the user is seen on the home — the pointer moving, a press, a key (a click on a card, or Enter on one reached with Tab, may come within
 * a second or two) — how long its loading must have been done.
 */
const PRESENCE_QUIET_MS = 300;

/**
 * While the home is shown and idle, once per page, the renderer is warmed up: once the page has been quiet for QUIET_MS and is idle,
 * or sooner (PRESENCE_QUIET_MS) once the user's pointer moves on it or a key is pressed (onUserPresence), a report drawn out of sight
 * and removed (`RendererWarmUp`), as a transition, so a click on a card is
 * handled first (a click that comes while it draws waits at most for the piece running, which the report then does not pay again). Answers the
 * element to place in the home (null when there is nothing to draw). `allowed` false (a report is open) removes it for good.
 */
export function useRendererWarmUp(allowed: boolean): ReactNode {
  const [Host, setHost] = useState<WarmUp | null>(null);
  useEffect(() => {
    if (!allowed) {
      // A report is open: its code is (or is being) compiled by the report itself.
      started = true;
      setHost(null);
      return undefined;
    }
    if (started) return undefined;
    // The renderer's code is fetched at the home's first idle moment (loadReportViewWhenIdle), long before the page has been quiet.
    let live = true;
    const start = () => {
      if (started || unwanted()) return;
      started = true;
      void loadWarmUp().then((component) => {
        if (live) startTransition(() => setHost(() => component));
      }, () => undefined);
    };
    const cancelQuiet = whenQuiet(start, { quietMs: QUIET_MS });
    let cancelSoon = () => {};
    const cancelPresence = onUserPresence(() => {
      cancelSoon = whenQuiet(start, { quietMs: PRESENCE_QUIET_MS });
    });
    return () => {
      live = false;
      cancelQuiet();
      cancelPresence();
      cancelSoon();
    };
  }, [allowed]);
  const done = useCallback(() => setHost(null), []);
  return allowed && Host ? <Host onDone={done} /> : null;
}
