import { isLanguage } from '../../shared/languages.ts';
import type { PublicUser } from '../../shared/schemas/public-user.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { boolean, list, loose, maybe, number, orNull, shape, ShapeError, string, unknownValue, type Check } from '../../shared/shape-guard.ts';
import type { BootPayload, ClientAssets } from './boot-payload.ts';

/** The store config's shape the shell relies on; the server already checked it with PublicStorefrontSchema. */
const storefront = loose({
  id: number,
  name: string,
  status: string,
  company_name: string,
  settings: loose({ logoPosition: string, socialIcons: list(unknownValue) }),
  sso: loose({ enabled: boolean }),
  menu: list(loose({ label: string })),
  // Sections travel with their page's loader data, not in the boot config (ADR 0142).
  pages: list(loose({ url: string, sections: maybe(list(unknownValue)) })),
  contact_emails: list(string),
}) as Check<unknown> as Check<PublicStorefront>;

/** The same fields as shared/schemas/public-user.ts's PublicUserSchema (the unit test compares them). */
const publicUser = shape<PublicUser>({
  id: number,
  first_name: string,
  last_name: string,
  email: string,
  username: string,
  verified: boolean,
  sso: boolean,
});

const lang: Check<BootPayload['lang']> = (value, path) => {
  if (!isLanguage(value)) throw new ShapeError(path, 'one of the shipped languages');
  return value;
};

const bootPayload = shape<BootPayload>({
  storefront,
  assets: shape<ClientAssets>({ entry: string, modulePreloads: list(string), stylesheets: list(string) }),
  lang,
  catalogUrl: string,
  user: orNull(publicUser),
});

/**
 * Checks the boot payload the server inlined (BOOT_GLOBAL); throws a ShapeError naming the first
 * field that is off. Hand-written so that no schema library ships in the entry (ADR 0006); the
 * unit test holds it to a valibot reference schema.
 */
export function readBootPayload(value: unknown): BootPayload {
  return bootPayload(value, 'boot');
}
