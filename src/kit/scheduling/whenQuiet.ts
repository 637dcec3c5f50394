import { whenIdle } from './whenIdle';

/**
 * Runs `work` once the page has gone `quietMs` without a long task (anything that held the main thread over 50 ms: its own loading,
 * a render, the user's doing) and is then idle; where the browser does not report long tasks, `quietMs` after the call. Background
 * work started this way does not compete with the page's loading or with what the user is doing. Answers the cancel.
 */
export function whenQuiet(work: () => void, { quietMs }: { quietMs: number }): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: (() => void) | undefined;
  let observer: PerformanceObserver | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      observer?.disconnect();
      cancelIdle = whenIdle(work, { timeout: 1000, fallback: 0 });
    }, quietMs);
  };
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
    observer = new PerformanceObserver(arm);
    observer.observe({ type: 'longtask' });
  }
  arm();
  return () => {
    clearTimeout(timer);
    observer?.disconnect();
    cancelIdle?.();
  };
}
