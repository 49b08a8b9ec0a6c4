import { describe, expect, it } from 'vitest';
import { chunkFiles } from './client-assets.ts';

const manifest = {
  'client/pages/product/product-page.tsx': { file: 'assets/product-page-a1.js', imports: ['_catalog-c3.js'] },
  '_cart-page-b2.js': { file: 'assets/cart-page-b2.js', name: 'cart-page', imports: ['_catalog-c3.js'] },
  '_catalog-c3.js': { file: 'assets/catalog-c3.js', name: 'catalog' },
};

describe('chunkFiles', () => {
  it("finds a route module's own chunk with its imports", () => {
    expect(chunkFiles(manifest, ['client/pages/product/product-page.tsx'], new Set())).toEqual(['/assets/product-page-a1.js', '/assets/catalog-c3.js']);
  });

  it('finds a route module that a chunk group holds in its group chunk (shared/routes/route-table.ts)', () => {
    expect(chunkFiles(manifest, ['client/pages/cart/cart-page.tsx'], new Set())).toEqual(['/assets/cart-page-b2.js', '/assets/catalog-c3.js']);
  });

  it('leaves out what the entry loads', () => {
    expect(chunkFiles(manifest, ['client/pages/cart/cart-page.tsx'], new Set(['assets/catalog-c3.js']))).toEqual(['/assets/cart-page-b2.js']);
  });
});
