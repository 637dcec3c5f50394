/** What says a person's pointer is on the page: a mouse or pen moving over it, a finger or button pressing it. */
const PRESENCE_EVENTS = ['pointermove', 'pointerdown'] as const;

/**
 * Runs `work` once, at the first pointer movement or press on the page (a person about to choose something; a page loaded by a
 * script that never moves a pointer never runs it). Listens passively, so scrolling and clicks are not held up. Answers the cancel.
 */
export function onPointerPresence(work: () => void, target: EventTarget = window): () => void {
  const stop = () => {
    for (const type of PRESENCE_EVENTS) target.removeEventListener(type, seen);
  };
  function seen() {
    stop();
    work();
  }
  for (const type of PRESENCE_EVENTS) target.addEventListener(type, seen, { passive: true });
  return stop;
}
