import { searchParts, type SearchPart } from './search-aliases.ts';
import { wordStem } from './word-stem.ts';

/** At most this many words of a search are matched (the rest is ignored). */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a shopper's search: letters and digits of any script, lower-cased. Punctuation
 * separates words, exactly as the FTS5 unicode61 tokenizer splits product names.
 */
export function searchWords(term: string): string[] {
  return (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/** One part of a search as FTS5 text: its stem, or any spelling of its alias group, starts a word (or a run of words) of the name. */
function partMatch(part: SearchPart): string {
  const phrases = part.spellings.map((spelling) => `"${spelling.join(' ')}"*`);
  return phrases.length === 1 ? `name : ${phrases[0]}` : `name : (${phrases.join(' OR ')})`;
}

/**
 * The FTS5 expression of a search's words: the stem of every word (./word-stem.ts: "tees" →
 * "tee") must start a word of the product name ("tee bla" finds "Black Tee"; "hoodies" finds
 * "Zip-Up Hoodie"), a word with aliases (./search-aliases.ts) any of its spellings ("crew tee"
 * finds "Classic Crew T-Shirt"); quotes and operators never pass through (a stem is letters and
 * digits only). With `any`, one word is enough: the list falls back to that when no product has
 * every word ("crew mug" then still finds the crew socks and the mugs). Null when the search has
 * no words (nothing can match). The list adds the store's listed-products or category tokens
 * (worker/db/product-list-sql.ts), so a search only sees the store's listed products.
 */
export function searchWordsMatch(term: string, words: 'all' | 'any' = 'all'): string | null {
  const parts = searchParts(searchWords(term).map(wordStem));
  if (parts.length === 0) return null;
  const each = parts.map(partMatch);
  return words === 'all' || each.length === 1 ? each.join(' AND ') : `(${each.join(' OR ')})`;
}

/** Every product the store lists: its listed-products token (`v<id>`, only while listed: migrations/0012). */
export function listedMatch(storefrontId: number): string {
  return `store : "v${storefrontId}"`;
}

/**
 * The store's listed products in any of these categories or below them at any depth: a listed
 * product carries a token per category it is in and per ancestor of those, naming its own store
 * (`v<store>c<category>`, migrations/0014), so the token alone narrows to the store's listed
 * products. Ids are whole numbers (validated by the list query), safe inside the expression.
 */
export function categoryMatch(storefrontId: number, categoryIds: readonly number[]): string {
  for (const id of [storefrontId, ...categoryIds]) if (!Number.isSafeInteger(id) || id < 0) throw new Error(`Not an id: ${id}`);
  return `categories : (${categoryIds.map((id) => `"v${storefrontId}c${id}"`).join(' OR ')})`;
}
