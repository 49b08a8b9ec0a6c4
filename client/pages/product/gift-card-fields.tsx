import { useLingui } from '@lingui/react';
import { useFormatPrice } from '../../i18n/use-format-price.ts';
import { GIFT_NOTE_INPUT_LIMIT, validateProductForm, type ProductFormErrors } from '../../../shared/product-form.ts';
import { FieldError, inputClass } from './field-error.tsx';

type GiftField = 'email' | 'note' | 'amount';

/**
 * Gift card fields (docs/product.md §2 and §5): recipient e-mail, optional note with an n/100
 * counter, the custom amount toggle and the amount in dollars. Loaded only for gift cards.
 */
export default function GiftCardFields({
  email,
  note,
  amount,
  customAmount,
  allowCustomAmount,
  maxAmount,
  shown,
  onEmail,
  onNote,
  onAmount,
  onCustomAmount,
  onBlur,
}: {
  email: string;
  note: string;
  amount: string;
  customAmount: boolean;
  allowCustomAmount: boolean;
  /** The store's largest custom amount in minor units. */
  maxAmount: number;
  /** Whether a field was touched (or every field, after an invalid submit). */
  shown: (field: GiftField) => boolean;
  onEmail: (value: string) => void;
  onNote: (value: string) => void;
  onAmount: (value: string) => void;
  onCustomAmount: (on: boolean) => void;
  onBlur: (field: GiftField) => void;
}) {
  const { _ } = useLingui();
  const formatPrice = useFormatPrice();
  const all = validateProductForm({ email, note, amount, fields: {} }, { isGiftCard: true, customAmount, inputFields: [], maxGiftAmount: maxAmount });
  const errors = { email: shown('email') ? all.email : undefined, note: shown('note') ? all.note : undefined, amount: shown('amount') ? all.amount : undefined };
  const emailError = errors.email === 'required' ? _('Email is required.') : errors.email === 'invalid' ? _('Please enter a valid e-mail address.') : null;
  const amountMessages: Record<NonNullable<ProductFormErrors['amount']>, string> = {
    required: _('Amount is required.'),
    invalid: _('Enter the amount in dollars, for example 25 or 37.50.'),
    decimals: _('The amount can have at most 2 decimals.'),
    'too-small': _('The amount must be at least $1.'),
    'too-large': _('The amount can be at most {max}.', { max: formatPrice(maxAmount) }),
  };
  const amountError = errors.amount ? amountMessages[errors.amount] : null;
  return (
    // Without JavaScript (or before hydration) the switch is a plain checkbox: CSS shows the amount
    // while it is checked, and both post with the product form (ADR 0153).
    <div className="group/gift flex flex-col gap-3">
      {allowCustomAmount && (
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" role="switch" name="custom_amount" checked={customAmount} onChange={(e) => onCustomAmount(e.target.checked)} className="h-4 w-4 accent-brand" />
          {_('Custom amount')}
        </label>
      )}
      {allowCustomAmount && (
        <div className={customAmount ? undefined : 'hidden group-has-[[role=switch]:checked]/gift:block'}>
          <label htmlFor="gift-amount" className="mb-1 block text-sm font-semibold">
            {_('Gift card amount')}
          </label>
          <div className="flex items-center gap-1">
            <span aria-hidden="true" className="font-semibold">$</span>
            <input
              id="gift-amount"
              name="amount"
              inputMode="decimal"
              value={amount}
              aria-invalid={amountError !== null}
              aria-describedby={amountError ? 'gift-amount-error' : undefined}
              onChange={(e) => onAmount(e.target.value)}
              onBlur={() => onBlur('amount')}
              className={`${inputClass} max-w-40`}
            />
          </div>
          <FieldError id="gift-amount-error" message={amountError} />
        </div>
      )}
      <div>
        <label htmlFor="gift-email" className="mb-1 block text-sm font-semibold">
          {_('Recipient email')}
        </label>
        <input
          id="gift-email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={emailError !== null}
          aria-describedby={emailError ? 'gift-email-error' : undefined}
          onChange={(e) => onEmail(e.target.value)}
          onBlur={() => onBlur('email')}
          className={inputClass}
        />
        <FieldError id="gift-email-error" message={emailError} />
      </div>
      <div>
        <label htmlFor="gift-note" className="mb-1 block text-sm font-semibold">
          {_('Personal note (optional)')}
        </label>
        <textarea
          id="gift-note"
          name="note"
          rows={3}
          maxLength={GIFT_NOTE_INPUT_LIMIT}
          value={note}
          aria-describedby="gift-note-count"
          onChange={(e) => onNote(e.target.value)}
          onBlur={() => onBlur('note')}
          className={inputClass}
        />
        <p id="gift-note-count" className="text-right text-sm text-gray-700">
          {note.length}/{GIFT_NOTE_INPUT_LIMIT}
        </p>
        <FieldError id="gift-note-error" message={errors.note ? _('The note is too long.') : null} />
      </div>
    </div>
  );
}
