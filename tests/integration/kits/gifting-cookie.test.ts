import { describe, expect, it } from 'vitest';
import { DEMO, fetchAs } from '../helpers.ts';

// ADR 0255: gifting mode reaches the server in the `gifting` cookie, which the kit page sets.
const HIDDEN_KIT = '/kit?token=hidden-kit-token&user_token=demo-user-token';
const KIT = '/kit?token=demo-kit-token&user_token=demo-user-token';
const BANNER = 'You are in Gifting mode. Please continue with selection or discard Gifting and use store normally.';

/** The page's HTML before its scripts (the hydration data repeats the loaders' answers). */
async function shown(path: string, cookie = '') {
  const response = await fetchAs(DEMO, path, { headers: { cookie }, redirect: 'manual' });
  const html = await response.text();
  return { response, html: html.slice(0, html.indexOf('<script')) };
}

describe('gifting mode in a cookie', () => {
  it('is set by the kit page for every path, with the kit\'s hide-prices flag', async () => {
    const { response } = await shown(HIDDEN_KIT);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(['gifting=hidden-kit-token.demo-user-token.1; Path=/; SameSite=Lax; Max-Age=34560000']);
    // A wrong user token sets nothing.
    expect((await shown('/kit?token=hidden-kit-token&user_token=nobody')).response.headers.getSetCookie()).toEqual([]);
  });

  it('renders a catalog page in gifting mode: the banner, and a hidden-prices kit\'s prices left out', async () => {
    const plain = await shown('/products');
    expect(plain.html).not.toContain(BANNER);
    expect(plain.html).toMatch(/\$\d+\.\d\d/);
    const gifting = await shown('/products', 'gifting=hidden-kit-token.demo-user-token.1');
    expect(gifting.html).toContain(BANNER);
    expect(gifting.html).not.toMatch(/\$\d+\.\d\d/);
    // A kit that shows prices keeps them; a cookie that is not one is ignored.
    expect((await shown('/products', 'gifting=demo-kit-token.demo-user-token.0')).html).toMatch(/\$\d+\.\d\d/);
    expect((await shown('/products', 'gifting=%3Cscript%3E')).html).not.toContain(BANNER);
  });

  it('asks before another gift\'s selection is dropped, and opens the gift when told to', async () => {
    const asked = await shown(KIT, 'gifting=hidden-kit-token.demo-user-token.1');
    expect(asked.html).toContain('Your cart is not empty');
    expect(asked.html).toContain(`href="${KIT.replaceAll('&', '&amp;')}&amp;open=1"`);
    expect(asked.response.headers.getSetCookie()).toEqual([]);
    const opened = await shown(`${KIT}&open=1`, 'gifting=hidden-kit-token.demo-user-token.1');
    expect(opened.html).not.toContain('Your cart is not empty');
    expect(opened.response.headers.getSetCookie()).toEqual(['gifting=demo-kit-token.demo-user-token.0; Path=/; SameSite=Lax; Max-Age=34560000']);
    // The same gift's link never asks.
    expect((await shown(KIT, 'gifting=demo-kit-token.demo-user-token.0')).html).not.toContain('Your cart is not empty');
  });
});
