import type { ColorSlug } from './palette.ts';
import type { ProductRow } from './row-types.ts';

/** The silhouette generate-images draws for a product (one per kind of merchandise). */
export const PRODUCT_KINDS = [
  'tshirt', 'longsleeve', 'polo', 'hoodie', 'jacket', 'cap', 'beanie', 'mug', 'bottle',
  'tumbler', 'tote', 'backpack', 'duffel', 'notebook', 'pen', 'tech', 'pin', 'sticker', 'socks',
  'badge', 'giftcard', 'blanket',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export type ReviewSpec = { rating: 1 | 2 | 3 | 4 | 5; author: string; body: string; date: string };

/**
 * A compact, hand-written product. The product factory expands it into rows of every product
 * table with ids derived from `id` (variant = id*100+n, size = variant*100+n, ...), so every row
 * keeps a fixed id and the seed stays idempotent.
 */
export type ProductSpec = {
  id: number;
  store: number;
  slug: string;
  name: string;
  kind: ProductKind;
  /** Category slugs of the product's store; ancestors are linked too. */
  categories: string[];
  brand: string | null;
  /** Warehouse id; null only for gift cards. */
  warehouse: number | null;
  /** Final price in cents (sizes 2XL/3XL add an upcharge unless sizePrices is given). */
  price: number;
  /** Creation date, YYYY-MM-DD. */
  created: string;
  /** Colour variants, in display order; the first active one is the default. */
  colors: ColorSlug[];
  /** Sizes of every variant; defaults to ['One Size']. */
  sizes?: string[];
  /** Absolute price per size (gift card amounts). */
  sizePrices?: Record<string, number>;
  description?: string;
  short?: string;
  copyUnder?: string;
  /** Decoration method names of the store. */
  decorations?: string[];
  flags?: Partial<
    Pick<
      ProductRow,
      | 'status' | 'disabled' | 'discontinued' | 'is_gift_card' | 'is_custom' | 'library_approved'
      | 'need_attention' | 'allow_custom_amount'
    >
  >;
  /** [colour, size] pairs with no stock. */
  zeroStock?: Array<[ColorSlug, string]>;
  /** Variants whose supplier discontinued them (dropped by the storefront). */
  discontinuedColors?: ColorSlug[];
  /** Adds an 'other' (close-up) image to every variant. */
  detailImages?: boolean;
  /** Number of additional photos (product_files). */
  photos?: number;
  sizeGuides?: Array<{ type: string; values: Record<string, string> }>;
  inputFields?: Array<{ label: string; required: boolean }>;
  reviews?: ReviewSpec[];
};

export const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];
export const ONE_SIZE = ['One Size'];
