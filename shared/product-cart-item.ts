import type { CartItem } from './cart.ts';
import { formatGiftAmount } from './gift-amount.ts';
import type { VariantSize } from './product-detail.ts';
import type { ProductView, ProductViewVariant } from './product-view.ts';

/**
 * docs/product.md §3: the cart item for the shopper's choice. Prices are the chosen size's (or the
 * custom gift amount, already ×100); the server recomputes them at checkout.
 */
export function productCartItem(input: {
  product: ProductView;
  variant: ProductViewVariant;
  size: VariantSize | null;
  customAmount: number | null;
  quantity: number;
  image: string | null;
  fieldValues: Record<number, string>;
  gift: { email: string; note: string } | null;
}): Omit<CartItem, 'id'> {
  const { product, variant, size, customAmount } = input;
  const unitPrice = customAmount ?? size?.price ?? product.final_price;
  const item: Omit<CartItem, 'id'> = {
    name: product.name,
    product_id: product.id,
    quantity: input.quantity,
    size: customAmount !== null ? formatGiftAmount(customAmount) : (size?.size ?? null),
    product_thumbnail: product.product_thumbnail?.full_path ?? null,
    price: unitPrice,
    final_price: unitPrice,
    product_size_id: customAmount !== null ? null : (size?.id ?? null),
    product_color_id: variant.id,
    product_variant_id: variant.id,
    color: variant.color,
    image: input.image ?? variant.variant_thumbnail?.full_path ?? null,
    weight: size?.weight ?? 0,
    warehouse: product.warehouse,
    slug: product.slug,
    input_fields: product.input_fields
      .map((field) => ({ id: field.id, label: field.label, value: (input.fieldValues[field.id] ?? '').trim() }))
      .filter((field) => field.value !== ''),
    is_gift_card: product.is_gift_card,
  };
  if (product.is_gift_card && input.gift) {
    item.email = input.gift.email.trim();
    if (input.gift.note.trim()) item.note = input.gift.note;
  }
  return item;
}
