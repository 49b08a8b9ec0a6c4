import { describe, expect, it } from 'vitest';
import { listError, listPage, slugs } from './list-helpers.ts';
import { DEMO_DB } from '../databases.ts';

const all = async (query: string) => listPage(`rows=100&${query}`);

describe('GET storefront-products: sort orders', () => {
  it('sorts by created_at desc (Newest)', async () => {
    const page = await all('sort_field=created_at&sort_order=desc');
    const dates = page.data.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.data[0]!.slug).toBe('retro-ringer-tee');
  });

  it('sorts by final_price asc and desc, ties by id', async () => {
    const up = (await all('sort_field=final_price&sort_order=asc')).data;
    expect(up.map((p) => p.final_price)).toEqual([...up.map((p) => p.final_price)].sort((a, b) => a - b));
    expect(up[0]!.slug).toBe('metal-pen');
    const down = (await all('sort_field=final_price&sort_order=desc')).data;
    expect(down[0]!.slug).toBe('softshell-jacket');
    expect(down.map((p) => p.id)).toEqual([...up].reverse().map((p) => p.id));
  });

  it('sorts by name asc and desc, ignoring case', async () => {
    const up = (await all('sort_field=name&sort_order=asc')).data.map((p) => p.name);
    expect(up).toEqual([...up].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    expect(up[0]).toBe('Bucket Hat');
    const down = (await all('sort_field=name&sort_order=desc')).data.map((p) => p.name);
    expect(down).toEqual([...up].reverse());
  });

  it('takes sort_order in any case and defaults it to asc', async () => {
    expect(slugs(await all('sort_field=name&sort_order=DESC'))).toEqual(slugs(await all('sort_field=name&sort_order=desc')));
    expect(slugs(await all('sort_field=name'))).toEqual(slugs(await all('sort_field=name&sort_order=asc')));
  });
});

describe('GET storefront-products: category filters', () => {
  it('includes products of sub-categories at any depth', async () => {
    // Apparel (101) > Outerwear (103) > Hoodies (104) / Jackets (105).
    const outerwear = slugs(await all('product_categories[]=103'));
    expect(outerwear.sort()).toEqual(
      ['crewneck-sweatshirt', 'heavyweight-hoodie', 'packable-rain-jacket', 'quilted-vest', 'softshell-jacket', 'zip-up-hoodie'].sort(),
    );
    const hoodies = slugs(await all('product_categories[]=104'));
    expect(hoodies.sort()).toEqual(['crewneck-sweatshirt', 'heavyweight-hoodie', 'zip-up-hoodie']);
    const apparel = await all('product_categories[]=101');
    expect(slugs(apparel)).toEqual(expect.arrayContaining([...outerwear, 'classic-crew-tee', 'dad-hat', 'cuffed-beanie']));
  });

  it('finds a product linked only to a leaf category through its ancestors', async () => {
    // The seed also links ancestors; remove those links to prove the tree is walked.
    await DEMO_DB.prepare('DELETE FROM product_categories WHERE product_id = 1010 AND category_id IN (101, 103)').run();
    try {
      expect(slugs(await all('product_categories[]=101'))).toContain('heavyweight-hoodie');
      expect(slugs(await all('product_category_id=103'))).toContain('heavyweight-hoodie');
    } finally {
      await DEMO_DB.prepare('INSERT OR IGNORE INTO product_categories (product_id, category_id, storefront_id) VALUES (1010, 101, 1), (1010, 103, 1)').run();
    }
  });

  it('matches any of several chosen categories', async () => {
    const both = slugs(await all('product_categories[]=104&product_categories[]=111'));
    expect(both).toEqual(expect.arrayContaining(['heavyweight-hoodie', 'zip-up-hoodie', 'ceramic-mug', 'latte-mug']));
    expect(both).not.toContain('classic-crew-tee');
  });

  it('narrows to product_category_id on top of the chosen categories', async () => {
    const page = slugs(await all('product_category_id=110&product_categories[]=111&product_categories[]=104'));
    expect(page.sort()).toEqual(['ceramic-mug', 'enamel-camp-mug', 'espresso-cup-set', 'latte-mug'].sort());
    expect(slugs(await all('product_category_id=105')).sort()).toEqual(['packable-rain-jacket', 'quilted-vest', 'softshell-jacket']);
  });

  it("ignores another store's category ids (nothing matches)", async () => {
    expect((await all('product_categories[]=201')).total).toBe(0);
    expect((await all('product_category_id=6601')).total).toBe(0);
  });
});

describe('GET storefront-products: brands and search', () => {
  it('filters by brand names, any of several', async () => {
    const summit = (await all('brands[]=Summit Goods')).data;
    expect(summit.length).toBeGreaterThan(5);
    const both = await all('brands[]=Summit Goods&brands[]=Blue Harbor');
    expect(both.total).toBeGreaterThan(summit.length);
    expect((await all('brands[]=Acme Originals')).total).toBe(0); // store 2's brand
  });

  it('combines brands with categories', async () => {
    const page = slugs(await all('brands[]=Northwind Apparel&product_categories[]=102'));
    expect(page.sort()).toEqual(['classic-crew-tee', 'kids-graphic-tee', 'long-sleeve-tee', 'v-neck-tee'].sort());
  });

  it('searches names by word prefix, any order, any case, accents ignored', async () => {
    expect(slugs(await all('global_filter=hoodie&sort_field=name')).sort()).toEqual(['heavyweight-hoodie', 'zip-up-hoodie']);
    expect(slugs(await all('global_filter=  MUG  '))).toEqual(expect.arrayContaining(['ceramic-mug', 'latte-mug', 'enamel-camp-mug']));
    expect(slugs(await all('global_filter=crew cla'))).toEqual(['classic-crew-tee']);
    expect(slugs(await all('global_filter=tee ringer'))).toEqual(['retro-ringer-tee']);
    expect(slugs(await all('global_filter=Bótt'))).toEqual(expect.arrayContaining(['insulated-bottle', 'glass-bottle', 'sport-bottle']));
    expect(slugs(await all('global_filter=shirt'))).toContain('classic-crew-tee');
  });

  it('finds plurals and every spelling of a tee by every word, not by the any-word fallback', async () => {
    // "crew tee" has one product with both words; the fallback would add the crew socks and every tee.
    expect(slugs(await all('global_filter=crew tee'))).toEqual(['classic-crew-tee']);
    expect(slugs(await all('global_filter=crew tees'))).toEqual(['classic-crew-tee']);
    const tees = slugs(await all('global_filter=tees'));
    expect(tees).toEqual(expect.arrayContaining(['classic-crew-tee', 'v-neck-tee', 'retro-ringer-tee']));
    expect(slugs(await all('global_filter=t-shirts')).sort()).toEqual([...tees].sort());
    expect(slugs(await all('global_filter=hoodies&sort_field=name')).sort()).toEqual(['heavyweight-hoodie', 'zip-up-hoodie']);
    expect(slugs(await all('global_filter=mugs'))).toEqual(expect.arrayContaining(['ceramic-mug', 'latte-mug', 'enamel-camp-mug']));
    expect(slugs(await all('global_filter=caps'))).toEqual(expect.arrayContaining(['structured-cap', 'trucker-cap']));
  });

  it('answers the top-bar search: 10 by name asc', async () => {
    const page = await listPage('global_filter=t&sort_field=name&sort_order=asc&rows=10&page=1&relations[]=productThumbnail');
    expect(page.data).toHaveLength(10);
    const names = page.data.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
  });

  it('never finds unlisted products or other stores products', async () => {
    expect((await all('global_filter=prototype')).total).toBe(0);
    expect((await all('global_filter=retired')).total).toBe(0);
    expect((await all('global_filter=acme')).total).toBe(0);
  });

  it('follows a product being unlisted and listed again, and renamed (search index and listed-count triggers)', async () => {
    const row = await DEMO_DB.prepare("SELECT id, name FROM products WHERE storefront_id = 1 AND slug = 'zip-up-hoodie'").first<{ id: number; name: string }>();
    if (!row) throw new Error('demo product zip-up-hoodie is missing');
    const found = async (term: string) => slugs(await all(`global_filter=${encodeURIComponent(term)}`)).includes('zip-up-hoodie');
    const link = await DEMO_DB.prepare('SELECT category_id FROM product_categories WHERE product_id = ? LIMIT 1').bind(row.id).first<{ category_id: number }>();
    if (!link) throw new Error('demo product zip-up-hoodie has no category');
    const inCategory = async () => (await all(`product_categories[]=${link.category_id}`)).total;
    const listedInCategory = await inCategory();
    // The unfiltered total is kept counted by triggers (migrations/0014).
    const listedInStore = async () => (await listPage('rows=1')).total;
    const listed = await listedInStore();
    try {
      for (const unlist of ["status = 'draft'", 'disabled = 1', 'discontinued = 1']) {
        await DEMO_DB.prepare(`UPDATE products SET ${unlist} WHERE id = ?`).bind(row.id).run();
        expect(await found('zip-up'), unlist).toBe(false);
        expect((await all('global_filter=hoodie')).total, unlist).toBe(1);
        expect(await inCategory(), unlist).toBe(listedInCategory - 1);
        expect(await listedInStore(), unlist).toBe(listed - 1);
        await DEMO_DB.prepare("UPDATE products SET status = 'published', disabled = 0, discontinued = 0 WHERE id = ?").bind(row.id).run();
        expect(await found('zip-up'), unlist).toBe(true);
        expect(await inCategory(), unlist).toBe(listedInCategory);
        expect(await listedInStore(), unlist).toBe(listed);
      }
      await DEMO_DB.prepare("UPDATE products SET name = 'Quokka Pullover' WHERE id = ?").bind(row.id).run();
      expect(await found('quokka')).toBe(true);
      expect(await found('zip-up')).toBe(false);
    } finally {
      await DEMO_DB.prepare("UPDATE products SET name = ?, status = 'published', disabled = 0, discontinued = 0 WHERE id = ?").bind(row.name, row.id).run();
    }
  });

  it('counts products added to and removed from the store, and moved between stores', async () => {
    const total = async (host?: string) => (await listPage('rows=1', host)).total;
    const before = await total();
    await DEMO_DB.prepare("INSERT INTO products (id, storefront_id, slug, name) VALUES (990001, 1, 'count-probe', 'Count Probe Wombat')").run();
    try {
      expect(await total()).toBe(before + 1);
      expect(slugs(await all('global_filter=wombat'))).toEqual(['count-probe']);
      await DEMO_DB.prepare('UPDATE products SET storefront_id = 2 WHERE id = 990001').run();
      expect(await total()).toBe(before);
      expect((await all('global_filter=wombat')).total).toBe(0);
      await DEMO_DB.prepare('UPDATE products SET storefront_id = 1 WHERE id = 990001').run();
    } finally {
      await DEMO_DB.prepare('DELETE FROM products WHERE id = 990001').run();
    }
    expect(await total()).toBe(before);
    expect((await all('global_filter=wombat')).total).toBe(0);
  });

  it('treats quotes and operators as plain words', async () => {
    // No product has both words "hoodie" and "or": the words are then matched one at a time
    // (search-terms.ts), which finds the hoodies and the names with a word starting "or"; as
    // operators they would have found everything.
    const either = new Set([...slugs(await all('global_filter=hoodie')), ...slugs(await all('global_filter=or'))]);
    expect(slugs(await all('global_filter="hoodie" OR *')).sort()).toEqual([...either].sort());
    expect(either.size).toBeLessThan(10);
    expect((await all('global_filter=!!!')).total).toBe(0);
    expect(slugs(await all('global_filter=zip-up'))).toEqual(['zip-up-hoodie']);
  });

  it('searches within a category, sorted', async () => {
    const page = await all('global_filter=tee&product_categories[]=102&sort_field=final_price&sort_order=desc');
    const prices = page.data.map((p) => p.final_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(page.total).toBeGreaterThan(3);
  });
});

describe('GET storefront-products: bad input is a clear 400', () => {
  it.each([
    ['sort_field=price', 'sort_field must be one of: created_at, final_price, name.'],
    ['sort_field=name&sort_order=sideways', 'sort_order must be asc or desc.'],
    ['rows=-5', 'rows must be between 1 and 100.'],
    ['rows=0', 'rows must be between 1 and 100.'],
    ['rows=101', 'rows must be between 1 and 100.'],
    ['rows=99999999999999999999999', 'rows must be a whole number.'],
    ['rows=ten', 'rows must be a whole number.'],
    ['page=0', 'page must be between 1 and 100000.'],
    ['page=-1', 'page must be between 1 and 100000.'],
    ['page=1e9', 'page must be a whole number.'],
    ['page=1&page=2', 'page must be a whole number.'],
    ['product_categories[]=abc', 'product_categories must be a list of ids (whole numbers).'],
    ['product_categories[]=', 'product_categories must be a list of ids (whole numbers).'],
    ['product_category_id=1;DROP', 'product_category_id must be a whole number.'],
    ['relations[]=reviews', 'relations accepts only: productThumbnail, productVariants, productVariants.variantThumbnail.'],
    [`global_filter=${'x'.repeat(101)}`, 'global_filter must be at most 100 characters.'],
    [`brands[]=${'b'.repeat(121)}`, 'brands must be brand names of at most 120 characters.'],
  ])('%s', async (query, message) => {
    expect(await listError(query, 400)).toBe(message);
  });

  it('rejects more than 50 filter values', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `product_categories[]=${i + 1}`).join('&');
    expect(await listError(many, 400)).toBe('product_categories accepts at most 50 values.');
  });
});
