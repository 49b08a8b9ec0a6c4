import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, passwordRuleResults, passwordStrength } from './password-rules.ts';

describe('passwordRuleResults', () => {
  it('checks the minimum of 8 characters', () => {
    expect(passwordRuleResults('Ab1#xyz').minLength).toBe(false);
    expect(passwordRuleResults('Ab1#xyzw').minLength).toBe(true);
  });
  it('needs at least one numeric', () => {
    expect(passwordRuleResults('Abcdefg#').numeric).toBe(false);
    expect(passwordRuleResults('Abcdefg#1').numeric).toBe(true);
  });
  it('needs a lowercase, an uppercase and a special character together', () => {
    expect(passwordRuleResults('abcdefg1#').mixedCase).toBe(false);
    expect(passwordRuleResults('ABCDEFG1#').mixedCase).toBe(false);
    expect(passwordRuleResults('Abcdefg12').mixedCase).toBe(false);
    expect(passwordRuleResults('Abcdefg1#').mixedCase).toBe(true);
    expect(passwordRuleResults('Abcdefg1 ').mixedCase).toBe(true);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(passwordRuleResults('Ab1#😀😀😀').minLength).toBe(false);
  });
});

describe('brokenPasswordRules', () => {
  it('lists broken rules in checklist order', () => {
    expect(brokenPasswordRules('')).toEqual(['minLength', 'numeric', 'mixedCase']);
    expect(brokenPasswordRules('abcdefgh')).toEqual(['numeric', 'mixedCase']);
    expect(brokenPasswordRules('Shopper#2026')).toEqual([]);
  });
});

describe('passwordStrength', () => {
  it('is null without text and weak for any text', () => {
    expect(passwordStrength('')).toBeNull();
    expect(passwordStrength('a')).toBe('weak');
    expect(passwordStrength('abcdefghij')).toBe('weak');
  });
  it('is medium from 6 characters with two of lowercase, uppercase and digit', () => {
    expect(passwordStrength('abcde1')).toBe('medium');
    expect(passwordStrength('abcDEF')).toBe('medium');
    expect(passwordStrength('abcd1')).toBe('weak');
    expect(passwordStrength('abcDE1')).toBe('medium');
  });
  it('is strong from 8 characters with all three', () => {
    expect(passwordStrength('abcDEF12')).toBe('strong');
    expect(passwordStrength('abcDEF1')).toBe('medium');
    expect(passwordStrength('abcdefg12')).toBe('medium');
  });
});
