import { useLingui } from '@lingui/react';
import { useEffect, useMemo, useRef } from 'react';
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import { kitTokensFrom } from '../../../shared/kits/kit-links.ts';
import { orderLinesFromCart } from '../../../shared/orders/cart-order-lines.ts';
import type { CheckoutFormSchema, ContactFormSchema } from '../../../shared/schemas/checkout.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { serverActions, type CheckoutData } from '../../app/server-actions.ts';
import { useCurrentUser } from '../../app/session-context.tsx';
import { useStorefront } from '../../app/storefront-context.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { useGiftCard } from '../../state/use-gift-card.ts';
import { usePricesHidden } from '../../state/use-prices-hidden.ts';
import { useSchemaForm } from '../account/form/use-schema-form.ts';
import { GiftCardCodeForm } from '../cart/gift-card-code-form.tsx';
import { useBrowserCart } from '../cart/use-browser-cart.ts';
import { CheckoutFields } from './address-fields.tsx';
import type { CheckoutAnswer } from './checkout-action.ts';
import { emptyCheckoutValues, readCheckoutDraft, saveCheckoutDraft, type CheckoutValues } from './checkout-draft.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import KitCheckout from './kit/kit-checkout.tsx';
import { useCheckoutQuote } from './use-checkout-quote.ts';

const FORM_ID = 'checkout-form';

/** The form's action (browser and server, docs/decisions/0123), imported when the form is posted (ADR 0149). */
export const actionFor = (storefront: PublicStorefront) => async (args: ActionFunctionArgs) => {
  // A kit link's Place Order posted without JavaScript (the server's only; ADR 0293).
  const tokens = typeof window === 'undefined' ? kitTokensFrom(new URL(args.request.url).searchParams) : null;
  if (tokens) return serverActions().kitCheckout(storefront, args, tokens);
  return (await import('./checkout-action.ts')).checkoutAction(storefront)(args);
};

/** The form's rules, loaded on its first use (ADR 0149): with a parcel to ship, or the e-mail alone. */
const loadCheckoutSchema = async (): Promise<typeof CheckoutFormSchema> => (await import('../../../shared/schemas/checkout.ts')).CheckoutFormSchema;
const loadContactSchema = async (): Promise<typeof ContactFormSchema> => (await import('../../../shared/schemas/checkout.ts')).ContactFormSchema;

/**
 * /checkout (docs/product.md §2, lazy; the route's loader is the access guard): contact e-mail,
 * shipping address, shipping per parcel, the gift card and the server's order summary. The
 * address is a real form posting to the route's action (ADR 0123): without JavaScript the
 * server places the order from the cart cookie; with it the same action runs in the browser.
 */
function CartCheckoutPage() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const user = useCurrentUser();
  const loaded = useLoaderData<CheckoutData>();
  const answer = useActionData<CheckoutAnswer>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';

  // While the placed order's confirmation loads, the page keeps showing the cart it ordered
  // (the action already emptied the stored one).
  const liveCart = useBrowserCart();
  const shownCart = useRef(liveCart);
  if (navigation.state === 'idle' || liveCart?.items.length) shownCart.current = liveCart;
  const cart = shownCart.current;

  // The server rendered the gift card of the cart's cookie (ADR 0123): the page hydrates with it.
  const serverCard = loaded.quote?.gift_card;
  const giftCard = useGiftCard(storefront.id, serverCard ? { code: serverCard.code, balance: serverCard.balance } : undefined);
  const pricesHidden = usePricesHidden();
  const lines = useMemo(() => (cart ? orderLinesFromCart(cart.items) : null), [cart]);
  const quoteState = useCheckoutQuote(storefront.id, lines, giftCard.code, { quote: loaded.quote, error: loaded.quoteError });
  const quote = quoteState.quote;
  const ships = quote ? quote.lines.some((line) => !line.is_gift_card) : true;

  // A refused order (stock, gift card, a total that changed) is priced again so the summary says what changed.
  const { refresh } = quoteState;
  useEffect(() => {
    if (answer && (answer.problems.length > 0 || answer.fieldErrors.gift_card_code || answer.total !== undefined)) refresh();
    // Only a new answer asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const initial = useMemo(() => ({ ...emptyCheckoutValues(user?.email ?? ''), ...(answer?.values as Partial<CheckoutValues> | undefined) }), [user?.email, answer]);
  const form = useSchemaForm<typeof CheckoutFormSchema | typeof ContactFormSchema, CheckoutValues>(ships ? loadCheckoutSchema : loadContactSchema, initial, _, { answer });
  const { values, set } = form;

  // What was typed before (this tab) comes back; what is typed now — even before hydration,
  // which useSchemaForm reads from the inputs — is kept.
  const { formRef } = form;
  const userEmail = user?.email ?? '';
  useEffect(() => {
    const empty = emptyCheckoutValues(userEmail);
    for (const [field, value] of Object.entries(readCheckoutDraft())) {
      const input = formRef.current?.elements.namedItem(field);
      const typed = input instanceof HTMLInputElement || input instanceof HTMLSelectElement ? input.value : '';
      if (typed && typed !== empty[field as keyof CheckoutValues]) continue;
      set(field as keyof CheckoutValues, value);
    }
  }, [set, formRef, userEmail]);
  useEffect(() => saveCheckoutDraft(values), [values]);

  const problems = quote?.problems.length ? quote.problems : (answer?.problems ?? []);
  const messages = answer ? (answer.messages ?? [_('Server error. Please try again later.')]) : [];

  const empty = cart ? cart.items.length === 0 : loaded.lines !== null && loaded.lines.length === 0;
  if (empty) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <PageTitle title={_('Checkout')} />
        <h1 className="mb-4 text-3xl font-bold">{_('Checkout')}</h1>
        <p className="mb-4">{loaded.cartTooLarge && !cart ? _('This cart is too large to check out without JavaScript. Please turn JavaScript on.') : _('Your cart is empty.')}</p>
        <PlainLink href="/products" className="rounded-md bg-brand px-5 py-2.5 font-semibold text-brand-contrast hover:opacity-90">
          {_('Continue Shopping')}
        </PlainLink>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={_('Checkout')} />
      <h1 className="mb-6 text-3xl font-bold">{_('Checkout')}</h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="flex flex-col gap-8">
          {/* The gift card has a form of its own below; the Place Order button joins this one by id. */}
          <Form
            method="post"
            id={FORM_ID}
            reloadDocument={!form.ready}
            aria-busy={busy}
            // A valid form is not sent while the summary is missing or has problems.
            {...form.props({
              valid: (event) => {
                if (!quote || problems.length > 0) event.preventDefault();
              },
            })}
            className="flex flex-col gap-8"
          >
            <input type="hidden" name="idempotency_key" value={loaded.key} />
            {/* The total the summary shows: the order is placed only at that total (ADR 0174). */}
            <input type="hidden" name="expected_total" value={quote ? String(quote.total) : ''} />
            {messages.length > 0 && (
              <ul role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
                {messages.map((message) => (
                  <li key={message}>{_(message)}</li>
                ))}
              </ul>
            )}
            <CheckoutFields form={form} ships={ships} />
          </Form>
          <section aria-labelledby="checkout-gift-card" className="flex flex-col gap-2">
            <h2 id="checkout-gift-card" className="text-xl font-semibold">
              {_('Gift card')}
            </h2>
            <GiftCardCodeForm giftCard={giftCard} pricesHidden={pricesHidden} back="/checkout" />
          </section>
        </div>
        <div className="flex flex-col gap-4">
          {quote ? (
            <CheckoutSummary quote={quote} pricesHidden={pricesHidden}>
              {problems.length > 0 && (
                <ul role="alert" className="flex flex-col gap-1 rounded-md bg-red-50 p-3 text-sm text-red-800">
                  {problems.map((problem) => (
                    <li key={`${problem.index}-${problem.kind}`}>{problem.message}</li>
                  ))}
                  <li>
                    <PlainLink href="/cart" className="font-semibold underline">
                      {_('Back to cart')}
                    </PlainLink>
                  </li>
                </ul>
              )}
              <PlaceOrderButton disabled={hydrated && (busy || quoteState.loading || problems.length > 0)} busy={busy} />
            </CheckoutSummary>
          ) : (
            <>
              <p role="status" className="rounded-lg border border-gray-200 p-4 text-gray-700">
                {quoteState.error ?? _('Loading your order summary…')}
              </p>
              {/* Before the page is interactive the order can still be sent: the server prices it. */}
              {!hydrated && <PlaceOrderButton disabled={false} busy={false} />}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/** Place Order, joined to the address form by id; disabled (busy, problems) only once the page is interactive. */
function PlaceOrderButton({ disabled, busy }: { disabled: boolean; busy: boolean }) {
  const { _ } = useLingui();
  return (
    <button
      type="submit"
      form={FORM_ID}
      disabled={disabled}
      aria-busy={busy || undefined}
      className="h-12 w-full rounded-md bg-brand px-4 font-semibold text-brand-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {busy ? _('Placing your order…') : _('Place Order')}
    </button>
  );
}

/** /checkout: a kit link's checkout when the URL carries its tokens (docs/decisions/0081-gifting-mode.md), else the cart's. */
export default function CheckoutPage() {
  const [search] = useSearchParams();
  return kitTokensFrom(search) ? <KitCheckout /> : <CartCheckoutPage />;
}
