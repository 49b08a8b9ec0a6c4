// The shape of catalogs.js, which scripts/i18n/compile-catalogs.mjs generates (git-ignored; see
// docs/decisions/0147-precompiled-catalogs.md). Typechecking needs only this file.
import type { Language } from '../../../shared/languages.ts';

/** Every message id, as JSON text (an array of strings). */
export declare const ids: string;
/**
 * Each language's messages in id order, as JSON text: 0 for a message that is its id, a string
 * for plain text, else lingui's compiled token array.
 */
export declare const packed: Record<Language, string>;
/** 8 hex digits of the SHA-256 of each language's served catalog JSON. */
export declare const fingerprints: Record<Language, string>;
