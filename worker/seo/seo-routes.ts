import { Hono, type Context } from 'hono';
import type { CategoryNode } from '../../shared/catalog/category-tree.ts';
import { pageRoutes } from '../../shared/page-routes.ts';
import { robotsTxt } from '../../shared/seo/robots-txt.ts';
import { absoluteUrl, productParts, PRODUCTS_PER_SITEMAP, sitemapIndex, urlSet } from '../../shared/seo/sitemap-xml.ts';
import type { AppEnv } from '../app-types.ts';
import { categoriesWithProducts } from '../db/product-categories.ts';
import { listedProductCount, listedProductSlugs } from '../db/sitemap-entries.ts';

const CACHE = { 'cache-control': 'public, max-age=3600' };

/** Stores that crawlers must stay out of: no_index_site, and private stores (gated content). */
function closed(c: Context<AppEnv>): boolean {
  const { config } = c.var.storefront;
  return config.no_index_site || config.private_store;
}

const categorySlugs = (nodes: readonly CategoryNode[]): string[] => nodes.flatMap((n) => [n.slug, ...categorySlugs(n.sub_categories)]);

/** The store's pages: home, the list, its categories with products, configured pages, legal pages. */
async function pagePaths(c: Context<AppEnv>): Promise<string[]> {
  const store = c.var.storefront;
  const categories = (await categoriesWithProducts(c.var.db, store.id)) ?? [];
  const configured = pageRoutes(store.config.pages)
    .filter((route) => route.kind === 'page' && route.path !== 'home')
    .map((route) => `/${route.path}`);
  return [
    '/',
    '/products',
    ...categorySlugs(categories).map((slug) => `/categories/${slug}`),
    ...configured,
    '/privacy-policy',
    '/terms-and-conditions',
    '/contact',
  ];
}

async function productPaths(c: Context<AppEnv>, part: number): Promise<string[]> {
  const slugs = await listedProductSlugs(c.var.db, c.var.storefront.id, PRODUCTS_PER_SITEMAP, (part - 1) * PRODUCTS_PER_SITEMAP);
  return slugs.map((slug) => `/products/${slug}`);
}

const xml = (c: Context<AppEnv>, body: string) => c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', ...CACHE });

/**
 * /robots.txt and /sitemap.xml of the Host's store, answered before page rendering. A store
 * with more products than one sitemap file holds gets a sitemap index whose parts are
 * /sitemap.xml?part=pages and ?part=products-N.
 */
export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) =>
    c.text(robotsTxt({ origin: new URL(c.req.url).origin, closed: closed(c) }), 200, CACHE),
  )
  .get('/sitemap.xml', async (c) => {
    if (closed(c)) return c.text('Not found.', 404);
    const origin = new URL(c.req.url).origin;
    const toUrls = (paths: string[]) => paths.map((path) => absoluteUrl(origin, path));
    const part = c.req.query('part');
    const parts = productParts(await listedProductCount(c.var.db, c.var.storefront.id));

    if (part === undefined) {
      if (parts === 1) return xml(c, urlSet(toUrls([...(await pagePaths(c)), ...(await productPaths(c, 1))])));
      const files = ['pages', ...Array.from({ length: parts }, (_, i) => `products-${i + 1}`)];
      return xml(c, sitemapIndex(files.map((name) => `${origin}/sitemap.xml?part=${name}`)));
    }
    if (part === 'pages') return xml(c, urlSet(toUrls(await pagePaths(c))));
    const match = /^products-(\d{1,6})$/.exec(part);
    const n = match ? Number(match[1]) : 0;
    if (n < 1 || n > parts) return c.text('Not found.', 404);
    return xml(c, urlSet(toUrls(await productPaths(c, n))));
  });
