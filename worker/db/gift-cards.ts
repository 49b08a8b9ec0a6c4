/** A gift card (or promo code) of one store. */
export type GiftCardRecord = { id: number; code: string; balance: number; status: string; customer_id: number | null };

/** A card by its code (codes are case-insensitive), within one store. */
export async function findGiftCard(db: D1Database, storefrontId: number, code: string): Promise<GiftCardRecord | null> {
  return db
    .prepare('SELECT id, code, balance, status, customer_id FROM gift_cards WHERE storefront_id = ? AND code = ?')
    .bind(storefrontId, code.trim())
    .first<GiftCardRecord>();
}

/** docs/product.md §3: the signed-in customer's gift cards (code, balance, status), newest first. */
export async function listCustomerGiftCards(db: D1Database, storefrontId: number, customerId: number): Promise<{ code: string; balance: number; status: string }[]> {
  const { results } = await db
    .prepare('SELECT code, balance, status FROM gift_cards WHERE storefront_id = ? AND customer_id = ? ORDER BY created_at DESC, id DESC')
    .bind(storefrontId, customerId)
    .all<{ code: string; balance: number; status: string }>();
  return results;
}
