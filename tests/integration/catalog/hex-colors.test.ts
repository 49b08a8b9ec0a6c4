import { describe, expect, it } from 'vitest';
import { DEMO, fetchAs, getJson } from '../helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Catalog colours never reach CSS unchecked (issue 8, item 8): the database refuses non-hex
// colours, and a row that holds one anyway (written before the check) is answered and rendered
// without it.

const EVIL = 'red;position:fixed;inset:0;z-index:2147483647;background:url(https://evil.test/overlay.png)';
const VARIANT = 100101; // Classic Crew T-Shirt, Black (demo store)

/** Writes a bad colour the way data written before migration 0007 could hold it. */
async function storeUncheckedColour(): Promise<void> {
  await DEMO_DB.batch([
    DEMO_DB.prepare('DROP TRIGGER product_variants_hex_colors_update'),
    // Without a swatch picture the product card draws the swatch from its colours.
    DEMO_DB.prepare('UPDATE product_variants SET secondary_hex_color = ?, swatch_url = NULL WHERE id = ? AND storefront_id = 1').bind(EVIL, VARIANT),
  ]);
}

describe('variant colours', () => {
  it('the database refuses a colour that is not hex, on insert and on update', async () => {
    const insert = DEMO_DB.prepare(
      `INSERT INTO product_variants (id, product_id, storefront_id, color, primary_hex_color, secondary_hex_color, position)
       VALUES (999901, 1001, 1, 'Evil', '#111111', ?, 99)`,
    ).bind(EVIL);
    await expect(insert.run()).rejects.toThrow(/colours must be hex colours/);
    const update = DEMO_DB.prepare('UPDATE product_variants SET primary_hex_color = ? WHERE id = ?').bind('#12345g', VARIANT);
    await expect(update.run()).rejects.toThrow(/colours must be hex colours/);
    // Hex colours (3, 4, 6 and 8 digits) and NULL still go in.
    await DEMO_DB.prepare('UPDATE product_variants SET secondary_hex_color = ? WHERE id = ?').bind('#FFFa', VARIANT).run();
    await DEMO_DB.prepare('UPDATE product_variants SET secondary_hex_color = NULL WHERE id = ?').bind(VARIANT).run();
  });

  it('a stored non-hex colour is answered as null and rendered in no style attribute', async () => {
    await storeUncheckedColour();

    const detail = await getJson<{ data: { product_variants: { id: number; secondary_hex_color: string | null }[] } }>(
      DEMO,
      '/api/storefronts/1/storefront-products/slug/classic-crew-tee',
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.product_variants.find((variant) => variant.id === VARIANT)?.secondary_hex_color).toBeNull();

    const productPage = await (await fetchAs(DEMO, '/products/classic-crew-tee')).text();
    expect(productPage).toContain('aria-label="Black"');
    expect(productPage).not.toContain('evil.test');
    expect(productPage).not.toContain('position:fixed');

    const listPage = await (await fetchAs(DEMO, '/products?search=classic')).text();
    expect(listPage).toContain('Classic Crew T-Shirt');
    expect(listPage).not.toContain('evil.test');
    expect(listPage).not.toContain('position:fixed');
  });
});
