import * as v from 'valibot';
import { BrandsAnswerSchema } from '../../shared/catalog/brands-answer.ts';
import { CategoryAnswerSchema, CategoryListAnswerSchema } from '../../shared/catalog/category-tree-schema.ts';
import { ProductListAnswerSchema } from '../../shared/catalog/product-list-answer.ts';
import { ProductListQuerySchema } from '../../shared/catalog/product-list-query.ts';
import { isHtmlDescription } from '../../shared/description.ts';
import { PRODUCT_DETAIL_RELATIONS, ProductDetailAnswerSchema, type ProductDetailRelation } from '../../shared/product-detail.ts';
import { brandNames } from '../db/brands.ts';
import { categoriesWithProducts, categoryBySlug } from '../db/product-categories.ts';
import { readProductDetail, type ProductKey } from '../db/product-detail.ts';
import { listProducts } from '../db/product-list.ts';
import { sanitizeRichText } from '../storefront/sanitize-rich-text.ts';
import { rememberedAnswer } from './catalog-memo.ts';
import { invalidBody, type QueryRecord } from './validation.ts';

/**
 * The catalog's read answers (docs/product.md §7) before they become JSON: the API routes send them
 * (catalog-api.ts, product-detail-api.ts, brands-api.ts) and server-rendered pages read them
 * directly (worker/ssr/server-reads.ts, ADR 0145), so both get the same answer from one place.
 * `storefrontId` is always the Host's store: callers have already answered 404 for a path that
 * names another one (api-app.ts, server-reads.ts through storefront-id-check.ts).
 */
export type ReadAnswer = {
  status: 200 | 400 | 404;
  body: unknown;
  /**
   * The answer schema whose output `body` is already, exactly (no key more or less, every
   * default present): a server render's loader reading with it skips parsing again
   * (client/api/api-client.ts DirectAnswer; tests/integration/catalog/server-reads.test.ts
   * holds every answer here to it). Only on 200s; HTTP answers ignore it.
   */
  parsedBy?: v.GenericSchema;
};

/**
 * The store whose catalog is read. `memoEntries`: how many answers this isolate keeps between
 * requests until the catalog changes (catalog-memo.ts; from CATALOG_MEMO_ENTRIES); absent or 0,
 * every call reads D1.
 */
export type CatalogStore = { db: D1Database; storefrontId: number; memoEntries?: number };

/** The store's kept answer for `key` (one key per read and its parsed arguments), or a fresh read. */
function remembered(store: CatalogStore, key: string, read: () => Promise<ReadAnswer>): Promise<ReadAnswer> {
  return rememberedAnswer(store.memoEntries ?? 0, store.storefrontId, key, read);
}

const ok = (data: unknown, parsedBy?: v.GenericSchema): ReadAnswer => ({ status: 200, body: { data }, ...(parsedBy && { parsedBy }) });

/** The query's parsed value, or the 400 answer validQuery would give. */
function parseQuery<S extends v.GenericSchema>(schema: S, query: QueryRecord): { output: v.InferOutput<S> } | { answer: ReadAnswer } {
  const result = v.safeParse(schema, query);
  return result.success ? { output: result.output } : { answer: { status: 400, body: invalidBody(result.issues) } };
}

/** GET storefronts/{id}/storefront-products: one page of the list. */
export async function productListAnswer(store: CatalogStore, query: QueryRecord): Promise<ReadAnswer> {
  const parsed = parseQuery(ProductListQuerySchema, query);
  if ('answer' in parsed) return parsed.answer;
  const read = async () => ok(await listProducts(store.db, store.storefrontId, parsed.output), ProductListAnswerSchema);
  // A search is not kept: each distinct text would be an entry of its own and push the store's
  // browsing pages out of the memo (ADR 0155).
  if (parsed.output.global_filter) return read();
  return remembered(store, `list ${JSON.stringify(parsed.output)}`, read);
}

const CategoryListQuery = v.object({
  company_category_id: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,14}$/, 'company_category_id must be a category id (a positive whole number).'),
      v.transform(Number),
    ),
  ),
});

const CATEGORY_NOT_FOUND: ReadAnswer = { status: 404, body: { message: 'The requested category was not found.' } };

/** GET storefronts/{id}/has-products/product-categories: the tree of categories with listed products. */
export async function categoriesWithProductsAnswer(store: CatalogStore, query: QueryRecord): Promise<ReadAnswer> {
  const parsed = parseQuery(CategoryListQuery, query);
  if ('answer' in parsed) return parsed.answer;
  const belowId = parsed.output.company_category_id;
  return remembered(store, `categories ${belowId ?? ''}`, async () => {
    const categories = await categoriesWithProducts(store.db, store.storefrontId, belowId);
    return categories === null ? CATEGORY_NOT_FOUND : ok(categories, CategoryListAnswerSchema);
  });
}

const CategorySlugSchema = v.pipe(v.string(), v.maxLength(255), v.regex(/^[\p{L}\p{N}_-]+$/u));

/** GET storefronts/{id}/product-categories/slug/{slug}; a slug that cannot exist is a missing category. */
export async function categoryBySlugAnswer(store: CatalogStore, slugParam: string): Promise<ReadAnswer> {
  const slug = v.safeParse(CategorySlugSchema, slugParam);
  if (!slug.success) return CATEGORY_NOT_FOUND;
  return remembered(store, `category ${slug.output}`, async () => {
    const category = await categoryBySlug(store.db, store.storefrontId, slug.output);
    return category ? ok(category, CategoryAnswerSchema) : CATEGORY_NOT_FOUND;
  });
}

const UNKNOWN_RELATION = `relations may only contain: ${PRODUCT_DETAIL_RELATIONS.join(', ')}.`;

/** relations[] (or relations=…) of the detail calls; without any, every detail relation. */
const DetailQuery = v.object({
  relations: v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((value) => (Array.isArray(value) ? value : [value])),
      v.array(v.picklist(PRODUCT_DETAIL_RELATIONS, UNKNOWN_RELATION)),
    ),
  ),
});

const ProductIdSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,14}$/, 'The product id must be a positive whole number.'),
  v.transform(Number),
);
const ProductSlugSchema = v.pipe(
  v.string(),
  v.minLength(1, 'The product slug is required.'),
  v.maxLength(255, 'The product slug is too long (255 characters at most).'),
);

function productKey(key: { id: string } | { slug: string }): ProductKey | { message: string } {
  if ('id' in key) {
    const id = v.safeParse(ProductIdSchema, key.id);
    return id.success ? { id: id.output } : { message: id.issues[0].message };
  }
  const slug = v.safeParse(ProductSlugSchema, key.slug);
  return slug.success ? { slug: slug.output } : { message: slug.issues[0].message };
}

const PRODUCT_NOT_FOUND: ReadAnswer = { status: 404, body: { message: 'The requested product was not found.' } };

/**
 * GET storefronts/{id}/storefront-products/{productId} and …/slug/{slug}: one product with the
 * requested relations. Unpublished, disabled and unknown products answer 404 alike.
 */
export async function productDetailAnswer(store: CatalogStore, key: { id: string } | { slug: string }, query: QueryRecord): Promise<ReadAnswer> {
  // The query is checked first (as validQuery did before the handler), then the path's key.
  const parsed = parseQuery(DetailQuery, query);
  if ('answer' in parsed) return parsed.answer;
  const dbKey = productKey(key);
  if ('message' in dbKey) return { status: 400, body: dbKey };
  const relations = new Set<ProductDetailRelation>(parsed.output.relations ?? PRODUCT_DETAIL_RELATIONS);
  const memoKey = `product ${JSON.stringify([dbKey, [...relations].sort()])}`;
  return remembered(store, memoKey, async () => {
    const product = await readProductDetail(store.db, store.storefrontId, dbKey, relations);
    if (!product) return PRODUCT_NOT_FOUND;
    // Tenant-authored HTML is sanitised here, once, before it reaches any page.
    if (isHtmlDescription(product.description)) product.description = sanitizeRichText(product.description);
    // With every relation, every key the schema defaults is there (absent relations are not).
    return ok(product, relations.size === PRODUCT_DETAIL_RELATIONS.length ? ProductDetailAnswerSchema : undefined);
  });
}

const BrandsQuery = v.object({
  storefront_id: v.pipe(
    v.string('storefront_id is required.'),
    v.regex(/^\d{1,15}$/, 'storefront_id must be a store id (a whole number).'),
    v.transform(Number),
  ),
});

/** GET /brands/colors?storefront_id=: data.brands, the brand names of the store. */
export async function brandsAnswer(store: CatalogStore, query: QueryRecord): Promise<ReadAnswer> {
  const parsed = parseQuery(BrandsQuery, query);
  if ('answer' in parsed) return parsed.answer;
  // Another store's id is not this host's business: the same answer as an unknown store.
  if (parsed.output.storefront_id !== store.storefrontId) return { status: 404, body: { message: 'Not found.' } };
  return remembered(store, 'brands', async () => ok({ brands: await brandNames(store.db, store.storefrontId) }, BrandsAnswerSchema));
}
