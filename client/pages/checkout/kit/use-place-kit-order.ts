import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { kitConfirmationHref, type KitTokens } from '../../../../shared/kits/kit-links.ts';
import type { OrderLineInput, ShippingAddressInput } from '../../../../shared/schemas/checkout.ts';
import { KitOrderPlacedAnswerSchema } from '../../../../shared/schemas/kit-order.ts';
import { ApiError } from '../../../api/api-client.ts';
import { browserApi } from '../../../api/browser-api.ts';
import { leaveKit } from '../../../state/kit-session.ts';
import { kitOrderRefusal, type KitOrderRefusal } from '../../../../shared/orders/order-refusal.ts';

type Submission = { email: string; shipping_address: ShippingAddressInput; items: OrderLineInput[] };
/** Nothing refused (yet). */
const NO_REFUSAL: KitOrderRefusal = { fields: {}, message: null, problems: [], alreadyOrdered: false };

/**
 * Places a kit link's order (POST …/product-kits/token/{token}/orders; docs/decisions/0080): one
 * idempotency key per distinct submission, so a double click is one order. Success goes to the
 * gift's confirmation and leaves gifting mode.
 */
export function usePlaceKitOrder(storefrontId: number, tokens: KitTokens) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<KitOrderRefusal>(NO_REFUSAL);
  const key = useRef<{ body: string; key: string } | null>(null);

  async function place(submission: Submission): Promise<void> {
    const body = JSON.stringify(submission);
    if (key.current?.body !== body) key.current = { body, key: crypto.randomUUID() };
    setBusy(true);
    setRefusal(NO_REFUSAL);
    try {
      await browserApi.send('POST', `/storefronts/${storefrontId}/product-kits/token/${encodeURIComponent(tokens.token)}/orders`, KitOrderPlacedAnswerSchema, {
        ...submission,
        user_token: tokens.userToken,
        idempotency_key: key.current.key,
      });
      // Leave first, then empty the cart: the checkout never flashes an empty selection.
      await navigate(kitConfirmationHref(tokens), { replace: true });
      leaveKit(tokens);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) {
        setRefusal({ ...NO_REFUSAL, message: _('Server error. Please try again later.') });
        return;
      }
      setRefusal(kitOrderRefusal(error));
    }
  }

  return { place, busy, refusal };
}
