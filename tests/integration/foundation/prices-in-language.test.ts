import { describe, expect, it } from 'vitest';
import { DEMO, fetchAs } from '../helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Issue 27, accounts 10: prices in de and fr keep US dollars in the language's number format.
describe('prices in the shopper’s language', () => {
  it.each([
    ['de', /\d+,\d\d\s\$/],
    ['fr', /\d+,\d\d\s\$US/],
    ['en', /\$\d+\.\d\d/],
  ])('the product page in %s', async (lang, pattern) => {
    const row = await DEMO_DB.prepare("SELECT final_price FROM products WHERE storefront_id = 1 AND slug = 'classic-crew-tee'").first<{ final_price: number }>();
    const expected = new Intl.NumberFormat({ de: 'de-DE', fr: 'fr-FR', en: 'en-US' }[lang], { style: 'currency', currency: 'USD' }).format(row!.final_price / 100);
    const html = await (await fetchAs(DEMO, '/products/classic-crew-tee', { headers: { cookie: `lang=${lang}` } })).text();
    const shown = html.slice(0, html.indexOf('<script'));
    expect(shown).toContain(expected);
    expect(expected).toMatch(pattern);
  });
});
