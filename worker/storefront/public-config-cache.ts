import type { Language } from '../../shared/languages.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { toPublicStorefront } from './public-config.ts';
import type { StorefrontRecord } from './storefront-record.ts';

type Options = { preview?: boolean; locked?: boolean; recaptchaSiteKey?: string | undefined; lang?: Language };

// Keyed by the registry cache's record object: a publish or a new draft makes the registry read
// a new record (ADR 0070), so each config version is sanitised once per isolate and the old
// version's entries go with its record (docs/decisions/0130-ssr-cpu.md).
const byRecord = new WeakMap<StorefrontRecord, Map<string, PublicStorefront>>();

/**
 * toPublicStorefront, computed once per record and variant (locked, preview, site key, language) in this
 * isolate. Callers must treat the answer as read-only: every request of that store shares it.
 */
export function cachedPublicStorefront(record: StorefrontRecord, options: Options = {}): PublicStorefront {
  const key = `${options.locked === true}|${options.preview === true}|${options.recaptchaSiteKey ?? ''}|${options.lang ?? ''}`;
  let variants = byRecord.get(record);
  if (!variants) {
    variants = new Map();
    byRecord.set(record, variants);
  }
  let storefront = variants.get(key);
  if (!storefront) {
    storefront = toPublicStorefront(record, options);
    variants.set(key, storefront);
  }
  return storefront;
}
