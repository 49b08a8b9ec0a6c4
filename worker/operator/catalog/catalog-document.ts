import * as v from 'valibot';
import { isHexColor } from '../../../shared/colors.ts';

/**
 * The catalog document of `PUT/GET /api/operator/storefronts/{id}/catalog` (docs/api.md "Catalog
 * import and export", docs/decisions/0190-catalog-import-staged-switch.md). Rows are named by
 * their natural keys (category slug, brand name, warehouse key, decoration method name, product
 * slug, variant colour, size), never by database ids. Money is in minor units (2400 = $24.00).
 * Unknown fields are refused by path, so a typo is never silently ignored. An optional field left
 * out keeps what the store has (a new row gets its default: catalog-records.ts), so a file may
 * carry only the columns it knows (a CSV); the export writes every field. Only status, disabled
 * and discontinued do not keep: a row in the file is on sale unless the file says otherwise.
 */

const LIMITS = { categories: 5_000, brands: 5_000, warehouses: 500, decorationMethods: 500, products: 50_000, variants: 100, sizes: 100, images: 50 } as const;

/** A missing field says so; an unknown one says which. */
function objectMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.expected === 'never') return `unknown field "${String(issue.input)}".`;
  return issue.expected === 'Object' ? 'must be an object.' : 'is required.';
}
const object = <T extends v.ObjectEntries>(entries: T) => v.strictObject(entries, objectMessage);

const text = (max: number, what = 'text') =>
  v.pipe(v.string(`must be ${what}.`), v.maxLength(max, `is too long (${max} characters at most).`));
const requiredText = (max: number) => v.pipe(text(max), v.trim(), v.minLength(1, 'must not be empty.'));
const optionalText = (max: number) => v.optional(text(max));

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const Slug = v.pipe(
  v.string('must be a slug (text).'),
  v.maxLength(200, 'is too long (200 characters at most).'),
  v.regex(SLUG_PATTERN, 'must be a slug: lower-case letters and digits joined by single hyphens, like "team-tees".'),
);
const Flag = v.optional(v.boolean('must be true or false.'));
const Money = v.pipe(
  v.number('must be an amount in minor units (a whole number, 2400 for 24.00).'),
  v.integer('must be a whole number of minor units (2400 for 24.00).'),
  v.minValue(0, 'must not be negative.'),
  v.maxValue(100_000_000, 'is too large.'),
);
const Count = v.pipe(v.number('must be a whole number.'), v.integer('must be a whole number.'), v.minValue(0, 'must not be negative.'), v.maxValue(10_000_000, 'is too large.'));
const HexColor = v.pipe(v.string('must be a hex colour like #1e40af.'), v.check((value: string) => isHexColor(value), 'must be a hex colour like #1e40af (#rgb, #rgba, #rrggbb or #rrggbbaa).'));
/** A media reference: this store's /media/{id}/… path or an https:// URL (checked per store later). */
const MediaRef = v.pipe(v.string('must be a /media/… path or an https:// URL.'), v.maxLength(2048, 'is too long (2048 characters at most).'));
const list = <T extends v.GenericSchema>(item: T, max: number, what: string) =>
  v.pipe(v.array(item, `must be a list of ${what}.`), v.maxLength(max, `holds too many ${what} (${max} at most).`));

export const PRODUCT_STATUSES = ['published', 'draft', 'archived'] as const;
export const IMAGE_TYPES = ['frontImage', 'rearImage', 'other'] as const;

const CategoryDoc = object({
  slug: Slug,
  name: requiredText(200),
  parent: v.optional(v.nullable(Slug)),
  is_company: Flag,
  position: v.optional(v.pipe(v.number('must be a whole number.'), v.integer('must be a whole number.'), v.minValue(0, 'must not be negative.'), v.maxValue(1_000_000, 'is too large.'))),
});

const SizeDoc = object({
  size: requiredText(50),
  quantity: Count,
  price: v.optional(Money),
  weight: v.optional(v.pipe(v.number('must be a number (kilograms).'), v.minValue(0, 'must not be negative.'), v.maxValue(10_000, 'is too large.'))),
});

const VariantDoc = object({
  color: requiredText(100),
  primary_hex_color: HexColor,
  secondary_hex_color: v.optional(v.nullable(HexColor)),
  thumbnail: v.optional(v.nullable(MediaRef)),
  images: v.optional(list(object({ type: v.picklist(IMAGE_TYPES, `must be one of ${IMAGE_TYPES.join(', ')}.`), path: MediaRef }), LIMITS.images, 'images')),
  discontinued: Flag,
  sizes: v.pipe(list(SizeDoc, LIMITS.sizes, 'sizes'), v.minLength(1, 'needs at least one size (a gift card: one amount).')),
});

const SizeGuideDoc = object({
  specification_type: requiredText(100),
  sizes: list(object({ size: requiredText(50), value: requiredText(100) }), LIMITS.sizes, 'sizes'),
});

const ProductDoc = object({
  slug: Slug,
  name: requiredText(200),
  price: Money,
  description: optionalText(20_000),
  short_description: optionalText(2_000),
  copy_underneath_description: optionalText(20_000),
  status: v.optional(v.picklist(PRODUCT_STATUSES, `must be one of ${PRODUCT_STATUSES.join(', ')}.`)),
  disabled: Flag,
  discontinued: Flag,
  is_gift_card: Flag,
  /** Gift cards only: the shopper may type an amount of their own. */
  allow_custom_amount: Flag,
  is_custom: Flag,
  library_approved: Flag,
  need_attention: v.optional(
    v.pipe(
      v.union([v.boolean(), v.pipe(v.number(), v.integer(), v.minValue(0))], 'must be true, false or a whole number (0 means OK).'),
      v.transform((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value)),
    ),
  ),
  brand: v.optional(v.nullable(requiredText(200))),
  categories: v.optional(list(Slug, 100, 'category slugs')),
  warehouse: v.optional(v.nullable(requiredText(100))),
  thumbnail: v.optional(v.nullable(MediaRef)),
  additional_photos: v.optional(list(MediaRef, LIMITS.images, 'photos')),
  decoration_methods: v.optional(list(requiredText(200), 50, 'decoration methods')),
  input_fields: v.optional(list(object({ label: requiredText(200), is_required: v.optional(v.boolean('must be true or false.'), false) }), 50, 'input fields')),
  size_guide: v.optional(v.nullable(SizeGuideDoc)),
  /** More than one guide (the export writes this when a product has several). */
  size_guides: v.optional(list(SizeGuideDoc, 10, 'size guides')),
  variants: v.pipe(list(VariantDoc, LIMITS.variants, 'variants'), v.minLength(1, 'needs at least one variant (a colour with its sizes).')),
});

export const CatalogDocumentSchema = object({
  categories: v.optional(list(CategoryDoc, LIMITS.categories, 'categories'), []),
  brands: v.optional(list(object({ name: requiredText(200) }), LIMITS.brands, 'brands'), []),
  /** A new warehouse without a name is named by its key. */
  warehouses: v.optional(list(object({ key: requiredText(100), name: v.optional(requiredText(200)) }), LIMITS.warehouses, 'warehouses'), []),
  decoration_methods: v.optional(list(object({ name: requiredText(200) }), LIMITS.decorationMethods, 'decoration methods'), []),
  products: v.optional(list(ProductDoc, LIMITS.products, 'products'), []),
});

export type CatalogDocumentInput = v.InferInput<typeof CatalogDocumentSchema>;
export type ParsedCatalog = v.InferOutput<typeof CatalogDocumentSchema>;
export type ParsedProduct = ParsedCatalog['products'][number];
export type ParsedVariant = ParsedProduct['variants'][number];

