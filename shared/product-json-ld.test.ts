import { describe, expect, it } from 'vitest';
import { absoluteUrl, productJsonLd } from './product-json-ld.ts';

const product = {
  name: 'Classic Tee',
  slug: 'classic-tee',
  description: 'raw',
  final_price: 2250,
  currency: 'USD',
  reviews_rate_average: 4.25,
  reviews_count: 4,
  is_gift_card: false,
  product_thumbnail: { full_path: '/media/tee.svg' },
  product_variants: [{ product_variant_sizes: [{ quantity: 0 }, { quantity: 3 }] }],
};
const options = { url: 'http://demo.localhost/products/classic-tee', origin: 'http://demo.localhost', descriptionText: 'Soft tee', showPrice: true };

describe('productJsonLd', () => {
  it('describes the product with its offer and rating', () => {
    expect(productJsonLd(product, options)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Classic Tee',
      url: options.url,
      sku: 'classic-tee',
      description: 'Soft tee',
      image: ['http://demo.localhost/media/tee.svg'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 4, bestRating: 5, worstRating: 1 },
      offers: { '@type': 'Offer', url: options.url, price: '22.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
  });
  it('leaves the offer out when prices are hidden, and reports no stock', () => {
    expect(productJsonLd(product, { ...options, showPrice: false })).not.toHaveProperty('offers');
    const soldOut = { ...product, reviews_count: 0, product_variants: [{ product_variant_sizes: [{ quantity: 0 }] }] };
    const ld = productJsonLd(soldOut, options);
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });
});

describe('absoluteUrl', () => {
  it('resolves paths against the origin and keeps absolute urls', () => {
    expect(absoluteUrl('https://a.test', '/x.png')).toBe('https://a.test/x.png');
    expect(absoluteUrl('https://a.test', 'https://cdn.test/y.png')).toBe('https://cdn.test/y.png');
  });
});
