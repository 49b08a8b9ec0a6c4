import type { Messages } from '@lingui/core';
import type { Language } from '../../shared/languages.ts';
import { ids, packed } from './generated/catalogs.js';

// The catalogs are compiled at build time (scripts/i18n/compile-catalogs.mjs writes
// ./generated/catalogs.js), so lingui's message compiler is not bundled and no isolate compiles
// a message (docs/decisions/0147-precompiled-catalogs.md).

/** A message as the generator packs it: 0 when it is its id, a string for plain text, else tokens. */
export type PackedMessage = 0 | string | Messages[string];

/** Lingui's compiled messages from the ids and one language's packed messages (in id order). */
export function unpackCatalog(messageIds: readonly string[], values: readonly PackedMessage[]): Messages {
  const messages: Messages = {};
  for (const [index, id] of messageIds.entries()) {
    const value = values[index] ?? 0;
    messages[id] = value === 0 ? [id] : typeof value === 'string' ? [value] : value;
  }
  return messages;
}

let messageIds: string[] | undefined;
const unpacked = new Map<Language, Messages>();

/**
 * The compiled lingui catalog of one language (unpacked once per isolate, on first use). A
 * message missing from de or fr holds the English text, so a gap shows English rather than an id.
 */
export function compiledCatalog(lang: Language): Messages {
  let messages = unpacked.get(lang);
  if (!messages) {
    // Generated JSON text (scripts/i18n/compile-catalogs.mjs); catalogs.test.ts pins its content.
    messageIds ??= JSON.parse(ids) as string[];
    messages = unpackCatalog(messageIds, JSON.parse(packed[lang]) as PackedMessage[]);
    unpacked.set(lang, messages);
  }
  return messages;
}
