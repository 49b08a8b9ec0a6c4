import type { ImportMode } from './catalog-checks.ts';
import { PRODUCT_LIST_NAMES, sameJson, sameScalars, type CatalogRecords, type ProductRecord, type VariantRecord } from './catalog-records.ts';
import type { StoredCatalog, StoredProduct, StoredVariant } from './read-store-catalog.ts';

/**
 * What an import changes (docs/decisions/0190-catalog-import-staged-switch.md): the file's
 * records compared with the store's, by natural key. Only what differs is staged for the switch,
 * so an import of an unchanged file writes nothing, and a stock change writes one size row.
 *
 * Merge creates and updates what is in the file. Replace also archives what is not: products
 * (status "archived": out of lists and pages, order lines keep them), a listed product's other
 * colours (discontinued) and sizes (quantity 0). Categories, brands, warehouses and decoration
 * methods a replace leaves out are kept as they are: with no listed product they leave every
 * list already (the category tree and brand filter show only those with listed products).
 */
export const KINDS = ['categories', 'brands', 'warehouses', 'decoration_methods', 'products', 'variants', 'sizes'] as const;
export type Kind = (typeof KINDS)[number];
export type Counts = Record<Kind, number>;
export type ImportCounts = { created: Counts; updated: Counts; archived: Counts; unchanged: Counts };

/** Rows to stage, by kind (import-switch.ts names each kind's SQL). */
export type Staged = Map<string, unknown[]>;

export type ImportPlan = { counts: ImportCounts; staged: Staged; writes: number };

const zero = (): Counts => ({ categories: 0, brands: 0, warehouses: 0, decoration_methods: 0, products: 0, variants: 0, sizes: 0 });
const flag = (value: boolean) => (value ? 1 : 0);

/** A media path's file name and extension, as product_files keeps them. */
function fileParts(path: string): { name: string; extension: string; path: string } {
  const last = path.split('?')[0]!.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return {
    name: dot > 0 ? last.slice(0, dot) : last,
    extension: dot > 0 ? last.slice(dot + 1).toLowerCase() : '',
    path: path.startsWith('/') ? path.slice(1) : path,
  };
}

export function planImport(incoming: CatalogRecords, stored: StoredCatalog, mode: ImportMode): ImportPlan {
  const counts: ImportCounts = { created: zero(), updated: zero(), archived: zero(), unchanged: zero() };
  const staged: Staged = new Map();
  const stage = (kind: string, row: unknown) => {
    const list = staged.get(kind);
    if (list) list.push(row);
    else staged.set(kind, [row]);
  };
  const count = (kind: Kind, state: 'created' | 'updated' | 'unchanged') => counts[state][kind]++;

  // Brands, warehouses, decoration methods: created when new (a brand and a method are only a name).
  const brands = new Set(stored.brands);
  for (const name of incoming.brands) {
    count('brands', brands.has(name) ? 'unchanged' : 'created');
    if (!brands.has(name)) stage('brand', { name });
  }
  const warehouses = new Map(stored.warehouses.map((w) => [w.key, w.name]));
  for (const warehouse of incoming.warehouses) {
    const name = warehouses.get(warehouse.key);
    count('warehouses', name === warehouse.name ? 'unchanged' : name === undefined ? 'created' : 'updated');
    if (name !== warehouse.name) stage('warehouse', warehouse);
  }
  const methods = new Set(stored.decoration_methods);
  for (const name of incoming.decoration_methods) {
    count('decoration_methods', methods.has(name) ? 'unchanged' : 'created');
    if (!methods.has(name)) stage('decoration_method', { name });
  }

  const categories = new Map(stored.categories.map((c) => [c.slug, c]));
  for (const category of incoming.categories) {
    const before = categories.get(category.slug);
    if (before && sameJson(before, category)) {
      count('categories', 'unchanged');
      continue;
    }
    count('categories', before ? 'updated' : 'created');
    // `move`: an existing category whose parent changes is detached first (no cycle on the way).
    stage('category', { ...category, is_company: flag(category.is_company), move: flag(!!before && before.parent !== category.parent) });
  }

  const products = new Map(stored.products.map((p) => [p.slug, p]));
  for (const product of incoming.products) planProduct(product, products.get(product.slug), mode, stage, count, counts);

  if (mode === 'replace') {
    const inFile = new Set(incoming.products.map((p) => p.slug));
    for (const product of stored.products) {
      if (inFile.has(product.slug) || product.status === 'archived') continue;
      counts.archived.products++;
      stage('archive_product', product.slug);
    }
  }

  let writes = 0;
  for (const rows of staged.values()) writes += rows.length;
  return { counts, staged, writes };
}

function planProduct(
  product: ProductRecord,
  before: StoredProduct | undefined,
  mode: ImportMode,
  stage: (kind: string, row: unknown) => void,
  count: (kind: Kind, state: 'created' | 'updated' | 'unchanged') => void,
  counts: ImportCounts,
): void {
  const slug = product.slug;
  const scalarsChanged = !before || !sameScalars(before, product) || before.final_price !== before.price;
  const listsChanged = PRODUCT_LIST_NAMES.filter((name) => !before || !sameJson(before[name], product[name]));
  if (scalarsChanged) {
    const { categories: _c, additional_photos: _a, decoration_methods: _d, input_fields: _i, size_guides: _s, variants: _v, ...scalars } = product;
    stage('product', {
      ...scalars,
      disabled: flag(product.disabled),
      discontinued: flag(product.discontinued),
      is_gift_card: flag(product.is_gift_card),
      allow_custom_amount: flag(product.allow_custom_amount),
      is_custom: flag(product.is_custom),
      library_approved: flag(product.library_approved),
    });
  }
  if (before && listsChanged.length > 0) {
    stage('product_lists', Object.fromEntries([['slug', slug], ...listsChanged.map((name) => [name, 1])]));
  }
  for (const name of listsChanged) {
    if (name === 'categories') for (const category of product.categories) stage('product_category', { product: slug, category });
    if (name === 'additional_photos') product.additional_photos.forEach((path, k) => stage('product_photo', { product: slug, full_path: path, ...fileParts(path), position: k + 1 }));
    if (name === 'decoration_methods') for (const method of product.decoration_methods) stage('product_decoration', { product: slug, name: method });
    if (name === 'input_fields') product.input_fields.forEach((field, k) => stage('input_field', { product: slug, label: field.label, is_required: flag(field.is_required), position: k + 1 }));
    if (name === 'size_guides') {
      product.size_guides.forEach((guide, g) => {
        stage('size_guide', { product: slug, index: g, specification_type: guide.specification_type });
        for (const size of guide.sizes) stage('size_guide_size', { product: slug, index: g, size: size.size, value: size.value });
      });
    }
  }

  let variantsChanged = false;
  const variants = new Map((before?.variants ?? []).map((v) => [v.color, v]));
  product.variants.forEach((variant, j) => {
    if (planVariant(slug, variant, j + 1, variants.get(variant.color), mode, stage, count, counts)) variantsChanged = true;
  });
  if (mode === 'replace' && before) {
    const inFile = new Set(product.variants.map((v) => v.color));
    for (const variant of before.variants) {
      if (inFile.has(variant.color) || variant.discontinued) continue;
      counts.archived.variants++;
      variantsChanged = true;
      stage('archive_variant', { product: slug, color: variant.color });
    }
  }

  const changed = scalarsChanged || listsChanged.length > 0;
  count('products', !before ? 'created' : changed ? 'updated' : 'unchanged');
  // Its default colour (products.product_color_id) follows its variants.
  if (!before || variantsChanged || scalarsChanged) stage('touched', slug);
}

/** Plans one colour; true when anything of it (or its sizes) is written. */
function planVariant(
  slug: string,
  variant: VariantRecord,
  position: number,
  before: StoredVariant | undefined,
  mode: ImportMode,
  stage: (kind: string, row: unknown) => void,
  count: (kind: Kind, state: 'created' | 'updated' | 'unchanged') => void,
  counts: ImportCounts,
): boolean {
  const key = { product: slug, color: variant.color };
  const scalarsChanged =
    !before ||
    before.primary_hex_color !== variant.primary_hex_color ||
    before.secondary_hex_color !== variant.secondary_hex_color ||
    before.thumbnail !== variant.thumbnail ||
    before.discontinued !== variant.discontinued ||
    before.position !== position;
  const imagesChanged = !before || !sameJson(before.images, variant.images);
  if (scalarsChanged) {
    stage('variant', { ...key, primary_hex_color: variant.primary_hex_color, secondary_hex_color: variant.secondary_hex_color, thumbnail: variant.thumbnail, discontinued: flag(variant.discontinued), position });
  }
  if (imagesChanged) {
    if (before) stage('variant_images_reset', key);
    variant.images.forEach((image, k) => stage('variant_image', { ...key, type: image.type, path: image.path, position: k + 1 }));
  }
  count('variants', !before ? 'created' : scalarsChanged || imagesChanged ? 'updated' : 'unchanged');

  let sizesChanged = false;
  const sizes = new Map((before?.sizes ?? []).map((s) => [s.size, s]));
  variant.sizes.forEach((size, k) => {
    const old = sizes.get(size.size);
    const same = old && old.quantity === size.quantity && old.price === size.price && old.weight === size.weight && old.position === k + 1;
    if (same) {
      count('sizes', 'unchanged');
      return;
    }
    sizesChanged = true;
    count('sizes', old ? 'updated' : 'created');
    stage('size', { ...key, size: size.size, quantity: size.quantity, price: size.price, weight: size.weight, position: k + 1 });
  });
  if (mode === 'replace' && before) {
    const inFile = new Set(variant.sizes.map((s) => s.size));
    for (const size of before.sizes) {
      if (inFile.has(size.size) || size.quantity === 0) continue;
      counts.archived.sizes++;
      sizesChanged = true;
      stage('archive_size', { ...key, size: size.size });
    }
  }
  return scalarsChanged || imagesChanged || sizesChanged;
}
