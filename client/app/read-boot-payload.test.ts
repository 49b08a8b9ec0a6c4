import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages.ts';
import { PublicUserSchema } from '../../shared/schemas/public-user.ts';
import { readBootPayload } from './read-boot-payload.ts';
import { shapeVariants } from '../../shared/shape-samples.ts';

/** The boot payload as a valibot schema: the reference the hand-written guard must agree with (ADR 0006). */
const ReferenceSchema = v.object({
  storefront: v.looseObject({
    id: v.number(),
    name: v.string(),
    status: v.string(),
    company_name: v.string(),
    settings: v.looseObject({ logoPosition: v.string(), socialIcons: v.array(v.unknown()) }),
    sso: v.looseObject({ enabled: v.boolean() }),
    menu: v.array(v.looseObject({ label: v.string() })),
    // Sections are left out of the boot config (ADR 0142); a preview's draft config still has them.
    pages: v.array(v.looseObject({ url: v.string(), sections: v.optional(v.array(v.unknown())) })),
    contact_emails: v.array(v.string()),
  }),
  assets: v.object({ entry: v.string(), modulePreloads: v.array(v.string()), stylesheets: v.array(v.string()) }),
  lang: v.picklist(LANGUAGES),
  catalogUrl: v.string(),
  user: v.optional(v.nullable(PublicUserSchema), null),
});

const user = { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', username: 'ada', verified: true, sso: false };
const sample = {
  storefront: {
    id: 1,
    name: 'Demo',
    status: 'live',
    company_name: 'Demo Ltd',
    settings: { logoPosition: 'left', socialIcons: [{ network: 'x' }], extra: 'kept' },
    sso: { enabled: false },
    menu: [{ label: 'Shop', children: [] }],
    pages: [{ url: 'about', sections: [{ type: 'TITLE' }] }],
    contact_emails: ['shop@example.com'],
    more: { kept: true },
  },
  assets: { entry: '/assets/entry.js', modulePreloads: ['/assets/a.js'], stylesheets: ['/assets/app.css'] },
  lang: 'de',
  catalogUrl: '/assets/i18n/de-abc.json',
  user,
  unknownTopLevel: 'dropped',
};

function attempt(value: unknown): { ok: true; output: unknown } | { ok: false } {
  try {
    return { ok: true, output: readBootPayload(value) };
  } catch {
    return { ok: false };
  }
}

describe('readBootPayload', () => {
  it('reads the payload the server inlines, with the user or without one', () => {
    const payload = readBootPayload(sample);
    expect(payload.lang).toBe('de');
    expect(payload.user).toEqual(user);
    expect(payload.storefront.name).toBe('Demo');
    expect(readBootPayload({ ...sample, user: undefined }).user).toBeNull();
    expect(readBootPayload({ ...sample, user: null }).user).toBeNull();
  });

  it('names the field that is off', () => {
    expect(() => readBootPayload({ ...sample, lang: 'it' })).toThrow(/boot\.lang/);
    expect(() => readBootPayload({ ...sample, assets: { ...sample.assets, stylesheets: [1] } })).toThrow(/boot\.assets\.stylesheets\[0\]/);
    expect(() => readBootPayload({ ...sample, user: { ...user, verified: 'yes' } })).toThrow(/boot\.user\.verified/);
  });

  it('accepts and rejects exactly what the valibot schema did, with the same result', () => {
    const variants = shapeVariants(sample);
    expect(variants.length).toBeGreaterThan(300);
    for (const { label, value } of variants) {
      const reference = v.safeParse(ReferenceSchema, value);
      const guard = attempt(value);
      expect({ label, ok: guard.ok }).toEqual({ label, ok: reference.success });
      if (guard.ok && reference.success) expect(guard.output).toEqual(reference.output);
    }
  });
});
