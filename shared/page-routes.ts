import type { Page } from './schemas/storefront-config.ts';

/** What a page's route needs: its id and url (not its sections). */
type RoutedPage = Pick<Page, 'id' | 'url'>;

/** Paths of the spec's route table (section 2) that configured pages may not shadow. */
export const RESERVED_PATHS = [
  'login', 'register', 'reset-password', 'reset-password-success', 'email-verification',
  'update-password', 'privacy-policy', 'terms-and-conditions', 'contact', 'under-construction',
  'kit', 'order-confirmation', 'products', 'categories', 'cart', 'checkout', 'my-account',
  'private', 'not-found', 'api', 'assets', 'media', 'files', 'dev', 'sitemap.xml', 'robots.txt',
] as const;

export type PageRoute =
  | { kind: 'page'; path: string; pageId: string }
  | { kind: 'redirect-home'; path: string; pageId: string };

/** Normalises a configured page url: no leading/trailing slashes, no query or hash. */
export function normalisePageUrl(url: string): string {
  return url.trim().split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
}

/**
 * One route per configured page (docs/product.md §2). A page with an empty url redirects to the
 * root; pages whose first segment is a fixed route of the spec, and later duplicates of an
 * earlier page's url, are left out so they can never shadow the store's own screens.
 */
export function pageRoutes(pages: readonly RoutedPage[]): PageRoute[] {
  const seen = new Set<string>();
  const routes: PageRoute[] = [];
  for (const page of pages) {
    const path = normalisePageUrl(page.url);
    const pageId = String(page.id);
    if (path === '') {
      routes.push({ kind: 'redirect-home', path: '', pageId });
      continue;
    }
    const first = path.split('/')[0]!.toLowerCase();
    if ((RESERVED_PATHS as readonly string[]).includes(first) || seen.has(path.toLowerCase())) continue;
    seen.add(path.toLowerCase());
    routes.push({ kind: 'page', path, pageId });
  }
  return routes;
}
