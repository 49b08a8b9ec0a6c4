import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots-txt.ts';
import { absoluteUrl, productParts, sitemapIndex, urlSet } from './sitemap-xml.ts';

describe('robots.txt', () => {
  it('closes a store that is not to be indexed', () => {
    expect(robotsTxt({ origin: 'https://a.test', closed: true })).toBe('User-agent: *\nDisallow: /\n');
  });

  it('opens a public store, keeping private areas out and naming the sitemap', () => {
    const text = robotsTxt({ origin: 'https://a.test', closed: false });
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain('Disallow: /checkout\n');
    expect(text).toContain('Allow: /\n');
    expect(text.trim().endsWith('Sitemap: https://a.test/sitemap.xml')).toBe(true);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('sitemap', () => {
  it('escapes URLs in a urlset', () => {
    expect(urlSet(['https://a.test/x?a=1&b=2'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>https://a.test/x?a=1&amp;b=2</loc></url>\n</urlset>\n',
    );
  });

  it('builds an index of sitemap files', () => {
    expect(sitemapIndex(['https://a.test/sitemap.xml?part=pages'])).toContain('<sitemap><loc>https://a.test/sitemap.xml?part=pages</loc></sitemap>');
  });

  it('splits products into files of at most 40,000', () => {
    expect(productParts(0)).toBe(1);
    expect(productParts(40_000)).toBe(1);
    expect(productParts(40_001)).toBe(2);
    expect(productParts(100_000)).toBe(3);
  });

  it('encodes path segments once', () => {
    expect(absoluteUrl('https://a.test', '/categories/t shirts')).toBe('https://a.test/categories/t%20shirts');
    expect(absoluteUrl('https://a.test', '/categories/t%20shirts')).toBe('https://a.test/categories/t%20shirts');
    expect(absoluteUrl('https://a.test', '/')).toBe('https://a.test/');
  });
});
