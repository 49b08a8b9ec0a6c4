import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import staticHeaders from '../../../public/_headers?raw';
import { app } from '../../../worker/app.ts';
import { DEMO, fetchAs } from '../helpers.ts';

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
