/**
 * What says a person is on the page and about to choose something: a mouse or pen moving over it, a finger or button pressing it (touchstart
 * too, for a browser without pointer events), a key pressed (a keyboard user reaches a control with Tab or the arrows before activating it;
 * touch and keyboard users never move a pointer).
 */
const PRESENCE_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

/** Passive, so scrolling, clicks and keys are not held up; in the capture phase, so a control that stops an event's propagation does not hide it. */
const LISTENING = { passive: true, capture: true } as const;

/**
 * Runs `work` once, at the first pointer movement or press, or the first key pressed, on the page (a page loaded by a script that never
 * moves a pointer nor presses a key never runs it). Answers the cancel.
 */
export function onUserPresence(work: () => void, target: EventTarget = window): () => void {
  const stop = () => {
    for (const type of PRESENCE_EVENTS) target.removeEventListener(type, seen, LISTENING);
  };
  function seen() {
    stop();
    work();
  }
  for (const type of PRESENCE_EVENTS) target.addEventListener(type, seen, LISTENING);
  return stop;
}
