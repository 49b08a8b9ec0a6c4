import { kitHref } from '../../../shared/kits/kit-links.ts';
import { storeRowId, storeRowIds } from '../../db/store-row-id.ts';
import { addProblem, type Problems } from '../catalog/catalog-checks.ts';
import { mediaRefProblem } from '../media/media-refs.ts';
import type { KitInput } from './kit-bodies.ts';

/**
 * Kits as operators make them (docs/decisions/0193-kit-links.md): a kit is a campaign (its token,
 * what a recipient may pick), a link is one recipient's user token, ordered at most once. Every
 * query binds the store; every write is one batch, its audit entry (registry) right after it.
 */
export type KitView = {
  id: number;
  name: string;
  token: string;
  amount: number;
  banner: string | null;
  hide_prices: boolean;
  products: { product: string; required: boolean; quantity: number }[];
  links: { total: number; ordered: number };
};
export type KitLinkView = { user_token: string; url: string | null; email: string | null; name: string | null; created_at: string; ordered: boolean; order_uuid: string | null };

/** A random token of `bytes` bytes, base64url (16 bytes: 128 bits). */
export function randomToken(bytes = 16): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...random)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The kit's products by slug (this store's only), and every problem of the body by path. */
export async function kitProducts(db: D1Database, storefrontId: number, input: KitInput): Promise<{ ids: Map<string, number>; problems: Problems }> {
  const slugs = input.products.map((p) => p.product);
  const { results } = await db
    .prepare('SELECT slug, id FROM products WHERE storefront_id = ?1 AND slug IN (SELECT value FROM json_each(?2))')
    .bind(storefrontId, JSON.stringify(slugs))
    .all<{ slug: string; id: number }>();
  const ids = new Map(results.map((row) => [row.slug, row.id]));
  const problems: Problems = {};
  const seen = new Map<string, number>();
  input.products.forEach(({ product }, i) => {
    if (!ids.has(product)) addProblem(problems, `products.${i}.product`, `No product "${product}" in this store.`);
    const earlier = seen.get(product);
    if (earlier !== undefined) addProblem(problems, `products.${i}.product`, `Duplicate of products.${earlier}.`);
    else seen.set(product, i);
  });
  const banner = input.banner ? mediaRefProblem(input.banner, storefrontId) : null;
  if (banner) addProblem(problems, 'banner', banner);
  return { ids, problems };
}

const productRows = (input: KitInput, ids: Map<string, number>) =>
  JSON.stringify(input.products.map((p) => ({ product_id: ids.get(p.product), required: p.required ? 1 : 0, quantity: p.quantity })));

/** The kit's products from a JSON list (?3), for the kit `kit` (an SQL expression) of store ?2. */
const insertProducts = (kit: string) => `INSERT INTO kit_products (kit_id, product_id, required, quantity, position)
  SELECT ${kit}, json_extract(value, '$.product_id'), json_extract(value, '$.required'), json_extract(value, '$.quantity'), CAST(key AS INTEGER) + 1
  FROM json_each(?3) WHERE EXISTS (SELECT 1 FROM kits WHERE id = ${kit} AND storefront_id = ?2)`;

/** Creates the kit with its products and `audit`; answers its id and token. */
export async function createKit(db: D1Database, storefrontId: number, input: KitInput, ids: Map<string, number>, audit: (detail: Record<string, unknown>) => D1PreparedStatement): Promise<{ id: number; token: string }> {
  const token = randomToken();
  const [inserted] = await db.batch([
    db
      .prepare(`INSERT INTO kits (id, storefront_id, token, user_token, amount, banner_path, hide_prices, name) VALUES (${storeRowId('kits', storefrontId)}, ?, ?, '', ?, ?, ?, ?)`)
      .bind(storefrontId, token, input.amount, input.banner, input.hide_prices ? 1 : 0, input.name),
    db
      .prepare(insertProducts('(SELECT id FROM kits WHERE storefront_id = ?2 AND token = ?1)'))
      .bind(token, storefrontId, productRows(input, ids)),
  ]);
  await audit({ name: input.name, token_hint: token.slice(0, 4), products: input.products.length }).run();
  return { id: Number(inserted!.meta.last_row_id), token };
}

/** Replaces the kit's settings and products; false when the kit is not this store's. */
export async function updateKit(db: D1Database, storefrontId: number, kitId: number, input: KitInput, ids: Map<string, number>, audit: D1PreparedStatement): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare('UPDATE kits SET name = ?3, amount = ?4, banner_path = ?5, hide_prices = ?6 WHERE id = ?1 AND storefront_id = ?2')
      .bind(kitId, storefrontId, input.name, input.amount, input.banner, input.hide_prices ? 1 : 0),
    db.prepare('DELETE FROM kit_products WHERE kit_id = ?1 AND EXISTS (SELECT 1 FROM kits WHERE id = ?1 AND storefront_id = ?2)').bind(kitId, storefrontId),
    db.prepare(insertProducts('?1')).bind(kitId, storefrontId, productRows(input, ids)),
  ]);
  const changed = (updated!.meta.changes ?? 0) > 0;
  if (changed) await audit.run();
  return changed;
}

type KitRow = { id: number; name: string; token: string; amount: number; banner_path: string | null; hide_prices: number; links: number; ordered: number };
const KIT_COLUMNS = `k.id, k.name, k.token, k.amount, k.banner_path, k.hide_prices,
  (SELECT COUNT(*) FROM kit_links l WHERE l.kit_id = k.id) AS links,
  (SELECT COUNT(*) FROM kit_links l JOIN orders o ON o.kit_link_id = l.id WHERE l.kit_id = k.id) AS ordered`;

function kitView(row: KitRow, products: KitView['products']): KitView {
  return {
    id: row.id,
    name: row.name,
    token: row.token,
    amount: row.amount,
    banner: row.banner_path,
    hide_prices: row.hide_prices === 1,
    products,
    links: { total: row.links, ordered: row.ordered },
  };
}

export async function readKit(db: D1Database, storefrontId: number, kitId: number): Promise<KitView | null> {
  const [kit, products] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT ${KIT_COLUMNS} FROM kits k WHERE k.id = ?1 AND k.storefront_id = ?2`).bind(kitId, storefrontId),
    db
      .prepare(
        `SELECT p.slug AS product, kp.required, kp.quantity FROM kit_products kp JOIN kits k ON k.id = kp.kit_id JOIN products p ON p.id = kp.product_id
         WHERE kp.kit_id = ?1 AND k.storefront_id = ?2 ORDER BY kp.position, p.id`,
      )
      .bind(kitId, storefrontId),
  ]);
  const row = kit!.results[0] as KitRow | undefined;
  if (!row) return null;
  const items = products!.results as { product: string; required: number; quantity: number }[];
  return kitView(row, items.map((item) => ({ product: item.product, required: item.required === 1, quantity: item.quantity })));
}

/** The store's kits by id, without their products (GET …/kits/{id} has them). */
export async function listKits(db: D1Database, storefrontId: number, limit: number, after: number | null): Promise<{ kits: Omit<KitView, 'products'>[]; next: number | null }> {
  const { results } = await db
    .prepare(`SELECT ${KIT_COLUMNS} FROM kits k WHERE k.storefront_id = ?1 AND k.id > ?2 ORDER BY k.id LIMIT ?3`)
    .bind(storefrontId, after ?? 0, limit + 1)
    .all<KitRow>();
  const kits = results.slice(0, limit).map((row) => {
    const { products: _products, ...kit } = kitView(row, []);
    return kit;
  });
  return { kits, next: results.length > limit ? (kits.at(-1)?.id ?? null) : null };
}

/** The link's URL on the store's primary hostname (null while it has none). */
export function linkUrl(origin: string | null, token: string, userToken: string): string | null {
  return origin ? `${origin}${kitHref({ token, userToken })}` : null;
}

/** Adds one link per recipient (or `count` anonymous ones) in one batch with `audit`. */
export async function addLinks(
  db: D1Database,
  storefrontId: number,
  kitId: number,
  recipients: { email: string | null; name: string | null }[],
  audit: D1PreparedStatement,
): Promise<{ user_token: string; email: string | null; name: string | null }[]> {
  const links = recipients.map((recipient) => ({ user_token: randomToken(), ...recipient }));
  await db.batch([
    db
      .prepare(
        `INSERT INTO kit_links (id, kit_id, storefront_id, user_token, email, name)
         SELECT ${storeRowIds('kit_links', storefrontId, 'key')}, ?1, ?2, json_extract(value, '$.user_token'), json_extract(value, '$.email'), json_extract(value, '$.name')
         FROM json_each(?3) WHERE EXISTS (SELECT 1 FROM kits WHERE id = ?1 AND storefront_id = ?2)`,
      )
      .bind(kitId, storefrontId, JSON.stringify(links)),
  ]);
  await audit.run();
  return links;
}

/** A kit's links by id, each with its order when it was ordered. */
export async function listLinks(db: D1Database, storefrontId: number, kitId: number, limit: number, after: number | null) {
  const { results } = await db
    .prepare(
      `SELECT l.id, l.user_token, l.email, l.name, l.created_at, o.uuid AS order_uuid
       FROM kit_links l LEFT JOIN orders o ON o.kit_link_id = l.id AND o.storefront_id = ?2
       WHERE l.kit_id = ?1 AND l.storefront_id = ?2 AND l.id > ?3 ORDER BY l.id LIMIT ?4`,
    )
    .bind(kitId, storefrontId, after ?? 0, limit + 1)
    .all<{ id: number; user_token: string; email: string | null; name: string | null; created_at: string; order_uuid: string | null }>();
  const page = results.slice(0, limit);
  return { links: page, next: results.length > limit ? (page.at(-1)?.id ?? null) : null };
}
