/**
 * Marks an English text as a lingui message id without translating it here (the role of lingui's
 * `msg` macro, which this project cannot compile): `npm run i18n:extract` finds calls of `_` with a string literal,
 * and the text is translated where a person reads it — `i18n._(id)` in the Worker (API messages,
 * mails), `_(id)` from `useLingui()` in components (form errors).
 */
export const _ = (text: string): string => text;
