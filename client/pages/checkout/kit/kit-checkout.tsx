import { useLingui } from '@lingui/react';
import { useEffect, useMemo, useState } from 'react';
import { useActionData, useLoaderData, useSearchParams } from 'react-router';
import { PlainLink } from '../../../components/ui/plain-link.tsx';
import { kitConfirmationHref, kitHref, kitTokensFrom, type KitTokens } from '../../../../shared/kits/kit-links.ts';
import { useFormatPrice } from '../../../i18n/use-format-price.ts';
import { itemLabel } from '../../../../shared/orders/price-lines.ts';
import { orderLinesFromCart } from '../../../../shared/orders/cart-order-lines.ts';
import type { CheckoutFormSchema, ShippingAddressInput } from '../../../../shared/schemas/checkout.ts';
import { useStorefront } from '../../../app/storefront-context.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { usePricesHidden } from '../../../state/use-prices-hidden.ts';
import { useSchemaForm } from '../../account/form/use-schema-form.ts';
import { useBrowserCart } from '../../cart/use-browser-cart.ts';
import { CheckoutFields } from '../address-fields.tsx';
import { emptyCheckoutValues, type CheckoutValues } from '../checkout-draft.ts';
import { usePlaceKitOrder } from './use-place-kit-order.ts';
import type { CheckoutData, KitCheckoutAnswer, KitCheckoutSeed } from '../../../app/server-actions.ts';
import { getCartStore } from '../../../state/cart-store.ts';
import { setGiftToken } from '../../../state/cart-actions.ts';
import type { CartItem } from '../../../../shared/cart.ts';

/** The form's rules, loaded on its first use (docs/decisions/0149-form-rules-on-first-use.md). */
const loadCheckoutSchema = async (): Promise<typeof CheckoutFormSchema> => (await import('../../../../shared/schemas/checkout.ts')).CheckoutFormSchema;

function Frame({ children }: { children: React.ReactNode }) {
  const { _ } = useLingui();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={_('Checkout')} />
      <meta name="robots" content="noindex" />
      <h1 className="mb-6 text-3xl font-bold">{_('Checkout')}</h1>
      {children}
    </div>
  );
}

/**
 * The selection to check out: the server's (the cart's cookie, ADR 0293) while the page hydrates
 * and until the stored cart is compared with it, then the browser's stored cart. Null while
 * neither is known (a client navigation, before the stored cart is read).
 */
function useKitSelection(tokens: KitTokens, seed: Extract<KitCheckoutSeed, { status: 'loaded' }> | null): { items: readonly CartItem[]; hidePrices: boolean; ours: boolean } | null {
  const cart = useBrowserCart();
  const [settled, setSettled] = useState(seed === null);
  useEffect(() => {
    if (!seed) return;
    let current = true;
    void import('../../kit/settle-selection.ts')
      .then(({ settleSelection }) => settleSelection(seed, getCartStore().items, () => setGiftToken(tokens.token, tokens.userToken, seed.hidePrices)))
      .catch((error: unknown) => console.error('Kit selection not compared', error))
      .finally(() => current && setSettled(true));
    return () => {
      current = false;
    };
  }, [seed, tokens]);
  if (settled && cart) return { items: cart.items, hidePrices: cart.hidePrices, ours: cart.giftingToken === tokens.token && cart.giftingUserToken === tokens.userToken };
  return seed && !settled ? { items: seed.items, hidePrices: seed.hidePrices, ours: true } : null;
}

/** The kit's checkout with the cart of this kit: the recipient's e-mail and shipping address, no payment. */
function KitCheckoutForm({ tokens, seed, pageKey }: { tokens: KitTokens; seed: Extract<KitCheckoutSeed, { status: 'loaded' }> | null; pageKey: string }) {
  const { _ } = useLingui();
  const formatPrice = useFormatPrice();
  const storefront = useStorefront();
  const cart = useKitSelection(tokens, seed);
  const pricesHidden = usePricesHidden();
  const posted = useActionData<KitCheckoutAnswer | undefined>();
  const { place, busy, refusal } = usePlaceKitOrder(storefront.id, tokens);
  const initial = useMemo(() => ({ ...emptyCheckoutValues(''), ...(posted?.values as Partial<CheckoutValues> | undefined) }), [posted]);
  // The fields the API refused (with JavaScript), else those of a post without it.
  const fieldAnswer = useMemo(() => (Object.keys(refusal.fields).length > 0 ? { fieldMessages: refusal.fields } : posted), [refusal, posted]);
  const form = useSchemaForm(loadCheckoutSchema, initial, _, { answer: fieldAnswer });
  const answer = refusal.message || refusal.problems.length > 0 ? refusal : posted ? { message: posted.message && _(posted.message), problems: posted.problems, alreadyOrdered: posted.alreadyOrdered } : null;

  if (!cart) {
    return (
      <p role="status" className="text-gray-700">
        {_('Loading your order summary…')}
      </p>
    );
  }
  if (!cart.ours || cart.items.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p>{_('Your gift selection is empty.')}</p>
        <PlainLink href={kitHref(tokens)} className="rounded-md bg-brand px-5 py-2.5 font-semibold text-brand-contrast hover:opacity-90">
          {_('Back to your gift')}
        </PlainLink>
      </div>
    );
  }
  const hidden = pricesHidden || cart.hidePrices;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      {/* Posts to this URL's route action (worker/ssr/page-actions/kit-checkout.ts) without JavaScript or before the form's rules are there. */}
      <form
        method="post"
        aria-busy={busy}
        {...form.props({
          valid: (event, output) => {
            event.preventDefault();
            const { email, ...address } = output as CheckoutValues;
            void place({ email, shipping_address: address as ShippingAddressInput, items: orderLinesFromCart(cart.items) });
          },
        })}
        className="flex flex-col gap-8"
      >
        <input type="hidden" name="idempotency_key" value={pageKey} />
        <CheckoutFields form={form} />
        <p className="rounded-md bg-gray-50 p-3 text-sm text-gray-800">{_('Your gift is paid by the sender: there is nothing to pay.')}</p>
        {seed && seed.missing.length > 0 && (
          // The server's selection lacks a required product (the kit page's leave guard says so with JavaScript).
          <div role="alert" className="flex flex-col gap-1 rounded-md bg-red-50 p-3 text-sm text-red-800">
            <p className="font-semibold">{_('You cant leave this page untill you add all the required products')}</p>
            <p>{_('Still missing:')}</p>
            <ul className="list-disc pl-5">
              {seed.missing.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
            <PlainLink href={kitHref(tokens)} className="font-semibold underline">
              {_('Back to your gift')}
            </PlainLink>
          </div>
        )}
        {answer && (answer.message || answer.problems.length > 0) && (
          <div role="alert" className="flex flex-col gap-1 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {answer.message && <p>{answer.message}</p>}
            {answer.problems.length > 0 && (
              <ul className="list-disc pl-5">
                {answer.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
            <PlainLink href={answer.alreadyOrdered ? kitConfirmationHref(tokens) : kitHref(tokens)} className="font-semibold underline">
              {answer.alreadyOrdered ? _('View your gift order') : _('Back to your gift')}
            </PlainLink>
          </div>
        )}
        <button
          type="submit"
          disabled={busy}
          className="h-12 w-full rounded-md bg-brand px-4 font-semibold text-brand-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto sm:px-10"
        >
          {busy ? _('Placing your order…') : _('Place Order')}
        </button>
      </form>
      <section aria-labelledby="kit-summary" className="flex h-fit flex-col gap-3 rounded-lg border border-gray-200 p-4">
        <h2 id="kit-summary" className="text-lg font-semibold">
          {_('Your gift')}
        </h2>
        <ul className="flex flex-col gap-2 text-sm">
          {cart.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-4">
              <span>
                {item.quantity} × {itemLabel(item.name, item.color ?? null, item.size ?? null)}
              </span>
              {!hidden && <span>{formatPrice(item.price * item.quantity)}</span>}
            </li>
          ))}
        </ul>
        <PlainLink href={kitHref(tokens)} className="text-sm font-semibold underline">
          {_('Change your selection')}
        </PlainLink>
      </section>
    </div>
  );
}

/**
 * /checkout?token=…&user_token=… — a gifting kit's checkout (docs/decisions/0081-gifting-mode.md):
 * no account (the tokens authorise it), a shipping address, no payment step; the order is
 * checked on the server. The server renders the selection of the cart's cookie and places the
 * order from it when the form is posted without JavaScript (ADR 0293).
 */
export default function KitCheckout() {
  const { _ } = useLingui();
  const [search] = useSearchParams();
  const tokens = kitTokensFrom(search);
  const loaded = useLoaderData<CheckoutData>();
  const seed = loaded.kit;
  return (
    <Frame>
      {tokens && seed?.status !== 'error' ? (
        <KitCheckoutForm tokens={tokens} seed={seed?.status === 'loaded' ? seed : null} pageKey={loaded.key} />
      ) : (
        <p role="alert">{_('There was an error loading the kit. Please try again later.')}</p>
      )}
    </Frame>
  );
}
