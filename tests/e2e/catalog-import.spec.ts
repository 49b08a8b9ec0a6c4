import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';

// Issue 23: an operator gives a new store its catalog with commands, not SQL (the CLI against the
// e2e server), and a shopper buys one of its products.

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? '8799'}`;

function stores(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/stores.ts', '--url', BASE, ...args], { env: { ...process.env, OPERATOR_TOKEN: 'local-operator-token' } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function file(name: string, content: string | Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'catalog-import-'));
  const at = path.join(dir, name);
  await writeFile(at, content);
  return at;
}

/** A real 16×16 PNG of one colour (so the product page shows a picture, not a broken link). */
function png(rgb: [number, number, number]): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16, 0);
  header.writeUInt32BE(16, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: 16 }, () => rgb).flat()]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 16 }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

test('an operator imports a CSV catalog into a new store with the CLI, and a shopper buys one of its products', async ({ page }) => {
  test.setTimeout(120_000);
  const host = `import-${Date.now().toString(36)}.localhost`;
  const added = await stores('add', '--name', 'Import Shop', '--host', host, '--config', await file('config.json', JSON.stringify({ settings: { alertText: 'Fresh from the CSV' } })));
  expect(added.stderr).toBe('');
  const id = /Added store (\d+):/.exec(added.stdout)![1]!;

  const uploaded = await stores('media', 'put', id, await file('import-tee-navy.png', png([30, 58, 138])));
  expect(uploaded.code, uploaded.stderr).toBe(0);
  const picture = uploaded.stdout.trim();
  expect(picture).toMatch(new RegExp(`^/media/${id}/import-tee-navy-[0-9a-f]{16}\\.png$`));

  const csv = await file(
    'catalog.csv',
    [
      'slug,name,category,brand,price,colour,hex,size,quantity,image,description',
      `import-tee,Import Tee,Apparel > Tees,Harbor,24.00,Navy,#1e3a8a,S,5,${picture},"Soft cotton, imported from a CSV."`,
      'import-tee,,,,,Navy,,M,3,,',
      'import-tee,,,,,Navy,,L,0,,',
      'import-mug,Import Mug,Drinkware,Harbor,15.00,Black,#111827,One Size,20,,A mug.',
    ].join('\n'),
  );
  const imported = await stores('catalog', 'import', id, csv);
  expect(imported.code, imported.stderr).toBe(0);
  expect(imported.stdout).toContain(`Imported into store ${id} (merge):`);
  expect(imported.stdout).toContain('created    categories 3, brands 1, warehouses 1, products 2, variants 2, sizes 4');
  expect(imported.stderr).toMatch(/Checked \([\d.]+ s\): \d+ rows to write\./);
  // The same file again changes nothing.
  expect((await stores('catalog', 'import', id, csv)).stdout).toContain('created    -\n  updated    -');

  // The shopper: the new store lists and shows the products, with the uploaded picture.
  await gotoHydrated(page, storeUrl(host, '/products'));
  await expect(page.getByText('Fresh from the CSV')).toBeVisible();
  await expect(page.getByRole('link', { name: /Import Tee/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Import Mug/ }).first()).toBeVisible();

  await gotoHydrated(page, storeUrl(host, '/products/import-tee'));
  await expect(page.getByRole('heading', { level: 1, name: 'Import Tee' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Import Tee, image 1/ }).first()).toHaveAttribute('src', picture);
  const shown = await page.evaluate(async (src) => (await fetch(src)).headers.get('content-type'), picture);
  expect(shown).toBe('image/png');
  await page.getByRole('radio', { name: 'Navy' }).click();
  await page.getByRole('radio', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: 'Item added to cart' }).getByRole('button', { name: 'Continue Shopping' }).click();

  // A new customer of this store: register, follow the verification mail, check out.
  const email = `buyer-${Date.now().toString(36)}@example.test`;
  await gotoHydrated(page, storeUrl(host, '/register'));
  await page.getByLabel('First name').fill('Ira');
  await page.getByLabel('Last name').fill('Import');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill('ira');
  await page.getByLabel('Password', { exact: true }).fill('Import#2026x');
  await page.getByLabel('Confirm password').fill('Import#2026x');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/email-verification/);
  await page.goto(storeUrl(host, `/dev/outbox?to=${encodeURIComponent(email)}`));
  await page.getByRole('article').filter({ has: page.getByRole('heading', { name: /Verify your e-mail address/ }) }).first().getByRole('link').first().click();
  await expect(page).toHaveURL(storeUrl(host, '/'));

  await gotoHydrated(page, storeUrl(host, '/checkout'));
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Import Tee (Navy, M)');
  await page.getByLabel('First name').fill('Ira');
  await page.getByLabel('Last name').fill('Import');
  await page.getByLabel('Street address').fill('100 Market Street');
  await page.getByLabel('City').fill('Wilmington');
  await page.getByLabel('State', { exact: true }).selectOption('DE');
  await page.getByLabel('ZIP code').fill('19801');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Thank you for your order!').first()).toBeVisible();

  // The order took its stock: the export says Navy M has 2 left.
  const exported = await stores('catalog', 'export', id, '--csv');
  expect(exported.stdout.split('\n').find((line) => line.startsWith('import-tee,') && line.includes(',Navy,#1e3a8a,M,'))).toContain(',M,2,');
});
