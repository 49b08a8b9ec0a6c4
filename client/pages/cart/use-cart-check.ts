import { useEffect, useState } from 'react';
import { unorderableLineIds } from '../../../shared/orders/cart-order-lines.ts';
import { lineStockLimits, type LineStock } from '../../../shared/orders/cart-stock.ts';
import type { CartItem } from '../../../shared/cart.ts';
import { browserApi } from '../../api/browser-api.ts';
import type { CartCheckSeed } from '../../app/server-actions.ts';

export type CartCheck = {
  /** Ids of lines that cannot be ordered. */
  inactive: Set<string>;
  /** Each line's stock limit (lines of unknown stock and gift cards have none). */
  stock: Map<string, LineStock>;
};

const sortedIds = (ids: readonly (number | null | undefined)[]) => [...new Set(ids.filter((id): id is number => id != null))].sort((a, b) => a - b).join(',');

/**
 * The variant check for the cart (docs/product.md §2, §4, §8), run when the cart opens and when its
 * variants or sizes change: inactive lines, and the stock of each size so a line can be capped
 * or warned about (issue 13). A failure is logged and marks nothing. Lines without a variant
 * are inactive without asking. `seed`: the server's answer for the cart it rendered (the page
 * hydrates with it, then asks again).
 */
export function useCartCheck(storefrontId: number, items: readonly CartItem[] | null, seed?: CartCheckSeed): CartCheck {
  const [answer, setAnswer] = useState<{ inactive: ReadonlySet<number>; stock: ReadonlyMap<number, number> }>(() => ({
    inactive: new Set(seed?.inactive),
    stock: new Map(seed?.stock),
  }));
  const variantKey = sortedIds((items ?? []).map((item) => item.product_variant_id));
  const sizeKey = sortedIds((items ?? []).filter((item) => !item.is_gift_card).map((item) => item.product_size_id));
  useEffect(() => {
    if (!variantKey) return;
    let current = true;
    const ids = (key: string) => (key ? key.split(',').map(Number) : []);
    // The answer's schema loads with the check (valibot is not part of the page's first load, ADR 0149).
    import('../../../shared/schemas/variant-check.ts')
      .then(({ VariantCheckAnswerSchema }) =>
        browserApi.send('POST', `/storefronts/${storefrontId}/product-variants/check`, VariantCheckAnswerSchema, { product_variant_ids: ids(variantKey), product_size_ids: ids(sizeKey) }),
      )
      .then((result) => {
        if (!current) return;
        setAnswer({
          inactive: new Set(result.data.inactive_product_variants),
          stock: new Map(result.data.size_stock.map((size) => [size.product_size_id, size.quantity])),
        });
      })
      .catch((error: unknown) => console.error('Variant check failed', error));
    return () => {
      current = false;
    };
  }, [storefrontId, variantKey, sizeKey]);
  const inactive = new Set(unorderableLineIds(items ?? []));
  for (const item of items ?? []) if (item.product_variant_id != null && answer.inactive.has(item.product_variant_id)) inactive.add(item.id);
  return { inactive, stock: lineStockLimits(items ?? [], answer.stock) };
}
