import { useLingui } from '@lingui/react';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useFormatPrice } from '../../i18n/use-format-price.ts';
import { clearGiftCard, type GiftCardState } from '../../state/gift-card-store.ts';
import { useToast } from '../../toast/use-toast.ts';
import type { GiftCardAnswer } from './gift-card-answers.ts';
import { rememberedGiftCardAnswer, subscribeGiftCardAnswers } from './gift-card-answers.ts';

/** Answers already announced by a toast, so a form mounted again does not say it twice. */
const announced = new WeakSet<GiftCardAnswer>();

/**
 * Enter, replace or remove the gift card / promo code: a form posting to the cart route's action
 * (./gift-card-action.ts, also from the checkout), which checks the code with the balance lookup.
 * A code the server does not know is refused with a toast and the message under the field, which
 * keeps it. Without JavaScript the post is the page's (the server redirects back to `back`, or
 * renders /cart with its answer: `pageAnswer`).
 */
export function GiftCardCodeForm({
  giftCard,
  pricesHidden,
  back,
  pageAnswer,
}: {
  giftCard: GiftCardState;
  pricesHidden: boolean;
  back: '/cart' | '/checkout';
  pageAnswer?: GiftCardAnswer | undefined;
}) {
  const { _ } = useLingui();
  const formatPrice = useFormatPrice();
  const toast = useToast();
  const id = useId();
  // A fetcher: the form works the same in the cart and in the checkout, which stays where it is.
  // Keyed, so an answer reaches a form mounted again while the code is looked up; and the page's
  // last answer (./gift-card-answers.ts) for a form mounted again after it came.
  const fetcher = useFetcher<GiftCardAnswer>({ key: `gift-card-code${back}` });
  const { key: pageKey } = useLocation();
  const remembered = useSyncExternalStore(subscribeGiftCardAnswers, () => rememberedGiftCardAnswer(pageKey), () => undefined);
  const answer = fetcher.data ?? remembered ?? pageAnswer;
  const busy = fetcher.state !== 'idle';
  const refused = answer && 'refused' in answer ? answer : null;
  const error = !refused
    ? null
    : refused.refused === 'required'
      ? _('Code is required.')
      : refused.refused === 'invalid'
        ? _('Not a valid gift card')
        : _('Server error. Please try again later.');

  // Each answer is announced once (docs/product.md §4: toasts for the code's outcome).
  useEffect(() => {
    if (!answer || announced.has(answer)) return;
    announced.add(answer);
    if ('removed' in answer) return;
    if ('applied' in answer) toast({ severity: 'success', summary: _('Gift card {code} applied', { code: answer.applied }) });
    else if (answer.refused !== 'required') toast({ severity: 'error', summary: answer.refused === 'invalid' ? _('Not a valid gift card') : _('Server error. Please try again later.') });
  }, [answer, toast, _]);

  if (giftCard.code) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
        <span>
          {pricesHidden || giftCard.balance === null
            ? _('Gift card {code} applied', { code: giftCard.code })
            : _('Gift card {code} applied (balance {balance})', { code: giftCard.code, balance: formatPrice(giftCard.balance) })}
        </span>
        {/* A form so it also works before (or without) JavaScript; once interactive it clears at once. */}
        <fetcher.Form method="post" action="/cart">
          <input type="hidden" name="back" value={back} />
          <button
            type="submit"
            name="intent"
            value="remove"
            onClick={(event) => {
              event.preventDefault();
              clearGiftCard();
            }}
            className="font-semibold underline"
          >
            {_('Remove code')}
          </button>
        </fetcher.Form>
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action="/cart" noValidate className="flex flex-col gap-1">
      <input type="hidden" name="back" value={back} />
      <label htmlFor={id} className="text-sm font-semibold">
        {_('Gift card or promo code')}
      </label>
      <div className="flex gap-2">
        <input
          // A new answer resets the field: empty after a code was applied, the refused code kept.
          key={refused ? `refused-${refused.code}` : 'code'}
          id={id}
          name="code"
          defaultValue={refused?.code ?? ''}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-10 min-w-0 flex-1 rounded-md border border-gray-300 px-3"
        />
        <button type="submit" disabled={busy} className="h-10 rounded-md border border-gray-800 px-4 font-semibold hover:bg-gray-100 disabled:opacity-50">
          {_('Apply')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fetcher.Form>
  );
}
