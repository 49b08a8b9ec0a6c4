import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { CartItem } from '../../../shared/cart.ts';
import { formatPrice } from '../../../shared/money.ts';
import { updateCartItemQuantity } from '../../state/cart-actions.ts';

const MAX_QUANTITY = 999;

/** One cart line: picture, name and choices, quantity stepper, price and the remove button. */
export function CartLine({
  item,
  inactive,
  pricesHidden,
  onRemove,
}: {
  item: CartItem;
  inactive: boolean;
  pricesHidden: boolean;
  onRemove: (item: CartItem) => void;
}) {
  const { _ } = useLingui();
  const setQuantity = (quantity: number) => updateCartItemQuantity(item.id, Math.min(MAX_QUANTITY, quantity));
  const stepClass = 'inline-flex h-9 w-9 items-center justify-center text-lg hover:bg-gray-100 disabled:opacity-40';
  return (
    <li className={`flex gap-4 py-4 ${inactive ? 'opacity-90' : ''}`} aria-label={item.name}>
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-md border border-gray-200 bg-gray-50">
        {item.image || item.product_thumbnail ? (
          <img src={item.image ?? item.product_thumbnail ?? ''} alt="" width={80} height={80} className="h-full w-full object-contain" loading="lazy" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={`/products/${item.slug}`} className="font-semibold hover:underline">
          {item.name}
        </Link>
        <p className="text-sm text-gray-700">
          {[item.color && _('Color: {color}', { color: item.color }), item.size && (item.is_gift_card ? _('Amount: {amount}', { amount: formatPrice(item.price) }) : _('Size: {size}', { size: item.size }))]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {item.input_fields.map((field) => (
          <p key={field.id} className="text-sm text-gray-700">
            {field.label}: {field.value}
          </p>
        ))}
        {item.is_gift_card && item.email && <p className="text-sm text-gray-700">{_('Recipient: {email}', { email: item.email })}</p>}
        {item.is_gift_card && item.note && <p className="text-sm text-gray-700">{_('Note: {note}', { note: item.note })}</p>}
        {inactive && (
          <p role="status" className="text-sm font-semibold text-red-700">
            {_('This item is no longer available. Please remove it to check out.')}
          </p>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-4">
          <div className="inline-flex items-center rounded-md border border-gray-300">
            <button type="button" className={stepClass} aria-label={_('Decrease quantity')} disabled={item.quantity <= 1} onClick={() => setQuantity(item.quantity - 1)}>
              −
            </button>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_QUANTITY}
              value={item.quantity}
              aria-label={_('Quantity of {name}', { name: item.name })}
              onChange={(event) => {
                const value = Number(event.target.value);
                if (Number.isFinite(value) && value >= 1) setQuantity(value);
              }}
              className="h-9 w-14 border-x border-gray-300 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button type="button" className={stepClass} aria-label={_('Increase quantity')} disabled={item.quantity >= MAX_QUANTITY} onClick={() => setQuantity(item.quantity + 1)}>
              +
            </button>
          </div>
          <button type="button" onClick={() => onRemove(item)} className="text-sm font-semibold text-red-700 underline-offset-2 hover:underline">
            <span aria-hidden="true">{_('Remove')}</span>
            <span className="sr-only">{_('Remove {name}', { name: item.name })}</span>
          </button>
        </div>
      </div>
      {!pricesHidden && (
        <div className="shrink-0 text-right">
          <p className="font-semibold">{formatPrice(item.price * item.quantity)}</p>
          {item.quantity > 1 && <p className="text-sm text-gray-600">{_('{price} each', { price: formatPrice(item.price) })}</p>}
        </div>
      )}
    </li>
  );
}
