import { LIST_COLUMNS } from './product-list-sql.ts';
import { VISIBLE_PRODUCT } from './catalog-visibility.ts';
import { fileOf, shapeListProducts, type ListRow } from './product-list.ts';
import type { ListRelation } from '../../shared/catalog/list-limits.ts';
import type { KitOrderView } from '../../shared/schemas/kit-order.ts';
import { readKitOrder } from './orders.ts';

/** The kit call's relations (docs/product.md §7): the product ones map onto the list's relations. */
export const KIT_RELATIONS = ['products.productThumbnail', 'products.productVariants', 'products.productVariants.variantThumbnail', 'banner'] as const;
export type KitRelation = (typeof KIT_RELATIONS)[number];

/** A kit as one of its links opens it: `link_id` is the link (kit_links), ordered at most once. */
export type KitRecord = { id: number; link_id: number; token: string; user_token: string; amount: number; banner_path: string | null; hide_prices: number };
export type KitProductRecord = ListRow & { required: number; kit_quantity: number };

/**
 * A kit of this store by its token, only with one of its links' user tokens (docs/decisions/0080,
 * 0193): a wrong user token, another store's kit and an unknown token all answer null.
 */
export async function findKit(db: D1Database, storefrontId: number, token: string, userToken: string): Promise<KitRecord | null> {
  return db
    .prepare(
      `SELECT k.id, l.id AS link_id, k.token, l.user_token, k.amount, k.banner_path, k.hide_prices
       FROM kits k JOIN kit_links l ON l.kit_id = k.id AND l.user_token = ?3
       WHERE k.storefront_id = ?1 AND k.token = ?2 AND l.storefront_id = ?1`,
    )
    .bind(storefrontId, token, userToken)
    .first<KitRecord>();
}

/** The kit's products that are listed in the store, in kit order, with the pivot's required flag and quantity. */
export async function kitProductRows(db: D1Database, storefrontId: number, kitId: number): Promise<KitProductRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT ${LIST_COLUMNS}, kp.required, kp.quantity AS kit_quantity
       FROM kit_products kp JOIN products p ON p.id = kp.product_id
       WHERE kp.kit_id = ?2 AND p.storefront_id = ?1 AND ${VISIBLE_PRODUCT}
       ORDER BY kp.position, p.id`,
    )
    .bind(storefrontId, kitId)
    .all<KitProductRecord>();
  return results;
}

/** The kit as GET …/product-kits/token/{token} answers it. */
export async function kitAnswer(db: D1Database, storefrontId: number, kit: KitRecord, relations: readonly KitRelation[]) {
  const rows = await kitProductRows(db, storefrontId, kit.id);
  const productRelations = relations.filter((name) => name.startsWith('products.')).map((name) => name.slice('products.'.length) as ListRelation);
  const shaped = await shapeListProducts(db, storefrontId, rows, productRelations);
  const ordered = await db.prepare('SELECT 1 FROM orders WHERE storefront_id = ? AND kit_link_id = ?').bind(storefrontId, kit.link_id).first();
  return {
    id: kit.id,
    amount: kit.amount,
    hide_prices: kit.hide_prices === 1,
    ordered: ordered !== null,
    ...(relations.includes('banner') ? { banner: kit.banner_path ? fileOf(kit.banner_path, 'banner', kit.id) : null } : {}),
    products: shaped.map((product, index) => ({
      ...product,
      product_kit_product: { required: rows[index]!.required === 1, quantity: rows[index]!.kit_quantity },
    })),
  };
}

/** The kit's order as GET …/product-kits/token/{token}/order answers it; money is null when the kit hides prices. */
export async function kitOrderAnswer(db: D1Database, storefrontId: number, kit: KitRecord): Promise<KitOrderView | null> {
  const order = await readKitOrder(db, storefrontId, kit.link_id);
  if (!order) return null;
  const hide = kit.hide_prices === 1;
  const money = (amount: number) => (hide ? null : amount);
  return {
    uuid: order.uuid,
    created_at: order.created_at,
    email: order.email,
    hide_prices: hide,
    shipping_address: order.shipping_address,
    items: order.items.map((item) => ({ name: item.name, color: item.color, size: item.size, quantity: item.quantity, image: item.image, total: money(item.total) })),
    subtotal: money(order.subtotal),
    shipping_total: money(order.shipping_total),
    total: money(order.total),
    confirmation_mail_sent: order.confirmation_mail_sent,
  };
}
