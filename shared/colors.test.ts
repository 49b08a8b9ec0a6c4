import { describe, expect, it } from 'vitest';
import { isLightColor, parseHexColor, readableTextColor } from './colors.ts';

describe('parseHexColor', () => {
  it('reads short and long forms', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('#1E40AF')).toEqual([30, 64, 175]);
    expect(parseHexColor('red')).toBeNull();
  });
});

describe('isLightColor (spec: 0.299R+0.587G+0.114B >= 220)', () => {
  it('is true for white and pale yellow, false for grey and black', () => {
    expect(isLightColor('#ffffff')).toBe(true);
    expect(isLightColor('#fff9c4')).toBe(true);
    expect(isLightColor('#9e9e9e')).toBe(false);
    expect(isLightColor('#000000')).toBe(false);
  });
  it('is exact at the threshold', () => {
    expect(isLightColor('#dcdcdc')).toBe(true); // 220
    expect(isLightColor('#dbdbdb')).toBe(false); // 219
  });
});

describe('readableTextColor', () => {
  it('puts white on dark and black on light backgrounds', () => {
    expect(readableTextColor('#1e3a8a')).toBe('#ffffff');
    expect(readableTextColor('#fde68a')).toBe('#000000');
    expect(readableTextColor(undefined)).toBe('#000000');
  });
});
