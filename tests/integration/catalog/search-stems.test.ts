import { describe, expect, it } from 'vitest';
import { listPage, slugs } from './list-helpers.ts';

/** The top bar's query (docs/product.md §7): 10 results by name; lists send the same global_filter. */
const search = async (term: string, extra = 'rows=10&page=1&sort_field=name&sort_order=asc') => listPage(`global_filter=${encodeURIComponent(term)}&${extra}`);

describe('GET storefront-products: plural searches find the singular names (word stems)', () => {
  it('finds tees, hoodies, mugs and caps as their singulars do', async () => {
    for (const [plural, singular] of [
      ['tees', 'tee'],
      ['hoodies', 'hoodie'],
      ['mugs', 'mug'],
      ['caps', 'cap'],
    ]) {
      const plurals = await search(plural!, 'rows=100');
      const singulars = await search(singular!, 'rows=100');
      expect(plurals.total, plural).toBeGreaterThan(0);
      expect(slugs(plurals).sort(), plural).toEqual(slugs(singulars).sort());
    }
    expect(slugs(await search('hoodies'))).toContain('zip-up-hoodie');
    expect(slugs(await search('caps'))).toEqual(expect.arrayContaining(['trucker-cap']));
  });

  it('keeps every word when a product has them all, in a list page too', async () => {
    const page = await search('classic mugs', 'rows=12&page=1');
    expect(slugs(page)).toEqual(['ceramic-mug']);
    expect(page.total).toBe(1);
  });

  it('answers a search no product matches in full with the products of any of its words', async () => {
    // No product is both a crew and a mug: the products of either word answer.
    const page = await search('crew mugs', 'rows=100');
    expect(page.total).toBeGreaterThan(0);
    expect(slugs(page)).toEqual(expect.arrayContaining(['classic-crew-tee', 'crew-socks', 'ceramic-mug', 'latte-mug']));
    // Nothing unrelated comes along.
    expect(slugs(page)).not.toContain('trucker-cap');
  });

  it('still finds nothing for words no product has', async () => {
    expect((await search('zebras unicorns')).total).toBe(0);
  });
});
