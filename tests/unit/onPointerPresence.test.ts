import { describe, expect, it, vi } from 'vitest';
import { onPointerPresence } from '../../src/kit/scheduling/onPointerPresence';

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

describe('onPointerPresence', () => {
  it('runs the work once, at the first pointer movement, listening passively, and then stops listening', () => {
    const page = new Page();
    const work = vi.fn();
    onPointerPresence(work, page);
    expect([...page.listening.keys()].sort()).toEqual(['pointerdown', 'pointermove']);
    for (const options of page.listening.values()) expect(options).toMatchObject({ passive: true });
    page.dispatchEvent(new Event('keydown'));
    page.dispatchEvent(new Event('scroll'));
    expect(work).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('pointermove'));
    page.dispatchEvent(new Event('pointermove'));
    page.dispatchEvent(new Event('pointerdown'));
    expect(work).toHaveBeenCalledTimes(1);
    expect(page.listening.size).toBe(0);
  });

  it('runs it at a press where the pointer never moved (a touch), and never once cancelled', () => {
    const touched = new Page();
    const work = vi.fn();
    onPointerPresence(work, touched);
    touched.dispatchEvent(new Event('pointerdown'));
    expect(work).toHaveBeenCalledTimes(1);

    const page = new Page();
    const cancelled = vi.fn();
    onPointerPresence(cancelled, page)();
    expect(page.listening.size).toBe(0);
    page.dispatchEvent(new Event('pointermove'));
    page.dispatchEvent(new Event('pointerdown'));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
