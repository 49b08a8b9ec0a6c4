import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PlaceOrderInput } from '../../../shared/schemas/checkout.ts';
import { PlacedOrderAnswerSchema, type LineProblem } from '../../../shared/schemas/orders.ts';
import { ApiError } from '../../api/api-client.ts';
import { browserApi } from '../../api/browser-api.ts';
import { clearCart } from '../../state/cart-actions.ts';
import { getGiftCardStore, lookUpGiftCard } from '../../state/gift-card-store.ts';
import { useToast } from '../../toast/use-toast.ts';
import { clearCheckoutDraft } from './checkout-draft.ts';
import { isGiftCardError } from './use-checkout-quote.ts';

type Submission = Omit<PlaceOrderInput, 'idempotency_key'>;
export type PlaceOrderErrors = { fields: Record<string, string>; problems: LineProblem[] };

/**
 * Places the order. One idempotency key per distinct submission: a double click or a retry of
 * the same order sends the same key (one order), a changed cart or address a new one. Success
 * clears the cart and goes to the confirmation (or to the payment page when there is one).
 */
export function usePlaceOrder(storefrontId: number, onRefused: () => void) {
  const { _ } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<PlaceOrderErrors>({ fields: {}, problems: [] });
  const key = useRef<{ body: string; key: string } | null>(null);

  async function place(submission: Submission): Promise<void> {
    const body = JSON.stringify(submission);
    if (key.current?.body !== body) key.current = { body, key: crypto.randomUUID() };
    setBusy(true);
    try {
      const answer = await browserApi.send('POST', `/storefronts/${storefrontId}/orders`, PlacedOrderAnswerSchema, {
        ...submission,
        idempotency_key: key.current.key,
      });
      clearCheckoutDraft();
      // The card paid part of the order: show its new balance.
      const giftCard = getGiftCardStore();
      if (giftCard.code) void lookUpGiftCard(storefrontId, giftCard.code);
      if (answer.data.redirect_url) {
        clearCart();
        window.location.assign(answer.data.redirect_url);
        return;
      }
      // Leave first, then empty the cart: the checkout never flashes an empty cart.
      await navigate(`/order-confirmation/${answer.data.uuid}`, { replace: true });
      clearCart();
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) {
        toast({ severity: 'error', summary: _('Server error. Please try again later.') });
        return;
      }
      const answer = (error.body ?? {}) as { errors?: Record<string, string[]>; problems?: LineProblem[] };
      const fields: Record<string, string> = {};
      for (const [path, messages] of Object.entries(answer.errors ?? {})) {
        if (messages[0]) fields[path.replace(/^shipping_address\./, '')] = messages[0];
      }
      setErrors({ fields, problems: answer.problems ?? [] });
      toast({ severity: 'error', summary: error.message });
      if (isGiftCardError(error) || error.status === 409) onRefused();
      return;
    }
  }

  return { place, busy, errors, clearFieldError: (field: string) => setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: '' } })) };
}
