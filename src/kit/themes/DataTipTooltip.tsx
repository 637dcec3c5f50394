import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/** As the library's Tooltip: shown 100 ms after the pointer rests on the element, at once on keyboard focus. */
const ENTER_DELAY = 100;
const GAP = 8;

interface Tip { text: string; anchor: DOMRect }

const tipElementOf = (target: EventTarget | null): Element | null => (target instanceof Element ? target.closest('[data-tip]') : null);

/**
 * One tooltip for the whole page: any element with a `data-tip` text shows it below itself (above when there is no room) while
 * the pointer rests on it or it has keyboard focus. Grid cells mark their icons this way instead of wrapping each in a Tooltip
 * component, so a page of rows mounts no tooltip machinery; the element keeps its own accessible name (aria-label).
 */
export function DataTipTooltip() {
  const [tip, setTip] = useState<Tip | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: Element | null = null;
    const show = (element: Element | null, delay: number) => {
      if (element === current) return;
      clearTimeout(timer);
      current = element;
      if (!element) { setTip(null); return; }
      timer = setTimeout(() => {
        const text = element.getAttribute('data-tip');
        if (element.isConnected && text) setTip({ text, anchor: element.getBoundingClientRect() });
      }, delay);
    };
    const over = (e: MouseEvent) => show(tipElementOf(e.target), ENTER_DELAY);
    const out = (e: MouseEvent) => { if (!e.relatedTarget) show(null, 0); };
    const focus = (e: FocusEvent) => {
      const element = tipElementOf(e.target);
      if (element && (e.target as Element).matches(':focus-visible')) show(element, 0);
    };
    const hide = () => show(null, 0);
    const escape = (e: KeyboardEvent) => { if (e.key === 'Escape') hide(); };
    const listeners: [string, EventListener, boolean][] = [
      ['mouseover', over as EventListener, false], ['mouseout', out as EventListener, false], ['focusin', focus as EventListener, false],
      ['focusout', hide, false], ['mousedown', hide, false], ['keydown', escape as EventListener, false], ['scroll', hide, true],
    ];
    for (const [type, listener, capture] of listeners) document.addEventListener(type, listener, capture);
    return () => {
      clearTimeout(timer);
      for (const [type, listener, capture] of listeners) document.removeEventListener(type, listener, capture);
    };
  }, []);

  // Centred under the element and kept inside the window; above it when the window ends below.
  useLayoutEffect(() => {
    if (!tip || !box.current) { setPlace(null); return; }
    const { width, height } = box.current.getBoundingClientRect();
    const left = Math.min(Math.max(GAP, tip.anchor.left + tip.anchor.width / 2 - width / 2), window.innerWidth - width - GAP);
    const below = tip.anchor.bottom + GAP;
    setPlace({ left, top: below + height > window.innerHeight - GAP ? tip.anchor.top - height - GAP : below });
  }, [tip]);

  if (!tip) return null;
  return createPortal(
    <div ref={box} role="tooltip" className="light-tooltip" data-testid="data-tip"
      style={{ position: 'fixed', left: place?.left ?? 0, top: place?.top ?? 0, visibility: place ? 'visible' : 'hidden' }}>
      {tip.text}
    </div>,
    document.body,
  );
}
