import { describe, expect, it } from 'vitest';
import { countHit, countHitOfFirstAllowing, lastWindowEnd, liveWindows } from './fixed-window.ts';

const rule = { name: 'r', limit: 2, windowSeconds: 60 };
const wide = { name: 'wide', limit: 2, windowSeconds: 900 };
const slow = { name: 'slow', limit: 1, windowSeconds: 60 };
const T0 = Date.UTC(2026, 0, 1, 12, 0, 5);

describe('countHit', () => {
  it('counts within a window, refuses past the limit with the seconds left, and starts over in the next', () => {
    const first = countHit({}, rule, T0);
    expect(first.result).toEqual({ allowed: true, count: 1, retryAfterSeconds: 55 });
    expect(first.started).toBe(true);
    const second = countHit(first.windows, rule, T0 + 1000);
    const third = countHit(second.windows, rule, T0 + 2000);
    expect([second.result.allowed, third.result]).toEqual([true, { allowed: false, count: 3, retryAfterSeconds: 53 }]);
    expect(third.started).toBe(false);
    const next = countHit(third.windows, rule, T0 + 55_000);
    expect(next.result).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
    expect(next.started).toBe(true);
  });

  it('keeps a window until it ends on the clean-up clock, whatever time the hit was counted at', () => {
    const clock = 5_000_000;
    const { windows } = countHit({}, rule, T0, clock);
    expect(windows.r?.keepUntil).toBe(clock + 55_000);
    expect(liveWindows(windows, clock + 54_999)).toEqual(windows);
    expect(liveWindows(windows, clock + 55_000)).toEqual({});
  });
});

describe('countHitOfFirstAllowing', () => {
  it('counts the slow rule only past the wide one, and answers the slow one then', () => {
    let windows = {};
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const hit = countHitOfFirstAllowing(windows, [wide, slow], T0 + i * 1000);
      windows = hit.windows;
      answers.push(hit.result);
    }
    // Two through the wide limit, then one of the slow trickle, then refused until the minute ends.
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]).toEqual({ allowed: false, count: 2, retryAfterSeconds: 52 });
    expect(Object.keys(windows).sort()).toEqual(['slow', 'wide']);
    expect(lastWindowEnd(windows)).toBe(T0 + 895_000);
  });

  it('leaves the slow rule alone while the wide one allows', () => {
    const { windows } = countHitOfFirstAllowing({}, [wide, slow], T0);
    expect(Object.keys(windows)).toEqual(['wide']);
    expect(lastWindowEnd({})).toBeNull();
  });
});
