import { mediaRefProblem } from '../media/media-refs.ts';

/**
 * The import's checks across rows (the schema checks each value: catalog-document.ts): duplicate
 * natural keys, references to categories, brands, warehouses and decoration methods that exist
 * neither in the file nor (merge) in the store, category cycles, pictures outside the store's
 * media, gift-card rules. They read the raw document defensively, so a file with type errors
 * still gets every other problem listed in the same answer.
 */
export type ImportMode = 'merge' | 'replace';

export type StoreKeys = {
  storefrontId: number;
  mode: ImportMode;
  /** The store's categories (slug → parent slug); used in merge mode only. */
  categories: ReadonlyMap<string, string | null>;
  brands: ReadonlySet<string>;
  warehouses: ReadonlySet<string>;
  decorationMethods: ReadonlySet<string>;
  /** The store's products (what a field left out of the file keeps). */
  products: ReadonlyMap<string, { is_gift_card: boolean; warehouse: string | null; allow_custom_amount: boolean }>;
};

export type Problems = Record<string, string[]>;

type Raw = Record<string, unknown>;
const rows = (value: unknown): Raw[] => (Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' ? (item as Raw) : {})) : []);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);
const strings = (value: unknown): (string | undefined)[] => (Array.isArray(value) ? value.map(str) : []);

export function addProblem(problems: Problems, path: string, message: string): void {
  (problems[path] ??= []).push(message);
}

/** Keys seen once; a repeat is reported at its path, naming the first. */
function uniqueKeys(problems: Problems, items: { key: string | undefined; path: string }[], what: string): Set<string> {
  const first = new Map<string, string>();
  for (const { key, path } of items) {
    if (key === undefined) continue;
    const seen = first.get(key);
    if (seen) addProblem(problems, path, `Duplicate ${what} "${key}" (also at ${seen}).`);
    else first.set(key, path);
  }
  return new Set(first.keys());
}

export function crossProblems(document: unknown, store: StoreKeys): Problems {
  const problems: Problems = {};
  const doc = document && typeof document === 'object' ? (document as Raw) : {};
  const merge = store.mode === 'merge';
  const inStore = (known: ReadonlySet<string> | ReadonlyMap<string, unknown>, key: string) => merge && known.has(key);
  const whereToDefine = merge ? 'in the file or in the store' : 'in the file (a replace names every row)';

  const categories = rows(doc.categories);
  const categorySlugs = uniqueKeys(problems, categories.map((c, i) => ({ key: str(c.slug), path: `categories.${i}.slug` })), 'category slug');
  const brands = uniqueKeys(problems, rows(doc.brands).map((b, i) => ({ key: str(b.name), path: `brands.${i}.name` })), 'brand name');
  const warehouses = uniqueKeys(problems, rows(doc.warehouses).map((w, i) => ({ key: str(w.key), path: `warehouses.${i}.key` })), 'warehouse key');
  const methods = uniqueKeys(problems, rows(doc.decoration_methods).map((d, i) => ({ key: str(d.name), path: `decoration_methods.${i}.name` })), 'decoration method');
  const knownCategory = (slug: string) => categorySlugs.has(slug) || inStore(store.categories, slug);

  // The tree after the import: the store's parents (merge), overridden by the file's.
  const parents = new Map<string, string | null>(merge ? store.categories : []);
  categories.forEach((category) => {
    const slug = str(category.slug);
    if (slug !== undefined) parents.set(slug, str(category.parent) ?? null);
  });
  categories.forEach((category, i) => {
    const slug = str(category.slug);
    const parent = str(category.parent);
    if (parent === undefined || slug === undefined) return;
    if (!knownCategory(parent)) {
      addProblem(problems, `categories.${i}.parent`, `Unknown category "${parent}": define it ${whereToDefine}.`);
      return;
    }
    const chain = [slug];
    for (let at: string | null | undefined = parent; at != null; at = parents.get(at)) {
      chain.push(at);
      if (at === slug) {
        addProblem(problems, `categories.${i}.parent`, `Categories cannot contain themselves: ${chain.join(' → ')}.`);
        break;
      }
      if (chain.length > categories.length + parents.size + 1) break;
    }
  });

  const products = rows(doc.products);
  uniqueKeys(problems, products.map((p, i) => ({ key: str(p.slug), path: `products.${i}.slug` })), 'product slug');
  products.forEach((product, i) => {
    const at = `products.${i}`;
    const brand = str(product.brand);
    if (brand !== undefined && !brands.has(brand) && !inStore(store.brands, brand)) addProblem(problems, `${at}.brand`, `Unknown brand "${brand}": define it ${whereToDefine}.`);

    // A field left out keeps the store's value (catalog-records.ts): the rules apply to the result.
    const before = store.products.get(str(product.slug) ?? '');
    const giftCard = typeof product.is_gift_card === 'boolean' ? product.is_gift_card : (before?.is_gift_card ?? false);
    const warehouse = 'warehouse' in product ? str(product.warehouse) : (before?.warehouse ?? undefined);
    const customAmount = typeof product.allow_custom_amount === 'boolean' ? product.allow_custom_amount : (before?.allow_custom_amount ?? false);
    const given = str(product.warehouse);
    if (given !== undefined && !warehouses.has(given) && !inStore(store.warehouses, given)) {
      addProblem(problems, `${at}.warehouse`, `Unknown warehouse "${given}": define it ${whereToDefine}.`);
    }
    if (giftCard && warehouse !== undefined) addProblem(problems, `${at}.warehouse`, 'A gift card ships from no warehouse: set warehouse to null.');
    if (!giftCard && warehouse === undefined) addProblem(problems, `${at}.warehouse`, 'is required: the key of the warehouse that ships it (gift cards excepted).');
    if (!giftCard && customAmount) addProblem(problems, `${at}.allow_custom_amount`, 'Only a gift card can take an amount of the shopper’s choosing.');
    if (product.size_guide != null && product.size_guides !== undefined) addProblem(problems, `${at}.size_guides`, 'Give size_guide or size_guides, not both.');

    const linked = strings(product.categories);
    uniqueKeys(problems, linked.map((slug, k) => ({ key: slug, path: `${at}.categories.${k}` })), 'category');
    linked.forEach((slug, k) => {
      if (slug !== undefined && !knownCategory(slug)) addProblem(problems, `${at}.categories.${k}`, `Unknown category "${slug}": define it ${whereToDefine}.`);
    });
    strings(product.decoration_methods).forEach((name, k) => {
      if (name !== undefined && !methods.has(name) && !inStore(store.decorationMethods, name)) {
        addProblem(problems, `${at}.decoration_methods.${k}`, `Unknown decoration method "${name}": define it ${whereToDefine}.`);
      }
    });

    const media = (value: unknown, path: string) => {
      const ref = str(value);
      const problem = ref === undefined || ref === '' ? null : mediaRefProblem(ref, store.storefrontId);
      if (problem) addProblem(problems, path, problem);
    };
    media(product.thumbnail, `${at}.thumbnail`);
    (Array.isArray(product.additional_photos) ? product.additional_photos : []).forEach((photo, k) => media(photo, `${at}.additional_photos.${k}`));

    const variants = rows(product.variants);
    uniqueKeys(problems, variants.map((variant, j) => ({ key: str(variant.color), path: `${at}.variants.${j}.color` })), 'colour');
    variants.forEach((variant, j) => {
      const vat = `${at}.variants.${j}`;
      media(variant.thumbnail, `${vat}.thumbnail`);
      rows(variant.images).forEach((image, k) => media(image.path, `${vat}.images.${k}.path`));
      const sizes = rows(variant.sizes);
      uniqueKeys(problems, sizes.map((size, k) => ({ key: str(size.size), path: `${vat}.sizes.${k}.size` })), 'size');
      if (giftCard) {
        sizes.forEach((size, k) => {
          const price = typeof size.price === 'number' ? size.price : product.price;
          if (price === 0) addProblem(problems, `${vat}.sizes.${k}.price`, 'A gift card amount must be more than 0.');
        });
      }
    });
  });
  return problems;
}
