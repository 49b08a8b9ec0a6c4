import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { orderLinesFromCart } from '../../../shared/orders/cart-order-lines.ts';
import { CheckoutFormSchema, ContactFormSchema } from '../../../shared/schemas/checkout.ts';
import { useCurrentUser } from '../../app/session-context.tsx';
import { useStorefront } from '../../app/storefront-context.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { useGiftCard } from '../../state/use-gift-card.ts';
import { usePricesHidden } from '../../state/use-prices-hidden.ts';
import { TextField } from '../account/form/text-field.tsx';
import { useSchemaForm } from '../account/form/use-schema-form.ts';
import { GiftCardCodeForm } from '../cart/gift-card-code-form.tsx';
import { useBrowserCart } from '../cart/use-browser-cart.ts';
import { AddressFields } from './address-fields.tsx';
import { emptyCheckoutValues, readCheckoutDraft, saveCheckoutDraft, type CheckoutValues } from './checkout-draft.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { useCheckoutQuote } from './use-checkout-quote.ts';
import { usePlaceOrder } from './use-place-order.ts';

const FORM_ID = 'checkout-form';

/** After a refused submit, the first field with an error gets the focus (keyboard and screen readers land on it). */
function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * /checkout (spec section 2, lazy; the route's loader is the access guard): contact e-mail,
 * shipping address, shipping per parcel, the gift card and the server's order summary.
 */
export default function CheckoutPage() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const user = useCurrentUser();
  const cart = useBrowserCart();
  const giftCard = useGiftCard(storefront.id);
  const pricesHidden = usePricesHidden();
  const lines = useMemo(() => (cart ? orderLinesFromCart(cart.items) : null), [cart]);
  const quoteState = useCheckoutQuote(storefront.id, lines, giftCard.code);
  const { place, busy, errors, clearFieldError } = usePlaceOrder(storefront.id, quoteState.refresh);
  const quote = quoteState.quote;
  const ships = quote ? quote.lines.some((line) => !line.is_gift_card) : true;

  const form = useSchemaForm(ships ? CheckoutFormSchema : ContactFormSchema, emptyCheckoutValues(user?.email ?? ''), _);
  const { values, set } = form;
  const setField = useCallback(
    (field: keyof CheckoutValues, value: string) => {
      set(field, value);
      clearFieldError(field);
    },
    [set, clearFieldError],
  );

  // What was typed before (this tab) comes back; what is typed now — even before hydration,
  // which useSchemaForm reads from the inputs — is kept.
  const { formRef } = form;
  const userEmail = user?.email ?? '';
  useEffect(() => {
    const initial = emptyCheckoutValues(userEmail);
    for (const [field, value] of Object.entries(readCheckoutDraft())) {
      const input = formRef.current?.elements.namedItem(field);
      const typed = input instanceof HTMLInputElement || input instanceof HTMLSelectElement ? input.value : '';
      if (typed && typed !== initial[field as keyof CheckoutValues]) continue;
      set(field as keyof CheckoutValues, value);
    }
  }, [set, formRef, userEmail]);
  useEffect(() => saveCheckoutDraft(values), [values]);

  const fieldError = (field: keyof CheckoutValues) => errors.fields[field] || form.error(field);
  const problems = quote?.problems.length ? quote.problems : errors.problems;

  if (cart && cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <PageTitle title={_('Checkout')} />
        <h1 className="mb-4 text-3xl font-bold">{_('Checkout')}</h1>
        <p className="mb-4">{_('Your cart is empty.')}</p>
        <Link to="/products" className="rounded-md bg-brand px-5 py-2.5 font-semibold text-brand-contrast hover:opacity-90">
          {_('Continue Shopping')}
        </Link>
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
          <form
            id={FORM_ID}
            ref={formRef}
            noValidate
            aria-busy={busy}
            onSubmit={(event) => {
              event.preventDefault();
              form.touchAll();
              if (!form.output) {
                focusFirstInvalid(event.currentTarget);
                return;
              }
              if (!lines || !quote || problems.length > 0) return;
              const { email, ...address } = form.output as CheckoutValues;
              void place({ email, shipping_address: ships ? { ...address, country: address.country as never } : null, items: lines, gift_card_code: giftCard.code });
            }}
            className="flex flex-col gap-8"
          >
            <fieldset className="flex flex-col gap-4">
              <legend className="mb-2 text-xl font-semibold">{_('Contact')}</legend>
              <TextField id="checkout-email" name="email" label={_('Email')} type="email" value={values.email} error={fieldError('email')} autoComplete="email" onChange={(value) => setField('email', value)} onBlur={() => form.touch('email')} />
            </fieldset>
            {ships && (
              <fieldset className="flex flex-col gap-4">
                <legend className="mb-2 text-xl font-semibold">{_('Shipping address')}</legend>
                <AddressFields values={values} error={fieldError} set={setField} touch={form.touch} />
              </fieldset>
            )}
          </form>
          <section aria-labelledby="checkout-gift-card" className="flex flex-col gap-2">
            <h2 id="checkout-gift-card" className="text-xl font-semibold">
              {_('Gift card')}
            </h2>
            <GiftCardCodeForm giftCard={giftCard} pricesHidden={pricesHidden} />
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
                    <Link to="/cart" className="font-semibold underline">
                      {_('Back to cart')}
                    </Link>
                  </li>
                </ul>
              )}
              <button
                type="submit"
                form={FORM_ID}
                disabled={busy || quoteState.loading || problems.length > 0}
                className="h-12 w-full rounded-md bg-brand px-4 font-semibold text-brand-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
              >
                {busy ? _('Placing your order…') : _('Place Order')}
              </button>
            </CheckoutSummary>
          ) : (
            <p role="status" className="rounded-lg border border-gray-200 p-4 text-gray-700">
              {quoteState.error ?? _('Loading your order summary…')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
