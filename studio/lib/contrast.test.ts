import { describe, expect, it } from 'vitest';
import { contrastRatio, whiteTextContrast } from './contrast.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1e3a8a', '#1e3a8a')).toBeCloseTo(1, 5);
  });
  it('does not depend on the order and reads short hex', () => {
    expect(contrastRatio('#fff', '#777')).toBeCloseTo(contrastRatio('#777777', '#ffffff')!, 5);
    expect(contrastRatio('#fff', '#777')).toBeCloseTo(4.48, 2);
  });
  it('is null for something that is not a hex colour', () => {
    expect(contrastRatio('#fff', 'blue')).toBeNull();
    expect(contrastRatio('#12', '#fff')).toBeNull();
  });
});

describe('whiteTextContrast', () => {
  it('passes dark colours and warns on light ones', () => {
    expect(whiteTextContrast('#1e3a8a')).toEqual({ ratio: expect.closeTo(10.36, 1), enough: true });
    expect(whiteTextContrast('#f59e0b')?.enough).toBe(false);
    expect(whiteTextContrast('#767676')?.enough).toBe(true);
    expect(whiteTextContrast('#777777')?.enough).toBe(false);
  });
  it('is null while the value is not a colour', () => {
    expect(whiteTextContrast('#zzzzzz')).toBeNull();
  });
});
