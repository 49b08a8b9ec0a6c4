import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeFindings, operator, signedIn } from './studio-helpers.ts';
import { gotoHydrated } from './store-url.ts';

// Issue 25, screen 5: a store manager makes a gifting kit from the store's products, generates
// recipient links, downloads them as CSV (a link of the file opens the kit on the store), issues a
// gift card and disables it (the store then refuses the code). At 375 px, by keyboard where it matters.

const port = process.env.E2E_PORT ?? '8799';

const catalog = {
  categories: [{ slug: 'tees', name: 'Tees', position: 1 }],
  brands: [{ name: 'Harbor' }],
  warehouses: [{ key: 'main', name: 'Main Warehouse' }],
  products: [
    { slug: 'kit-tee', name: 'Kit Tee', price: 2400, brand: 'Harbor', categories: ['tees'], warehouse: 'main', variants: [{ color: 'Navy', primary_hex_color: '#1e3a8a', sizes: [{ size: 'M', quantity: 9 }] }] },
    { slug: 'kit-cap', name: 'Kit Cap', price: 1800, brand: 'Harbor', categories: ['tees'], warehouse: 'main', variants: [{ color: 'Black', primary_hex_color: '#111827', sizes: [{ size: 'One Size', quantity: 9 }] }] },
  ],
};

test('a store manager creates a kit, generates and downloads its links, issues and disables a gift card; a designer has no entry', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36);
  const host = `studio-kits-${suffix}.localhost`;
  const name = `Kit Shop ${suffix}`;
  const created = await operator<{ data: { id: number } }>(request, 'POST', '/storefronts', { name, hostnames: [host], config: { settings: { alertText: 'Kits from the Studio' } } });
  const id = created.data.id;
  await operator(request, 'PUT', `/storefronts/${id}/catalog`, catalog);

  const manager = await signedIn(browser, request, { name: 'Kit Manager', role: 'store_manager', storefront_ids: [id] }, { width: 375, height: 812 });
  await manager.getByRole('link', { name: `Kits and gift cards of ${name}` }).click();
  await expect(manager.getByRole('heading', { name: `Kits and gift cards: ${name}` })).toBeVisible();
  await expect(manager.getByText('This store has no kits yet.')).toBeVisible();

  // A kit with a product the store does not have: the error is beside that product, nothing typed is lost.
  await manager.getByRole('button', { name: 'New kit' }).click();
  await expect(manager.getByLabel('Kit name')).toBeFocused();
  await manager.keyboard.type('Welcome kit');
  await manager.getByLabel('Products per recipient').fill('2');
  await manager.getByLabel('Product 1', { exact: true }).fill('kit-tee');
  await manager.getByRole('checkbox', { name: 'Required' }).check();
  await manager.getByRole('button', { name: 'Add a product' }).click();
  // Typing part of a name suggests the store's products (a datalist of slugs named by product).
  await manager.getByLabel('Product 2', { exact: true }).fill('Cap');
  const suggestions = manager.locator(`datalist[id="${await manager.getByLabel('Product 2', { exact: true }).getAttribute('list')}"]`);
  await expect(suggestions.locator('option')).toHaveCount(1);
  await expect(suggestions.locator('option')).toHaveAttribute('value', 'kit-cap');
  await expect(suggestions.locator('option')).toHaveAttribute('label', 'Kit Cap');
  await manager.getByLabel('Product 2', { exact: true }).fill('no-such-thing');
  await manager.getByRole('button', { name: 'Create the kit' }).click();
  const second = manager.getByLabel('Product 2', { exact: true });
  await expect(second).toHaveAttribute('aria-invalid', 'true');
  await expect(second).toHaveAccessibleDescription('No product "no-such-thing" in this store.');
  await expect(manager.getByLabel('Kit name')).toHaveValue('Welcome kit');
  await expect(manager.getByLabel('Product 1', { exact: true })).toHaveValue('kit-tee');
  await expectNoSeriousAxeFindings(manager);

  // Fixed by keyboard: the kit is created and its links panel opens.
  await second.fill('kit-cap');
  await second.press('Enter');
  await expect(manager.getByText('The kit Welcome kit is created. Open its recipient links to make links.')).toBeVisible();
  await expect(manager.getByText('2 products per recipient')).toBeVisible();
  const count = manager.getByLabel('New links for Welcome kit');
  await count.fill('0');
  await count.press('Enter');
  await expect(count).toHaveAccessibleDescription(/Enter a whole number from 1 to 1000\./);
  await count.fill('3');
  await count.press('Enter');
  await expect(manager.getByText('3 new links. Download the CSV to send them.')).toBeVisible();
  const table = manager.getByRole('table', { name: 'Recipient links of Welcome kit' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(manager.getByText('3 links, 0 ordered').first()).toBeVisible();
  await expectNoSeriousAxeFindings(manager);

  // The CSV holds the three links; one of them opens the kit on the store.
  const downloading = manager.waitForEvent('download');
  await manager.getByRole('button', { name: 'Download the links (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kit-\d+-links\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('email,name,url,user_token,ordered,order_uuid');
  expect(lines).toHaveLength(4);
  const urls = lines.slice(1).map((line) => line.split(',')[2]!);
  for (const url of urls) expect(url).toMatch(new RegExp(`^http://${host.replaceAll('.', '\\.')}:${port}/kit\\?token=[\\w-]{22}&user_token=[\\w-]{22}$`));
  expect(new Set(urls).size).toBe(3);
  for (const url of urls) await expect(table.getByRole('link', { name: url })).toBeVisible();

  const shopper = await (await browser.newContext()).newPage();
  await gotoHydrated(shopper, urls[1]!);
  await expect(shopper.getByRole('heading', { name: 'Required Products' })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Kit Tee', exact: true })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Kit Cap', exact: true })).toBeVisible();

  // A gift card: a wrong amount is named beside its field; then issued with its code, then disabled.
  const code = `STUDIO-${suffix}`.toUpperCase();
  await manager.getByLabel('Balance').fill('fifty');
  await manager.getByLabel('Code (optional)').fill(code);
  await manager.getByRole('button', { name: 'Issue a gift card' }).click();
  await expect(manager.getByLabel('Balance')).toHaveAccessibleDescription(/Enter an amount like 50 or 50\.00\./);
  await expect(manager.getByLabel('Code (optional)')).toHaveValue(code);
  await manager.getByLabel('Balance').fill('25.50');
  await manager.getByLabel('Balance').press('Enter');
  await expect(manager.getByText(`Gift card ${code} issued with $25.50.`)).toBeVisible();
  const row = manager.getByRole('row', { name: new RegExp(code) });
  await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible();

  const balance = () => request.get(`http://127.0.0.1:${port}/api/storefronts/${id}/gift-cards/balance?code=${code}`, { headers: { host } });
  const before = await balance();
  expect(before.status()).toBe(200);
  expect((await before.json()).data.balance).toBe(2550);

  // The same code again is refused beside the code field.
  await manager.getByLabel('Balance').fill('10');
  await manager.getByLabel('Code (optional)').fill(code.toLowerCase());
  await manager.getByRole('button', { name: 'Issue a gift card' }).click();
  await expect(manager.getByLabel('Code (optional)')).toHaveAccessibleDescription(/already has the code/);
  await expect(manager.getByLabel('Balance')).toHaveValue('10');

  await row.getByRole('button', { name: `Disable ${code}` }).click();
  await expect(row.getByRole('cell', { name: 'Disabled' })).toBeVisible();
  await expect(row.getByRole('button', { name: `Enable ${code}` })).toBeVisible();
  await expectNoSeriousAxeFindings(manager);
  // The shopper's cart checks codes with this call: a disabled card is not valid any more.
  const after = await balance();
  expect(after.status()).toBe(404);
  expect((await after.json()).message).toBe('Not a valid gift card');

  // After a reload the screen shows what the server holds.
  await manager.reload();
  await expect(manager.getByRole('row', { name: new RegExp(code) }).getByRole('cell', { name: 'Disabled' })).toBeVisible();
  await expect(manager.getByText('3 links, 0 ordered')).toBeVisible();

  // Designers and fulfilment may not change kits or gift cards: no entry for them.
  const designer = await signedIn(browser, request, { name: 'Kit Designer', role: 'designer', storefront_ids: [id] });
  await expect(designer.getByRole('link', { name: `Design ${name}` })).toBeVisible();
  await expect(designer.getByRole('link', { name: `Kits and gift cards of ${name}` })).toHaveCount(0);
  const fulfilment = await signedIn(browser, request, { name: 'Kit Packer', role: 'fulfilment', storefront_ids: [id] });
  await expect(fulfilment.getByRole('link', { name: `Orders of ${name}` })).toBeVisible();
  await expect(fulfilment.getByRole('link', { name: `Kits and gift cards of ${name}` })).toHaveCount(0);
});
