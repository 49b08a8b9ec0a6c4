import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce.ts';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, waitMs after the last schedule', () => {
    const run = vi.fn();
    const saver = debounce(run, 700);
    saver.schedule();
    vi.advanceTimersByTime(500);
    saver.schedule();
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
    expect(saver.pending).toBe(true);
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
    expect(saver.pending).toBe(false);
  });

  it('flushes a pending run at once, and cancel drops it', () => {
    const run = vi.fn();
    const saver = debounce(run, 700);
    saver.flush();
    expect(run).not.toHaveBeenCalled();
    saver.schedule();
    saver.flush();
    expect(run).toHaveBeenCalledTimes(1);
    saver.schedule();
    saver.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
