import { describe, expect, it } from 'vitest';
import { isSafeHref, titleCase, withHttps } from './text.ts';

describe('titleCase', () => {
  it('capitalises each word', () => {
    expect(titleCase('draft')).toBe('Draft');
    expect(titleCase('ACME private')).toBe('Acme Private');
  });
});

describe('withHttps', () => {
  it('adds https:// when missing', () => {
    expect(withHttps('instagram.com/demo')).toBe('https://instagram.com/demo');
    expect(withHttps('//cdn.example.com/x')).toBe('https://cdn.example.com/x');
  });
  it('keeps an existing scheme', () => {
    expect(withHttps('http://example.com')).toBe('http://example.com');
    expect(withHttps('https://example.com')).toBe('https://example.com');
    expect(withHttps('mailto:a@b.test')).toBe('mailto:a@b.test');
  });
});

describe('isSafeHref', () => {
  it('refuses script urls', () => {
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref(' JaVa\tScript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(isSafeHref('https://example.com')).toBe(true);
    expect(isSafeHref('/categories/shirts')).toBe(true);
  });
});
