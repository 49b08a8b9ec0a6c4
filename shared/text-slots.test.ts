import { describe, expect, it } from 'vitest';
import { slot, splitSlots } from './text-slots.ts';

describe('splitSlots', () => {
  it('finds the slots of a translated sentence in order', () => {
    const sentence = `Écrivez à ${slot('email')} ou utilisez notre ${slot('contactForm')}.`;
    expect(splitSlots(sentence)).toEqual([
      { text: 'Écrivez à ' },
      { slot: 'email' },
      { text: ' ou utilisez notre ' },
      { slot: 'contactForm' },
      { text: '.' },
    ]);
  });
  it('keeps a sentence without slots whole', () => {
    expect(splitSlots('No links here.')).toEqual([{ text: 'No links here.' }]);
  });
});
