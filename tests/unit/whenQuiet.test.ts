import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from '../../src/kit/scheduling/whenQuiet';

/** A PerformanceObserver that reports long tasks when the test says so. */
class FakeObserver {
  static supportedEntryTypes = ['longtask'];
  static live: FakeObserver[] = [];
  constructor(private readonly callback: () => void) { FakeObserver.live.push(this); }
  observe() { /* entries come from longTask() */ }
  disconnect() { FakeObserver.live = FakeObserver.live.filter((o) => o !== this); }
  static longTask() { for (const o of FakeObserver.live) o.callback(); }
}

describe('whenQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.live = [];
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the work once the page has gone quietMs without a long task, each long task starting the wait again', () => {
    const work = vi.fn();
    whenQuiet(work, { quietMs: 5000 });
    vi.advanceTimersByTime(4000);
    FakeObserver.longTask();
    vi.advanceTimersByTime(4000);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1001);
    expect(work).toHaveBeenCalledTimes(1);
    // Done: it no longer listens, and later long tasks run nothing again.
    expect(FakeObserver.live).toHaveLength(0);
    FakeObserver.longTask();
    vi.advanceTimersByTime(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, and waits quietMs where long tasks are not reported', () => {
    const cancelled = vi.fn();
    whenQuiet(cancelled, { quietMs: 1000 })();
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
    expect(FakeObserver.live).toHaveLength(0);

    vi.stubGlobal('PerformanceObserver', undefined);
    const work = vi.fn();
    whenQuiet(work, { quietMs: 1000 });
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
