/**
 * Words that name the same product: a search for one finds the others. Each group lists its
 * spellings as word stems (./word-stem.ts), a spelling of several words being those words in a
 * row as the search and the name split them ("T-Shirt" is "t" then "shirt"). A product name
 * holds one spelling, a shopper types another: "crew tee" must find "Classic Crew T-Shirt".
 */
export const SEARCH_ALIASES: readonly (readonly (readonly string[])[])[] = [[['tee'], ['t', 'shirt'], ['tshirt']]];

/** One place in a search: a word's stem, or the spellings of an alias group a run of its words is. */
export type SearchPart = { spellings: readonly (readonly string[])[] };

function startsWith(stems: readonly string[], at: number, spelling: readonly string[]): boolean {
  return spelling.every((stem, offset) => stems[at + offset] === stem);
}

/**
 * The search's stems in order, each run of stems that spells an alias taken as the whole group
 * (the longest spelling first: "t shirt" is one part, not "t" then "shirt"). A part that comes
 * twice is kept once.
 */
export function searchParts(stems: readonly string[]): SearchPart[] {
  const parts: SearchPart[] = [];
  const seen = new Set<string>();
  for (let at = 0; at < stems.length; ) {
    let alias: { group: readonly (readonly string[])[]; length: number } | null = null;
    for (const group of SEARCH_ALIASES) {
      for (const spelling of group) {
        if (startsWith(stems, at, spelling) && spelling.length > (alias?.length ?? 0)) alias = { group, length: spelling.length };
      }
    }
    const part: SearchPart = { spellings: alias?.group ?? [[stems[at]!]] };
    const length = alias?.length ?? 1;
    at += length;
    const key = JSON.stringify(part.spellings);
    if (seen.has(key)) continue;
    seen.add(key);
    parts.push(part);
  }
  return parts;
}
