/**
 * The demo catalog of the embedded default (../shared/design/demo-fixtures.md): every row the
 * seed inserts besides the storefronts and their hosts (which come from tenants.example.json).
 * All ids are fixed, so applying the seed twice changes nothing.
 */
import { customers, giftCards } from './catalog/accounts.ts';
import { kitImages, kitProducts, kits } from './catalog/kits.ts';
import { buildOrders } from './catalog/orders.ts';
import { otherStoresProducts } from './catalog/other-stores-products.ts';
import { expandProducts } from './catalog/product-factory.ts';
import type { ProductSpec } from './catalog/product-spec.ts';
import { store1Apparel } from './catalog/store1-apparel.ts';
import { store1Goods } from './catalog/store1-goods.ts';
import { brands, categories, decorationMethods, warehouses } from './catalog/taxonomy.ts';
import type { ImageSpec } from './images/image-spec.ts';

export const productSpecs: ProductSpec[] = [...store1Apparel, ...store1Goods, ...otherStoresProducts];

const { images: productImages, ...productTables } = expandProducts(productSpecs);
const { orders, order_items } = buildOrders(productTables, warehouses);

/** Rows per table, in an order that satisfies every foreign key (parents first). */
export const demoCatalog = {
  categories,
  brands,
  warehouses,
  decoration_methods: decorationMethods,
  ...productTables,
  kits,
  kit_products: kitProducts,
  customers,
  gift_cards: giftCards,
  orders,
  order_items,
};
export type DemoCatalog = typeof demoCatalog;

/** What generate-images draws for every image the catalog references. */
export const catalogImages: ImageSpec[] = [...productImages, ...kitImages];
