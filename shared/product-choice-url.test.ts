import { describe, expect, it } from 'vitest';
import { choiceSearch, hasChoiceInSearch, sizeFromSearch, variantFromSearch } from './product-choice-url.ts';

const variants = [
  { id: 1, color: 'Black' },
  { id: 2, color: 'Heather Grey' },
];

describe('product choice in the URL', () => {
  it('finds the variant by colour name, ignoring case and spaces around', () => {
    expect(variantFromSearch(new URLSearchParams('color=heather%20grey'), variants)?.id).toBe(2);
    expect(variantFromSearch(new URLSearchParams('color=+Black+'), variants)?.id).toBe(1);
  });

  it('names no variant for an unknown or missing colour', () => {
    expect(variantFromSearch(new URLSearchParams('color=Purple'), variants)).toBeNull();
    expect(variantFromSearch(new URLSearchParams(''), variants)).toBeNull();
  });

  it('reads the size and whether any choice is present', () => {
    expect(sizeFromSearch(new URLSearchParams('size=XL'))).toBe('XL');
    expect(sizeFromSearch(new URLSearchParams('size='))).toBeNull();
    expect(hasChoiceInSearch(new URLSearchParams('size=XL'))).toBe(true);
    expect(hasChoiceInSearch(new URLSearchParams('q=tee'))).toBe(false);
  });

  it('builds links: a colour drops the size, a size keeps the colour and other parameters', () => {
    const current = new URLSearchParams('ref=mail&color=Black&size=M');
    expect(choiceSearch(current, { color: 'Heather Grey', size: null })).toBe('?ref=mail&color=Heather+Grey');
    expect(choiceSearch(current, { color: 'Black', size: 'XL' })).toBe('?ref=mail&color=Black&size=XL');
  });
});
