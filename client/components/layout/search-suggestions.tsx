import { useLingui } from '@lingui/react';
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { cardImage } from '../../../shared/catalog/card-image.ts';
import { ProductListAnswerSchema, type ProductListItem } from '../../../shared/catalog/product-list-answer.ts';
import { useFormatPrice } from '../../i18n/use-format-price.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { usePricesHidden } from '../../state/use-prices-hidden.ts';
import { readApi, readKey } from '../../api/seeded-read.ts';

/** docs/product.md §5/§9: 300 ms debounce, 10 results by name ascending. */
const DEBOUNCE_MS = 300;
const RESULTS = 10;
const NO_RESULTS: ProductListItem[] = [];

export type SuggestionKeys = (event: KeyboardEvent<HTMLInputElement>) => boolean;

/**
 * The suggestion list of the top-bar search, loaded when the box is first used. It handles the
 * combobox keys through `keys` and reports the input's ARIA state through `onAria`.
 */
export default function SearchSuggestions({
  text,
  listId,
  open,
  onOpen,
  keys,
  onAria,
  onChosen,
}: {
  text: string;
  listId: string;
  open: boolean;
  onOpen: (open: boolean) => void;
  keys: RefObject<SuggestionKeys | null>;
  onAria: (aria: { expanded: boolean; active: string | undefined }) => void;
  onChosen: () => void;
}) {
  const { _ } = useLingui();
  const formatPrice = useFormatPrice();
  const storefront = useStorefront();
  const navigate = useNavigate();
  const hidePrices = usePricesHidden();
  const [active, setActive] = useState(-1);
  // The term asked for: the trimmed text, 300 ms after typing stops (an empty term at once).
  const [term, setTerm] = useState('');
  useEffect(() => {
    const next = text.trim();
    if (!next) {
      setTerm('');
      return;
    }
    const timer = setTimeout(() => setTerm(next), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // One request per term (cached for a minute), never for an empty term; a failure empties the
  // list silently (docs/product.md §8).
  const path = `/storefronts/${storefront.id}/storefront-products`;
  const query = { global_filter: term, sort_field: 'name', sort_order: 'asc', rows: RESULTS, page: 1, relations: ['productThumbnail'] };
  const { data, error } = useSWR(term ? readKey(path, query) : null, () => readApi(path, ProductListAnswerSchema, query).then((answer) => answer.data.data), {
    dedupingInterval: 60_000,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
  const results: ProductListItem[] = !term || error ? NO_RESULTS : (data ?? NO_RESULTS);
  useEffect(() => setActive(-1), [results]);

  const expanded = open && results.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;
  useEffect(() => {
    onAria({ expanded, active: expanded && active >= 0 ? optionId(active) : undefined });
  });

  const choose = (product: ProductListItem) => {
    setTerm('');
    onChosen();
    navigate(`/products/${encodeURIComponent(product.slug)}`);
  };

  keys.current = (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return false;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      onOpen(true);
      setActive((current) => (expanded ? (current + step + results.length) % results.length : step > 0 ? 0 : results.length - 1));
      return true;
    }
    if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(results[active]!);
      return true;
    }
    if (event.key === 'Escape' && expanded) {
      // Close the list only: a search input would also clear itself on Escape.
      event.preventDefault();
      onOpen(false);
      return true;
    }
    return false;
  };

  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={_('Search suggestions')}
      hidden={!expanded}
      className="absolute left-0 right-0 top-full z-40 mt-1 max-h-96 overflow-y-auto rounded-md border border-gray-200 bg-white py-1 text-gray-900 shadow-lg"
    >
      {results.map((product, index) => (
        <li
          key={product.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          // Keep focus in the input, so the click lands before blur closes the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(product)}
          onMouseEnter={() => setActive(index)}
          className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? 'bg-gray-100' : ''}`}
        >
          <img src={cardImage(product)} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded object-cover" />
          <span className="min-w-0 flex-1 truncate">{product.name}</span>
          {!hidePrices && <span className="shrink-0 font-medium">{formatPrice(product.final_price)}</span>}
        </li>
      ))}
    </ul>
  );
}
