/**
 * Links inside translated sentences: the sentence is translated whole with slot markers as its
 * values (`slot('email')`), then split so the page can put links where the markers are. Keeps
 * word order a translator's choice ("write to {email}" / "écrivez à {email}").
 */
const MARK = '\u0000';

/** The marker standing for a named slot in a translated sentence. */
export function slot(name: string): string {
  return `${MARK}${name}${MARK}`;
}

export type TextPart = { text: string } | { slot: string };

/** Splits a sentence into its plain text and its slots, in order (empty texts dropped). */
export function splitSlots(sentence: string): TextPart[] {
  const pieces = sentence.split(new RegExp(`${MARK}([^${MARK}]+)${MARK}`));
  const parts: TextPart[] = [];
  pieces.forEach((piece, index) => {
    if (index % 2 === 1) parts.push({ slot: piece });
    else if (piece !== '') parts.push({ text: piece });
  });
  return parts;
}
