import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { ProductDetail } from '../../../shared/product-detail.ts';
import type { ProductView } from '../../../shared/product-view.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { ApiError, apiClientContext } from '../../api/api-client.ts';
import { serverActions } from '../../app/server-actions.ts';

/** The product, or why it could not be loaded (status 0 when the request itself failed). */
export type ProductLoadResult = { product: ProductView } | { error: { status: number; message: string | null } };

export type ProductLoaderData = {
  /** A value after server rendering; a promise on client navigations (the skeleton shows meanwhile). */
  result: ProductLoadResult | Promise<ProductLoadResult>;
};

/**
 * Where a failed load goes (docs/product.md §2): /not-found?product=<true when 404>. From the
 * server, `failed` carries the status so that page shows the load's toast (§8) in its HTML; in
 * the browser the product page shows the toast itself before going there.
 */
export function notFoundPath(status: number, fromServer = false): string {
  return `/not-found?product=${status === 404}${fromServer ? `&failed=${status}` : ''}`;
}

/**
 * Loader of /products/:slug: the product by slug through the API client. On the server it is
 * awaited so the page renders (and search engines read) the product directly, and a failure
 * redirects; in the browser it is handed to the page as a promise that never rejects.
 * The answer schema loads on demand, keeping it out of the page's chunk; the JSON-LD is the Worker's.
 * The server's JSON-LD goes to the render's structured data (written once, at the end of the
 * document), not into the loader data (docs/decisions/0144-json-ld-once.md).
 */
export function productLoader(storefront: PublicStorefront) {
  return async ({ params, request, context }: LoaderFunctionArgs): Promise<ProductLoaderData> => {
    const slug = params.slug?.trim();
    if (!slug) throw redirect('/not-found');
    const api = context.get(apiClientContext);
    const detail: Promise<{ product: ProductDetail } | { error: { status: number; message: string | null } }> = import('../../../shared/product-detail.ts')
      .then(({ ProductDetailAnswerSchema, PRODUCT_DETAIL_RELATIONS }) =>
        api.get(`/storefronts/${storefront.id}/storefront-products/slug/${encodeURIComponent(slug)}`, ProductDetailAnswerSchema, {
          relations: PRODUCT_DETAIL_RELATIONS,
        }),
      )
      .then(
        (answer) => ({ product: answer.data }),
        (error: unknown) => ({
          error: error instanceof ApiError ? { status: error.status, message: error.message || null } : { status: 0, message: null },
        }),
      );
    // The page gets only what it renders (the router's hydration data carries it to the browser).
    const result: Promise<ProductLoadResult> = detail.then(async (loaded) =>
      'error' in loaded ? loaded : { product: (await import('../../../shared/product-view.ts')).productView(loaded.product) },
    );
    if (typeof document !== 'undefined') return { result };
    const loaded = await detail;
    if ('error' in loaded) throw redirect(notFoundPath(loaded.error.status, true));
    serverActions().addProductJsonLd(context, loaded.product, { origin: new URL(request.url).origin, showPrice: !storefront.disabled_prices });
    return { result: await result };
  };
}
