import { describe, expect, it } from 'vitest';
import { choiceSearch, choiceSearcher, chosenVariant, hasChoiceInSearch, sizeFromSearch, variantFromSearch } from './product-choice-url.ts';

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

  it('starts with the initial variant without a colour, and chooses nothing for a colour the product no longer has', () => {
    const start = () => variants[0]!;
    expect(chosenVariant(new URLSearchParams(''), variants, start)).toEqual({ variant: variants[0], unavailable: null });
    expect(chosenVariant(new URLSearchParams('color=heather+grey'), variants, start)).toEqual({ variant: variants[1], unavailable: null });
    // A discontinued colour (dropped from the variants) is never replaced by Black.
    expect(chosenVariant(new URLSearchParams('color=Orange'), variants, start)).toEqual({ variant: null, unavailable: 'Orange' });
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

  it('writes every link exactly as URLSearchParams set, delete and toString would', () => {
    const byUrlSearchParams = (search: URLSearchParams, choice: { color: string; size: string | null }) => {
      const next = new URLSearchParams(search);
      next.set('color', choice.color);
      if (choice.size === null) next.delete('size');
      else next.set('size', choice.size);
      return `?${next.toString()}`;
    };
    const searches = [
      '',
      'color=Black',
      'size=M',
      'size=M&color=Black',
      'ref=mail&color=Black&size=M',
      'color=a&x=1&color=b&size=S&size=L&y=2',
      'q=a+b%20c&%C3%A9t%C3%A9=%E2%82%AC&empty=&=bare&flag',
      "a=!'()~*-._&b=%2B%26%3D%23%25",
      'size=XL&ref=x&size=S',
    ];
    const colors = ['Heather Grey', 'Black', "Navy & 'Red' (2) ~ 100%!", 'Grün/Weiß', '🎨 + =?#', '\ud800', ''];
    const sizes = [null, 'M', 'XL 2', 'One Size / Einheitsgröße', '\udfff x', ''];
    for (const query of searches) {
      const search = new URLSearchParams(query);
      const links = choiceSearcher(search);
      for (const color of colors)
        for (const size of sizes) {
          expect(links({ color, size })).toBe(byUrlSearchParams(search, { color, size }));
          expect(choiceSearch(search, { color, size })).toBe(byUrlSearchParams(search, { color, size }));
        }
    }
  });
});
