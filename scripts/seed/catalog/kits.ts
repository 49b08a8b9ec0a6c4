import type { ImageSpec } from '../images/image-spec.ts';
import { kitBannerPath } from './image-paths.ts';
import type { KitProductRow, KitRow } from './row-types.ts';

export const kits: KitRow[] = [
  {
    id: 1, storefront_id: 1, token: 'demo-kit-token', user_token: 'demo-user-token', amount: 3,
    banner_path: kitBannerPath(1, 'demo-kit'), hide_prices: 0,
  },
  {
    id: 2, storefront_id: 1, token: 'hidden-kit-token', user_token: 'demo-user-token', amount: 2,
    banner_path: kitBannerPath(1, 'hidden-kit'), hide_prices: 1,
  },
];

/**
 * demo-kit-token: 7 products, the tee and the mug required; only the tee has kit quantity 1.
 * hidden-kit-token: 4 products with prices hidden.
 */
export const kitProducts: KitProductRow[] = [
  { kit_id: 1, product_id: 1001, required: 1, quantity: 1, position: 1 },
  { kit_id: 1, product_id: 1021, required: 1, quantity: 2, position: 2 },
  { kit_id: 1, product_id: 1016, required: 0, quantity: 2, position: 3 },
  { kit_id: 1, product_id: 1024, required: 0, quantity: 2, position: 4 },
  { kit_id: 1, product_id: 1029, required: 0, quantity: 3, position: 5 },
  { kit_id: 1, product_id: 1033, required: 0, quantity: 2, position: 6 },
  { kit_id: 1, product_id: 1019, required: 0, quantity: 2, position: 7 },
  { kit_id: 2, product_id: 1010, required: 1, quantity: 1, position: 1 },
  { kit_id: 2, product_id: 1027, required: 0, quantity: 2, position: 2 },
  { kit_id: 2, product_id: 1037, required: 0, quantity: 1, position: 3 },
  { kit_id: 2, product_id: 1034, required: 0, quantity: 3, position: 4 },
];

export const kitImages: ImageSpec[] = [
  {
    path: kitBannerPath(1, 'demo-kit'),
    drawing: { type: 'banner', title: 'Welcome Kit', subtitle: 'Pick 3 favourites - on us', color: '#1e3a8a', accent: '#f59e0b' },
  },
  {
    path: kitBannerPath(1, 'hidden-kit'),
    drawing: { type: 'banner', title: 'Thank-You Gift', subtitle: 'Choose 2 items', color: '#0f766e', accent: '#fde68a' },
  },
];
