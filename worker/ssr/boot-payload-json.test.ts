import { describe, expect, it } from 'vitest';
import type { BootPayload } from '../../client/app/boot-payload.ts';
import { serializeForScript } from '../../shared/escape-json.ts';
import { bootPayloadJson } from './boot-payload-json.ts';

const storefront = { id: 1, name: 'Demo </script><!-- & Co', settings: { footerContent: '<p>\u2028</p>' } } as unknown as BootPayload['storefront'];
const assets = { entry: '/assets/entry.js', styles: ['/assets/app.css'], modulePreloads: [] } as unknown as BootPayload['assets'];

describe('bootPayloadJson', () => {
  it('parses to the payload, with the same script-safe escapes as serializeForScript', () => {
    const boot: BootPayload = { storefront, assets, lang: 'de', catalogUrl: '/assets/i18n/de.0badf00d.json', user: null };
    const json = bootPayloadJson(boot);
    expect(JSON.parse(json)).toEqual(JSON.parse(serializeForScript(boot)));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('writes each request its own user and language next to the shared parts', () => {
    const user = { id: 7, email: 'robin@example.com', first_name: '<b>', last_name: 'R' } as unknown as BootPayload['user'];
    const first = JSON.parse(bootPayloadJson({ storefront, assets, lang: 'en', catalogUrl: '/en.json', user }));
    const second = JSON.parse(bootPayloadJson({ storefront, assets, lang: 'fr', catalogUrl: '/fr.json', user: null }));
    expect(first.user).toEqual(user);
    expect(first.lang).toBe('en');
    expect(second.user).toBeNull();
    expect(second.lang).toBe('fr');
    expect(second.storefront).toEqual(first.storefront);
  });
});
