import { execFile } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './store-url.ts';

// Issue 24's journey: a shopper orders, the operator ships it with a tracking number through the
// CLI (the operator API), the shopper sees "Shipped" and the tracking on their order pages, and the
// shipping mail is in the development outbox.

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? '8799'}`;

/** `npm run stores -- …` (its script, on this Node) against the e2e server. */
function stores(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/stores.ts', '--url', BASE, ...args], { env: { ...process.env, OPERATOR_TOKEN: 'local-operator-token' } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

type Variant = { id: number; color: string; variant_thumbnail: { full_path: string } | null; product_variant_sizes: { id: number; size: string; price: number; weight: number }[] };
type Product = { id: number; name: string; slug: string; is_gift_card: boolean; warehouse: { id: number; name: string } | null; product_thumbnail: { full_path: string } | null; product_variants: Variant[] };

/** A cart line as the product page stores it. */
async function cartLine(page: Page, slug: string, color: string, size: string, quantity: number) {
  const product = await page.evaluate(async (path) => ((await (await fetch(path)).json()) as { data: Product }).data, `/api/storefronts/1/storefront-products/slug/${slug}`);
  const variant = product.product_variants.find((v) => v.color === color)!;
  const chosen = variant.product_variant_sizes.find((s) => s.size === size)!;
  return {
    id: `${product.id}-${variant.id}-${chosen.id}-e2e`, name: product.name, product_id: product.id, quantity, size: chosen.size,
    product_thumbnail: product.product_thumbnail?.full_path ?? null, price: chosen.price, final_price: chosen.price,
    product_size_id: chosen.id, product_color_id: variant.id, product_variant_id: variant.id, color: variant.color,
    image: variant.variant_thumbnail?.full_path ?? null, weight: chosen.weight, warehouse: product.warehouse, slug: product.slug,
    input_fields: [], is_gift_card: product.is_gift_card,
  };
}

test('a shopper orders, the operator ships it with a tracking number, the shopper sees Shipped and gets the mail', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // The shopper orders.
  await gotoHydrated(page, '/login');
  await page.getByLabel('Email').fill('shopper@demo.test');
  await page.getByLabel('Password').fill('Shopper#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  const cart = { items: [await cartLine(page, 'classic-crew-tee', 'Navy', 'L', 1)], giftingToken: null, giftingUserToken: null, hidePrices: false };
  await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), cart);
  await gotoHydrated(page, '/checkout');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Shopper');
  await page.getByLabel('Street address').fill('100 Market Street');
  await page.getByLabel('City').fill('Wilmington');
  await page.getByLabel('State', { exact: true }).selectOption('DE');
  await page.getByLabel('ZIP code').fill('19801');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByText('We sent a confirmation to shopper@demo.test.')).toBeVisible();
  const uuid = page.url().split('/').pop()!;

  // The operator finds it, starts it and ships it with a tracking number (the CLI, i.e. the operator API).
  const listed = await stores('orders', '1', '--status', 'New Order', '--limit', '5');
  expect(listed.code).toBe(0);
  expect(listed.stdout).toContain(uuid);
  expect((await stores('status', '1', uuid, 'In Progress')).code).toBe(0);
  const shipped = await stores('ship', '1', uuid, '--carrier', 'UPS', '--number', '1Z999AA10123456784', '--tracking-url', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  expect(shipped.stderr).toBe('');
  expect(shipped.stdout).toContain('Status: Shipped');
  expect(shipped.stdout).toContain('The shopper was mailed.');

  // The shopper sees "Shipped" on the orders list and on the order page, with the tracking.
  await gotoHydrated(page, '/my-account/orders');
  const card = page.getByRole('article', { name: `Order ${uuid}` });
  await expect(card.getByText('Shipped', { exact: true })).toHaveAttribute('data-severity', 'success');
  await card.getByRole('link', { name: `Details of order ${uuid}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/orders/${uuid}$`));
  await expect(page.getByText('Shipped', { exact: true })).toHaveAttribute('data-severity', 'success');
  const tracking = page.getByRole('region', { name: 'Shipment tracking' });
  await expect(tracking.getByRole('link', { name: 'UPS: tracking number 1Z999AA10123456784' })).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');

  // The shipping mail is in the development outbox, with the tracking and a link to the order.
  await page.goto('/dev/outbox?to=shopper@demo.test');
  const mail = page.getByRole('article', { name: `Your Demo Merch order ${uuid} has shipped to shopper@demo.test` });
  await expect(mail).toBeVisible();
  await expect(mail).toContainText('Tracking number: 1Z999AA10123456784');
  await expect(mail).toContainText('Carrier: UPS');
  await expect(mail.getByRole('link', { name: new RegExp(`/my-account/orders/${uuid}$`) })).toBeVisible();
  expect(errors).toEqual([]);
});
