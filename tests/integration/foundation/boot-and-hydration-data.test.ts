import { describe, expect, it } from 'vitest';
import { DEMO, fetchAs } from '../helpers.ts';

// What a page inlines for the browser, each thing once (issue 12): the boot config without the
// configured pages' sections (ADR 0142), the page's sections in its own loader data, and the
// product's JSON-LD in the markup only (ADR 0144).

const BOOT = /window\.__STOREFRONT_BOOT__=(.*?);window\.__staticRouterHydrationData=/s;
const HYDRATION = /window\.__staticRouterHydrationData=(.*?);?<\/script>/s;

type Page = { id: number | string; url: string; title?: string; sections?: unknown[] };
type Boot = { storefront: { pages: Page[] } };

async function inlined(path: string) {
  const response = await fetchAs(DEMO, path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const boot = JSON.parse(BOOT.exec(html)![1]!) as Boot;
  const hydration = JSON.parse(HYDRATION.exec(html)![1]!) as { loaderData: Record<string, unknown> };
  return { html, boot, hydration };
}

describe('boot payload and hydration data', () => {
  it('leaves every configured page\'s sections out of the boot config, keeping the pages the routes need', async () => {
    const { boot } = await inlined('/products/classic-crew-tee');
    expect(boot.storefront.pages.map((page) => page.url)).toEqual(expect.arrayContaining(['home', 'about', 'shop-all', 'best-sellers']));
    for (const page of boot.storefront.pages) expect(page).not.toHaveProperty('sections');
  });

  it('sends a configured page\'s sections with that page, once', async () => {
    const { html, boot, hydration } = await inlined('/about');
    const data = Object.values(hydration.loaderData).find((value): value is { sections: { component: string }[] } =>
      Boolean(value && typeof value === 'object' && 'sections' in value),
    );
    expect(data?.sections.map((section) => section.component)).toEqual(expect.arrayContaining(['TITLE']));
    expect(boot.storefront.pages.find((page) => page.url === 'about')).not.toHaveProperty('sections');
    // The page renders them on the server.
    expect(html).toMatch(/<h1[^>]*>About Demo Merch<\/h1>/);
  });

  it('writes the product\'s JSON-LD once, in the markup, not in the loader data', async () => {
    const { html } = await inlined('/products/classic-crew-tee');
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
    expect(html.split('"@context"').length + html.split('\\"@context\\"').length - 2).toBe(1);
    const hydrationText = HYDRATION.exec(html)![1]!;
    expect(hydrationText).not.toContain('schema.org');
    expect(hydrationText).not.toContain('jsonLd');
  });
});
