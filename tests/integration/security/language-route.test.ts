import { describe, expect, it } from 'vitest';
import { DEMO, fetchAs } from '../helpers.ts';

// Issue 27, items 1 and 2: the no-JavaScript language switch (ADR 0156) and the `lang` cookie it
// sets. What an attacker would try: a `back` that a browser reads as another site, a `back` with
// characters no header may carry, and a cookie that does not decode.

/** Where a browser on the demo store goes when it follows the answer's Location. */
function destination(response: Response): URL {
  return new URL(response.headers.get('location') ?? '', `http://${DEMO}/_language`);
}

describe('GET /_language?back=', () => {
  it.each([
    ['a tab before the second slash', '/%09/evil.example'],
    ['a line feed before the second slash', '/%0a/evil.example'],
    ['a carriage return before the second slash', '/%0d/evil.example'],
    ['a dot segment that collapses to //', '/.//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example/'],
    ['a backslash after a tab', '/%09%5cevil.example'],
  ])('never sends the browser to another site (%s)', async (_name, back) => {
    const response = await fetchAs(DEMO, `/_language?lang=de&back=${back}`);
    expect(response.status).toBe(303);
    expect(destination(response).origin).toBe(`http://${DEMO}`);
  });

  it.each([
    ['CR', '%0d'],
    ['LF', '%0a'],
    ['CR LF and a header', '%0d%0aset-cookie:%20x=1'],
    ['NUL', '%00'],
  ])('answers a %s in back with a redirect home, never a 500', async (_name, escape) => {
    const response = await fetchAs(DEMO, `/_language?lang=fr&back=/about${escape}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie().join('\n')).not.toContain('x=1');
  });

  it('still goes back to a path of this site with its query', async () => {
    const response = await fetchAs(DEMO, `/_language?lang=de&back=${encodeURIComponent('/products?search=tee shirt#top')}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/products?search=tee%20shirt#top');
  });
});

describe('a malformed lang cookie', () => {
  it.each(['%', '%E0%A4%A', 'de%'])('lang=%s renders pages and API answers in English instead of a 500', async (value) => {
    const page = await fetchAs(DEMO, '/products', { headers: { cookie: `lang=${value}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="en"');
    const api = await fetchAs(DEMO, '/api/storefronts/1/storefront-products?rows=1', { headers: { cookie: `lang=${value}` } });
    expect(api.status).toBe(200);
  });
});
