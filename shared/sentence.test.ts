import { describe, expect, it } from 'vitest';
import { withoutDoubledStop } from './sentence.ts';

describe('withoutDoubledStop', () => {
  it('does not double the abbreviation dot', () => {
    expect(withoutDoubledStop('Operated by Demo Merch Inc..', 'Demo Merch Inc.')).toBe('Operated by Demo Merch Inc.');
  });
  it('leaves other names alone', () => {
    expect(withoutDoubledStop('Operated by Demo Merch.', 'Demo Merch')).toBe('Operated by Demo Merch.');
  });
});
