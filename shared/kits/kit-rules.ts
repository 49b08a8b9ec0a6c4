/**
 * The kit's slot and quantity rules (docs/product.md §4, "Kit"), shared by the kit page and the
 * server's check of a kit order (docs/decisions/0080-kit-orders.md). Pure.
 */

/** What the rules need of a kit product: its id and its product_kit_product pivot. */
export type KitProductRule = { id: number; product_kit_product: { required: boolean; quantity: number } };
/** What the rules need of a chosen item (a cart item or an order line). */
export type KitChoice = { product_id: number; quantity: number };

/** Items in the cart: the sum of quantities (each unit fills one slot). */
export function chosenCount(items: readonly KitChoice[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Slots remaining = amount minus items in the cart (never below 0). */
export function slotsRemaining(amount: number, items: readonly KitChoice[]): number {
  return Math.max(0, amount - chosenCount(items));
}

/** Over limit = how many items are above the amount (0 when within it). */
export function overLimitBy(amount: number, items: readonly KitChoice[]): number {
  return Math.max(0, chosenCount(items) - amount);
}

/** How many of one product are already chosen (over every line of it). */
export function chosenOf(items: readonly KitChoice[], productId: number): number {
  return chosenCount(items.filter((item) => item.product_id === productId));
}

/**
 * Selectable quantity of a kit product = min(its kit quantity minus already chosen, remaining
 * slots); 0 when already reached.
 */
export function selectableQuantity(kitProduct: KitProductRule, amount: number, items: readonly KitChoice[]): number {
  const left = kitProduct.product_kit_product.quantity - chosenOf(items, kitProduct.id);
  return Math.max(0, Math.min(left, slotsRemaining(amount, items)));
}

/**
 * Why a kit product's selectable quantity is 0, for the kit page's message: its own kit quantity
 * is reached ('product-max', with that max), or every slot is taken ('slots-full', with the
 * amount); null while more can be chosen.
 */
export function quantityLimit(
  kitProduct: KitProductRule,
  amount: number,
  items: readonly KitChoice[],
): { kind: 'product-max'; max: number } | { kind: 'slots-full'; max: number } | null {
  if (selectableQuantity(kitProduct, amount, items) > 0) return null;
  const max = kitProduct.product_kit_product.quantity;
  return chosenOf(items, kitProduct.id) >= max ? { kind: 'product-max', max } : { kind: 'slots-full', max: amount };
}

/** Required kit products not in the cart yet (the kit page cannot be left while any are missing). */
export function missingRequired<P extends KitProductRule>(products: readonly P[], items: readonly KitChoice[]): P[] {
  return products.filter((product) => product.product_kit_product.required && chosenOf(items, product.id) === 0);
}

/** One slot per chosen unit, in cart order: the product id and the item it belongs to. */
export function filledSlots<I extends KitChoice>(items: readonly I[]): I[] {
  return items.flatMap((item) => Array.from({ length: item.quantity }, () => item));
}

/** Why a kit order is refused; `productId` names the product concerned. */
export type KitOrderProblem =
  | { kind: 'not-in-kit'; productId: number }
  | { kind: 'over-quantity'; productId: number; max: number }
  | { kind: 'over-amount'; max: number; overflow: number }
  | { kind: 'missing-required'; productId: number };

/**
 * The server's rules for a kit order: every item belongs to the kit, each product within its
 * kit quantity, the count within the amount, every required product present.
 */
export function kitOrderProblems(kit: { amount: number; products: readonly KitProductRule[] }, items: readonly KitChoice[]): KitOrderProblem[] {
  const problems: KitOrderProblem[] = [];
  const byId = new Map(kit.products.map((product) => [product.id, product]));
  const seen = new Set<number>();
  for (const item of items) {
    if (seen.has(item.product_id)) continue;
    seen.add(item.product_id);
    const product = byId.get(item.product_id);
    if (!product) {
      problems.push({ kind: 'not-in-kit', productId: item.product_id });
      continue;
    }
    const max = product.product_kit_product.quantity;
    if (chosenOf(items, item.product_id) > max) problems.push({ kind: 'over-quantity', productId: item.product_id, max });
  }
  const overflow = overLimitBy(kit.amount, items);
  if (overflow > 0) problems.push({ kind: 'over-amount', max: kit.amount, overflow });
  for (const product of missingRequired(kit.products, items)) problems.push({ kind: 'missing-required', productId: product.id });
  return problems;
}
