import type { ParsedCatalog, ParsedProduct } from './catalog-document.ts';

/**
 * A store's catalog as the import compares it and the export writes it: every default filled
 * in, sets (a product's categories and decoration methods) sorted, lists in their order. The
 * database is read into the same records (read-store-catalog.ts), so "unchanged" is a plain
 * comparison of the two.
 */
export type CategoryRecord = { slug: string; name: string; parent: string | null; is_company: boolean; position: number };
export type SizeRecord = { size: string; quantity: number; price: number; weight: number };
export type ImageRecord = { type: 'frontImage' | 'rearImage' | 'other'; path: string };
export type VariantRecord = {
  color: string;
  primary_hex_color: string;
  secondary_hex_color: string | null;
  thumbnail: string | null;
  images: ImageRecord[];
  discontinued: boolean;
  sizes: SizeRecord[];
};
export type SizeGuideRecord = { specification_type: string; sizes: { size: string; value: string }[] };
export type ProductScalars = {
  slug: string;
  name: string;
  price: number;
  description: string;
  short_description: string;
  copy_underneath_description: string;
  status: string;
  disabled: boolean;
  discontinued: boolean;
  is_gift_card: boolean;
  allow_custom_amount: boolean;
  is_custom: boolean;
  library_approved: boolean;
  need_attention: number;
  brand: string | null;
  warehouse: string | null;
  thumbnail: string | null;
};
export type ProductLists = {
  categories: string[];
  additional_photos: string[];
  decoration_methods: string[];
  input_fields: { label: string; is_required: boolean }[];
  size_guides: SizeGuideRecord[];
};
export type ProductRecord = ProductScalars & ProductLists & { variants: VariantRecord[] };

export type CatalogRecords = {
  categories: CategoryRecord[];
  brands: string[];
  warehouses: { key: string; name: string }[];
  decoration_methods: string[];
  products: ProductRecord[];
};

export const PRODUCT_LIST_NAMES = ['categories', 'additional_photos', 'decoration_methods', 'input_fields', 'size_guides'] as const;

const sorted = (values: readonly string[]) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** A field the file gives, else what the store has, else the default (a new row). */
const pick = <T>(given: T | undefined, stored: T | undefined, fallback: T): T => (given !== undefined ? given : stored !== undefined ? stored : fallback);

const NEW_PRODUCT: Omit<ProductRecord, 'slug' | 'name' | 'price' | 'variants'> = {
  description: '',
  short_description: '',
  copy_underneath_description: '',
  status: 'published',
  disabled: false,
  discontinued: false,
  is_gift_card: false,
  allow_custom_amount: false,
  is_custom: false,
  library_approved: true,
  need_attention: 0,
  brand: null,
  warehouse: null,
  thumbnail: null,
  categories: [],
  additional_photos: [],
  decoration_methods: [],
  input_fields: [],
  size_guides: [],
};

function productRecord(product: ParsedProduct, before: StoredProduct | undefined): ProductRecord {
  const old: Partial<StoredProduct> = before ?? {};
  const field = <K extends keyof typeof NEW_PRODUCT>(key: K, given: (typeof NEW_PRODUCT)[K] | undefined) => pick(given, old[key] as (typeof NEW_PRODUCT)[K] | undefined, NEW_PRODUCT[key]);
  const guides = product.size_guides ?? (product.size_guide === undefined ? undefined : product.size_guide ? [product.size_guide] : []);
  const variants = new Map((before?.variants ?? []).map((variant) => [variant.color, variant]));
  return {
    slug: product.slug,
    name: product.name,
    price: product.price,
    description: field('description', product.description),
    short_description: field('short_description', product.short_description),
    copy_underneath_description: field('copy_underneath_description', product.copy_underneath_description),
    // A row in the file is on sale unless the file says otherwise (a replace that archived it is undone).
    status: product.status ?? NEW_PRODUCT.status,
    disabled: product.disabled ?? NEW_PRODUCT.disabled,
    discontinued: product.discontinued ?? NEW_PRODUCT.discontinued,
    is_gift_card: field('is_gift_card', product.is_gift_card),
    allow_custom_amount: field('allow_custom_amount', product.allow_custom_amount),
    is_custom: field('is_custom', product.is_custom),
    library_approved: field('library_approved', product.library_approved),
    need_attention: field('need_attention', product.need_attention),
    brand: field('brand', product.brand),
    warehouse: field('warehouse', product.warehouse),
    thumbnail: field('thumbnail', product.thumbnail),
    categories: field('categories', product.categories && sorted([...new Set(product.categories)])),
    additional_photos: field('additional_photos', product.additional_photos),
    decoration_methods: field('decoration_methods', product.decoration_methods && sorted([...new Set(product.decoration_methods)])),
    input_fields: field('input_fields', product.input_fields),
    size_guides: field('size_guides', guides),
    variants: product.variants.map((variant) => {
      const was = variants.get(variant.color);
      const sizes = new Map((was?.sizes ?? []).map((size) => [size.size, size]));
      return {
        color: variant.color,
        primary_hex_color: variant.primary_hex_color,
        secondary_hex_color: pick(variant.secondary_hex_color, was?.secondary_hex_color, null),
        thumbnail: pick(variant.thumbnail, was?.thumbnail, null),
        images: pick(variant.images, was?.images, []),
        discontinued: variant.discontinued ?? false,
        // A new size without its own price costs the product's price.
        sizes: variant.sizes.map((size) => {
          const had = sizes.get(size.size);
          return { size: size.size, quantity: size.quantity, price: pick(size.price, had?.price, product.price), weight: pick(size.weight, had?.weight, 0) };
        }),
      };
    }),
  };
}

/** The parsed document as records: fields the file leaves out keep the store's values (`stored`). */
export function catalogRecords(parsed: ParsedCatalog, stored: StoredCatalog): CatalogRecords {
  const categories = new Map(stored.categories.map((category) => [category.slug, category]));
  const products = new Map(stored.products.map((product) => [product.slug, product]));
  const warehouseNames = new Map(stored.warehouses.map((warehouse) => [warehouse.key, warehouse.name]));
  return {
    categories: parsed.categories.map((category) => {
      const was = categories.get(category.slug);
      return {
        slug: category.slug,
        name: category.name,
        parent: pick(category.parent, was?.parent, null),
        is_company: pick(category.is_company, was?.is_company, false),
        position: pick(category.position, was?.position, 0),
      };
    }),
    brands: parsed.brands.map((brand) => brand.name),
    warehouses: parsed.warehouses.map((warehouse) => ({ key: warehouse.key, name: warehouse.name ?? warehouseNames.get(warehouse.key) ?? warehouse.key })),
    decoration_methods: parsed.decoration_methods.map((method) => method.name),
    products: parsed.products.map((product) => productRecord(product, products.get(product.slug))),
  };
}

/** The export's document: the import's shape with every field written out. */
export function catalogDocument(records: CatalogRecords) {
  return {
    categories: records.categories,
    brands: records.brands.map((name) => ({ name })),
    warehouses: records.warehouses,
    decoration_methods: records.decoration_methods.map((name) => ({ name })),
    products: records.products.map(({ size_guides, ...product }) => ({
      ...product,
      // One guide is `size_guide` (the usual case); several are `size_guides`.
      ...(size_guides.length > 1 ? { size_guides } : { size_guide: size_guides[0] ?? null }),
    })),
  };
}

export function sameScalars(a: ProductScalars, b: ProductScalars): boolean {
  return (
    a.name === b.name && a.price === b.price && a.description === b.description && a.short_description === b.short_description &&
    a.copy_underneath_description === b.copy_underneath_description && a.status === b.status && a.disabled === b.disabled &&
    a.discontinued === b.discontinued && a.is_gift_card === b.is_gift_card && a.allow_custom_amount === b.allow_custom_amount &&
    a.is_custom === b.is_custom && a.library_approved === b.library_approved && a.need_attention === b.need_attention &&
    a.brand === b.brand && a.warehouse === b.warehouse && a.thumbnail === b.thumbnail
  );
}

export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The catalog as read from the database (read-store-catalog.ts): records with their stored positions and final prices. */
export type StoredSize = SizeRecord & { position: number };
export type StoredVariant = Omit<VariantRecord, 'sizes'> & { position: number; sizes: StoredSize[] };
export type StoredProduct = Omit<ProductRecord, 'variants'> & { final_price: number; variants: StoredVariant[] };
export type StoredCatalog = Omit<CatalogRecords, 'products'> & { products: StoredProduct[] };
