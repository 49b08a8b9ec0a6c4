import { describe, it, expect } from 'vitest';
import * as v from 'valibot';
import { isSection, SECTION_TYPES, StorefrontConfigSchema, type StoredMenuEntry } from '../../shared/schemas/storefront-config.ts';
import { shippingRule } from '../../shared/orders/shipping-rules.ts';
import { demoCatalog } from './demo-catalog.ts';
import { brightness } from './images/svg-kit.ts';
import { loadDemoTenants, rawDemoTenants } from './tenant-registry.ts';

const c = demoCatalog;
const tenants = loadDemoTenants();
const tenant = (id: number) => {
  const found = tenants.find((t) => t.id === id);
  if (!found) throw new Error(`no tenant ${id}`);
  return found;
};
const product = (slug: string, store = 1) => {
  const found = c.products.find((p) => p.slug === slug && p.storefront_id === store);
  if (!found) throw new Error(`no product ${slug}`);
  return found;
};
const published = (store: number) => c.products.filter((p) => p.storefront_id === store && p.status === 'published' && p.disabled === 0);
const flatMenu = (entries: StoredMenuEntry[]): StoredMenuEntry[] => entries.flatMap((e) => [e, ...flatMenu(e.children)]);

describe('stores (tenants.example.json)', () => {
  it('has the five demo stores with their hostnames', () => {
    expect(tenants.map((t) => [t.id, t.name, t.hostnames])).toEqual([
      [1, 'Demo Merch', ['demo.localhost', 'localhost', '127.0.0.1']],
      [2, 'Acme Private', ['private.localhost']],
      [3, expect.any(String), ['sso.localhost']],
      [4, expect.any(String), ['draft.localhost']],
      [66, expect.any(String), ['store66.localhost']],
    ]);
  });

  it('every config passes the storefront config schema as written', () => {
    for (const entry of rawDemoTenants as Array<{ config: unknown }>) {
      expect(() => v.parse(StorefrontConfigSchema, entry.config)).not.toThrow();
    }
  });

  it("store 1's alert promise of free shipping over $75 is its shipping rule (ADR 0120)", () => {
    const s = tenant(1).config.settings;
    expect(s.alertText).toContain('Free shipping on orders over $75');
    expect(shippingRule(s)).toEqual({ perParcel: 595, freeOver: 7500 });
    expect(s.paymentInstructions).toMatch(/bank transfer/);
  });

  it('store 1 exercises every setting, menu form and section type', () => {
    const { config, status } = tenant(1);
    const s = config.settings;
    expect(status).toBe('live');
    expect([s.productsPerRow, s.productsPerPage, s.logoPosition]).toEqual([4, 9, 'left']);
    expect(s.sortBy).toEqual({ id: 1, name: 'created_at', code: 'desc' });
    expect(s.footerContent).toMatch(/<p>/);
    expect(s.copyrightText).not.toBe('');
    expect(s.socialIcons.some((i) => !i.url.startsWith('http'))).toBe(true);
    expect(s.alertText).not.toBe('');
    expect(s.alertBackgroundColor).toMatch(/^#/);
    const menu = flatMenu(config.menu);
    expect(config.menu.some((e) => e.item?.type === 'category' && e.children.some((ch) => ch.item?.type === 'category'))).toBe(true);
    expect(menu.some((e) => e.item?.type === 'page')).toBe(true);
    expect(menu.some((e) => e.customUrl?.includes('http'))).toBe(true);
    expect(menu.some((e) => e.children.some((ch) => ch.children.length > 0))).toBe(true);
    const components = new Set(config.pages.flatMap((p) => p.sections.map((x) => x.component)));
    expect([...components].sort()).toEqual([...SECTION_TYPES].sort());
    expect(config.pages.some((p) => p.url === '')).toBe(true);
    const about = config.pages.find((p) => p.url === 'about');
    expect(about?.sections.map((x) => x.component)).toEqual(
      expect.arrayContaining(['TEXT_AREA', 'TEXT_WITH_IMAGE', 'TITLE', 'BANNER_IMAGE', 'REDIRECT_TILES']),
    );
    const banner = about?.sections.find((x) => x.component === 'BANNER_IMAGE');
    expect(banner?.content.redirect).toMatch(/^(?!https?:)/);
    const tiles = about?.sections.find((x) => x.component === 'REDIRECT_TILES')?.content.items ?? [];
    expect(tiles.map((t) => (t.categoriesOrPagesRedirect ? t.item?.type : 'external'))).toEqual(['category', 'page', 'external']);
    const list = config.pages.find((p) => p.url === 'shop-all')?.sections.find((x) => x.component === 'PRODUCTS_LIST');
    expect(list?.content).toMatchObject({ showFilters: true, productsPerRow: 3, productsPerPage: 12, productsToShow: 1000, listAllProducts: true });
  });

  it('stores 2, 3, 4 and 66 have their distinguishing settings', () => {
    const acme = tenant(2);
    expect(acme.config).toMatchObject({ private_store: true, private_promo_code: true, private_password: true, domain: 'acme.test' });
    expect(acme.config.settings.logoPosition).toBe('center');
    expect(acme.private_password).toBe('acme-secret');
    expect(tenant(3).config.private_store).toBe(true);
    expect(tenant(3).config.sso).toEqual({
      enabled: true, client_id: '11111111-2222-4333-8444-555555555555', tenant_id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
    });
    expect(tenant(4).status).toBe('draft');
    expect(tenant(4).config).toMatchObject({ disabled_prices: true, no_index_site: true });
    expect(flatMenu(tenant(66).config.menu).map((e) => e.label)).toContain('Retail Stores');
    for (const t of tenants) expect(t.config.logo?.full_path).toMatch(new RegExp(`^/media/${t.id}/brand/[a-z0-9-]+\\.svg$`));
    for (const id of [2, 3, 4, 66]) expect(published(id).length).toBeGreaterThanOrEqual(5);
  });

  it('menus, tiles and product lists only point at categories and pages that exist', () => {
    for (const t of tenants) {
      const slugs = new Set(c.categories.filter((x) => x.storefront_id === t.id).map((x) => x.slug));
      const ids = new Set(c.categories.filter((x) => x.storefront_id === t.id).map((x) => x.id));
      const pages = new Set(t.config.pages.map((p) => p.url));
      const targets = [
        ...flatMenu(t.config.menu).map((e) => e.item),
        ...t.config.pages.flatMap((p) => p.sections.filter(isSection('REDIRECT_TILES')).flatMap((x) => (x.content.items ?? []).map((i) => i.item))),
      ].filter((x) => x !== undefined);
      for (const target of targets) expect(target.type === 'category' ? slugs : pages, `${t.id} ${target.url}`).toContain(target.url);
      for (const section of t.config.pages.flatMap((p) => p.sections.filter(isSection('PRODUCTS_LIST')))) {
        for (const id of section.content.categories ?? []) expect(ids).toContain(id);
      }
    }
  });
});

describe('catalog of store 1', () => {
  it('has 40+ published products across 3+ top-level categories, two levels deep', () => {
    expect(published(1).length).toBeGreaterThanOrEqual(40);
    const cats = c.categories.filter((x) => x.storefront_id === 1);
    expect(cats.filter((x) => x.parent_id === null).length).toBeGreaterThanOrEqual(3);
    const parentOf = (id: number | null) => cats.find((x) => x.id === id)?.parent_id ?? null;
    expect(cats.some((x) => parentOf(x.parent_id) !== null)).toBe(true);
  });

  it('varies brands, warehouses, prices, dates and reviews', () => {
    const list = published(1);
    expect(new Set(list.map((p) => p.brand_id).filter(Boolean)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(list.map((p) => p.warehouse_id).filter(Boolean)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(list.map((p) => p.final_price)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(list.map((p) => p.created_at)).size).toBe(list.length);
    expect(new Set(c.reviews.map((r) => r.product_id)).size).toBeGreaterThanOrEqual(5);
    expect(c.product_decoration_methods.length).toBeGreaterThan(0);
  });

  it('has the t-shirt with 7+ colours, XS-3XL, a sold-out size and a discontinued variant', () => {
    const tee = product('classic-crew-tee');
    const variants = c.product_variants.filter((x) => x.product_id === tee.id);
    const active = variants.filter((x) => x.discontinued === 0);
    expect(active.length).toBeGreaterThanOrEqual(7);
    expect(variants.filter((x) => x.discontinued === 1)).toHaveLength(1);
    const names = active.map((x) => x.color.toLowerCase());
    expect(names).toEqual(expect.arrayContaining(['black', 'white']));
    expect(names.some((n) => /gr[ae]y/.test(n))).toBe(true);
    expect(active.some((x) => x.color === 'Light Yellow' && brightness(x.primary_hex_color ?? '#000') >= 220)).toBe(true);
    for (const variant of active) {
      expect(c.variant_sizes.filter((s) => s.variant_id === variant.id).map((s) => s.size)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']);
    }
    const activeIds = new Set(active.map((x) => x.id));
    expect(c.variant_sizes.filter((s) => activeIds.has(s.variant_id) && s.quantity === 0)).toHaveLength(1);
  });

  it('gives every variant hex colours only (they end up in CSS)', () => {
    const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
    expect(c.product_variants.length).toBeGreaterThan(0);
    for (const variant of c.product_variants) {
      expect(variant.primary_hex_color, variant.color).toMatch(hex);
      if (variant.secondary_hex_color !== null) expect(variant.secondary_hex_color, variant.color).toMatch(hex);
    }
    expect(c.product_variants.some((variant) => variant.secondary_hex_color !== null)).toBe(true);
  });

  it('has size-guide, gift-card, custom and flagged products', () => {
    const guided = new Set(c.size_guides.map((g) => g.product_id));
    expect(guided.has(product('classic-crew-tee').id)).toBe(true);
    const polo = product('performance-polo');
    expect([guided.has(polo.id), polo.is_custom, polo.is_gift_card]).toEqual([false, 0, 0]);
    const gift = product('digital-gift-card');
    expect(gift).toMatchObject({ is_gift_card: 1, warehouse_id: null, allow_custom_amount: 1 });
    const giftVariants = c.product_variants.filter((x) => x.product_id === gift.id);
    expect(giftVariants).toHaveLength(1);
    expect(c.variant_sizes.filter((s) => s.variant_id === giftVariants[0]?.id).map((s) => [s.size, s.price])).toEqual([
      ['$25', 2500], ['$50', 5000], ['$100', 10000],
    ]);
    const custom = c.products.filter((p) => p.storefront_id === 1 && p.is_custom === 1);
    expect(custom).toHaveLength(1);
    const fields = c.input_fields.filter((f) => f.product_id === custom[0]?.id);
    expect(fields.map((f) => f.is_required).sort()).toEqual([0, 1]);
    expect(published(1).some((p) => p.library_approved === 0)).toBe(true);
    expect(published(1).some((p) => p.need_attention === 1)).toBe(true);
  });

  it('has a JSON-array description of 5+ bullets and a description over 25 words', () => {
    const arrays = published(1).filter((p) => p.description.startsWith('['));
    expect(arrays.some((p) => (JSON.parse(p.description) as string[]).length > 4)).toBe(true);
    expect(published(1).some((p) => !p.description.startsWith('[') && p.description.split(/\s+/).length > 25)).toBe(true);
  });
});

describe('kits, accounts, orders and gift cards', () => {
  it('has the demo kit and the hidden-prices kit', () => {
    const kit = c.kits.find((k) => k.token === 'demo-kit-token');
    expect(kit).toMatchObject({ storefront_id: 1, user_token: 'demo-user-token', amount: 3, hide_prices: 0 });
    expect(kit?.banner_path).toBeTruthy();
    const items = c.kit_products.filter((k) => k.kit_id === kit?.id);
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.filter((k) => k.required === 1)).toHaveLength(2);
    expect(items.some((k) => k.quantity === 1)).toBe(true);
    expect(c.kits.find((k) => k.token === 'hidden-kit-token')).toMatchObject({ storefront_id: 1, user_token: 'demo-user-token', hide_prices: 1 });
  });

  it('has the three accounts with the demo password', () => {
    expect(c.customers.map((u) => [u.storefront_id, u.email, u.password, u.email_verified_at !== null])).toEqual([
      [1, 'shopper@demo.test', 'Shopper#2026', true],
      [1, 'unverified@demo.test', 'Shopper#2026', false],
      [2, 'alice@acme.test', 'Shopper#2026', true],
    ]);
  });

  it("covers every status and payment status in shopper@demo.test's 12+ orders", () => {
    const orders = c.orders.filter((o) => o.customer_id === 1 && o.storefront_id === 1);
    expect(orders.length).toBeGreaterThanOrEqual(12);
    expect([...new Set(orders.map((o) => o.status))].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...new Set(orders.map((o) => o.payment_status))].sort()).toEqual(['failed', 'paid', 'pending']);
    expect(orders.filter((o) => o.total !== o.total_without_discounts).length).toBeGreaterThanOrEqual(2);
    expect(new Set(orders.map((o) => o.created_at.slice(0, 10))).size).toBe(orders.length);
    for (const order of c.orders) {
      const items = c.order_items.filter((i) => i.order_id === order.id);
      expect(items.length).toBeGreaterThan(0);
      expect(order.subtotal).toBe(items.reduce((sum, i) => sum + i.total, 0));
      expect(order.total_without_discounts).toBe(order.subtotal + order.shipping_total);
      expect(order.total).toBe(order.total_without_discounts - order.gift_card_amount);
    }
  });

  it('has the gift cards and the Acme code', () => {
    const cards = c.gift_cards.map((g) => [g.storefront_id, g.code, g.balance, g.status, g.customer_id]);
    expect(cards).toContainEqual([1, 'GIFT-DEMO-50', 5000, 'active', 1]);
    expect(cards).toContainEqual([1, 'GIFT-DEMO-ZERO', 0, 'active', 1]);
    expect(c.gift_cards.some((g) => g.storefront_id === 1 && g.customer_id === 1 && g.status !== 'active')).toBe(true);
    expect(cards).toContainEqual([2, 'ACME-CODE', 2500, 'active', null]);
  });
});

describe('integrity of the data', () => {
  it('has no duplicate ids or keys', () => {
    for (const [table, rows] of Object.entries(c)) {
      const keys = (rows as Array<Record<string, unknown>>).map((r) =>
        'id' in r ? String(r.id) : Object.values(r).slice(0, 2).join('/'));
      expect(new Set(keys).size, table).toBe(keys.length);
    }
    for (const table of [c.products, c.categories]) {
      const keys = table.map((r) => `${r.storefront_id}/${r.slug}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('keeps every relation inside one storefront', () => {
    const storeOf = new Map(c.products.map((p) => [p.id, p.storefront_id]));
    const catStore = new Map(c.categories.map((x) => [x.id, x.storefront_id]));
    for (const pc of c.product_categories) expect(catStore.get(pc.category_id)).toBe(storeOf.get(pc.product_id));
    for (const pv of c.product_variants) expect(pv.storefront_id).toBe(storeOf.get(pv.product_id));
    for (const p of c.products) {
      if (p.brand_id !== null) expect(c.brands.find((b) => b.id === p.brand_id)?.storefront_id).toBe(p.storefront_id);
      if (p.warehouse_id !== null) expect(c.warehouses.find((w) => w.id === p.warehouse_id)?.storefront_id).toBe(p.storefront_id);
    }
    for (const kp of c.kit_products) expect(storeOf.get(kp.product_id)).toBe(c.kits.find((k) => k.id === kp.kit_id)?.storefront_id);
    for (const item of c.order_items) {
      expect(storeOf.get(item.product_id ?? 0)).toBe(c.orders.find((o) => o.id === item.order_id)?.storefront_id);
    }
  });
});
