import * as v from 'valibot';
import { LANGUAGES, type Language } from '../../languages.ts';

/** The brand of a text's per-language form; ResolvedTexts recognises it by this. */
export const TEXTS_BY_LANGUAGE = 'TextsByLanguage';
/** Metadata key marking a localized text field; the walkers of localized-fields.ts find fields by it. */
export const LOCALIZED = 'localizedText';

/** A text written per language ({ en, de, fr }, each optional). */
export type TextsByLanguage<TText extends string = string> = { en?: TText | undefined; de?: TText | undefined; fr?: TText | undefined } & v.Brand<typeof TEXTS_BY_LANGUAGE>;
/** A store text as the config holds it: one text for every language, or one per language. */
export type LocalizedText<TText extends string = string> = TText | TextsByLanguage<TText>;

const NOT_A_TEXT = 'must be a text, or texts by language like { "en": "…", "de": "…" } (en, de, fr)';

/**
 * A store text wherever the config allows one (docs/decisions/0270-store-texts-by-language.md):
 * `text` itself (a plain string, as before), or an object of per-language texts, each checked by
 * `text` (so rich text stays rich text in every language, and is sanitised in each).
 */
export function localized<TText extends v.GenericSchema<string, string>>(text: TText) {
  // A loose object with a check, not a strict one: valibot's union names the field of a typed
  // option's issue (`alertText.de`), while an untyped one (a strict object's unknown key, or a
  // transforming action such as a brand after an issue) only yields the union's own message.
  const entries = v.looseObject({ en: v.optional(text), de: v.optional(text), fr: v.optional(text) });
  const byLanguage = v.pipe(
    entries,
    v.check((texts) => Object.keys(texts).every((key) => (LANGUAGES as readonly string[]).includes(key)), (issue) => `must hold only ${LANGUAGES.join(', ')} (got ${otherKeys(issue.input)})`),
  );
  // The brand is the type's only: at run time it would be a transforming action (see above).
  const branded = byLanguage as unknown as v.GenericSchema<v.InferInput<typeof entries>, TextsByLanguage<v.InferOutput<TText>>>;
  return v.pipe(
    v.union([text, branded], NOT_A_TEXT),
    v.metadata<v.InferOutput<TText> | TextsByLanguage<v.InferOutput<TText>>, { readonly [LOCALIZED]: true }>({ [LOCALIZED]: true }),
  );
}

function otherKeys(input: unknown): string {
  return Object.keys(typeof input === 'object' && input !== null ? input : {})
    .filter((key) => !(LANGUAGES as readonly string[]).includes(key))
    .join(', ');
}

function present(text: string | undefined): text is string {
  return text !== undefined && text.trim() !== '';
}

/**
 * The text a shopper reading `lang` sees: a plain string as it is; of per-language texts, the
 * one in `lang`, else the store's default language's, else the first written (en, de, fr), else
 * ''. A text of spaces only counts as not written.
 */
export function textFor<TText extends string>(value: LocalizedText<TText> | undefined | null, lang: Language, defaultLang: Language): TText {
  // '' is a valid text of either kind (plain or rich text).
  const none = '' as TText;
  if (value === undefined || value === null) return none;
  if (typeof value === 'string') return value;
  const own = value[lang];
  if (present(own)) return own;
  const fallback = value[defaultLang];
  if (present(fallback)) return fallback;
  for (const other of LANGUAGES) {
    const text = value[other];
    if (present(text)) return text;
  }
  return none;
}

/**
 * A config value the server sent the browser, typed as what it is: the server resolved every store
 * text to the page's language before sending it (worker/storefront/public-config.ts), so no
 * per-language object reaches the browser and nothing is left to resolve there.
 */
export function sentResolved<T>(value: T): ResolvedTexts<T> {
  // The Worker's toPublicStorefront resolved every localized field of this value (ADR 0270).
  return value as ResolvedTexts<T>;
}

/**
 * A config type with every localized text resolved to one language: what the browser receives
 * (worker/storefront/public-config.ts resolves the texts for the request's language).
 */
export type ResolvedTexts<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends v.Brand<typeof TEXTS_BY_LANGUAGE>
    ? T extends { en?: infer TText }
      ? Exclude<TText, undefined>
      : never
    : T extends readonly (infer TItem)[]
      ? ResolvedTexts<TItem>[]
      : T extends object
        ? { [K in keyof T]: ResolvedTexts<T[K]> }
        : T;
