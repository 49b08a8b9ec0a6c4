// A catalog as CSV, one row per size (docs/operating.md "Catalog as CSV"), to and from the
// JSON document of PUT/GET /api/operator/storefronts/{id}/catalog. Pure.
import { csvRecords, toCsv } from './csv.ts';

export const CSV_COLUMNS = [
  'slug', 'name', 'category', 'brand', 'price', 'colour', 'hex', 'size', 'quantity', 'image', 'description',
  'warehouse', 'size_price', 'weight', 'status', 'gift_card', 'secondary_hex',
] as const;
const REQUIRED = ['slug', 'name', 'price', 'colour', 'hex', 'size', 'quantity'] as const;
/** Columns that describe the product (given on its first row; later rows may leave them empty). */
const PRODUCT_COLUMNS = ['name', 'category', 'brand', 'price', 'description', 'warehouse', 'status', 'gift_card'] as const;
/** Without a warehouse column, products ship from this one (made when the store lacks it). */
export const DEFAULT_WAREHOUSE = 'main';

type Json = Record<string, unknown>;
export type CsvCatalog = { catalog: Json; rowOf: (path: string) => number | null };

/** "T-Shirts" → "t-shirts": how a category named in a CSV finds its slug (unless given as "Name [slug]"). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "24", "24.5", "24.00" → 2400 (minor units), or null. */
export function minorUnits(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : null;
}
const decimal = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** One category path: "Apparel > T-Shirts" or "Apparel > Tees [team-tees]", root first. */
function categoryPath(text: string): { name: string; slug: string }[] {
  return text.split('>').map((part) => {
    const named = /^(.*?)\s*\[([^\]]+)\]$/.exec(part.trim());
    const name = (named ? named[1]! : part).trim();
    return { name, slug: named ? named[2]!.trim() : slugify(name) };
  });
}

/**
 * The JSON catalog of a CSV text, or every problem as "row N, column: …". `rowOf` maps an API
 * error's path (products.3.variants.1.sizes.2.quantity) back to the row it came from.
 */
export function catalogFromCsv(text: string): CsvCatalog | { problems: string[] } {
  let parsed;
  try {
    parsed = csvRecords(text);
  } catch (error) {
    return { problems: [`The CSV cannot be read: ${(error as Error).message}`] };
  }
  const problems: string[] = [];
  const missing = REQUIRED.filter((column) => !parsed.header.includes(column) && !(column === 'colour' && parsed.header.includes('color')));
  if (missing.length) return { problems: [`The header row lacks ${missing.join(', ')} (columns: ${CSV_COLUMNS.join(', ')}).`] };
  const unknown = parsed.header.filter((column) => column !== 'color' && !(CSV_COLUMNS as readonly string[]).includes(column));
  if (unknown.length) problems.push(`Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (columns: ${CSV_COLUMNS.join(', ')}).`);

  const categories = new Map<string, { slug: string; name: string; parent: string | null; row: number }>();
  const brands = new Set<string>();
  const warehouses = new Set<string>();
  const products = new Map<string, { json: Json; first: Record<string, string>; firstRow: number; variants: Map<string, { json: Json; sizes: Set<string> }> }>();
  const rows = new Map<string, number>();

  for (const { row, values } of parsed.records) {
    const at = (column: string, message: string) => problems.push(`row ${row}, ${column}: ${message}`);
    const cell = (column: string) => values[column] ?? (column === 'colour' ? (values.color ?? '') : '');
    // name, price (a product's first row) and hex (a colour's first row) are checked below.
    for (const column of ['slug', 'colour', 'size', 'quantity']) if (!cell(column)) at(column, 'is required.');
    const slug = cell('slug');
    if (!slug) continue;

    let product = products.get(slug);
    if (!product) {
      if (!cell('name')) at('name', 'is required on the first row of a product.');
      const price = minorUnits(cell('price'));
      if (price === null) at('price', `must be an amount like 24.00, not "${cell('price')}".`);
      const giftCard = /^(1|yes|true)$/i.test(cell('gift_card'));
      if (cell('gift_card') && !/^(0|1|yes|no|true|false)$/i.test(cell('gift_card'))) at('gift_card', 'must be yes or no.');
      const json: Json = { slug, name: cell('name'), price: price ?? 0, variants: [] };
      const linked: string[] = [];
      for (const path of cell('category').split('|').map((p) => p.trim()).filter(Boolean)) {
        let parent: string | null = null;
        for (const { name, slug: categorySlug } of categoryPath(path)) {
          if (!name || !categorySlug) {
            at('category', `"${path}" has an empty name: write paths like "Apparel > T-Shirts".`);
            break;
          }
          const known = categories.get(categorySlug);
          if (known && (known.parent !== parent || known.name !== name)) {
            at('category', `"${name}" (${categorySlug}) is already ${known.parent ? `under ${known.parent}` : 'a top category'} named "${known.name}" (row ${known.row}); give one of them another name or [slug].`);
          } else if (!known) {
            categories.set(categorySlug, { slug: categorySlug, name, parent, row });
          }
          parent = categorySlug;
        }
        if (parent) linked.push(parent);
      }
      if (cell('category')) json.categories = linked;
      if (cell('brand')) {
        json.brand = cell('brand');
        brands.add(cell('brand'));
      }
      if (cell('description')) json.description = cell('description');
      if (cell('status')) json.status = cell('status');
      if (cell('gift_card')) json.is_gift_card = giftCard;
      if (giftCard) {
        json.warehouse = null;
      } else {
        json.warehouse = cell('warehouse') || DEFAULT_WAREHOUSE;
        warehouses.add(json.warehouse as string);
      }
      if (cell('image')) json.thumbnail = cell('image');
      product = { json, first: values, firstRow: row, variants: new Map() };
      products.set(slug, product);
      rows.set(`products.${products.size - 1}`, row);
    } else {
      for (const column of PRODUCT_COLUMNS) {
        const value = cell(column);
        const first = product.first[column] ?? '';
        if (value && value !== first) at(column, `differs from the product's first row (row ${product.firstRow}: "${first}"); leave it empty or give the same value.`);
      }
    }

    const productIndex = [...products.keys()].indexOf(slug);
    const colour = cell('colour');
    if (!colour) continue;
    let variant = product.variants.get(colour);
    if (!variant) {
      if (!cell('hex')) at('hex', 'is required on the first row of a colour (like #1e3a8a).');
      const json: Json = { color: colour, primary_hex_color: cell('hex'), sizes: [] };
      if (cell('secondary_hex')) json.secondary_hex_color = cell('secondary_hex');
      if (cell('image')) {
        json.thumbnail = cell('image');
        json.images = [{ type: 'frontImage', path: cell('image') }];
      }
      variant = { json, sizes: new Set() };
      product.variants.set(colour, variant);
      (product.json.variants as Json[]).push(json);
      rows.set(`products.${productIndex}.variants.${product.variants.size - 1}`, row);
    } else if (cell('hex') && cell('hex') !== variant.json.primary_hex_color) {
      at('hex', `differs from the colour's first row ("${String(variant.json.primary_hex_color)}").`);
    }

    const size = cell('size');
    if (!size) continue;
    if (variant.sizes.has(size)) at('size', `${slug} ${colour} ${size} is on an earlier row already.`);
    variant.sizes.add(size);
    const quantity = /^\d{1,9}$/.test(cell('quantity')) ? Number(cell('quantity')) : null;
    if (quantity === null && cell('quantity')) at('quantity', `must be a whole number, not "${cell('quantity')}".`);
    const sizeJson: Json = { size, quantity: quantity ?? 0, price: minorUnits(cell('size_price') || (product.first.price ?? '')) ?? 0 };
    if (cell('size_price') && minorUnits(cell('size_price')) === null) at('size_price', `must be an amount like 26.00, not "${cell('size_price')}".`);
    if (cell('weight')) {
      const weight = Number(cell('weight'));
      if (!Number.isFinite(weight) || weight < 0) at('weight', `must be a number of kilograms like 0.25, not "${cell('weight')}".`);
      else sizeJson.weight = weight;
    }
    const sizes = variant.json.sizes as Json[];
    sizes.push(sizeJson);
    rows.set(`products.${productIndex}.variants.${[...product.variants.keys()].indexOf(colour)}.sizes.${sizes.length - 1}`, row);
  }
  if (parsed.records.length === 0) problems.push('The CSV has a header but no rows.');
  if (problems.length) return { problems };

  const catalog: Json = {
    categories: [...categories.values()].map(({ slug, name, parent }) => ({ slug, name, parent })),
    brands: [...brands].map((name) => ({ name })),
    warehouses: [...warehouses].map((key) => ({ key })),
    products: [...products.values()].map((product) => product.json),
  };
  const rowOf = (path: string) => {
    const parts = path.split('.');
    for (let length = parts.length; length > 0; length--) {
      const row = rows.get(parts.slice(0, length).join('.'));
      if (row !== undefined) return row;
    }
    return null;
  };
  return { catalog, rowOf };
}

type ExportedCategory = { slug: string; name: string; parent: string | null };
type ExportedProduct = {
  slug: string; name: string; price: number; description: string; brand: string | null; categories: string[]; warehouse: string | null;
  status: string; is_gift_card: boolean; thumbnail: string | null;
  variants: { color: string; primary_hex_color: string; secondary_hex_color: string | null; thumbnail: string | null; sizes: { size: string; quantity: number; price: number; weight: number }[] }[];
};

/** The export as CSV: one row per size, the product's columns on every row. */
export function catalogToCsv(document: { categories: ExportedCategory[]; products: ExportedProduct[] }): string {
  const bySlug = new Map(document.categories.map((category) => [category.slug, category]));
  const pathOf = (slug: string): string => {
    const names: string[] = [];
    for (let at: ExportedCategory | undefined = bySlug.get(slug), depth = 0; at && depth < 50; at = at.parent ? bySlug.get(at.parent) : undefined, depth++) {
      names.unshift(slugify(at.name) === at.slug ? at.name : `${at.name} [${at.slug}]`);
    }
    return names.join(' > ');
  };
  const rows: (string | number | null)[][] = [[...CSV_COLUMNS]];
  for (const product of document.products) {
    // Only the deepest categories: a path names its parents already.
    const parents = new Set(product.categories.flatMap((slug) => {
      const above: string[] = [];
      for (let at = bySlug.get(slug)?.parent ?? null, depth = 0; at && depth < 50; at = bySlug.get(at)?.parent ?? null, depth++) above.push(at);
      return above;
    }));
    const category = product.categories.filter((slug) => !parents.has(slug)).map(pathOf).join(' | ');
    for (const variant of product.variants) {
      for (const size of variant.sizes) {
        rows.push([
          product.slug, product.name, category, product.brand, decimal(product.price), variant.color, variant.primary_hex_color, size.size, size.quantity,
          variant.thumbnail ?? product.thumbnail, product.description, product.warehouse, decimal(size.price), size.weight, product.status,
          product.is_gift_card ? 'yes' : 'no', variant.secondary_hex_color,
        ]);
      }
    }
  }
  return toCsv(rows);
}

/** An inventory CSV (product, colour, size, quantity and/or price) as PATCH …/inventory items. */
export function inventoryFromCsv(text: string): { items: Json[]; rowOf: (path: string) => number | null } | { problems: string[] } {
  let parsed;
  try {
    parsed = csvRecords(text);
  } catch (error) {
    return { problems: [`The CSV cannot be read: ${(error as Error).message}`] };
  }
  const problems: string[] = [];
  const product = parsed.header.includes('product') ? 'product' : 'slug';
  const colour = parsed.header.includes('colour') ? 'colour' : 'color';
  for (const column of [product, colour, 'size']) if (!parsed.header.includes(column)) problems.push(`The header row lacks ${column === 'slug' ? 'product' : column} (columns: product, colour, size, quantity, price).`);
  if (!parsed.header.includes('quantity') && !parsed.header.includes('price')) problems.push('The header row needs quantity, price or both.');
  if (problems.length) return { problems };
  const items = parsed.records.map(({ row, values }) => {
    const item: Json = { product: values[product], color: values[colour], size: values.size };
    if (values.quantity) {
      if (/^\d{1,9}$/.test(values.quantity)) item.quantity = Number(values.quantity);
      else problems.push(`row ${row}, quantity: must be a whole number, not "${values.quantity}".`);
    }
    if (values.price) {
      const price = minorUnits(values.price);
      if (price === null) problems.push(`row ${row}, price: must be an amount like 24.00, not "${values.price}".`);
      else item.price = price;
    }
    return item;
  });
  if (problems.length) return { problems };
  const rowOf = (path: string) => {
    const index = /^items\.(\d+)/.exec(path)?.[1];
    return index === undefined ? null : Number(index) + 2;
  };
  return { items, rowOf };
}
