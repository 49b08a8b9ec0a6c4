import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import staticHeaders from '../../../public/_headers?raw';
import { app } from '../../../worker/app.ts';
import { OPENER_POLICY, PERMISSIONS_POLICY } from '../../../worker/http/security-headers.ts';
import { DEMO, fetchAs, SSO } from '../helpers.ts';

// Issue 8, item 9: nosniff everywhere; HSTS in production on real hostnames only.
describe('security headers', () => {
  it.each(['/api/storefronts/1/products?rows=1', '/api/nothing-here', '/assets/i18n/en.json', '/robots.txt', '/sitemap.xml', '/'])('%s is nosniff', async (path) => {
    const response = await fetchAs(DEMO, path);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS in production on a real hostname', async () => {
    await env.DB.prepare('INSERT OR IGNORE INTO storefront_hosts (hostname, storefront_id) VALUES (?, 1)').bind('shop.security.example').run();
    const response = await app.request('https://shop.security.example/robots.txt', {}, { ...env, ENVIRONMENT: 'production' });
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('static files get nosniff and SVG files a CSP through the assets _headers file', () => {
    expect(staticHeaders).toMatch(/^\/\*\n\s+X-Content-Type-Options: nosniff$/m);
    expect(staticHeaders).toMatch(/^\/\*\.svg\n\s+Content-Security-Policy: default-src 'none'/m);
  });
});

// Issue 27, item 9: no powerful browser feature for any page or frame, and no window.opener
// handle for a site that opens one of ours.
describe('permissions and opener policies', () => {
  it.each([
    [DEMO, '/'],
    [DEMO, '/products'],
    [DEMO, '/checkout'],
    [DEMO, '/api/storefronts/1/storefront-products?rows=1'],
    [SSO, '/login'],
    [SSO, '/private'],
  ])('%s%s refuses camera, microphone, location and payment and keeps its opener to itself', async (host, path) => {
    const response = await fetchAs(host, path);
    const policy = response.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });

  it('static files carry the same policies through the assets _headers file', () => {
    expect(staticHeaders).toContain(`Permissions-Policy: ${PERMISSIONS_POLICY}`);
    expect(staticHeaders).toContain(`Cross-Origin-Opener-Policy: ${OPENER_POLICY}`);
  });
});
