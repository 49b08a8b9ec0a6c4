import { describe, expect, it } from 'vitest';
import { fetchAs, PRIVATE, SSO } from '../helpers.ts';
import { postJson, setCookie } from './account-helpers.ts';

// Which pages a locked private store shows: the one list in shared/private-gate-paths.ts, read by
// the Worker's gate and the browser's route tree (docs/decisions/0065-private-gate-on-both-sides.md).

const BOOT = /window\.__STOREFRONT_BOOT__=(.*?);window\.__staticRouterHydrationData=/s;
const bootOf = (html: string) => JSON.parse(BOOT.exec(html)![1]!) as { storefront: { locked?: boolean; contact_emails: unknown[] } };

describe.each([PRIVATE, SSO])('%s before its gate', (host) => {
  // Contact too: a visitor locked out must be able to ask for help (issue 27).
  it.each(['/privacy-policy', '/terms-and-conditions', '/contact'])('serves %s, locked, without search and cart', async (path) => {
    const response = await fetchAs(host, path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(bootOf(html).storefront.locked).toBe(true);
    expect(html).not.toContain('role="combobox"');
    expect(html).not.toContain('href="/cart"');
  });

  it.each([
    ['/products?search=tee', '/private?returnUrl=%2Fproducts%3Fsearch%3Dtee'],
    ['/products/classic-crew-tee', '/private?returnUrl=%2Fproducts%2Fclassic-crew-tee'],
    ['/checkout', '/private?returnUrl=%2Fcheckout'],
    ['/under-construction', '/private?returnUrl=%2Funder-construction'],
  ])('sends %s to the gate', async (path, location) => {
    const response = await fetchAs(host, path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });
});

describe('private.localhost after its gate', () => {
  it('serves the whole config (not locked) with search and cart', async () => {
    const { response } = await postJson(PRIVATE, '/api/storefronts/2/private-access', { code: 'ACME-CODE' });
    const cookie = setCookie(response, 'private_access')!;
    const page = await fetchAs(PRIVATE, '/contact', { headers: { cookie: `private_access=${cookie.value}` } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(bootOf(html).storefront.locked).toBeUndefined();
    expect(html).toContain('role="combobox"');
    expect(html).toContain('href="/cart"');
  });
});
