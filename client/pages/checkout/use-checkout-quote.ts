import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { OrderLineInput } from '../../../shared/schemas/checkout.ts';
import { QuoteAnswerSchema, type Quote } from '../../../shared/schemas/orders.ts';
import { ApiError } from '../../api/api-client.ts';
import { browserApi } from '../../api/browser-api.ts';
import { clearGiftCard } from '../../state/gift-card-store.ts';
import { useToast } from '../../toast/use-toast.ts';

/** The server refused the gift card code (errors.gift_card_code in a 400 answer). */
export function isGiftCardError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors;
  return Boolean(errors && 'gift_card_code' in errors);
}

export type QuoteState = { quote: Quote | null; loading: boolean; error: string | null };

/**
 * The server's prices for the cart (POST …/checkout/quote), asked again whenever the lines or
 * the gift card change, and after `refresh()` (a refused order). A gift card the server refuses
 * clears the gift card state (docs/product.md §8) and the cart is priced without it. `initial`: the
 * quote the server rendered the page with (from the cart cookie), shown until the browser's own.
 */
export function useCheckoutQuote(
  storefrontId: number,
  lines: readonly OrderLineInput[] | null,
  giftCardCode: string | null,
  initial: { quote: Quote | null; error: string | null } = { quote: null, error: null },
) {
  const { _ } = useLingui();
  const toast = useToast();
  const [state, setState] = useState<QuoteState>({ quote: initial.quote, loading: initial.quote === null && initial.error === null, error: initial.error });
  const [round, setRound] = useState(0);
  const key = lines ? JSON.stringify([lines, giftCardCode]) : null;

  useEffect(() => {
    if (key === null) return;
    const [items, code] = JSON.parse(key) as [OrderLineInput[], string | null];
    if (items.length === 0) return setState({ quote: null, loading: false, error: null });
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    browserApi
      .send('POST', `/storefronts/${storefrontId}/checkout/quote`, QuoteAnswerSchema, { items, gift_card_code: code })
      .then((answer) => current && setState({ quote: answer.data, loading: false, error: null }))
      .catch((error: unknown) => {
        if (!current) return;
        const message = error instanceof ApiError ? error.message : _('Server error. Please try again later.');
        if (code && isGiftCardError(error)) {
          clearGiftCard();
          toast({ severity: 'error', summary: message });
          return;
        }
        setState({ quote: null, loading: false, error: message });
      });
    return () => {
      current = false;
    };
  }, [key, round, storefrontId, toast, _]);

  return { ...state, refresh: () => setRound((n) => n + 1) };
}
