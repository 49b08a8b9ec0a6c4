import { lineColor } from '../color-choice.ts';
import { DEFAULT_MAX_GIFT_AMOUNT } from '../gift-amount.ts';
import type { OrderLineInput } from '../schemas/checkout.ts';
import type { PricedLine } from '../schemas/orders.ts';

/** A product variant as the catalog holds it, joined with its product and warehouse. */
export type CatalogVariant = {
  product_id: number;
  product_name: string;
  slug: string;
  status: string;
  disabled: number;
  product_discontinued: number;
  is_gift_card: number;
  allow_custom_amount: number;
  library_approved: number;
  need_attention: number;
  warehouse_id: number | null;
  warehouse_name: string | null;
  variant_id: number;
  color: string;
  variant_discontinued: number;
  image: string | null;
};
export type CatalogSize = { id: number; variant_id: number; size: string; price: number; quantity: number; weight: number };
export type CatalogField = { id: number; label: string; is_required: number };

export type Catalog = {
  variants: ReadonlyMap<number, CatalogVariant>;
  sizes: ReadonlyMap<number, CatalogSize>;
  /** Input fields by product id. */
  fields: ReadonlyMap<number, readonly CatalogField[]>;
};

/** Custom gift-card amounts: at least $1 (docs/product.md §5), in minor units. */
export const MIN_CUSTOM_GIFT_AMOUNT = 100;
/** The default largest custom gift amount (minor units); a store may set its own (shared/gift-amount.ts). */
export const MAX_CUSTOM_GIFT_AMOUNT = DEFAULT_MAX_GIFT_AMOUNT * 100;

/**
 * Whether a variant may be sold: its product is published, enabled, not discontinued, approved
 * for the library and needs no attention, and the variant itself is not discontinued.
 */
export function isVariantActive(variant: CatalogVariant): boolean {
  return (
    variant.status === 'published' &&
    variant.disabled === 0 &&
    variant.product_discontinued === 0 &&
    variant.variant_discontinued === 0 &&
    variant.library_approved === 1 &&
    variant.need_attention === 0
  );
}

export type LineProblemReason =
  | { kind: 'inactive' }
  | { kind: 'out-of-stock'; available: number }
  /** `maxAmount` (minor units): a custom gift amount above the store's largest. */
  | { kind: 'invalid'; field: 'gift-amount' | 'recipient' | 'note' | 'input-field'; label?: string; maxAmount?: number };

export type PricingProblem = { index: number; product_variant_id: number; item: string | null } & LineProblemReason;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How an item is named in messages: "Classic Crew Tee (Navy, M)". */
export function itemLabel(name: string, color: string | null, size: string | null): string {
  const details = [color, size].filter((part): part is string => Boolean(part));
  return details.length ? `${name} (${details.join(', ')})` : name;
}

/**
 * Prices a cart from the catalog (docs/decisions/0040-order-placement.md): every price comes
 * from the database, never from the request (a custom gift-card amount is the one thing the
 * shopper chooses). Lines that cannot be sold are reported, each naming its item; stock is
 * checked per size over all lines, since two lines may share a size.
 */
export function priceLines(
  requests: readonly OrderLineInput[],
  catalog: Catalog,
  limits: { maxGiftAmount: number } = { maxGiftAmount: MAX_CUSTOM_GIFT_AMOUNT },
): { lines: PricedLine[]; problems: PricingProblem[] } {
  const lines: PricedLine[] = [];
  const problems: PricingProblem[] = [];
  requests.forEach((request, index) => {
    const variant = catalog.variants.get(request.product_variant_id);
    const problem = (item: string | null, reason: LineProblemReason) =>
      problems.push({ index, product_variant_id: request.product_variant_id, item, ...reason });
    if (!variant || variant.product_id !== request.product_id || !isVariantActive(variant)) {
      problem(variant ? itemLabel(variant.product_name, variant.color, null) : null, { kind: 'inactive' });
      return;
    }
    const isGiftCard = variant.is_gift_card === 1;
    const size = request.product_size_id == null ? undefined : catalog.sizes.get(request.product_size_id);
    if (request.product_size_id != null && (!size || size.variant_id !== variant.variant_id)) {
      problem(itemLabel(variant.product_name, variant.color, null), { kind: 'inactive' });
      return;
    }
    let unitPrice: number;
    if (size) unitPrice = size.price;
    else if (!isGiftCard) {
      problem(itemLabel(variant.product_name, variant.color, null), { kind: 'inactive' });
      return;
    } else {
      const amount = request.gift_amount;
      if (variant.allow_custom_amount !== 1 || amount == null || amount < MIN_CUSTOM_GIFT_AMOUNT) {
        problem(variant.product_name, { kind: 'invalid', field: 'gift-amount' });
        return;
      }
      if (amount > limits.maxGiftAmount) {
        problem(variant.product_name, { kind: 'invalid', field: 'gift-amount', maxAmount: limits.maxGiftAmount });
        return;
      }
      unitPrice = amount;
    }
    const label = itemLabel(variant.product_name, lineColor({ is_gift_card: isGiftCard, color: variant.color }), size?.size ?? null);

    const recipient = request.email?.trim() ?? '';
    const note = request.note?.trim() ?? '';
    if (isGiftCard && !EMAIL.test(recipient)) return void problem(label, { kind: 'invalid', field: 'recipient' });
    if (note.length > 500) return void problem(label, { kind: 'invalid', field: 'note' });

    const values = new Map(request.input_fields.map((field) => [field.id, field.value.trim()]));
    const fields = catalog.fields.get(variant.product_id) ?? [];
    const missing = fields.find((field) => field.is_required === 1 && !values.get(field.id));
    if (missing) return void problem(label, { kind: 'invalid', field: 'input-field', label: missing.label });

    lines.push({
      index,
      product_id: variant.product_id,
      product_variant_id: variant.variant_id,
      product_size_id: size?.id ?? null,
      name: variant.product_name,
      slug: variant.slug,
      color: variant.color,
      size: size?.size ?? null,
      quantity: request.quantity,
      unit_price: unitPrice,
      total: unitPrice * request.quantity,
      weight: isGiftCard ? 0 : (size?.weight ?? 0),
      warehouse: !isGiftCard && variant.warehouse_id != null ? { id: variant.warehouse_id, name: variant.warehouse_name ?? '' } : null,
      is_gift_card: isGiftCard,
      recipient_email: isGiftCard ? recipient : null,
      note: isGiftCard && note ? note : null,
      input_fields: fields.filter((field) => values.get(field.id)).map((field) => ({ id: field.id, label: field.label, value: values.get(field.id)! })),
      image: variant.image,
    });
  });
  problems.push(...stockProblems(lines, catalog));
  problems.sort((a, b) => a.index - b.index);
  return { lines, problems };
}

/** Gift cards are never out of stock; other sizes must hold the quantity of all lines using them. */
function stockProblems(lines: readonly PricedLine[], catalog: Catalog): PricingProblem[] {
  const wanted = stockNeeds(lines);
  const problems: PricingProblem[] = [];
  for (const line of lines) {
    if (line.is_gift_card || line.product_size_id == null) continue;
    const available = catalog.sizes.get(line.product_size_id)?.quantity ?? 0;
    if ((wanted.get(line.product_size_id) ?? 0) > available) {
      problems.push({
        index: line.index,
        product_variant_id: line.product_variant_id,
        item: itemLabel(line.name, lineColor(line), line.size),
        kind: 'out-of-stock',
        available,
      });
    }
  }
  return problems;
}

/** Units to take from stock per size id (gift cards take none). */
export function stockNeeds(lines: readonly Pick<PricedLine, 'is_gift_card' | 'product_size_id' | 'quantity'>[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const line of lines) {
    if (line.is_gift_card || line.product_size_id == null) continue;
    wanted.set(line.product_size_id, (wanted.get(line.product_size_id) ?? 0) + line.quantity);
  }
  return wanted;
}
