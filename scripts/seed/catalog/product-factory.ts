import { isHexColor } from '../../../shared/colors.ts';
import type { ImageSpec } from '../images/image-spec.ts';
import { productPhotoPath, swatchPath, variantImagePath, type ProductView } from './image-paths.ts';
import { PALETTE } from './palette.ts';
import { ONE_SIZE, type ProductKind, type ProductSpec } from './product-spec.ts';
import type { ProductTables } from './row-types.ts';
import { brands, categories, decorationMethods } from './taxonomy.ts';

const UPCHARGE: Record<string, number> = { '2XL': 200, '3XL': 400 };
const WEIGHT: Partial<Record<ProductKind, number>> = {
  tshirt: 0.2, longsleeve: 0.25, polo: 0.25, hoodie: 0.6, jacket: 0.8, mug: 0.45, bottle: 0.35,
  tumbler: 0.4, backpack: 1.1, duffel: 1.3, blanket: 0.9, giftcard: 0,
};

/** Rows of every product table plus what to draw for each image they reference. */
export type ExpandedProducts = ProductTables & { images: ImageSpec[] };

function emptyTables(): ExpandedProducts {
  return {
    products: [], product_categories: [], product_decoration_methods: [], product_files: [],
    product_variants: [], variant_images: [], variant_sizes: [], size_guides: [],
    size_guide_sizes: [], input_fields: [], reviews: [], images: [],
  };
}

function lookup<T extends { storefront_id: number }>(rows: T[], store: number, match: (row: T) => boolean, what: string): T {
  const row = rows.find((r) => r.storefront_id === store && match(r));
  if (!row) throw new Error(`seed: unknown ${what} in store ${store}`);
  return row;
}

/** The category with that slug and all its ancestors, leaf first. */
function categoryChain(store: number, slug: string): number[] {
  const chain: number[] = [];
  let current = lookup(categories, store, (c) => c.slug === slug, `category '${slug}'`);
  chain.push(current.id);
  while (current.parent_id !== null) {
    const parentId = current.parent_id;
    current = lookup(categories, store, (c) => c.id === parentId, `category #${parentId}`);
    chain.push(current.id);
  }
  return chain;
}

/** Stock that varies by product, colour and size but never changes between runs. */
function stockFor(productId: number, variantIndex: number, sizeIndex: number): number {
  return ((productId * 7 + variantIndex * 13 + sizeIndex * 5) % 90) + 10;
}

/** Expands hand-written product specs into table rows with fixed, derived ids. */
export function expandProducts(specs: ProductSpec[]): ExpandedProducts {
  const out = emptyTables();
  for (const spec of specs) expandOne(spec, out);
  return out;
}

function expandOne(spec: ProductSpec, out: ExpandedProducts): void {
  const { id, store, slug } = spec;
  const flags = spec.flags ?? {};
  const sizes = spec.sizes ?? ONE_SIZE;
  const discontinued = new Set(spec.discontinuedColors ?? []);
  const defaultColor = spec.colors.find((c) => !discontinued.has(c));
  if (!defaultColor) throw new Error(`seed: product ${slug} has no active colour`);
  const defaultVariantId = id * 100 + spec.colors.indexOf(defaultColor) + 1;
  const thumbnail = variantImagePath(store, slug, defaultColor, 'front');
  const totalCost = Math.round(spec.price * 0.55);

  out.products.push({
    id, storefront_id: store, slug, name: spec.name,
    description: spec.description ?? `${spec.name}: made to order with your logo, packed and shipped by our team.`,
    short_description: spec.short ?? `${spec.name}${spec.brand ? ` by ${spec.brand}` : ''}.`,
    copy_underneath_description: spec.copyUnder ?? '',
    price: spec.price, final_price: spec.price, margin: spec.price - totalCost, total_cost: totalCost,
    currency: 'USD', status: flags.status ?? 'published', discontinued: flags.discontinued ?? 0,
    disabled: flags.disabled ?? 0, is_gift_card: flags.is_gift_card ?? 0, is_custom: flags.is_custom ?? 0,
    library_approved: flags.library_approved ?? 1, need_attention: flags.need_attention ?? 0,
    allow_custom_amount: flags.allow_custom_amount ?? 0, product_color_id: defaultVariantId,
    warehouse_id: spec.warehouse,
    brand_id: spec.brand === null ? null : lookup(brands, store, (b) => b.name === spec.brand, `brand '${spec.brand}'`).id,
    thumbnail_path: thumbnail, created_at: `${spec.created}T10:00:00.000Z`,
  });

  const linked = new Set<number>();
  for (const categorySlug of spec.categories) {
    for (const categoryId of categoryChain(store, categorySlug)) {
      if (linked.has(categoryId)) continue;
      linked.add(categoryId);
      out.product_categories.push({ product_id: id, category_id: categoryId, storefront_id: store });
    }
  }
  for (const name of spec.decorations ?? []) {
    const method = lookup(decorationMethods, store, (d) => d.name === name, `decoration method '${name}'`);
    out.product_decoration_methods.push({ product_id: id, decoration_method_id: method.id });
  }

  const defaultPalette = PALETTE[defaultColor];
  for (let n = 1; n <= (spec.photos ?? 0); n++) {
    const full_path = productPhotoPath(store, slug, n);
    out.product_files.push({
      id: id * 10 + n, product_id: id, name: `${slug}-photo-${n}`, extension: 'svg',
      path: full_path.replace(/^\//, ''), full_path, type: 'additional_photo', position: n,
    });
    out.images.push({
      path: full_path,
      drawing: { type: 'photo', kind: spec.kind, color: defaultPalette.hex, secondary: secondaryOf(defaultColor), index: n, label: spec.name },
    });
  }

  spec.colors.forEach((colorSlug, variantIndex) => {
    const color = PALETTE[colorSlug];
    const variantId = id * 100 + variantIndex + 1;
    const secondary = secondaryOf(colorSlug);
    out.product_variants.push({
      id: variantId, product_id: id, storefront_id: store, color: color.name,
      primary_hex_color: color.hex, secondary_hex_color: secondary, swatch_url: swatchPath(store, colorSlug),
      thumbnail_path: variantImagePath(store, slug, colorSlug, 'front'),
      discontinued: discontinued.has(colorSlug) ? 1 : 0, position: variantIndex + 1,
    });
    const views: ProductView[] = spec.detailImages ? ['front', 'rear', 'detail'] : ['front', 'rear'];
    views.forEach((view, k) => {
      const full_path = variantImagePath(store, slug, colorSlug, view);
      const type = view === 'front' ? 'frontImage' : view === 'rear' ? 'rearImage' : 'other';
      out.variant_images.push({ id: variantId * 10 + k + 1, variant_id: variantId, type, full_path, position: k + 1 });
      out.images.push({ path: full_path, drawing: { type: 'product', kind: spec.kind, color: color.hex, secondary, view, label: spec.name } });
    });
    out.images.push({ path: swatchPath(store, colorSlug), drawing: { type: 'swatch', color: color.hex, secondary } });
    sizes.forEach((size, sizeIndex) => {
      const zero = spec.zeroStock?.some(([c, s]) => c === colorSlug && s === size) ?? false;
      out.variant_sizes.push({
        id: variantId * 100 + sizeIndex + 1, variant_id: variantId, size,
        price: spec.sizePrices?.[size] ?? spec.price + (UPCHARGE[size] ?? 0),
        quantity: zero ? 0 : flags.is_gift_card ? 1000 : stockFor(id, variantIndex, sizeIndex),
        weight: WEIGHT[spec.kind] ?? 0.15, position: sizeIndex + 1,
      });
    });
  });

  (spec.sizeGuides ?? []).forEach((guide, g) => {
    const guideId = id * 10 + g + 1;
    out.size_guides.push({ id: guideId, product_id: id, specification_type: guide.type });
    Object.entries(guide.values).forEach(([size, value], j) => {
      out.size_guide_sizes.push({ id: guideId * 100 + j + 1, size_guide_id: guideId, size, value });
    });
  });
  (spec.inputFields ?? []).forEach((field, k) => {
    out.input_fields.push({ id: id * 10 + k + 1, product_id: id, label: field.label, is_required: field.required ? 1 : 0, position: k + 1 });
  });
  const reviews = spec.reviews ?? [];
  if (reviews.length > 9) throw new Error(`seed: product ${slug} has more than 9 reviews`);
  reviews.forEach((review, k) => {
    out.reviews.push({
      id: id * 10 + k + 1, product_id: id, rating: review.rating, author: review.author,
      body: review.body, created_at: `${review.date}T12:00:00.000Z`,
    });
  });
}

/**
 * A palette colour's second tone, if any. Both tones end up in CSS, so the seed refuses any
 * that is not a hex colour (the database refuses them too: migrations/0007_catalog_hex_colors.sql).
 */
function secondaryOf(colorSlug: keyof typeof PALETTE): string | null {
  const color = PALETTE[colorSlug];
  const secondary = 'secondary' in color ? (color.secondary ?? null) : null;
  if (!isHexColor(color.hex) || (secondary !== null && !isHexColor(secondary))) {
    throw new Error(`seed: colour ${colorSlug} is not a hex colour like #1e40af`);
  }
  return secondary;
}
