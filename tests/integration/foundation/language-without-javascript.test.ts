import { describe, expect, it } from 'vitest';
import { DEMO, PRIVATE, fetchAs } from '../helpers.ts';

// ADR 0156: the footer's language select posts (GET) to /_language without JavaScript; the
// cookie it sets is the one the server renders by, and the shopper comes back to the page.

describe('GET /_language', () => {
  it('sets the language cookie and goes back to the page, which then renders in that language', async () => {
    const response = await fetchAs(DEMO, '/_language?lang=de&back=%2Fproducts%3Fsearch%3Dtee');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/products?search=tee');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lang=de;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    const page = await fetchAs(DEMO, '/products?search=tee', { headers: { cookie: 'lang=de' } });
    const html = await page.text();
    expect(html).toContain('<html lang="de"');
    // The footer's form names the page to come back to.
    expect(html).toContain('action="/_language"');
    expect(html).toContain('name="back" value="/products?search=tee"');
  });

  it('never sends the shopper off the site, and ignores a language not offered', async () => {
    for (const back of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'about']) {
      const response = await fetchAs(DEMO, `/_language?lang=fr&back=${encodeURIComponent(back)}`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const unknown = await fetchAs(DEMO, '/_language?lang=xx&back=%2Fabout');
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toBe('/about');
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('works on a private store before its code is entered (the gate page has the footer too)', async () => {
    const response = await fetchAs(PRIVATE, '/_language?lang=de&back=%2Fprivate');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/private');
    expect(response.headers.get('set-cookie')).toMatch(/^lang=de;/);
  });
});
