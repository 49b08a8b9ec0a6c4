import { describe, expect, it } from 'vitest';
import { listPage, slugs } from './list-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Searches and category counts read each listed product's category tokens from the search index
// (migrations/0014, ADR 0125): one token per category the product is in and per ancestor of
// those, naming the product's store. These tests change the tree, the links and the listing
// flags and check what shoppers get back.

const all = async (query: string) => listPage(`rows=100&${query}`);

/**
 * Each product's category tokens as the index should hold them, computed from the tree itself:
 * `v<store>c<category>` for each category and ancestor, only while the product is listed.
 */
async function expectedTokens(): Promise<Map<number, string>> {
  const { results } = await DEMO_DB.prepare(
    `WITH RECURSIVE up(product_id, category_id) AS (
       SELECT product_id, category_id FROM product_categories
       UNION SELECT up.product_id, c.parent_id FROM up JOIN categories c ON c.id = up.category_id WHERE c.parent_id IS NOT NULL)
     SELECT p.id AS product_id,
       CASE WHEN p.status = 'published' AND p.disabled = 0 AND p.discontinued = 0 THEN
         (SELECT group_concat('v' || p.storefront_id || 'c' || category_id, ' ') FROM (SELECT category_id FROM up WHERE up.product_id = p.id ORDER BY category_id))
       END AS tokens
     FROM products p`,
  ).all<{ product_id: number; tokens: string | null }>();
  return new Map(results.map((row) => [row.product_id, row.tokens ?? '']));
}

/** The tokens the index was given (its content table), sorted the same way. */
async function indexedTokens(): Promise<Map<number, string>> {
  const { results } = await DEMO_DB.prepare('SELECT product_id, categories FROM product_search').all<{ product_id: number; categories: string }>();
  const sorted = (tokens: string) =>
    tokens
      .split(' ')
      .filter(Boolean)
      .sort((a, b) => Number(a.slice(a.indexOf('c') + 1)) - Number(b.slice(b.indexOf('c') + 1)))
      .join(' ');
  return new Map(results.map((row) => [row.product_id, sorted(row.categories)]));
}

async function expectIndexInStepWithTree() {
  expect(await indexedTokens()).toEqual(await expectedTokens());
  // The FTS index agrees with its content table.
  await DEMO_DB.prepare("INSERT INTO products_fts(products_fts, rank) VALUES ('integrity-check', 1)").run();
}

describe('search index category tokens', () => {
  it('hold every product’s categories and their ancestors after the seed', async () => {
    await expectIndexInStepWithTree();
  });

  it('follow a category moved to another parent: its whole subtree is re-tokened', async () => {
    // Apparel (101) > Outerwear (103) > Hoodies (104) / Jackets (105); Drinkware is 110.
    const outerwear = await DEMO_DB.prepare('SELECT parent_id FROM categories WHERE id = 103').first<{ parent_id: number }>();
    expect(outerwear?.parent_id).toBe(101);
    // Links of the seed to ancestors would keep the products in Apparel: keep only leaf links.
    const { results: ancestorLinks } = await DEMO_DB.prepare(
      'SELECT product_id, category_id, storefront_id FROM product_categories WHERE category_id IN (101, 103) AND product_id IN (SELECT product_id FROM product_categories WHERE category_id IN (104, 105))',
    ).all<{ product_id: number; category_id: number; storefront_id: number }>();
    await DEMO_DB.prepare('DELETE FROM product_categories WHERE category_id IN (101, 103) AND product_id IN (SELECT product_id FROM product_categories WHERE category_id IN (104, 105))').run();
    const jacketsInApparel = async () => slugs(await all('product_categories[]=101&global_filter=jacket'));
    const jacketsInDrinkware = async () => slugs(await all('product_categories[]=110&global_filter=jacket'));
    const drinkware = (await all('product_categories[]=110')).total;
    try {
      expect(await jacketsInApparel()).toEqual(expect.arrayContaining(['softshell-jacket', 'packable-rain-jacket']));
      expect(await jacketsInDrinkware()).toEqual([]);

      await DEMO_DB.prepare('UPDATE categories SET parent_id = 110 WHERE id = 103').run();
      await expectIndexInStepWithTree();
      expect(await jacketsInApparel()).toEqual([]);
      expect((await jacketsInDrinkware()).sort()).toEqual(['packable-rain-jacket', 'softshell-jacket']);
      // Category counts come from the same tokens: Drinkware gains Outerwear's six products.
      const moved = await all('product_categories[]=110');
      expect(moved.total).toBe(drinkware + 6);
      expect(slugs(moved)).toEqual(expect.arrayContaining(['zip-up-hoodie', 'quilted-vest', 'ceramic-mug']));
      // A search inside the moved category itself, narrowed by product_category_id.
      expect(slugs(await all('product_category_id=103&product_categories[]=110&global_filter=hoodie')).sort()).toEqual(['heavyweight-hoodie', 'zip-up-hoodie']);
    } finally {
      await DEMO_DB.prepare('UPDATE categories SET parent_id = 101 WHERE id = 103').run();
      for (const link of ancestorLinks) {
        await DEMO_DB.prepare('INSERT OR IGNORE INTO product_categories (product_id, category_id, storefront_id) VALUES (?, ?, ?)')
          .bind(link.product_id, link.category_id, link.storefront_id)
          .run();
      }
    }
    await expectIndexInStepWithTree();
    expect(await jacketsInApparel()).toEqual(expect.arrayContaining(['softshell-jacket', 'packable-rain-jacket']));
    expect((await all('product_categories[]=110')).total).toBe(drinkware);
  });

  it('follow links added, re-pointed and removed, and categories added under existing ones', async () => {
    const drinkwareWithCrew = async () => slugs(await all('product_categories[]=110&global_filter=crew'));
    expect(await drinkwareWithCrew()).toEqual([]);
    const tee = await DEMO_DB.prepare("SELECT id FROM products WHERE storefront_id = 1 AND slug = 'classic-crew-tee'").first<{ id: number }>();
    if (!tee) throw new Error('demo product classic-crew-tee is missing');
    await DEMO_DB.prepare('INSERT INTO categories (id, storefront_id, parent_id, name, slug) VALUES (9101, 1, 111, ?, ?)').bind('Token Test', 'token-test').run();
    try {
      await DEMO_DB.prepare('INSERT INTO product_categories (product_id, category_id, storefront_id) VALUES (?, 9101, 1)').bind(tee.id).run();
      await expectIndexInStepWithTree();
      expect(await drinkwareWithCrew()).toEqual(['classic-crew-tee']);
      expect(slugs(await all('product_category_id=9101'))).toEqual(['classic-crew-tee']);

      await DEMO_DB.prepare('UPDATE product_categories SET category_id = 105 WHERE category_id = 9101').run();
      await expectIndexInStepWithTree();
      expect(await drinkwareWithCrew()).toEqual([]);
      expect(slugs(await all('product_category_id=105&global_filter=crew'))).toEqual(['classic-crew-tee']);

      await DEMO_DB.prepare('DELETE FROM product_categories WHERE category_id = 105 AND product_id = ?').bind(tee.id).run();
      await expectIndexInStepWithTree();
      expect(await all('product_category_id=105&global_filter=crew')).toMatchObject({ total: 0 });
    } finally {
      await DEMO_DB.prepare('DELETE FROM product_categories WHERE product_id = ? AND category_id IN (9101, 105)').bind(tee.id).run();
      await DEMO_DB.prepare('DELETE FROM categories WHERE id = 9101').run();
    }
    await expectIndexInStepWithTree();
  });

  it('follow the product’s listing flags: an unlisted product is in no category list or count', async () => {
    const hoodies = async () => all('product_categories[]=103&global_filter=hoodie');
    expect(slugs(await hoodies()).sort()).toEqual(['heavyweight-hoodie', 'zip-up-hoodie']);
    const outerwear = (await all('product_category_id=103')).total;
    try {
      await DEMO_DB.prepare("UPDATE products SET discontinued = 1 WHERE storefront_id = 1 AND slug = 'zip-up-hoodie'").run();
      await expectIndexInStepWithTree();
      expect(slugs(await hoodies())).toEqual(['heavyweight-hoodie']);
      expect((await all('product_category_id=103')).total).toBe(outerwear - 1);
    } finally {
      await DEMO_DB.prepare("UPDATE products SET discontinued = 0 WHERE storefront_id = 1 AND slug = 'zip-up-hoodie'").run();
    }
    await expectIndexInStepWithTree();
    expect((await hoodies()).total).toBe(2);
    expect((await all('product_category_id=103')).total).toBe(outerwear);
  });

  it('follow a category deleted with its links', async () => {
    await DEMO_DB.prepare('INSERT INTO categories (id, storefront_id, parent_id, name, slug) VALUES (9102, 1, 110, ?, ?)').bind('Doomed', 'doomed').run();
    await DEMO_DB.prepare("INSERT INTO product_categories (product_id, category_id, storefront_id) SELECT id, 9102, 1 FROM products WHERE storefront_id = 1 AND slug = 'dad-hat'").run();
    expect(slugs(await all('product_categories[]=110&global_filter=hat'))).toEqual(['dad-hat']);
    await DEMO_DB.prepare('DELETE FROM categories WHERE id = 9102').run();
    await expectIndexInStepWithTree();
    expect(slugs(await all('product_categories[]=110&global_filter=hat'))).toEqual([]);
  });
});
