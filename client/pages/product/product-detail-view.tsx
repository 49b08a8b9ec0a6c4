import { useLingui } from '@lingui/react';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  addToCartLabel,
  allowedQuantity,
  blocksAdding,
  clampQuantity,
  isAddToCartDisabled,
  isMaxQuantityReached,
  isOutOfStock,
  productWarnings,
} from '../../../shared/add-to-cart-rules.ts';
import { showsColorChoice } from '../../../shared/color-choice.ts';
import { giftAmountToMinor, maxGiftAmountMinor } from '../../../shared/gift-amount.ts';
import { useFormatPrice } from '../../i18n/use-format-price.ts';
import type { ProductView } from '../../../shared/product-view.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import type { KitTokens } from '../../../shared/kits/kit-links.ts';
import { cartGiftingTokens } from '../../state/gifting.ts';
import { usePricesHidden } from '../../state/use-prices-hidden.ts';
import { useToast } from '../../toast/use-toast.ts';
import type { AddToCartAnswer } from '../../app/server-actions.ts';
import { ProductDescription } from './product-description.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductHead } from './product-head.tsx';
import { ProductSummary } from './product-summary.tsx';
import { preloadable, SuspenseUnlessLoaded } from '../../app/preloadable.ts';
import { ProductWarnings } from './product-warnings.tsx';
import { QuantitySelector } from './quantity-selector.tsx';
import { SizePicker } from './size-picker.tsx';
import { useProductChoice } from './use-product-choice.ts';
import { VariantPicker } from './variant-picker.tsx';

// Dialogs load the first time they open, never with the page.
const SizeGuideDialog = lazy(() => import('./size-guide-dialog.tsx'));
const AddedToCartDialog = lazy(() => import('./added-to-cart-dialog.tsx'));
// Only gift cards and custom products have these forms: loaded with them, not with every product.
const GiftCardFields = preloadable(() => import('./gift-card-fields.tsx'));
const InputFieldsForm = preloadable(() => import('./input-fields-form.tsx'));

/**
 * Loads the forms a page may render, before it renders: on the server both (they render inline,
 * in the same pass as the detail), in the browser those the server rendered into the page, so
 * hydration never waits for them and hydrates them with the detail (`SuspenseUnlessLoaded`).
 */
export async function preloadServerRenderedForms(): Promise<void> {
  const server = typeof document === 'undefined';
  await Promise.all([
    server || document.getElementById('gift-email') ? GiftCardFields.preload() : null,
    server || document.querySelector('[id^="input-field-"]') ? InputFieldsForm.preload() : null,
  ]);
}

/** Announced to the kit page when an item is added in gifting mode (docs/product.md §2). */
export const ITEM_ADDED_EVENT = 'storefront:item-added';

type Dialog = 'none' | 'size-guide' | 'added';

/** The product detail (docs/product.md §2, §4, §5): gallery, choices, form and Add to Cart. */
export function ProductDetailView({
  product,
  stateVariantId,
  maxQuantity = null,
  onAdded,
  hidePrices = false,
  posted,
  headingLevel = 1,
}: {
  product: ProductView;
  stateVariantId: number | null;
  /** The external max-quantity input (a kit's selectable quantity); null on the product page. */
  maxQuantity?: number | null;
  /** The kit page: called after an item is added in gifting mode (its list returns); else the shopper goes to the checkout. */
  onAdded?: (() => void) | undefined;
  /** Prices hidden from the first render (a kit that hides them), before the cart's flag is read. */
  hidePrices?: boolean;
  /**
   * The product page and the kit page: the form posts without JavaScript (ADR 0107, 0153); a
   * refused post's answer (typed values, why), else null. Undefined: the form is never posted.
   */
  posted?: AddToCartAnswer | null | undefined;
  /** The product's name: the page's h1 (the product page), or an h2 under the page's own (the kit page). */
  headingLevel?: 1 | 2;
}) {
  const { _ } = useLingui();
  const formatPrice = useFormatPrice();
  const pricesHidden = usePricesHidden() || hidePrices;
  const toast = useToast();
  const navigate = useNavigate();
  // An Add to Cart being handled (until its dialog shows): a second click meanwhile adds nothing (ADR 0247).
  const adding = useRef(false);
  const choice = useProductChoice(product, stateVariantId, posted?.values.customAmount);
  const [chosenQuantity, setQuantity] = useState(posted?.values.quantity ?? 1);
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [note, setNote] = useState(posted?.values.note ?? '');
  const [amount, setAmount] = useState(posted?.values.amount ?? '');
  const [fieldValues, setFieldValues] = useState<Record<number, string>>(posted?.values.fields ?? {});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [allTouched, setAllTouched] = useState(!!posted);
  const [dialog, setDialog] = useState<Dialog>('none');
  const [opened, setOpened] = useState<ReadonlySet<Dialog>>(new Set());

  const isGift = product.is_gift_card;
  const showPrices = !pricesHidden;
  const maxGiftAmount = maxGiftAmountMinor(useStorefront().settings);
  const customAmountMinor = choice.customAmount ? giftAmountToMinor(amount, maxGiftAmount) : null;
  const sizeStock = choice.size?.quantity ?? null;
  const allowed = allowedQuantity({ isGiftCard: isGift, maxQuantity, sizeStock });
  // docs/product.md §4: a quantity above the size's stock stays as chosen and reads 'Out of Stock'
  // (500 typed for a size with 20 adds nothing); only the kit's own maximum clamps it. Adjusted
  // while rendering, not in an effect.
  const quantity = clampQuantity(chosenQuantity, maxQuantity);
  if (quantity !== chosenQuantity) setQuantity(quantity);
  const outOfStock = isOutOfStock({ isGiftCard: isGift, sizeStock, quantity });
  const maxReached = isMaxQuantityReached(maxQuantity);
  const disabled = isAddToCartDisabled({ libraryApproved: product.library_approved, needAttention: product.need_attention, outOfStock, maxQuantityReached: maxReached });
  const label = addToCartLabel({ maxQuantityReached: maxReached, outOfStock });
  const warnings = productWarnings({
    libraryApproved: product.library_approved,
    needAttention: product.need_attention,
    isGiftCard: isGift,
    showSelection: choice.showSelection || !!posted,
    variantChosen: choice.variant !== null,
    sizeChosen: choice.size !== null,
    customAmount: choice.customAmount,
    customAmountValid: customAmountMinor !== null,
  });
  const shown = (key: string) => allTouched || touched.has(key);
  const touch = (key: string) => setTouched((current) => new Set(current).add(key));
  const openDialog = (which: Dialog) => {
    setOpened((current) => new Set(current).add(which));
    setDialog(which);
  };
  // A custom amount shows only once it is valid; otherwise the chosen size's price or the product's.
  const unitPrice = choice.customAmount ? customAmountMinor : (choice.size?.price ?? product.final_price);

  /** Gifting mode only: its link helpers load then, not with every product page. */
  const goToKitCheckout = async (gifting: KitTokens) => {
    const { kitCheckoutHref } = await import('../../../shared/kits/kit-links.ts');
    await navigate(kitCheckoutHref(gifting));
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding.current) return;
    adding.current = true;
    let dialogOpened = false;
    try {
      dialogOpened = await addOnce();
    } finally {
      // Until the shopper closes the dialog, which may wait for its code.
      if (!dialogOpened) adding.current = false;
    }
  };

  /** True when the item was added and the dialog opened. */
  const addOnce = async (): Promise<boolean> => {
    choice.setShowSelection(true);
    if (!choice.customAmount && choice.sizeName !== null && choice.size === null) {
      toast({ severity: 'warn', summary: _('Selected size is not available') });
      return false;
    }
    const { addItemToCart, hasFormErrors, productCartItem, validateProductForm } = await import('./add-to-cart.ts');
    const formErrors = validateProductForm(
      { email, note, amount, fields: fieldValues },
      { isGiftCard: isGift, customAmount: choice.customAmount, inputFields: product.input_fields, maxGiftAmount },
    );
    const formInvalid = hasFormErrors(formErrors);
    if (formInvalid) setAllTouched(true);
    const blocking = productWarnings({
      libraryApproved: true,
      needAttention: 0,
      isGiftCard: isGift,
      showSelection: true,
      variantChosen: choice.variant !== null,
      sizeChosen: choice.size !== null,
      customAmount: choice.customAmount,
      customAmountValid: customAmountMinor !== null,
    }).filter(blocksAdding);
    if (formInvalid || blocking.length > 0 || disabled || !choice.variant) return false;
    const item = productCartItem({
      product,
      variant: choice.variant,
      size: choice.size,
      customAmount: customAmountMinor,
      quantity,
      image: choice.images[0] ?? null,
      fieldValues,
      gift: isGift ? { email, note } : null,
    });
    addItemToCart(item);
    const gifting = cartGiftingTokens();
    if (gifting) {
      // Gifting mode: no dialog; the item-added event, then the kit's list (or its checkout).
      window.dispatchEvent(new CustomEvent(ITEM_ADDED_EVENT, { detail: item }));
      setQuantity(1);
      if (onAdded) onAdded();
      else void goToKitCheckout(gifting);
      return false;
    }
    openDialog('added');
    return true;
  };

  const closeAdded = (next: 'stay' | 'checkout') => {
    adding.current = false;
    setDialog('none');
    setQuantity(1);
    if (next === 'checkout') {
      const gifting = cartGiftingTokens();
      if (gifting) void goToKitCheckout(gifting);
      else void navigate('/cart');
    }
  };

  const guideLink =
    product.is_custom || isGift ? null : (
      <button type="button" aria-haspopup="dialog" onClick={() => openDialog('size-guide')} className="text-sm font-semibold text-brand underline">
        {_('Size Guide')}
      </button>
    );

  return (
    <article className="mx-auto grid max-w-7xl gap-8 px-4 py-6 md:grid-cols-2">
      <ProductHead product={product} />
      <ProductGallery images={choice.images} name={product.name} index={choice.imageIndex} onIndexChange={choice.setImageIndex} showThumbnails={!isGift} />
      {/* Without JavaScript, and before the detail hydrates, the form posts to this URL, ?color=&size= included (ADR 0107). */}
      <form method={posted === undefined ? undefined : 'post'} noValidate onSubmit={(event) => void add(event)} className="flex flex-col gap-5" aria-label={product.name}>
        <ProductSummary product={product} headingLevel={headingLevel} />
        {posted !== undefined && (
          <>
            <input type="hidden" name="variant" value={choice.variant?.id ?? ''} />
            <input type="hidden" name="size" value={choice.size?.id ?? ''} />
          </>
        )}
        {showPrices && unitPrice !== null && (
          <p className="text-2xl font-bold">
            <span className="sr-only">{_('Price')}: </span>
            {formatPrice(unitPrice)}
          </p>
        )}
        {showsColorChoice({ isGiftCard: isGift, variantCount: choice.variants.length }) && (
          <VariantPicker variants={choice.variants} selectedId={choice.variant?.id ?? null} hrefOf={choice.variantHref} onFollow={choice.touchSelection} />
        )}
        <SizePicker
          sizes={choice.sizeNames}
          variantSizes={choice.variantSizes}
          variantChosen={choice.variant !== null}
          selected={choice.sizeName}
          hrefOf={choice.sizeHref}
          onFollow={choice.touchSelection}
          isGiftCard={isGift}
          disabled={choice.customAmount}
          guideLink={guideLink}
        />
        {isGift && (
          <SuspenseUnlessLoaded loaded={GiftCardFields.isLoaded()}>
          <GiftCardFields
            email={email}
            note={note}
            amount={amount}
            customAmount={choice.customAmount}
            allowCustomAmount={product.allow_custom_amount}
            maxAmount={maxGiftAmount}
            shown={shown}
            onEmail={setEmail}
            onNote={setNote}
            onAmount={setAmount}
            onCustomAmount={(on) => {
              if (!on) setAmount('');
              choice.setCustomAmount(on);
            }}
            onBlur={touch}
          />
          </SuspenseUnlessLoaded>
        )}
        {product.input_fields.length > 0 && (
          <SuspenseUnlessLoaded loaded={InputFieldsForm.isLoaded()}>
          <InputFieldsForm
            fields={product.input_fields}
            values={fieldValues}
            onChange={(id, value) => setFieldValues((current) => ({ ...current, [id]: value }))}
            onBlur={(id) => touch(`field-${id}`)}
            shown={(id) => shown(`field-${id}`)}
          />
          </SuspenseUnlessLoaded>
        )}
        <div>
          <ProductWarnings warnings={warnings} unavailableColor={choice.unavailableColor} />
          {(posted?.problem === 'out-of-stock' || posted?.problem === 'size-unavailable') && (
            <p role="alert" className="mb-2 font-semibold text-red-700">
              {posted.problem === 'out-of-stock' ? _('Out of Stock') : _('Selected size is not available')}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
          <QuantitySelector value={quantity} max={allowed} typedMax={maxQuantity} onChange={setQuantity} name={posted === undefined ? undefined : 'quantity'} />
          <button
            type="submit"
            disabled={disabled}
            className="min-w-48 flex-1 rounded-md bg-brand px-6 py-3 font-semibold text-brand-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:bg-gray-400 disabled:text-white"
          >
            {label === 'max-quantity' ? _('Max. Qty Allowed') : label === 'out-of-stock' ? _('Out of Stock') : _('Add to Cart')}
          </button>
          </div>
        </div>
        {product.copy_underneath_description && <p className="text-sm text-gray-700">{product.copy_underneath_description}</p>}
        <ProductDescription raw={product.description} />
      </form>
      {opened.has('size-guide') && (
        <Suspense fallback={null}>
          <SizeGuideDialog open={dialog === 'size-guide'} onClose={() => setDialog('none')} guides={product.product_size_guides} />
        </Suspense>
      )}
      {opened.has('added') && (
        <Suspense fallback={null}>
          <AddedToCartDialog open={dialog === 'added'} onContinue={() => closeAdded('stay')} onCheckout={() => closeAdded('checkout')} />
        </Suspense>
      )}
    </article>
  );
}
