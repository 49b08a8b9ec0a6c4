import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { formatPrice } from '../../../shared/money.ts';
import { clearGiftCard, lookUpGiftCard, type GiftCardState } from '../../state/gift-card-store.ts';
import { useToast } from '../../toast/use-toast.ts';

/**
 * Enter, replace or remove the gift card / promo code. The code is checked with the balance
 * lookup; a code the server does not know is refused with a toast and the field keeps it.
 */
export function GiftCardCodeForm({ storefrontId, giftCard, pricesHidden }: { storefrontId: number; giftCard: GiftCardState; pricesHidden: boolean }) {
  const { _ } = useLingui();
  const toast = useToast();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (giftCard.code) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
        <span>
          {pricesHidden || giftCard.balance === null
            ? _('Gift card {code} applied', { code: giftCard.code })
            : _('Gift card {code} applied (balance {balance})', { code: giftCard.code, balance: formatPrice(giftCard.balance) })}
        </span>
        <button type="button" onClick={() => clearGiftCard()} className="font-semibold underline">
          {_('Remove code')}
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const trimmed = code.trim();
        if (!trimmed) return setError(_('Code is required.'));
        setBusy(true);
        const result = await lookUpGiftCard(storefrontId, trimmed);
        setBusy(false);
        if (result === 'ok') {
          setCode('');
          setError(null);
          toast({ severity: 'success', summary: _('Gift card {code} applied', { code: trimmed }) });
        } else {
          const message = result === 'invalid' ? _('Not a valid gift card') : _('Server error. Please try again later.');
          setError(message);
          toast({ severity: 'error', summary: message });
        }
      }}
      className="flex flex-col gap-1"
    >
      <label htmlFor={id} className="text-sm font-semibold">
        {_('Gift card or promo code')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
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
    </form>
  );
}
