import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HexColorSchema } from './hex-color.ts';

describe('HexColorSchema', () => {
  it('takes #rgb, #rgba, #rrggbb and #rrggbbaa', () => {
    for (const colour of ['#abc', '#ABCD', '#1e40af', '#1E40AF80']) expect(v.is(HexColorSchema, colour), colour).toBe(true);
  });

  it('refuses five or seven digits, other lengths and anything else', () => {
    for (const colour of ['#12345', '#1234567', '#12', '#123456789', 'blue', '1e40af', '#ggg', '#fff ', '#fff;color:red', 3]) {
      expect(v.is(HexColorSchema, colour), String(colour)).toBe(false);
    }
  });
});
