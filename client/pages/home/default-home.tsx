import { useLingui } from '@lingui/react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import { defaultHomeCategories, defaultHomeProductCount } from '../../../shared/catalog/default-home.ts';
import type { ProductPage } from '../../../shared/catalog/product-list-answer.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext } from '../../api/api-client.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { OnDemandBoundary } from '../../components/on-demand/on-demand-boundary.tsx';
import { getCartStore } from '../../state/cart-store.ts';
import { preloadable } from '../../app/preloadable.ts';

/** Prices hidden by a kit link live in the browser only: a part with prices hydrates at once then (ADR 0151). */
const browserHidesPrices = () => getCartStore().hidePrices;

/**
 * The featured products' code (cards, swatches) loads with the loader (server render, client
 * navigations) and, after a first page load, on the shopper's first touch of them (ADR 0151).
 */
const FeaturedProducts = preloadable(() => import('./default-home-products.tsx'));

export type DefaultHomeData = { products: ProductPage | null; categories: { name: string; slug: string }[] };

/**
 * Loader of the home page of a store without a configured "home" page: the first products in
 * the store's own order (two rows of its grid) and its top categories.
 */
export function defaultHomeLoader(storefront: PublicStorefront) {
  return async ({ context }: LoaderFunctionArgs): Promise<DefaultHomeData> => {
    const api = context.get(apiClientContext);
    // The list helpers load when the loader runs, never with the page (ADR 0151).
    const [{ loadCategoryTree, loadFirstProducts }] = await Promise.all([import('../catalog/catalog-loaders.ts'), FeaturedProducts.preload()]);
    const [products, tree] = await Promise.all([
      loadFirstProducts(api, storefront, defaultHomeProductCount(storefront.settings.productsPerRow)),
      loadCategoryTree(api, storefront.id),
    ]);
    return { products, categories: defaultHomeCategories(tree) };
  };
}

/**
 * Home of a store without a configured home page: a welcome heading, its categories and its
 * first products, with a way to the whole catalog. Built from the store's own data.
 */
export function DefaultHomePage() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const { products, categories } = useLoaderData<DefaultHomeData>();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <PageTitle />
      <h1 className="text-center text-3xl font-bold sm:text-4xl">{_('Welcome to {store}', { store: storefront.name })}</h1>
      {categories.length > 0 && (
        <section aria-labelledby="home-categories" className="mt-10">
          <h2 id="home-categories" className="text-xl font-semibold">
            {_('Shop by category')}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {categories.map((category) => (
              <li key={category.slug}>
                <PlainLink
                  href={`/categories/${category.slug}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-gray-300 px-5 font-medium hover:border-brand hover:text-brand"
                >
                  {category.name}
                </PlainLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="home-products" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="home-products" className="text-xl font-semibold">
            {_('Featured products')}
          </h2>
          {products && products.data.length > 0 && (
            <PlainLink href="/products" className="font-medium text-brand underline-offset-4 hover:underline">
              {_('View all products')}
            </PlainLink>
          )}
        </div>
        <div className="mt-4">
          {products === null ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-12 text-center text-red-900">
              {_('Products could not be loaded. Please try again later.')}
            </p>
          ) : (
            <OnDemandBoundary code={FeaturedProducts} wantNow={browserHidesPrices}>
              <FeaturedProducts products={products} perRow={storefront.settings.productsPerRow} />
            </OnDemandBoundary>
          )}
        </div>
      </section>
    </div>
  );
}
