import { describe, expect, it } from 'vitest';
import { checkedHexColor, isHexColor, isLightColor, parseHexColor, readableTextColor, swatchBackground } from './colors.ts';

describe('checkedHexColor / isHexColor', () => {
  it('keeps #rgb, #rgba, #rrggbb and #rrggbbaa', () => {
    for (const hex of ['#fff', '#FFFA', '#1e40af', '#1E40AF80']) expect(checkedHexColor(hex), hex).toBe(hex);
  });
  it('refuses anything else, CSS injections included', () => {
    for (const value of [
      'red',
      'fff',
      '#ff',
      '#fffff',
      '#ggg',
      ' #fff',
      '#fff ',
      '#fff;position:fixed',
      'red 50%, red 50%), url(https://evil.test/x.png',
      '#fff\n',
      '',
    ]) {
      expect(checkedHexColor(value), value).toBeNull();
      expect(isHexColor(value), value).toBe(false);
    }
    expect(checkedHexColor(null)).toBeNull();
    expect(checkedHexColor(undefined)).toBeNull();
    expect(isHexColor(42)).toBe(false);
  });
});

describe('swatchBackground', () => {
  it('splits two-tone variants diagonally', () => {
    expect(swatchBackground('#111111', '#ffffff', '#9ca3af')).toBe('linear-gradient(135deg, #111111 50%, #ffffff 50%)');
    expect(swatchBackground('#111111', null, '#9ca3af')).toBe('#111111');
  });
  it('never writes an unchecked value into CSS', () => {
    const evil = 'red 50%), url(https://evil.test/x.png';
    expect(swatchBackground('#111111', evil, '#9ca3af')).toBe('#111111');
    expect(swatchBackground(evil, '#ffffff', '#9ca3af')).toBe('linear-gradient(135deg, #9ca3af 50%, #ffffff 50%)');
    expect(swatchBackground(null, null, '#9ca3af')).toBe('#9ca3af');
  });
});

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
