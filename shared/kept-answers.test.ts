import { describe, expect, it } from 'vitest';
import { keptAnswers, oncePerObject } from './kept-answers.ts';

describe('keptAnswers', () => {
  it('computes each key once until the bound, then starts afresh', () => {
    const asked: string[] = [];
    // Each of these weighs 64 + 2 × 2 = 68 bytes: two fit in 140.
    const upper = keptAnswers((text: string) => (asked.push(text), text.toUpperCase()), 140);
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(asked).toEqual(['a', 'b']);
    upper('c'); // full: started afresh with c alone
    upper('a');
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });

  it('starts afresh when its keys and answers reach the byte bound, whatever the count', () => {
    const asked: string[] = [];
    const echo = keptAnswers((text: string) => (asked.push(text), text), 10_000);
    const long = (n: number) => `${n}${'x'.repeat(999)}`;
    for (let n = 0; n < 6; n++) echo(long(n)); // each about 4 KB: every third starts afresh
    echo(long(5));
    echo(long(0));
    expect(asked).toEqual([0, 1, 2, 3, 4, 5, 0].map(long));
  });

  it('keeps false and empty answers', () => {
    let calls = 0;
    const no = keptAnswers((_key: number) => (calls++, false), 1_000);
    no(1);
    no(1);
    expect(calls).toBe(1);
  });
});

describe('oncePerObject', () => {
  it('answers once per object, also when the answer is undefined or null', () => {
    let calls = 0;
    const of = oncePerObject((key: { n: number }) => (calls++, key.n > 0 ? key.n : undefined));
    const one = { n: 1 };
    const none = { n: 0 };
    expect([of(one), of(one), of(none), of(none)]).toEqual([1, 1, undefined, undefined]);
    expect(calls).toBe(2);
    expect(of({ n: 1 })).toBe(1);
    expect(calls).toBe(3);
  });
});
