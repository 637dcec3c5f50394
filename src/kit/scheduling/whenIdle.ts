/**
 * Runs `work` once the page has nothing else to do (at the latest after `timeout` ms); where the browser cannot tell when it is idle,
 * after `fallback` ms. Answers the cancel.
 */
export function whenIdle(work: () => void, { timeout, fallback }: { timeout: number; fallback: number }): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, fallback);
  return () => clearTimeout(id);
}
