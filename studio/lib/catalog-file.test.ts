import { describe, expect, it } from 'vitest';
import { prepareCatalogFile, rowErrors } from './catalog-file.ts';

const CSV = `slug,name,price,colour,hex,size,quantity
tee,Tee,24.00,Navy,#1e3a8a,S,5
tee,,,Navy,,M,3
mug,Mug,15.00,Black,#111827,One Size,20
`;

describe('a catalog file for the import', () => {
  it('converts a CSV with the shared code and names the rows of API error paths', () => {
    const file = prepareCatalogFile('Catalog.CSV', CSV);
    if (!file.ok) throw new Error('expected a catalog');
    expect(file.format).toBe('csv');
    expect((file.catalog as { products: unknown[] }).products).toHaveLength(2);
    const errors = rowErrors({ 'products.1.variants.0.sizes.0.quantity': ['must not be negative.'], 'products.0.variants.0.sizes.1.size': ['is too long.'], brands: ['x'] }, file.rowOf);
    expect(errors.map(({ row, path }) => [row, path])).toEqual([
      [3, 'products.0.variants.0.sizes.1.size'],
      [4, 'products.1.variants.0.sizes.0.quantity'],
      [null, 'brands'],
    ]);
  });
  it('answers the problems of a CSV before anything is sent', () => {
    const file = prepareCatalogFile('c.csv', CSV.replace('S,5', 'S,five'));
    expect(file).toEqual({ ok: false, format: 'csv', problems: ['row 2, quantity: must be a whole number, not "five".'] });
  });
  it('takes JSON as it is, and says when it is not JSON', () => {
    const file = prepareCatalogFile('c.json', '\uFEFF{"products":[]}');
    expect(file.ok && file.catalog).toEqual({ products: [] });
    expect(file.ok && file.rowOf('products.0')).toBe(null);
    expect(prepareCatalogFile('c.json', '{oops').ok).toBe(false);
  });
});
