import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateStorefront } from '../../../worker/tenant/registry.ts';
import { DEMO, DRAFT, fetchAs, STORE66 } from '../helpers.ts';

const BOOT = /window\.__STOREFRONT_BOOT__=(.*?);window\.__staticRouterHydrationData=/s;

async function page(host: string, path = '/', init?: RequestInit) {
  const response = await fetchAs(host, path, init);
  return { response, html: await response.text() };
}

async function setStoreConfig(id: number, edit: (config: Record<string, unknown>) => void) {
  const row = await env.DB.prepare('SELECT config FROM storefronts WHERE id = ?').bind(id).first<{ config: string }>();
  const config = JSON.parse(row!.config) as Record<string, unknown>;
  edit(config);
  await env.DB.prepare('UPDATE storefronts SET config = ? WHERE id = ?').bind(JSON.stringify(config), id).run();
  invalidateStorefront(id);
}

afterEach(() => invalidateStorefront(1));

describe('server-rendered document', () => {
  it('renders the store with its name, a fresh CSP nonce on every inline script', async () => {
    const first = await page(DEMO);
    const second = await page(DEMO);
    expect(first.response.status).toBe(200);
    expect(first.html).toContain('Demo Merch');
    const nonce = /'nonce-([^']+)'/.exec(first.response.headers.get('content-security-policy') ?? '')?.[1];
    const otherNonce = /'nonce-([^']+)'/.exec(second.response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(otherNonce);
    const scripts = [...first.html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts.filter((a) => !a.includes('application/ld+json'))) {
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });

  it('keeps hostile config inert and round-trips it exactly', async () => {
    const hostile = 'Sale </script><script>alert(1)</script> \u2028 & <!-- end';
    await setStoreConfig(1, (config) => {
      (config.settings as Record<string, unknown>).alertText = hostile;
    });
    const { html } = await page(DEMO);
    expect(html).not.toContain('<script>alert(1)</script>');
    const boot = JSON.parse(BOOT.exec(html)![1]!) as { storefront: { settings: { alertText: string } } };
    expect(boot.storefront.settings.alertText).toBe(hostile);
  });

  it('sanitises tenant rich text before rendering it', async () => {
    await setStoreConfig(1, (config) => {
      (config.settings as Record<string, unknown>).footerContent =
        '<p onclick="steal()">Hello<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><script>alert(2)</script></p>';
    });
    const { html } = await page(DEMO);
    expect(html).toContain('Hello');
    expect(html).not.toMatch(/onerror|onclick|javascript:alert|alert\(2\)/);
  });

  it('shows the status banner for a draft store only', async () => {
    expect((await page(DRAFT)).html).toContain('Store is in Draft mode!');
    expect((await page(DEMO)).html).not.toMatch(/>Store is in \w+ mode!</);
  });

  it('hides Retail Stores from the desktop menu bar of store 66 only', async () => {
    const store66 = (await page(STORE66)).html;
    const desktopNav = /<nav [^>]*aria-label="Main menu"[^>]*>(.*?)<\/nav>/s.exec(store66)?.[1] ?? '';
    expect(desktopNav).not.toBe('');
    expect(desktopNav).not.toContain('Retail Stores');
    // The same menu is in the boot data, so the mobile sidebar still offers it.
    expect(store66).toContain('"label":"Retail Stores"');
  });

  it('redirects unknown paths home', async () => {
    const { response } = await page(DEMO, '/no/such/page');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('renders a configured page by its url', async () => {
    const { response, html } = await page(DEMO, '/about');
    expect(response.status).toBe(200);
    expect(html).toMatch(/<title>[^<]*Demo Merch<\/title>/);
  });

  it('renders the privacy policy and the terms with the store names', async () => {
    expect((await page(DEMO, '/privacy-policy')).html).toContain('Last updated: March 25, 2022');
    const terms = (await page(DEMO, '/terms-and-conditions')).html;
    expect(terms).toContain('Demo Merch');
  });

  it('renders the language from the lang cookie and inlines the same catalog', async () => {
    const { html } = await page(DEMO, '/', { headers: { cookie: 'lang=de' } });
    expect(html).toContain('<html lang="de"');
    expect(JSON.parse(BOOT.exec(html)![1]!).lang).toBe('de');
  });

  it('serves compiled catalogs at /assets/i18n/{lang}.json and 404 for others', async () => {
    const fr = await fetchAs(DEMO, '/assets/i18n/fr.json');
    expect(fr.status).toBe(200);
    expect(Object.keys((await fr.json()) as object).length).toBeGreaterThan(10);
    expect((await fetchAs(DEMO, '/assets/i18n/xx.json')).status).toBe(404);
  });
});
