import { useEffect, useState } from 'react';
import type { KitCartRules } from '../../../shared/kits/kit-cart-rules.ts';

type KitLink = { token: string; userToken: string } | null;

/** The fields the cart's kit rules read, checked by hand (no schema library in the cart's chunk). */
function rulesOf(body: unknown): KitCartRules | null {
  const data = (body as { data?: { amount?: unknown; products?: unknown } } | null)?.data;
  if (typeof data?.amount !== 'number' || !Array.isArray(data.products)) return null;
  const products: KitCartRules['products'][number][] = [];
  for (const product of data.products as { id?: unknown; name?: unknown; product_kit_product?: { required?: unknown; quantity?: unknown } }[]) {
    const pivot = product.product_kit_product;
    if (typeof product.id !== 'number' || typeof product.name !== 'string' || typeof pivot?.required !== 'boolean' || typeof pivot.quantity !== 'number') return null;
    products.push({ id: product.id, name: product.name, product_kit_product: { required: pivot.required, quantity: pivot.quantity } });
  }
  return { amount: data.amount, products };
}

/**
 * In gifting mode, the kit's rules for the cart (docs/product.md §4; ADR 0255): its amount and
 * products, looked up by the cart's kit link. Null outside gifting mode or until known (then the
 * order's own check still stands).
 */
export function useKitRules(storefrontId: number, link: KitLink): KitCartRules | null {
  const [rules, setRules] = useState<{ key: string; rules: KitCartRules } | null>(null);
  const key = link ? `${link.token}.${link.userToken}` : '';
  useEffect(() => {
    if (!link) return;
    let live = true;
    const url = `/api/storefronts/${storefrontId}/product-kits/token/${encodeURIComponent(link.token)}?${new URLSearchParams({ user_token: link.userToken })}`;
    void fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const found = rulesOf(body);
        if (live && found) setRules({ key, rules: found });
      })
      .catch((error: unknown) => console.error('Kit rules not loaded', error));
    return () => {
      live = false;
    };
    // The link's tokens are its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storefrontId, key]);
  return rules && rules.key === key ? rules.rules : null;
}
