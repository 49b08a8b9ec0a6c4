/**
 * The stem of a search word: what its singular and plural forms start with, so that a prefix
 * match of the stem finds both ("tees" and "tee", "hoodies" and "hoodie", "boxes" and "box",
 * "batteries" and "battery"). A small suffix stripper for English plurals, not a full stemmer:
 * product names are short and the match is a prefix match anyway. Words of other languages and
 * words shorter than four letters are kept as they are.
 */
export function wordStem(word: string): string {
  const w = word.toLowerCase();
  if (w.length < 4 || !/^[a-z]+$/.test(w)) return w;
  // "hoodies" → "hood" (hoodie), "batteries" → "batter" (battery); short ones only lose the s ("ties" → "tie").
  if (w.endsWith('ies')) return w.length > 5 ? w.slice(0, -3) : w.slice(0, -1);
  // "glasses" → "glass", "boxes" → "box", "watches" → "watch", "brushes" → "brush", "quizzes" → "quizz".
  if (/(?:ss|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  // "tees" → "tee", "mugs" → "mug", "caps" → "cap"; but "glass", "campus", "canvas", "basis" stay.
  if (w.endsWith('s') && !/(?:ss|us|is|as)$/.test(w)) return w.slice(0, -1);
  return w;
}
