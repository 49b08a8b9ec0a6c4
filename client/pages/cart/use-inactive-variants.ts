import { useEffect, useState } from 'react';
import { unorderableLineIds } from '../../../shared/orders/cart-order-lines.ts';
import type { CartItem } from '../../../shared/cart.ts';
import { VariantCheckAnswerSchema } from '../../../shared/schemas/variant-check.ts';
import { browserApi } from '../../api/browser-api.ts';

/**
 * Ids of cart lines that cannot be ordered (spec sections 2, 4, 8): the variant check runs when
 * the cart opens (and when its variants change); a failure is logged and marks nothing inactive.
 * Lines without a variant are inactive without asking.
 */
export function useInactiveLines(storefrontId: number, items: readonly CartItem[] | null): Set<string> {
  const [inactiveVariants, setInactiveVariants] = useState<ReadonlySet<number>>(new Set());
  const variantIds = [...new Set((items ?? []).map((item) => item.product_variant_id).filter((id): id is number => id != null))].sort((a, b) => a - b);
  const key = variantIds.join(',');
  useEffect(() => {
    if (!key) return;
    let current = true;
    browserApi
      .send('POST', `/storefronts/${storefrontId}/product-variants/check`, VariantCheckAnswerSchema, { product_variant_ids: key.split(',').map(Number) })
      .then((answer) => current && setInactiveVariants(new Set(answer.data.inactive_product_variants)))
      .catch((error: unknown) => console.error('Variant check failed', error));
    return () => {
      current = false;
    };
  }, [storefrontId, key]);
  const inactive = new Set(unorderableLineIds(items ?? []));
  for (const item of items ?? []) if (item.product_variant_id != null && inactiveVariants.has(item.product_variant_id)) inactive.add(item.id);
  return inactive;
}
