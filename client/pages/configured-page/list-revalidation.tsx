import { useEffect } from 'react';
import { ProductListAnswerSchema, type ProductPage } from '../../../shared/catalog/product-list-answer.ts';
import { cappedPage, widgetQuery, type WidgetChoice, type WidgetSettings } from '../../../shared/catalog/widget-settings.ts';
import { readApi, readKey, useSeededRead } from '../../api/seeded-read.ts';

/**
 * Keeps a PRODUCTS_LIST section's shown page fresh through SWR (docs/decisions/0104): seeded with
 * the page the route's loader brought (no request when it mounts), revalidated when the tab
 * regains focus or the network returns, one request for sections that show the same list.
 * Renders nothing: the section shows what `onPage` reports for `choiceKey`. Its own chunk,
 * loaded on the shopper's first interaction, so SWR is never part of a page's first load.
 */
export default function ListRevalidation({
  storefrontId,
  settings,
  choice,
  choiceKey,
  seed,
  onPage,
}: {
  storefrontId: number;
  settings: WidgetSettings;
  choice: WidgetChoice;
  choiceKey: string;
  seed: ProductPage;
  onPage: (choiceKey: string, page: ProductPage) => void;
}) {
  const path = `/storefronts/${storefrontId}/storefront-products`;
  const query = widgetQuery(settings, choice);
  const page = useSeededRead<ProductPage>(
    readKey(path, query),
    () => readApi(path, ProductListAnswerSchema, query).then((answer) => cappedPage(settings, answer.data)),
    seed,
  );
  useEffect(() => {
    if (page && page !== seed) onPage(choiceKey, page);
  }, [page, seed, choiceKey, onPage]);
  return null;
}
