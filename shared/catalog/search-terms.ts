/** At most this many words of a search are matched (the rest is ignored). */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a shopper's search: letters and digits of any script, lower-cased. Punctuation
 * separates words, exactly as the FTS5 unicode61 tokenizer splits product names.
 */
export function searchWords(term: string): string[] {
  return (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/**
 * The FTS5 MATCH expression for a search in one store: every word must start a word of the
 * product name ("tee bla" finds "Black Tee"), and the store's listed-products token (`v<id>`,
 * carried only while a product is listed: migrations/0012) narrows the match to the products
 * the store lists. Null when the search has no words (nothing can match).
 */
export function ftsMatchExpression(storefrontId: number, term: string): string | null {
  const words = searchWords(term);
  if (words.length === 0) return null;
  return [listedMatch(storefrontId), ...words.map((word) => `name : "${word}"*`)].join(' AND ');
}

/** Every product the store lists (its listed-products token alone). */
export function listedMatch(storefrontId: number): string {
  return `store : "v${storefrontId}"`;
}

/**
 * Products in any of these categories or below them at any depth: every product carries a token
 * per category it is in and per ancestor of those (`c<id>`, migrations/0014). Ids are whole
 * numbers (validated by the list query), so they are safe inside the expression.
 */
export function categoryMatch(categoryIds: readonly number[]): string {
  for (const id of categoryIds) if (!Number.isSafeInteger(id) || id < 0) throw new Error(`Not a category id: ${id}`);
  return `categories : (${categoryIds.map((id) => `"c${id}"`).join(' OR ')})`;
}
