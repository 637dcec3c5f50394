import { describe, expect, it, vi } from 'vitest';
import { onUserPresence } from '../../src/kit/scheduling/onUserPresence';

/** An EventTarget that also says which listeners it holds and how they were added. */
class Page extends EventTarget {
  listening = new Map<string, AddEventListenerOptions | boolean | undefined>();
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: AddEventListenerOptions | boolean) {
    this.listening.set(type, options);
    super.addEventListener(type, listener, options);
  }
  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: EventListenerOptions | boolean) {
    this.listening.delete(type);
    super.removeEventListener(type, listener, options);
  }
}

describe('onUserPresence', () => {
  it('runs the work once, at the first pointer movement, listening passively, and then stops listening', () => {
    const page = new Page();
    const work = vi.fn();
    onUserPresence(work, page);
    expect([...page.listening.keys()].sort()).toEqual(['keydown', 'pointerdown', 'pointermove', 'touchstart']);
    for (const options of page.listening.values()) expect(options).toMatchObject({ passive: true, capture: true });
    // A page scrolled, resized or focused by a script says nothing of a person.
    page.dispatchEvent(new Event('scroll'));
    page.dispatchEvent(new Event('resize'));
    page.dispatchEvent(new Event('focus'));
    expect(work).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('pointermove'));
    page.dispatchEvent(new Event('pointermove'));
    page.dispatchEvent(new Event('pointerdown'));
    expect(work).toHaveBeenCalledTimes(1);
    expect(page.listening.size).toBe(0);
  });

  it('runs it at a press where the pointer never moved (a touch), at a key (a keyboard user), and never once cancelled', () => {
    const touched = new Page();
    const work = vi.fn();
    onUserPresence(work, touched);
    touched.dispatchEvent(new Event('pointerdown'));
    expect(work).toHaveBeenCalledTimes(1);

    const typed = new Page();
    const keyed = vi.fn();
    onUserPresence(keyed, typed);
    typed.dispatchEvent(new Event('keydown'));
    typed.dispatchEvent(new Event('keydown'));
    typed.dispatchEvent(new Event('pointermove'));
    expect(keyed).toHaveBeenCalledTimes(1);
    expect(typed.listening.size).toBe(0);

    const tapped = new Page();
    const touch = vi.fn();
    onUserPresence(touch, tapped);
    tapped.dispatchEvent(new Event('touchstart'));
    expect(touch).toHaveBeenCalledTimes(1);
    expect(tapped.listening.size).toBe(0);

    const page = new Page();
    const cancelled = vi.fn();
    onUserPresence(cancelled, page)();
    expect(page.listening.size).toBe(0);
    page.dispatchEvent(new Event('pointermove'));
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('keydown'));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
