import { describe, expect, it } from 'vitest';
import { fetchAs, getJson } from '../helpers.ts';
import { importCatalog, newStore, smallCatalog, total } from './catalog-helpers.ts';
import { operator } from './operator-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Catalog import and export (docs/decisions/0190-catalog-import-staged-switch.md): natural keys
// per store, idempotent, merge and replace, every problem by path, nothing written on a problem,
// and every derived table (search, category ancestors, listed counts) in step.

type ListAnswer = { data: { data: { slug: string; name: string }[]; total: number } };
const list = (host: string, id: number, query = '') => getJson<ListAnswer>(host, `/api/storefronts/${id}/storefront-products?rows=50&${query}`);
const slugsOf = (answer: { body: ListAnswer }) => answer.body.data.data.map((p) => p.slug).sort();
const productCount = async (id: number) =>
  (await DEMO_DB.prepare('SELECT COUNT(*) AS n FROM products WHERE storefront_id = ?').bind(id).first<{ n: number }>())!.n;
const catalogVersion = async (id: number) =>
  (await DEMO_DB.prepare('SELECT version FROM catalog_store_versions WHERE storefront_id = ?').bind(id).first<{ version: number }>())?.version ?? 0;

describe('PUT …/catalog: a new store gets its catalog', () => {
  it('creates every row, lists, searches and filters it, and a second run changes nothing', async () => {
    const host = 'import-new.localhost';
    const id = await newStore(host);
    const first = await importCatalog(id, smallCatalog(id));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      mode: 'merge',
      dry_run: false,
      created: { categories: 4, brands: 2, warehouses: 1, decoration_methods: 1, products: 3, variants: 4, sizes: 9 },
      updated: { products: 0 },
      archived: { products: 0 },
    });
    expect(total(first.body.data.unchanged)).toBe(0);

    // The shopper side: listed (the count from storefront_listed_products), searchable (FTS),
    // and a product in a sub-category is found under its parent (category ancestors).
    const listed = await list(host, id);
    expect(listed.body.data.total).toBe(3);
    expect(slugsOf(listed)).toEqual(['harbor-tee', 'store-gift-card', 'summit-mug']);
    expect(slugsOf(await list(host, id, 'global_filter=harbor'))).toEqual(['harbor-tee']);
    const apparel = await DEMO_DB.prepare("SELECT id FROM categories WHERE storefront_id = ? AND slug = 'apparel'").bind(id).first<{ id: number }>();
    expect(slugsOf(await list(host, id, `product_categories[]=${apparel!.id}`))).toEqual(['harbor-tee']);
    expect(slugsOf(await list(host, id, `product_categories[]=${apparel!.id}&global_filter=tee`))).toEqual(['harbor-tee']);
    const brands = await getJson<{ data: string[] }>(host, `/api/brands/colors?storefront_id=${id}`);
    expect(JSON.stringify(brands.body)).toContain('Harbor');

    const detail = await getJson<{ data: { name: string; warehouse: { name: string } | null; product_color_id: number } }>(
      host,
      `/api/storefronts/${id}/storefront-products/slug/harbor-tee?relations[]=warehouse`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ name: 'Harbor Tee', warehouse: { name: 'Main Warehouse' } });
    const navy = await DEMO_DB.prepare("SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.storefront_id = ? AND v.color = 'Navy'").bind(id).first<{ id: number }>();
    expect(detail.body.data.product_color_id).toBe(navy!.id);

    const version = await catalogVersion(id);
    const again = await importCatalog(id, smallCatalog(id));
    expect(again.status).toBe(200);
    expect(total(again.body.data.created) + total(again.body.data.updated) + total(again.body.data.archived)).toBe(0);
    expect(again.body.data.unchanged).toMatchObject({ categories: 4, brands: 2, warehouses: 1, decoration_methods: 1, products: 3, variants: 4, sizes: 9 });
    expect(await catalogVersion(id)).toBe(version);

    // Export → import: all unchanged, and the export is the file as the store holds it.
    const exported = await operator<{ data: { products: { slug: string; variants: { sizes: { price: number }[] }[] }[] } }>('GET', `/storefronts/${id}/catalog`);
    expect(exported.status).toBe(200);
    expect(exported.body.data.products[0]!.variants[0]!.sizes.map((s) => s.price)).toEqual([2400, 2400, 2600]);
    const roundTrip = await importCatalog(id, exported.body.data);
    expect(total(roundTrip.body.data.created) + total(roundTrip.body.data.updated)).toBe(0);

    // The audit log names the import once (the unchanged runs wrote nothing).
    const audit = await operator<{ data: { action: string; detail: Record<string, unknown> }[] }>('GET', `/storefronts/${id}/audit`);
    expect(audit.body.data.filter((entry) => entry.action === 'catalog.import')).toHaveLength(1);
  });

  it('exports the demo store and imports that export with nothing to change', async () => {
    const exported = await operator<{ data: unknown }>('GET', '/storefronts/1/catalog');
    expect(exported.status).toBe(200);
    const answer = await importCatalog(1, exported.body.data, '?mode=replace');
    expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
    expect(total(answer.body.data.created) + total(answer.body.data.updated) + total(answer.body.data.archived)).toBe(0);
    expect(answer.body.data.unchanged.products).toBeGreaterThanOrEqual(45);
  });
});

describe('PUT …/catalog: changes', () => {
  it('updates what differs, counts each kind, and a dry run says the same and writes nothing', async () => {
    const host = 'import-change.localhost';
    const id = await newStore(host);
    await importCatalog(id, smallCatalog(id));
    const changed = smallCatalog(id);
    changed.products[0]!.variants[0]!.sizes[0]!.quantity = 9;
    changed.products[1]!.name = 'Summit Mug XL';
    changed.categories[1]!.parent = 'drinkware' as never;
    changed.products[0]!.variants.push({ color: 'Grey', primary_hex_color: '#9ca3af', sizes: [{ size: 'S', quantity: 1 }] } as never);

    const version = await catalogVersion(id);
    const dry = await importCatalog(id, changed, '?dry_run=1');
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({
      dry_run: true,
      created: { variants: 1, sizes: 1 },
      updated: { categories: 1, products: 1, variants: 0, sizes: 1 },
      unchanged: { products: 2, variants: 4, sizes: 8 },
    });
    expect(await catalogVersion(id)).toBe(version);

    const real = await importCatalog(id, changed);
    const { dry_run: _d, ...counts } = real.body.data;
    const { dry_run: _e, ...dryCounts } = dry.body.data;
    expect(counts).toEqual(dryCounts);
    const listed = await list(host, id, 'global_filter=summit');
    expect(listed.body.data.data[0]!.name).toBe('Summit Mug XL');
    // The moved category: tees is now under drinkware, so the tee is found there.
    const drinkware = await DEMO_DB.prepare("SELECT id FROM categories WHERE storefront_id = ? AND slug = 'drinkware'").bind(id).first<{ id: number }>();
    expect(slugsOf(await list(host, id, `product_categories[]=${drinkware!.id}`))).toEqual(['harbor-tee', 'summit-mug']);
    const size = await DEMO_DB.prepare(
      "SELECT s.quantity FROM variant_sizes s JOIN product_variants v ON v.id = s.variant_id JOIN products p ON p.id = v.product_id WHERE p.storefront_id = ? AND v.color = 'Navy' AND s.size = 'S'",
    ).bind(id).first<{ quantity: number }>();
    expect(size!.quantity).toBe(9);
    expect(total((await importCatalog(id, changed)).body.data.updated)).toBe(0);
  });

  it('keeps what a file leaves out (a CSV knows fewer columns than the store holds)', async () => {
    const id = await newStore('import-partial.localhost');
    await importCatalog(id, smallCatalog(id));
    const partial = {
      products: [
        { slug: 'harbor-tee', name: 'Harbor Tee', price: 2400, variants: [{ color: 'Navy', primary_hex_color: '#1e3a8a', sizes: [{ size: 'S', quantity: 8 }] }] },
      ],
    };
    const answer = await importCatalog(id, partial);
    expect(answer.body.data).toMatchObject({ updated: { products: 0, variants: 0, sizes: 1 }, unchanged: { products: 1, variants: 1 } });
    const exported = await operator<{ data: { products: Record<string, unknown>[] } }>('GET', `/storefronts/${id}/catalog`);
    const tee = exported.body.data.products.find((p) => p.slug === 'harbor-tee')!;
    expect(tee).toMatchObject({ brand: 'Harbor', description: 'A soft cotton tee.', decoration_methods: ['Embroidery'], size_guide: { specification_type: 'Chest width' } });
    expect((tee.variants as { sizes: { size: string; price: number }[] }[])[0]!.sizes).toMatchObject([{ size: 'S', price: 2400 }, { size: 'M' }, { size: 'L', price: 2600 }]);
  });

  it('replace archives what the file leaves out; nothing is deleted and order lines keep their product', async () => {
    const host = 'import-replace.localhost';
    const id = await newStore(host);
    await importCatalog(id, smallCatalog(id));
    const mug = await DEMO_DB.prepare("SELECT id FROM products WHERE storefront_id = ? AND slug = 'summit-mug'").bind(id).first<{ id: number }>();
    // An order of the mug, as checkout writes it.
    await DEMO_DB.batch([
      DEMO_DB.prepare(
        "INSERT INTO orders (uuid, storefront_id, email, subtotal, total_without_discounts, total) VALUES ('import-replace-order', ?, 'a@example.com', 1500, 1500, 1500)",
      ).bind(id),
      DEMO_DB.prepare(
        "INSERT INTO order_items (order_id, product_id, name, quantity, unit_price, total) SELECT id, ?, 'Summit Mug', 1, 1500, 1500 FROM orders WHERE uuid = 'import-replace-order'",
      ).bind(mug!.id),
    ]);

    const smaller = smallCatalog(id);
    smaller.products = smaller.products.filter((p) => p.slug !== 'summit-mug');
    smaller.products[0]!.variants = smaller.products[0]!.variants.filter((v) => v.color === 'Navy');
    smaller.products[0]!.variants[0]!.sizes = smaller.products[0]!.variants[0]!.sizes.filter((s) => s.size !== 'L');

    const merged = await importCatalog(id, smaller);
    expect(total(merged.body.data.archived)).toBe(0);
    const replaced = await importCatalog(id, smaller, '?mode=replace');
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.archived).toMatchObject({ products: 1, variants: 1, sizes: 1 });

    expect(slugsOf(await list(host, id))).toEqual(['harbor-tee', 'store-gift-card']);
    expect((await getJson(host, `/api/storefronts/${id}/storefront-products/slug/summit-mug`)).status).toBe(404);
    expect(await productCount(id)).toBe(3);
    const line = await DEMO_DB.prepare("SELECT i.product_id FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.uuid = 'import-replace-order'").first<{ product_id: number }>();
    expect(line!.product_id).toBe(mug!.id);

    const again = await importCatalog(id, smaller, '?mode=replace');
    expect(total(again.body.data.archived) + total(again.body.data.updated)).toBe(0);
    // Importing it again brings it back.
    const back = await importCatalog(id, smallCatalog(id));
    expect(back.body.data.updated).toMatchObject({ products: 1, variants: 1, sizes: 1 });
    expect(slugsOf(await list(host, id))).toContain('summit-mug');
  });
});

describe('PUT …/catalog: every problem, and nothing written', () => {
  it('lists each problem with its path', async () => {
    const id = await newStore('import-invalid.localhost');
    await importCatalog(id, smallCatalog(id));
    const before = await catalogVersion(id);
    const bad = smallCatalog(id) as unknown as { categories: Record<string, unknown>[]; brands: Record<string, unknown>[]; products: Record<string, unknown>[] };
    bad.categories.push({ slug: 'apparel', name: 'Twice' });
    bad.categories.push({ slug: 'loop-a', name: 'A', parent: 'loop-b' }, { slug: 'loop-b', name: 'B', parent: 'loop-a' });
    const tee = bad.products[0] as { variants: { sizes: Record<string, unknown>[]; primary_hex_color: string; color: string }[]; [key: string]: unknown };
    tee.brand = 'Nobody';
    tee.categories = ['tees', 'nowhere'];
    tee.thumbnail = '/media/1/brand/logo.svg';
    tee.variants[1]!.primary_hex_color = 'blue';
    tee.variants[1]!.color = 'Navy';
    tee.variants[0]!.sizes[2]!.quantity = -1;
    tee.variants[0]!.sizes[1]!.size = 'S';
    tee.decription = 'typo';
    (bad.products[1] as Record<string, unknown>).price = -5;
    (bad.products[1] as Record<string, unknown>).warehouse = null;
    (bad.products[2] as { variants: { sizes: unknown[] }[] }).variants[0]!.sizes = [];
    bad.products.push({ ...(bad.products[1] as object) });

    const answer = await importCatalog(id, bad);
    expect(answer.status).toBe(400);
    const errors = answer.body.errors!;
    expect(Object.keys(errors).sort()).toEqual(
      [
        'categories.4.slug',
        'categories.5.parent',
        'categories.6.parent',
        'products.0.brand',
        'products.0.categories.1',
        'products.0.decription',
        'products.0.thumbnail',
        'products.0.variants.0.sizes.1.size',
        'products.0.variants.0.sizes.2.quantity',
        'products.0.variants.1.color',
        'products.0.variants.1.primary_hex_color',
        'products.1.price',
        'products.1.warehouse',
        'products.2.variants.0.sizes',
        'products.3.price',
        'products.3.slug',
        'products.3.warehouse',
      ].sort(),
    );
    expect(errors['categories.4.slug']![0]).toContain('Duplicate category slug "apparel" (also at categories.0.slug)');
    expect(errors['categories.5.parent']![0]).toContain('loop-a → loop-b → loop-a');
    expect(errors['products.0.brand']![0]).toContain('Unknown brand "Nobody"');
    expect(errors['products.0.thumbnail']![0]).toContain(`/media/${id}/`);
    expect(errors['products.0.decription']![0]).toBe('unknown field "decription".');
    expect(errors['products.0.variants.0.sizes.2.quantity']![0]).toBe('must not be negative.');
    expect(errors['products.2.variants.0.sizes']![0]).toContain('gift card: one amount');
    expect(answer.body.error_count).toBe(17);
    expect(answer.body.message).toMatch(/^17 problems in the catalog; nothing was changed\. /);
    expect(await catalogVersion(id)).toBe(before);
  });

  it('refuses a body that is not a catalog, and unknown query values', async () => {
    const id = await newStore('import-shape.localhost');
    const notObject = await importCatalog(id, []);
    expect(notObject.status, JSON.stringify(notObject.body)).toBe(400);
    expect(notObject.body.errors).toEqual({ catalog: ['must be an object.'] });
    const unknown = await importCatalog(id, { products: 'all', extra: 1 });
    expect(unknown.body.errors).toEqual({ products: ['must be a list of products.'], extra: ['unknown field "extra".'] });
    expect((await importCatalog(id, {}, '?mode=everything')).body.errors).toEqual({ mode: ['must be merge or replace.'] });
  });

  it('references only its own store: another store’s rows are not found, its media not accepted', async () => {
    const a = await newStore('import-iso-a.localhost');
    const b = await newStore('import-iso-b.localhost');
    await importCatalog(a, smallCatalog(a));
    // Store b's file names store a's category and brand without defining them: unknown in b.
    const answer = await importCatalog(b, { products: [{ ...smallCatalog(b).products[1], categories: ['drinkware'], brand: 'Summit', warehouse: 'main' }] });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors!).sort()).toEqual(['products.0.brand', 'products.0.categories.0', 'products.0.warehouse']);
    const media = await importCatalog(b, { ...smallCatalog(b), products: [{ ...smallCatalog(b).products[1], thumbnail: `/media/${a}/x.png` }] });
    expect(media.body.errors!['products.0.thumbnail']![0]).toContain("another store's file");
    expect(await productCount(b)).toBe(0);
    // Same slugs in two stores are two products.
    expect((await importCatalog(b, smallCatalog(b))).body.data.created.products).toBe(3);
    expect(await productCount(a)).toBe(3);
  });

  it('a switch that fails leaves the live catalog exactly as it was', async () => {
    const host = 'import-fail.localhost';
    const id = await newStore(host);
    await importCatalog(id, smallCatalog(id));
    const before = await operator<{ data: unknown }>('GET', `/storefronts/${id}/catalog`);
    const version = await catalogVersion(id);
    // A database that refuses one row in the middle of the switch (after products and variants).
    await DEMO_DB.prepare(
      "CREATE TRIGGER import_test_refuse BEFORE INSERT ON variant_sizes WHEN new.size = 'BOOM' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END",
    ).run();
    try {
      const changed = smallCatalog(id);
      changed.products[1]!.name = 'Renamed Mug';
      changed.products.push({ ...changed.products[1]!, slug: 'new-mug', variants: [{ color: 'Red', primary_hex_color: '#f00', sizes: [{ size: 'BOOM', quantity: 1 }] }] } as never);
      const answer = await operator<{ message: string }>('PUT', `/storefronts/${id}/catalog`, changed);
      expect(answer.status).toBe(500);
      expect(answer.body.message).toContain('nothing was changed');
    } finally {
      await DEMO_DB.prepare('DROP TRIGGER import_test_refuse').run();
    }
    const after = await operator<{ data: unknown }>('GET', `/storefronts/${id}/catalog`);
    expect(after.body.data).toEqual(before.body.data);
    expect(await catalogVersion(id)).toBe(version);
    expect(slugsOf(await list(host, id))).toEqual(['harbor-tee', 'store-gift-card', 'summit-mug']);
    const staged = await DEMO_DB.prepare('SELECT COUNT(*) AS n FROM catalog_import_chunks WHERE storefront_id = ?').bind(id).first<{ n: number }>();
    expect(staged!.n).toBe(0);
  });

  it('streams progress lines when asked (application/x-ndjson), ending with the counts', async () => {
    const id = await newStore('import-progress.localhost');
    const response = await fetchAs('ops.example.com', `/api/operator/storefronts/${id}/catalog?mode=merge`, {
      method: 'PUT',
      headers: { authorization: 'Bearer local-operator-token', 'content-type': 'application/json', accept: 'application/x-ndjson' },
      body: JSON.stringify(smallCatalog(id)),
    });
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await response.text()).trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ progress: { step: 'checked' } });
    expect(lines.some((line) => (line.progress as { step?: string } | undefined)?.step === 'staging')).toBe(true);
    expect(lines.at(-1)).toMatchObject({ data: { created: { products: 3 } } });
  });
});
