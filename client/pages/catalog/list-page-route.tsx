import type { ComponentType } from 'react';
import { useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { preloadable } from '../../app/preloadable.ts';
import { OnDemandBoundary } from '../../components/on-demand/on-demand-boundary.tsx';
import { getCartStore } from '../../state/cart-store.ts';

/**
 * A catalog list page's route (/products, /categories/{slug}): the page's head and its list. The
 * list's code (filters, search, sort, cards, paginator) loads with the loader (server render,
 * client navigations) and, after a first page load, on the shopper's first touch of the list,
 * which hydrates then; what was typed or chosen before is read then (ADR 0151, ADR 0245).
 */
export function listPageRoute<D>(
  storefront: PublicStorefront,
  {
    list,
    data,
    Head,
  }: {
    list: () => Promise<{ default: ComponentType<{ data: D }> }>;
    data: (storefront: PublicStorefront, args: LoaderFunctionArgs) => Promise<D>;
    Head: ComponentType<{ data: D }>;
  },
) {
  const List = preloadable(list);
  function ListPage() {
    // A navigation re-renders the list, which then loads its code and shows its progress (ADR 0151).
    useNavigation();
    // The loader's own answer: plain data, the same after serialisation.
    const loaded = useLoaderData() as D;
    return (
      <section className="mx-auto w-full max-w-7xl px-4 py-8">
        <Head data={loaded} />
        {/* At once where the browser renders the list differently: prices hidden by a kit link (browser only). */}
        <OnDemandBoundary code={List} wantNow={() => getCartStore().hidePrices}>
          <List data={loaded} />
        </OnDemandBoundary>
      </section>
    );
  }
  return {
    loader: async (args: LoaderFunctionArgs): Promise<D> => (await Promise.all([data(storefront, args), List.preload()]))[0],
    Component: ListPage,
  };
}
