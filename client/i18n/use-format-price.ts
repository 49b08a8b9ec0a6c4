import { useLingui } from '@lingui/react';
import { formatPrice } from '../../shared/money.ts';

/** Prices in the page's language's number format, in US dollars (docs/product.md §9). */
export function useFormatPrice(): (minor: number) => string {
  const { i18n } = useLingui();
  return (minor) => formatPrice(minor, i18n.locale);
}
