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

function productRecord(product: ParsedProduct): ProductRecord {
  return {
    slug: product.slug,
    name: product.name,
    price: product.price,
    description: product.description,
    short_description: product.short_description,
    copy_underneath_description: product.copy_underneath_description,
    status: product.status,
    disabled: product.disabled,
    discontinued: product.discontinued,
    is_gift_card: product.is_gift_card,
    allow_custom_amount: product.allow_custom_amount,
    is_custom: product.is_custom,
    library_approved: product.library_approved,
    need_attention: product.need_attention,
    brand: product.brand,
    warehouse: product.warehouse,
    thumbnail: product.thumbnail,
    categories: sorted([...new Set(product.categories)]),
    additional_photos: product.additional_photos,
    decoration_methods: sorted([...new Set(product.decoration_methods)]),
    input_fields: product.input_fields,
    size_guides: product.size_guides ?? (product.size_guide ? [product.size_guide] : []),
    variants: product.variants.map((variant) => ({
      color: variant.color,
      primary_hex_color: variant.primary_hex_color,
      secondary_hex_color: variant.secondary_hex_color,
      thumbnail: variant.thumbnail,
      images: variant.images,
      discontinued: variant.discontinued,
      // A size without its own price costs the product's price.
      sizes: variant.sizes.map((size) => ({ size: size.size, quantity: size.quantity, price: size.price ?? product.price, weight: size.weight })),
    })),
  };
}

/** The parsed document as records (defaults resolved). */
export function catalogRecords(parsed: ParsedCatalog): CatalogRecords {
  return {
    categories: parsed.categories,
    brands: parsed.brands.map((brand) => brand.name),
    warehouses: parsed.warehouses,
    decoration_methods: parsed.decoration_methods.map((method) => method.name),
    products: parsed.products.map(productRecord),
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
