import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeFindings, operator, signedIn } from './studio-helpers.ts';
import { gotoHydrated, storeUrl } from './store-url.ts';

// Issue 25: a store manager imports a CSV catalog in the Studio's Catalog screen. The CSV is
// converted in the browser by the CLI's code; the dry run comes first, nothing is applied before
// the person confirms, and a refused row is named by its CSV row.

const HEADER = 'slug,name,category,brand,price,colour,hex,size,quantity';
const csv = (mugHex: string) =>
  [
    HEADER,
    'studio-tee,Studio Tee,Apparel > Tees,Harbor,24.00,Navy,#1e3a8a,S,5',
    'studio-tee,,,,,Navy,,M,3',
    `studio-mug,Studio Mug,Drinkware,Harbor,15.00,Black,${mugHex},One Size,20`,
  ].join('\n');

type CatalogAnswer = { data: { products: { slug: string; variants: { sizes: unknown[] }[] }[] } };

async function choose(page: Page, name: string, content: string) {
  await page.getByLabel('Catalog file (JSON or CSV)').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

test('a store manager checks a CSV catalog, sees the bad row, then applies the fixed file; a designer has no Catalog entry', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const host = `studio-catalog-${Date.now().toString(36)}.localhost`;
  const name = `Catalog Shop ${Date.now().toString(36)}`;
  const created = await operator<{ data: { id: number } }>(request, 'POST', '/storefronts', { name, hostnames: [host], config: { settings: { alertText: 'Stocked from the Studio' } } });
  const id = created.data.id;
  const exported = async () => (await operator<CatalogAnswer>(request, 'GET', `/storefronts/${id}/catalog`)).data.products;

  // A phone-sized screen: the whole import works at 375 px.
  const manager = await signedIn(browser, request, { name: 'Cat Manager', role: 'store_manager', storefront_ids: [id] }, { width: 375, height: 812 });
  await manager.getByRole('link', { name: `Catalog of ${name}` }).click();
  await expect(manager.getByRole('heading', { name: `Catalog: ${name}` })).toBeVisible();

  // One bad row: the API refuses the dry run, the error names the CSV row; nothing is written.
  await choose(manager, 'catalog.csv', csv('blue'));
  await manager.getByRole('button', { name: 'Check the file (dry run)' }).click();
  const refused = manager.getByRole('alert').filter({ hasText: 'The catalog was refused; nothing was changed.' });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('listitem')).toHaveCount(1);
  await expect(refused.getByRole('listitem')).toContainText('Row 4');
  await expect(refused.getByRole('listitem')).toContainText('products.1.variants.0.primary_hex_color');
  await expect(manager.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  await expectNoSeriousAxeFindings(manager);
  expect(await exported()).toEqual([]);

  // The fixed file: the dry run's counts, still nothing written until Apply is confirmed.
  await choose(manager, 'catalog-fixed.csv', csv('#111827'));
  await expect(refused).toHaveCount(0);
  await manager.getByRole('button', { name: 'Check the file (dry run)' }).click();
  const report = manager.getByRole('table', { name: 'What the import would change' });
  await expect(report).toBeVisible();
  await expect(report.getByRole('row', { name: /^Products/ }).getByRole('cell').first()).toHaveText('2');
  await expect(report.getByRole('row', { name: /^Sizes/ }).getByRole('cell').first()).toHaveText('3');
  await expectNoSeriousAxeFindings(manager);
  expect(await exported()).toEqual([]);

  await manager.getByRole('button', { name: 'Apply: merge into the catalog' }).click();
  const dialog = manager.getByRole('dialog', { name: `Merge this file into the catalog of ${name}?` });
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(manager.getByText('The catalog is imported. Shoppers see the changes now.')).toBeVisible();
  const result = manager.getByRole('table', { name: 'What the import changed' });
  await expect(result.getByRole('row', { name: /^Products/ }).getByRole('cell').first()).toHaveText('2');

  const products = await exported();
  expect(products.map((product) => product.slug).sort()).toEqual(['studio-mug', 'studio-tee']);
  expect(products.find((product) => product.slug === 'studio-tee')!.variants[0]!.sizes).toHaveLength(2);

  // The shopper's side: the store lists the new products.
  const shopper = await (await browser.newContext()).newPage();
  await gotoHydrated(shopper, storeUrl(host, '/products'));
  await expect(shopper.getByRole('link', { name: /Studio Tee/ }).first()).toBeVisible();
  await expect(shopper.getByRole('link', { name: /Studio Mug/ }).first()).toBeVisible();

  // The products list under the import shows them; stock and price are edited in place.
  const list = manager.getByRole('list', { name: 'Products' });
  await expect(list.getByRole('heading', { name: 'Studio Tee' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Studio Mug' })).toBeVisible();
  await manager.getByRole('searchbox', { name: 'Search products' }).fill('MUG');
  await manager.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(list.getByRole('heading', { name: 'Studio Tee' })).toHaveCount(0);
  await expect(list.getByRole('heading', { name: 'Studio Mug' })).toBeVisible();
  await manager.getByRole('searchbox', { name: 'Search products' }).fill('');
  await manager.getByRole('button', { name: 'Search', exact: true }).click();
  const stock = manager.getByRole('textbox', { name: 'In stock: Studio Tee, Navy, S' });
  const price = manager.getByRole('textbox', { name: 'Price: Studio Tee, Navy, S' });
  await expect(stock).toHaveValue('5');
  await expect(price).toHaveValue('24.00');
  // A wrong value is named beside its input, and nothing typed is lost.
  await stock.fill('lots');
  await price.fill('26.50');
  await manager.getByRole('button', { name: 'Save the stock and prices of Studio Tee' }).click();
  await expect(stock).toHaveAccessibleDescription('Enter a whole number of 0 or more.');
  await expect(price).toHaveValue('26.50');
  await expectNoSeriousAxeFindings(manager);
  await stock.fill('7');
  await stock.press('Enter');
  await expect(manager.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(stock).not.toHaveAttribute('aria-invalid');
  const tee = (await exported()).find((product) => product.slug === 'studio-tee') as unknown as { variants: { sizes: { size: string; quantity: number; price: number }[] }[] };
  expect(tee.variants[0]!.sizes.find((size) => size.size === 'S')).toMatchObject({ quantity: 7, price: 2650 });
  expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A designer of the same store has no Catalog entry.
  const designer = await signedIn(browser, request, { name: 'Cat Designer', role: 'designer', storefront_ids: [id] });
  await expect(designer.getByRole('link', { name: `Design ${name}` })).toBeVisible();
  await expect(designer.getByRole('link', { name: `Catalog of ${name}` })).toHaveCount(0);
  await expect(designer.getByRole('link', { name: 'Catalog', exact: true })).toHaveCount(0);
});
