import { describe, expect, it } from 'vitest';
import { DEMO, fetchAs, SSO } from '../helpers.ts';
import { freshIp, postJson } from './account-helpers.ts';

// Issue 27, accounts 10 (smaller ones).

const pageForm = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshIp() },
});

describe('the single-sign-on store’s reset-password page', () => {
  it('offers the work-account sign-in instead of a form that sends nothing', async () => {
    const html = await (await fetchAs(SSO, '/reset-password?returnUrl=%2Fcart')).text();
    expect(html).toContain('This store signs in with your work account.');
    expect(html).toContain('Sign in with your work account');
    expect(html).not.toContain('Send reset link');
  });

  it('is refused by the API with the reason', async () => {
    const answer = await postJson(SSO, '/api/storefronts/3/forgot-password', { email: 'someone@acme.test' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'This store signs in with your work account.' });
  });
});

describe('"Back to login" after asking for a reset link', () => {
  it('keeps the return url', async () => {
    const sent = await fetchAs(DEMO, '/reset-password?returnUrl=%2Fcart', pageForm({ email: 'shopper@demo.test' }));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/reset-password-success?returnUrl=%2Fcart');
    const html = await (await fetchAs(DEMO, '/reset-password-success?returnUrl=%2Fcart')).text();
    expect(html).toMatch(/<a[^>]*href="\/login\?returnUrl=%2Fcart"[^>]*>Back to login<\/a>/);
  });
});

describe('the orders screen without JavaScript (issue 27, accounts 2)', () => {
  it('is a GET form of search, status, sort and page size with an Apply button, and the server answers it', async () => {
    const { login } = await import('./account-helpers.ts');
    const cookie = await login(DEMO, 'shopper@demo.test');
    const page = await fetchAs(DEMO, '/my-account/orders?search=&status=5&sort=oldest&rows=10', { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const shown = html.slice(0, html.indexOf('<script'));
    const form = /<form[^>]*id="orders-filters"[^>]*>[\s\S]*?<\/form>/.exec(shown)?.[0] ?? '';
    expect(form).toMatch(/method="get"/);
    expect(form).toMatch(/<input[^>]*name="search"/);
    expect(form).toMatch(/<select[^>]*name="status"/);
    expect(form).toMatch(/<select[^>]*name="sort"/);
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>Apply<\/button>/);
    expect(shown).toMatch(/<select[^>]*name="rows"[^>]*form="orders-filters"|<select[^>]*form="orders-filters"[^>]*name="rows"/);
    // The list is the one asked for: cancelled orders only.
    const tags = [...shown.matchAll(/aria-label="Order [^"]+"/g)];
    expect(tags.length).toBeGreaterThan(0);
    expect(shown).toContain('title="Order status: Cancelled"');
    expect(shown).not.toContain('title="Order status: Shipped"');
  });
});
