import { chosenOf, kitOrderProblems, selectableQuantity, type KitChoice, type KitOrderProblem, type KitProductRule } from './kit-rules.ts';

/**
 * The kit's rules on the cart's own controls in gifting mode (docs/product.md §4, "Kit"): the
 * same rules the kit page and the kit order apply (./kit-rules.ts), so the cart's + button,
 * its typed quantity and Remove never make a selection the order would refuse. Pure.
 */
export type KitCartRules = { amount: number; products: readonly (KitProductRule & { name: string })[] };
export type KitCartLine = KitChoice & { id: string };

/**
 * The most each line may hold: what it holds plus the product's selectable quantity (its kit
 * quantity and the free slots); a product outside the kit may not grow.
 */
export function kitLineMaxima(kit: KitCartRules, items: readonly KitCartLine[]): Map<string, number> {
  const byId = new Map(kit.products.map((product) => [product.id, product]));
  return new Map(
    items.map((item) => {
      const product = byId.get(item.product_id);
      return [item.id, item.quantity + (product ? selectableQuantity(product, kit.amount, items) : 0)];
    }),
  );
}

/** The kit product a removal would take out entirely although the kit requires it, else null. */
export function requiredRemoval(kit: KitCartRules, items: readonly KitCartLine[], line: KitCartLine): (KitProductRule & { name: string }) | null {
  const product = kit.products.find((candidate) => candidate.id === line.product_id);
  if (!product?.product_kit_product.required) return null;
  return chosenOf(items, line.product_id) - line.quantity <= 0 ? product : null;
}

/** Why the selection cannot be ordered as it is (the order's own check), for the cart to say before Check Out. */
export function kitCartProblems(kit: KitCartRules, items: readonly KitCartLine[]): KitOrderProblem[] {
  return kitOrderProblems(kit, items);
}
