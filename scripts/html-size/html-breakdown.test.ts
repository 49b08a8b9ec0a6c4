import { describe, expect, it } from 'vitest';
import { htmlBreakdown } from './html-breakdown.ts';

const boot = { storefront: { id: 1, pages: [{ id: 1, url: 'about', sections: [{ component: 'TITLE', content: { title: 'About' } }] }] }, lang: 'en' };
const hydration = { loaderData: { '0': { product: { name: 'Classic Crew T-Shirt, soft cotton' } } } };

function documentWith({ bootValue = boot as unknown, hydrationValue = hydration as unknown, jsonLd = true } = {}) {
  return (
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Tee</title></head><body>' +
    '<header class="top-bar"><a href="/">Home</a></header><main class="main"><h1>Tee</h1></main>' +
    `<script nonce="n">early();window.__STOREFRONT_BOOT__=${JSON.stringify(bootValue)};window.__staticRouterHydrationData=${JSON.stringify(hydrationValue)};</script>` +
    (jsonLd ? '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product"}</script>' : '') +
    '<script nonce="n">window.__STOREFRONT_MESSAGES__={"Cart":["Cart"]};</script></body></html>'
  );
}

describe('htmlBreakdown', () => {
  it('splits a document into its parts, which add up to the whole', () => {
    const html = documentWith();
    const parts = htmlBreakdown(html);
    expect(parts.total).toBe(new TextEncoder().encode(html).length);
    expect(parts.boot).toBe(`window.__STOREFRONT_BOOT__=${JSON.stringify(boot)}`.length);
    expect(parts.bootStorefront).toBe(JSON.stringify(boot.storefront).length);
    expect(parts.bootSections).toBe(JSON.stringify(boot.storefront.pages[0]!.sections).length);
    expect(parts.hydration).toBe(`window.__staticRouterHydrationData=${JSON.stringify(hydration)}`.length);
    expect(parts.messages).toBe('window.__STOREFRONT_MESSAGES__={"Cart":["Cart"]}'.length);
    expect(parts.jsonLd).toBeGreaterThan(60);
    expect(parts.header).toBe('<header class="top-bar"><a href="/">Home</a></header>'.length);
    expect(parts.head).toBe('<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Tee</title></head>'.length);
    expect(parts.classAttributes).toBe(' class="top-bar"'.length + ' class="main"'.length);
    expect(parts.head + parts.header + parts.bodyMarkup + parts.boot + parts.hydration + parts.messages + parts.jsonLd + parts.otherScripts).toBe(parts.total);
    expect(parts.duplicated.bytes).toBe(0);
    expect(parts.jsonLdInHydration).toBe(0);
  });

  it('finds data sent in both the boot payload and the hydration data, and JSON-LD in the loader data', () => {
    const shared = 'Our best-selling crew neck tee is cut from soft cotton.';
    const parts = htmlBreakdown(
      documentWith({
        bootValue: { ...boot, storefront: { ...boot.storefront, note: shared } },
        hydrationValue: { loaderData: { '0': { text: shared, jsonLd: '{"@context":"https://schema.org"}' } } },
      }),
    );
    expect(parts.duplicated.bytes).toBe(shared.length);
    expect(parts.duplicated.samples).toEqual([shared]);
    expect(parts.jsonLdInHydration).toBe('{"@context":"https://schema.org"}'.length);
  });

  it('counts a boot config without sections as none', () => {
    const parts = htmlBreakdown(documentWith({ bootValue: { storefront: { id: 1, pages: [{ id: 1, url: 'about' }] }, lang: 'en' }, jsonLd: false }));
    expect(parts.bootSections).toBe(0);
    expect(parts.jsonLd).toBe(0);
  });
});
