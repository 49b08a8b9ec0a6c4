import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeFindings, signedIn, studioUrl } from './studio-helpers.ts';
import { gotoHydrated } from './store-url.ts';

// The Studio's Orders screen: a fulfilment person ships the order a shopper placed, with its
// tracking, on a phone-sized screen; the shopper sees Shipped; a designer sees no Orders at all.

type Variant = { id: number; color: string; variant_thumbnail: { full_path: string } | null; product_variant_sizes: { id: number; size: string; price: number; weight: number }[] };
type Product = { id: number; name: string; slug: string; is_gift_card: boolean; warehouse: { id: number; name: string } | null; product_thumbnail: { full_path: string } | null; product_variants: Variant[] };

/** A cart line as the product page stores it (as in fulfilment.spec.ts). */
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

/** shopper@demo.test (signed in first unless `signedIn`) orders one Navy tee of `size`; answers the order's uuid. */
async function shopperOrders(page: Page, size: string, signedIn = false): Promise<string> {
  if (!signedIn) {
    await gotoHydrated(page, '/login');
    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByLabel('Password').fill('Shopper#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
  const cart = { items: [await cartLine(page, 'classic-crew-tee', 'Navy', size, 1)], giftingToken: null, giftingUserToken: null, hidePrices: false };
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
  return page.url().split('/').pop()!;
}

test('fulfilment ships a shopper order from the Studio with its tracking, the shopper sees Shipped, a designer sees no Orders', async ({ page, browser, request }) => {
  test.setTimeout(120_000);

  const uuid = await shopperOrders(page, 'L');

  // A fulfilment person of store 1, on a 375 px screen, finds it in the store's Orders.
  const fulfilment = await signedIn(browser, request, { name: 'Fran Fulfilment', role: 'fulfilment', storefront_ids: [1] }, { width: 375, height: 812 });
  const problems: string[] = [];
  fulfilment.on('pageerror', (error) => problems.push(error.message));
  await fulfilment.getByRole('link', { name: 'Orders of Demo Merch' }).click();
  await expect(fulfilment.getByRole('heading', { name: 'Orders: Demo Merch' })).toBeVisible();
  await expect(fulfilment.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute('href', '/api/operator/storefronts/1/orders/export.csv');
  await fulfilment.getByLabel('Status').selectOption({ label: 'New Order' });
  await fulfilment.getByRole('searchbox', { name: 'Search' }).fill(uuid);
  await fulfilment.getByRole('button', { name: 'Show orders' }).click();
  await expect(fulfilment).toHaveURL(new RegExp(`status=1&q=${uuid}`));
  await expect(fulfilment.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute('href', `/api/operator/storefronts/1/orders/export.csv?status=1&q=${uuid}`);
  const rows = fulfilment.getByRole('listitem').filter({ hasText: 'shopper@demo.test' });
  await expect(rows).toHaveCount(1);
  await expectNoSeriousAxeFindings(fulfilment);
  expect(await fulfilment.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await rows.getByRole('link', { name: /^Order #\d+$/ }).click();

  // The order: lines, address, history; New Order cannot ship yet, so it is started first.
  await expect(fulfilment.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  await expect(fulfilment.getByText(/^1 × .+, Navy, L$/)).toBeVisible();
  await expect(fulfilment.getByText('100 Market Street')).toBeVisible();
  await expect(fulfilment.getByRole('button', { name: 'Ship' })).toHaveCount(0);
  await fulfilment.getByRole('button', { name: 'Move to In Progress' }).click();
  const confirm = fulfilment.getByRole('dialog', { name: /In Progress\?$/ });
  await confirm.getByRole('button', { name: 'Move' }).click();
  await expect(fulfilment.getByRole('status')).toHaveText('The order is now In Progress.');

  // Ship, by keyboard: the dialog's errors are shown beside their fields, the API's too.
  await fulfilment.getByRole('button', { name: 'Ship' }).focus();
  await fulfilment.keyboard.press('Enter');
  const ship = fulfilment.getByRole('dialog', { name: 'Ship the order' });
  await expect(ship.getByLabel('Shipment')).toBeVisible();
  await ship.getByLabel('Shipment').selectOption({ label: 'Shipped' });
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(ship.getByLabel('Carrier')).toHaveAccessibleDescription('Enter the carrier.');
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456785');
  await ship.getByLabel('Tracking page (optional)').fill('not a link');
  await ship.getByLabel('Tracking page (optional)').press('Enter');
  await expect(ship.getByText('tracking.url must be a URL.')).toBeVisible();
  await ship.getByLabel('Tracking page (optional)').fill('https://www.ups.com/track?tracknum=1Z999AA10123456785');
  await ship.getByLabel('Tracking page (optional)').press('Enter');
  await expect(ship).toHaveCount(0);
  await expect(fulfilment.getByRole('status')).toHaveText('The order is now Shipped.');
  await expect(fulfilment.getByText('Tracking: UPS 1Z999AA10123456785')).toBeVisible();
  await expect(fulfilment.getByRole('button', { name: 'Refund' })).toBeVisible();
  expect(problems).toEqual([]);

  // The shopper's order page says Shipped, with the tracking.
  await gotoHydrated(page, `/my-account/orders/${uuid}`);
  await expect(page.getByText('Shipped', { exact: true })).toHaveAttribute('data-severity', 'success');
  await expect(page.getByRole('region', { name: 'Shipment tracking' }).getByRole('link', { name: 'UPS: tracking number 1Z999AA10123456785' })).toBeVisible();

  // A designer of the same store sees no Orders entry.
  const designer = await signedIn(browser, request, { name: 'Dee Designer', role: 'designer', storefront_ids: [1] });
  await expect(designer.getByRole('link', { name: 'Design Demo Merch' })).toBeVisible();
  await expect(designer.getByRole('link', { name: 'Orders of Demo Merch' })).toHaveCount(0);
  await expect(designer.getByRole('link', { name: 'Orders', exact: true })).toHaveCount(0);
  await designer.goto(studioUrl(`/stores/1/orders?order=${uuid}`));
  await expect(designer.getByText(/^1 × .+, Navy, L$/)).toHaveCount(0);
});

test('a store manager marks an order paid, then ships and refunds it, and cancels another; the shopper sees each', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const paidThenRefunded = await shopperOrders(page, 'M');
  const cancelled = await shopperOrders(page, 'S', true);

  const manager = await signedIn(browser, request, { name: 'Max Manager', role: 'store_manager', storefront_ids: [1] });
  const problems: string[] = [];
  manager.on('pageerror', (error) => problems.push(error.message));
  const status = manager.getByRole('status').filter({ hasText: /^The (order|payment)/ });

  // Mark paid: the order was placed without online payment (manual), so the store confirms it.
  await manager.goto(studioUrl(`/stores/1/orders?order=${paidThenRefunded}`));
  await expect(manager.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  const payment = manager.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText('manual')).toBeVisible();
  await manager.getByRole('button', { name: 'Mark paid' }).click();
  const markPaid = manager.getByRole('dialog', { name: 'Mark the payment as paid?' });
  await expect(markPaid.getByText('Gift cards the order bought are issued and mailed to their recipients.')).toBeVisible();
  await markPaid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(markPaid).toHaveCount(0);
  await expect(status).toHaveText('The payment is marked as paid.');
  await expect(manager.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await expect(payment.getByText('Paid on')).toBeVisible();
  await expectNoSeriousAxeFindings(manager);

  await gotoHydrated(page, `/my-account/orders/${paidThenRefunded}`);
  await expect(page.getByTitle('Payment status: Paid').first()).toBeVisible();

  // Refund comes after shipping: In Progress, Shipped, then Refund, confirmed by keyboard.
  await manager.getByRole('button', { name: 'Move to In Progress' }).click();
  await manager.getByRole('dialog', { name: /In Progress\?$/ }).getByRole('button', { name: 'Move' }).click();
  await expect(status).toHaveText('The order is now In Progress.');
  await manager.getByRole('button', { name: 'Ship' }).click();
  const ship = manager.getByRole('dialog', { name: 'Ship the order' });
  await ship.getByLabel('Shipment').selectOption({ label: 'Shipped' });
  await ship.getByLabel('Carrier').fill('DHL');
  await ship.getByLabel('Tracking number').fill('JJD000390099');
  await ship.getByLabel('Tracking number').press('Enter');
  await expect(status).toHaveText('The order is now Shipped.');
  await manager.getByRole('button', { name: 'Refund' }).focus();
  await manager.keyboard.press('Enter');
  const refund = manager.getByRole('dialog', { name: /Refund\?$/ });
  await expect(refund.getByText('The stock of its lines and the gift-card balance it spent go back, and the shopper is mailed. This cannot be undone.')).toBeVisible();
  await refund.getByRole('button', { name: 'Refund' }).focus();
  await manager.keyboard.press('Enter');
  await expect(refund).toHaveCount(0);
  await expect(status).toHaveText('The order is now Refund.');
  // Refund is final: nothing more to do with it.
  await expect(manager.getByRole('region', { name: 'Status' }).getByRole('button')).toHaveCount(0);

  await gotoHydrated(page, `/my-account/orders/${paidThenRefunded}`);
  await expect(page.getByTitle('Order status: Refund').first()).toBeVisible();

  // Cancel a new order: confirmed, final, and the shopper sees Cancelled.
  await manager.goto(studioUrl(`/stores/1/orders?order=${cancelled}`));
  await expect(manager.getByText(/^1 × .+, Navy, S$/)).toBeVisible();
  await manager.getByRole('button', { name: 'Cancel the order' }).click();
  const cancel = manager.getByRole('dialog', { name: /Cancelled\?$/ });
  await cancel.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(cancel).toHaveCount(0);
  await expect(status).toHaveText('The order is now Cancelled.');
  await expect(manager.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await expect(manager.getByRole('region', { name: 'Status' }).getByRole('button')).toHaveCount(0);
  await expectNoSeriousAxeFindings(manager);

  await gotoHydrated(page, `/my-account/orders/${cancelled}`);
  await expect(page.getByTitle('Order status: Cancelled').first()).toBeVisible();
  expect(problems).toEqual([]);
});
