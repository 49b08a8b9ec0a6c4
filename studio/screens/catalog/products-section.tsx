import { useLingui } from '@lingui/react';
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import type { ListedProduct } from '../../api/answers.ts';
import { listProducts } from '../../api/catalog-api.ts';
import { Button } from '../../components/button.tsx';
import { INPUT_CLASS } from '../../components/fields.tsx';
import { Notice } from '../../components/notice.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { formatMoney } from '../orders/order-labels.ts';
import { ProductStock } from './product-stock.tsx';

/**
 * The store's products (GET …/products), 25 at a time, searched by name or slug; each with its
 * sizes' stock and price editable in place. `refresh` changes after an import, to list it anew.
 */
export function ProductsSection({ storeId, refresh }: { storeId: number; refresh: number }) {
  const { _, i18n } = useLingui();
  const headingId = useId();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [products, setProducts] = useState<ListedProduct[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = async (search: string, after: string | null, signal?: AbortSignal) => {
    setLoading(true);
    setError(null);
    try {
      const page = await listProducts(storeId, search, after, signal);
      setProducts((current) => (after && current ? [...current, ...page.data] : page.data));
      setCursor(page.next_cursor);
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setError(failure instanceof Error ? failure.message : _('Something went wrong. Try again.'));
    } finally {
      setLoading(false);
    }
  };
  // The list loads again when the store, the search or the refresh counter changes, with the
  // latest `load`; an effect event keeps `load` itself out of the dependencies.
  const loadFirstPage = useEffectEvent((search: string, signal: AbortSignal) => load(search, null, signal));
  useEffect(() => {
    const controller = new AbortController();
    void loadFirstPage(q, controller.signal);
    return () => controller.abort();
  }, [storeId, q, refresh]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === q) void load(q, null);
    else setQ(typed.trim());
  };
  const statusName = (status: string) => ({ published: _('On sale'), archived: _('Archived') })[status] ?? status;

  return (
    <section aria-labelledby={headingId} className="mt-6 space-y-3 rounded-lg border border-gray-200 bg-white p-3 sm:p-4">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {_('Products')}
      </h2>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 grow">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-gray-900">
            {_('Search products')}
          </label>
          <input id={searchId} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} className={INPUT_CLASS} placeholder={_('Name or slug')} />
        </div>
        <Button type="submit" busy={loading && products === null}>
          {_('Search')}
        </Button>
      </form>
      {error && (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      )}
      {products === null && loading && (
        <p className="flex items-center gap-2 text-sm text-gray-800">
          <Spinner /> {_('Loading the products…')}
        </p>
      )}
      {products?.length === 0 && <p className="text-sm text-gray-800">{q ? _('No product matches “{q}”.', { q }) : _('This store has no products yet.')}</p>}
      {products && products.length > 0 && (
        <ul className="space-y-3" aria-label={_('Products')}>
          {products.map((product) => (
            <li key={product.slug} className="rounded-md border border-gray-200 p-3">
              <h3 className="font-semibold break-words text-gray-900">{product.name}</h3>
              <p className="mb-2 text-sm text-gray-800">
                <span className="font-mono text-xs">{product.slug}</span> · {statusName(product.status)} · {formatMoney(product.price, i18n.locale)}
              </p>
              <ProductStock storeId={storeId} product={product} onSaved={(next) => setProducts((current) => current?.map((each) => (each.slug === next.slug ? next : each)) ?? null)} />
            </li>
          ))}
        </ul>
      )}
      {cursor && (
        <Button onClick={() => void load(q, cursor)} busy={loading}>
          {_('Show more products')}
        </Button>
      )}
    </section>
  );
}
