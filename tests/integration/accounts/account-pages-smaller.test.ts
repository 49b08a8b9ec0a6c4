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
