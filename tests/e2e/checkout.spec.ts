import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './store-url.ts';

type Variant = { id: number; color: string; variant_thumbnail: { full_path: string } | null; product_variant_sizes: { id: number; size: string; price: number; weight: number; quantity: number }[] };
type Product = { id: number; name: string; slug: string; is_gift_card: boolean; warehouse: { id: number; name: string } | null; product_thumbnail: { full_path: string } | null; product_variants: Variant[] };

/** A cart line as the product page stores it (docs/product.md §3), for one colour and size. */
async function cartLine(page: Page, slug: string, color: string, size: string, quantity: number, extra: Record<string, unknown> = {}) {
  // Asked from the page: Node cannot resolve *.localhost, the browser can.
  const product = await page.evaluate(async (path) => ((await (await fetch(path)).json()) as { data: Product }).data, `/api/storefronts/1/storefront-products/slug/${slug}`);
  const variant = product.product_variants.find((v) => v.color === color) ?? product.product_variants[0]!;
  const chosen = variant.product_variant_sizes.find((s) => s.size === size)!;
  return {
    id: `${product.id}-${variant.id}-${chosen.id}-e2e`, name: product.name, product_id: product.id, quantity, size: chosen.size,
    product_thumbnail: product.product_thumbnail?.full_path ?? null, price: chosen.price, final_price: chosen.price,
    product_size_id: chosen.id, product_color_id: variant.id, product_variant_id: variant.id, color: variant.color,
    image: variant.variant_thumbnail?.full_path ?? null, weight: chosen.weight, warehouse: product.warehouse, slug: product.slug,
    input_fields: [], is_gift_card: product.is_gift_card, ...extra,
  };
}

/** The stock of one size, as the product API tells it. */
async function stockOf(page: Page, slug: string, color: string, size: string): Promise<number> {
  const product = await page.evaluate(async (path) => ((await (await fetch(path)).json()) as { data: Product }).data, `/api/storefronts/1/storefront-products/slug/${slug}`);
  return product.product_variants.find((v) => v.color === color)!.product_variant_sizes.find((s) => s.size === size)!.quantity;
}

test.describe('cart, checkout and orders', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shopper@demo.test checks out a two-parcel cart with a gift card and finds the order again', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await gotoHydrated(page, '/login');
    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByLabel('Password').fill('Shopper#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Two warehouses and a gift card: three parcels, the gift card last. The bottle is removed below.
    const cart = {
      items: [
        await cartLine(page, 'classic-crew-tee', 'Navy', 'M', 2),
        await cartLine(page, 'digital-gift-card', 'Digital', '$25', 1, { email: 'friend@demo.test', note: 'Enjoy!' }),
        await cartLine(page, 'enamel-camp-mug', 'White', 'One Size', 1),
        await cartLine(page, 'insulated-bottle', 'White', '20 oz', 1),
      ],
      giftingToken: null,
      giftingUserToken: null,
      hidePrices: false,
    };
    await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), cart);
    await gotoHydrated(page, '/cart');

    await expect(page.getByRole('heading', { name: 'Parcel 1' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Parcel 2' })).toBeVisible();
    const giftParcel = page.getByRole('region', { name: 'Parcel 3' });
    await expect(giftParcel.getByRole('link', { name: 'Digital Gift Card' })).toBeVisible();
    await expect(page.getByRole('main').getByText('5 items')).toBeVisible();

    // Remove asks first: Cancel keeps the item, Confirm removes it.
    const bottle = cart.items[3]!.name;
    await page.getByRole('button', { name: `Remove ${bottle}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Remove' });
    await expect(dialog).toContainText(`Are you sure you want to remove ${bottle} from your cart?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: bottle })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${bottle}` }).click();
    await page.getByRole('dialog', { name: 'Confirm Remove' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('link', { name: bottle })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('4 items')).toBeVisible();

    // The gift card: its balance comes off the total and shows in the top bar.
    await page.getByLabel('Gift card or promo code').fill('GIFT-DEMO-50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Gift card GIFT-DEMO-50 applied (balance $50.00)')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('Gift Card Balance')).toBeVisible();
    await expect(summary.getByText('-$50.00')).toBeVisible();
    await expect(summary.getByText('$37.00')).toBeVisible(); // $87.00 - $50.00
    await expect(page.getByRole('banner').getByText('$50.00')).toBeVisible();

    await page.getByRole('link', { name: 'Check Out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const orderSummary = page.getByRole('region', { name: 'Order summary' });
    await expect(orderSummary.getByText('Gift card GIFT-DEMO-50')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('shopper@demo.test');

    // A bad postal code is refused with a message; nothing typed is lost.
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Shopper');
    await page.getByLabel('Street address').fill('100 Market Street');
    await page.getByLabel('City').fill('Wilmington');
    // The US form: a state from the list, a ZIP code (issue 13, ADR 0121).
    await page.getByLabel('State', { exact: true }).selectOption('DE');
    await page.getByLabel('ZIP code').fill('198');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Please enter a 5-digit ZIP code, or ZIP+4 (like 19801 or 19801-1234).')).toBeVisible();
    await expect(page.getByLabel('ZIP code')).toBeFocused();
    await expect(page.getByLabel('Street address')).toHaveValue('100 Market Street');
    await page.getByLabel('ZIP code').fill('19801');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Thank you for your order!')).toBeVisible();
    const uuid = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: `Order ${uuid}` })).toBeVisible();
    // The cart is empty now; the card paid $50.00 of it.
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

    // My Account → Orders: the new order on top with its tags and the code applied.
    // The user menu opens on hover (desktop).
    await page.getByRole('button', { name: 'Account menu of Sam' }).hover();
    await page.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/my-account\/orders$/);
    await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible();
    const card = page.getByRole('article', { name: `Order ${uuid}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('New Order')).toHaveAttribute('data-severity', 'info');
    await expect(card.getByText('Pending')).toHaveAttribute('data-severity', 'warning');
    await expect(card.getByText('Applied', { exact: true })).toBeVisible();
    // $87.00 + 2 × $5.95 shipping - $50.00, not paid yet: the goods that ship are $62.00, under the
    // store's free-shipping threshold of $75 (the $25 gift card does not count, ADR 0120).
    await expect(card.getByText('Amount due')).toBeVisible();
    await expect(card.getByText('$48.90')).toBeVisible();

    // Filter by status: Shipped hides it (and the filter lives in the URL), New Order shows it.
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Shipped' });
    await expect(page).toHaveURL(/status=3/);
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('article').first().getByText('Shipped')).toHaveAttribute('data-severity', 'success');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'New Order' });
    await expect(page).toHaveURL(/status=1/);
    await expect(card).toBeVisible();

    // Its detail: items by parcel, the address and the totals.
    await card.getByRole('link', { name: `Details of order ${uuid}` }).click();
    await expect(page).toHaveURL(new RegExp(`/my-account/orders/${uuid}$`));
    await expect(page.getByRole('heading', { name: `Order ${uuid}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Parcel 3' })).toBeVisible();
    await expect(page.getByText('100 Market Street')).toBeVisible();
    await expect(page.getByText('Wilmington, DE 19801')).toBeVisible();
    // Manual payment: the store's instructions and what is still due.
    await expect(page.getByRole('region', { name: 'How to pay' })).toContainText('Please pay by bank transfer');
    await expect(page.getByRole('region', { name: 'How to pay' })).toContainText('Amount due: $48.90');
    await expect(page.getByText('Recipient: friend@demo.test')).toBeVisible();
    // exact: the "applied" toast from the cart may still be on screen.
    await expect(page.getByText('Gift card GIFT-DEMO-50', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the cart warns when a line asks for more than the stock and caps it', async ({ page }) => {
    await gotoHydrated(page, '/cart');
    const stock = await stockOf(page, 'classic-crew-tee', 'Black', 'M');
    const tee = await cartLine(page, 'classic-crew-tee', 'Black', 'M', stock * 2);
    await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), { items: [tee], giftingToken: null, giftingUserToken: null, hidePrices: false });
    await gotoHydrated(page, '/cart');

    const line = page.getByRole('listitem', { name: tee.name });
    await expect(line.getByText(`Only ${stock} in stock. Please lower the quantity to check out.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check Out' })).toBeDisabled();
    await expect(page.getByText('Lower the quantities that are more than the stock to check out.')).toBeVisible();

    await line.getByRole('button', { name: `Change to ${stock}` }).click();
    const quantity = page.getByLabel(`Quantity of ${tee.name}`);
    await expect(quantity).toHaveValue(String(stock));
    await expect(line.getByText(/in stock/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Check Out' })).toBeVisible();
    // At the stock, more cannot be added.
    await expect(line.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  // Issue 27, item 8 (ADR 0174): the page showed an older total (here a quote made $10 lower, as
  // when a gift card still had a balance); the server refuses that order, names the total now,
  // and places it once the shopper sends it again.
  test('an order is refused at a total the shopper did not see, keeping what was typed, and placed at the new one', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoHydrated(page, '/login');
    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByLabel('Password').fill('Shopper#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    const tee = await cartLine(page, 'classic-crew-tee', 'Navy', 'L', 1);
    await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), { items: [tee], giftingToken: null, giftingUserToken: null, hidePrices: false });

    let real = 0;
    await page.route('**/checkout/quote', async (route) => {
      // The real quote, asked from the page (Node cannot resolve *.localhost); the query keeps it off this route.
      const asked = { path: new URL(route.request().url()).pathname, body: route.request().postData() ?? '' };
      const answer = await page.evaluate(
        async ({ path, body }) => (await (await fetch(`${path}?unchanged`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()) as { data: { total: number } },
        asked,
      );
      real = answer.data.total;
      await route.fulfill({ json: { data: { ...answer.data, total: answer.data.total - 1000 } } });
    });
    await gotoHydrated(page, '/checkout');
    const summary = page.getByRole('region', { name: 'Order summary' });
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    await expect.poll(() => real).toBeGreaterThan(1000);
    await expect(summary.getByText(dollars(real - 1000), { exact: true })).toBeVisible();
    await page.unroute('**/checkout/quote');

    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Shopper');
    await page.getByLabel('Street address').fill('100 Market Street');
    await page.getByLabel('City').fill('Wilmington');
    await page.getByLabel('State', { exact: true }).selectOption('DE');
    await page.getByLabel('ZIP code').fill('19801');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page.getByRole('alert').filter({ hasText: `The total of your order is now ${dollars(real)}. Please check your order and place it again.` })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Street address')).toHaveValue('100 Market Street');
    await expect(page.getByLabel('ZIP code')).toHaveValue('19801');
    await expect(summary.getByText(dollars(real), { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    expect(errors).toEqual([]);
  });

  test('a guest is sent to log in and comes back to the checkout', async ({ page }) => {
    await gotoHydrated(page, '/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fcheckout$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByLabel('Password').fill('Shopper#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });
});
