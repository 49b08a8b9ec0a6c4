import { useLingui } from '@lingui/react';
import type { MouseEvent, ReactNode } from 'react';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import type { CartItem } from '../../../shared/cart.ts';
import { lineColor } from '../../../shared/color-choice.ts';
import { useFormatPrice } from '../../i18n/use-format-price.ts';
import { cappedQuantity, type LineStock } from '../../../shared/orders/cart-stock.ts';
import { updateCartItemQuantity } from '../../state/cart-actions.ts';
import { MAX_LINE_QUANTITY as MAX_QUANTITY } from '../../../shared/orders/max-line-quantity.ts';

/**
 * A form of a cart line posted to /cart (./cart-line-action.ts): without JavaScript (or before
 * the page is interactive) the server changes the cart's cookie; with JavaScript its buttons
 * change the stored cart and the form is never sent.
 */
function LineForm({ intent, id, className, children }: { intent: 'quantity' | 'remove-line'; id: string; className?: string; children: ReactNode }) {
  return (
    <form method="post" action="/cart" className={className} onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="line" value={id} />
      {children}
    </form>
  );
}

/** A button's click with JavaScript: `run`, never the form's post. */
const instead = (run: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
  event.preventDefault();
  run();
};

/**
 * One cart line: picture, name and choices, quantity stepper (capped at the stock the variant
 * check reports, issue 13), a warning when the line asks for more than there is, price and the
 * remove button.
 */
export function CartLine({
  item,
  inactive,
  stock,
  pricesHidden,
  onRemove,
}: {
  item: CartItem;
  inactive: boolean;
  stock?: LineStock | undefined;
  pricesHidden: boolean;
  onRemove: (item: CartItem) => void;
}) {
  const { _ } = useLingui();
  const formatPrice = useFormatPrice();
  const setQuantity = (quantity: number) => updateCartItemQuantity(item.id, cappedQuantity(quantity, stock, MAX_QUANTITY));
  const maxQuantity = stock ? Math.max(1, Math.min(MAX_QUANTITY, stock.max)) : MAX_QUANTITY;
  const warningId = `stock-${item.id}`;
  const stepClass = 'inline-flex h-9 w-9 items-center justify-center text-lg hover:bg-gray-100 disabled:opacity-40';
  return (
    <li className={`flex gap-4 py-4 ${inactive ? 'opacity-90' : ''}`} aria-label={item.name}>
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-md border border-gray-200 bg-gray-50">
        {item.image || item.product_thumbnail ? (
          <img src={item.image ?? item.product_thumbnail ?? ''} alt="" width={80} height={80} className="h-full w-full object-contain" loading="lazy" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <PlainLink href={`/products/${item.slug}`} className="font-semibold hover:underline">
          {item.name}
        </PlainLink>
        <p className="text-sm text-gray-700">
          {[lineColor(item) && _('Color: {color}', { color: lineColor(item) }), item.size && (item.is_gift_card ? _('Amount: {amount}', { amount: formatPrice(item.price) }) : _('Size: {size}', { size: item.size }))]
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
        {!inactive && stock?.over && (
          <div id={warningId} role="status" className="flex flex-wrap items-center gap-2 text-sm font-semibold text-red-700">
            <span>
              {stock.max === 0
                ? _('Sold out. Please remove it to check out.')
                : _('Only {count} in stock. Please lower the quantity to check out.', { count: stock.max })}
            </span>
            {stock.max > 0 && (
              <LineForm intent="quantity" id={item.id}>
                <button type="submit" name="set" value={stock.max} onClick={instead(() => setQuantity(stock.max))} className="rounded border border-red-700 px-2 py-0.5 hover:bg-red-50">
                  {_('Change to {count}', { count: stock.max })}
                </button>
              </LineForm>
            )}
          </div>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-4">
          <LineForm intent="quantity" id={item.id} className="inline-flex items-center rounded-md border border-gray-300">
            {/* The form's default button: Enter in the field sends the typed quantity, not a step. */}
            <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
            <button type="submit" name="set" value={item.quantity - 1} className={stepClass} aria-label={_('Decrease quantity')} disabled={item.quantity <= 1} onClick={instead(() => setQuantity(item.quantity - 1))}>
              −
            </button>
            <input
              type="number"
              name="quantity"
              inputMode="numeric"
              min={1}
              max={maxQuantity}
              value={item.quantity}
              aria-label={_('Quantity of {name}', { name: item.name })}
              aria-invalid={stock?.over ? true : undefined}
              aria-describedby={stock?.over ? warningId : undefined}
              onChange={(event) => {
                const value = Number(event.target.value);
                if (Number.isFinite(value) && value >= 1) setQuantity(value);
              }}
              className="h-9 w-14 border-x border-gray-300 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button type="submit" name="set" value={item.quantity + 1} className={stepClass} aria-label={_('Increase quantity')} disabled={item.quantity >= maxQuantity} onClick={instead(() => setQuantity(item.quantity + 1))}>
              +
            </button>
          </LineForm>
          {/* Without JavaScript Remove removes at once (the confirmation is a dialog of the script). */}
          <LineForm intent="remove-line" id={item.id}>
            <button type="submit" onClick={instead(() => onRemove(item))} className="text-sm font-semibold text-red-700 underline-offset-2 hover:underline">
              <span aria-hidden="true">{_('Remove')}</span>
              <span className="sr-only">{_('Remove {name}', { name: item.name })}</span>
            </button>
          </LineForm>
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
