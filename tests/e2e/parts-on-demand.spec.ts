import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, gotoPartsPending, storeUrl } from './store-url.ts';
import { holdChunk, watchScripts } from './held-chunks.ts';

// Issue 12 item 6 (ADR 0151): the product page's detail, the catalog pages' lists, not-found's
// suggestions and an empty cart hydrate on the shopper's first touch, and an empty cart never
// loads its lines' code.
// Before a part hydrates it is the page without JavaScript (ADR 0245; early-input.spec.ts).

const DEMO = 'demo.localhost';
const DETAIL_CHUNK = /\/assets\/product-detail-view-[\w-]+\.js$/;
const LIST_CHUNK = /\/assets\/catalog-lists-[\w-]+\.js$/;
const CARDS_CHUNK = /\/assets\/catalog-[\w-]+\.js$/;
const CART_LINES_CHUNK = /\/assets\/cart-lines-[\w-]+\.js$/;
/** The cart itself (cart-view.tsx and what only it uses): `cart-<hash>.js`, not `cart-page-…`, `cart-lines-…`. */
const CART_CHUNK = /\/assets\/cart-[\w-]{8}\.js$/;
/** What the cart itself imports: the stored gift card, the cart's changes, the cookie mirror's rules. */
const CART_DEPENDENCY_CHUNKS = /\/assets\/(gift-card|cart-state|cart-order-lines|cart-cookie)-[\w-]{8}\.js$/;

function watchConsole(page: Page, expected?: RegExp): string[] {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && !expected?.test(message.text()) && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Opens a page, waits for hydration and for the network to settle: what loads before interaction. */
async function settle(page: Page, path: string): Promise<void> {
  await gotoPartsPending(page, storeUrl(DEMO, path));
  await page.waitForLoadState('networkidle');
}

test.describe('the product page', () => {
  test('hydrates without the detail\'s code, which loads on the first touch', async ({ page }) => {
    const problems = watchConsole(page);
    const scripts = watchScripts(page);
    await settle(page, '/products/classic-crew-tee?color=Black&size=M');
    expect(scripts.filter((url) => DETAIL_CHUNK.test(url))).toEqual([]);
    const detail = page.locator('[data-product-detail]');
    await expect(detail).toHaveAttribute('data-hydrate-pending', '');
    await page.getByRole('spinbutton', { name: 'Quantity' }).focus();
    await expect(detail).not.toHaveAttribute('data-hydrate-pending');
    expect(scripts.filter((url) => DETAIL_CHUNK.test(url))).toHaveLength(1);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Item added to cart' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('the catalog pages', () => {
  test('/products and a category hydrate without the list\'s code', async ({ page }) => {
    const problems = watchConsole(page);
    const scripts = watchScripts(page);
    await settle(page, '/products');
    expect(scripts.filter((url) => LIST_CHUNK.test(url) || CARDS_CHUNK.test(url))).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('classic crew');
    await expect(page).toHaveURL(/[?&]search=classic(\+|%20)crew/);
    await expect(page.getByRole('article', { name: 'Classic Crew T-Shirt' })).toBeVisible();
    scripts.length = 0;
    await settle(page, '/categories/apparel');
    expect(scripts.filter((url) => LIST_CHUNK.test(url) || CARDS_CHUNK.test(url))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('not-found\'s suggestions hydrate without the cards\' code', async ({ page }) => {
    // The page itself answers 404 (docs/product.md §2), which the browser logs.
    const problems = watchConsole(page, /status of 404/);
    const scripts = watchScripts(page);
    await settle(page, '/not-found?product=true');
    expect(scripts.filter((url) => LIST_CHUNK.test(url) || CARDS_CHUNK.test(url))).toEqual([]);
    const card = page.getByRole('region', { name: 'Check out these similar products' }).getByRole('article').first();
    const name = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('the cart', () => {
  test('an empty cart never loads its lines\' code; a cart with lines shows them, and hydrates on a touch when the server rendered them', async ({ page }) => {
    const problems = watchConsole(page);
    const scripts = watchScripts(page);
    await settle(page, '/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    expect(scripts.filter((url) => CART_LINES_CHUNK.test(url))).toEqual([]);

    await gotoHydrated(page, storeUrl(DEMO, '/products/classic-crew-tee?color=Black&size=M'));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Item added to cart' }).getByRole('button', { name: 'Go To Checkout' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/cart'));
    await expect(page.getByRole('listitem', { name: 'Classic Crew T-Shirt' })).toBeVisible();
    await expect(page.getByLabel('Quantity of Classic Crew T-Shirt')).toHaveValue('1');

    // Reloaded: the server renders the lines the stored cart has, so their code waits for a touch.
    scripts.length = 0;
    await settle(page, '/cart');
    await expect(page.getByLabel('Quantity of Classic Crew T-Shirt')).toHaveValue('1');
    expect(scripts.filter((url) => CART_CHUNK.test(url) || CART_LINES_CHUNK.test(url))).toEqual([]);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByLabel('Quantity of Classic Crew T-Shirt')).toHaveValue('2');
    await expect(page.getByRole('region', { name: 'Summary' }).getByText('2 items')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an empty cart loads none of its code before interaction; Continue Shopping opens the products', async ({ page }) => {
    const problems = watchConsole(page);
    const scripts = watchScripts(page);
    const cartCode = await holdChunk(page, CART_CHUNK);
    await settle(page, '/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    expect(scripts.filter((url) => CART_CHUNK.test(url) || CART_DEPENDENCY_CHUNKS.test(url) || CART_LINES_CHUNK.test(url))).toEqual([]);
    expect(cartCode.requested()).toBe(false);

    cartCode.release();
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/products'));
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a language chosen on an empty cart not yet hydrated applies to the cart too', async ({ page }) => {
    const problems = watchConsole(page);
    const scripts = watchScripts(page);
    await settle(page, '/cart');
    expect(scripts.filter((url) => CART_CHUNK.test(url))).toEqual([]);
    await page.getByLabel('Language').selectOption('de');
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
    await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
    await page.getByRole('link', { name: 'Weiter einkaufen' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/products'));
    expect(problems).toEqual([]);
  });

  test('a stored cart the server did not render shows its lines at once; an empty cart shows lines added in another tab', async ({ page, context }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, storeUrl(DEMO, '/products/classic-crew-tee?color=Black&size=M'));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Item added to cart' })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('cart') ?? '');
    expect(stored).toContain('Classic Crew T-Shirt');

    // Lines in the browser's cart, none in its cookie: the server renders an empty cart, the
    // browser its lines, without a touch.
    await context.clearCookies();
    expect(await page.evaluate(async () => (await (await fetch('/cart')).text()).includes('Your cart is empty.'))).toBe(true);
    await settle(page, '/cart');
    await expect(page.getByRole('listitem', { name: 'Classic Crew T-Shirt' })).toBeVisible();
    await expect(page.getByLabel('Quantity of Classic Crew T-Shirt')).toHaveValue('1');
    await expect(page.getByText('Your cart is empty.')).toHaveCount(0);

    // An empty cart, still as the server rendered it, shows the lines another tab adds.
    await page.evaluate(() => localStorage.setItem('cart', JSON.stringify({ items: [] })));
    await context.clearCookies();
    const scripts = watchScripts(page);
    await settle(page, '/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    const otherTab = await context.newPage();
    await otherTab.goto(storeUrl(DEMO, '/privacy-policy'));
    await otherTab.evaluate((cart) => localStorage.setItem('cart', cart), stored);
    await otherTab.close();
    await expect(page.getByRole('listitem', { name: 'Classic Crew T-Shirt' })).toBeVisible();
    await expect(page.getByText('Your cart is empty.')).toHaveCount(0);
    expect(scripts.filter((url) => CART_CHUNK.test(url)).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByLabel('Quantity of Classic Crew T-Shirt')).toHaveValue('2');
    expect(problems).toEqual([]);
  });

  test('a stored cart whose cookie is fresh loads no cookie code on a page; an expired one is written again', async ({ page, context }) => {
    const COOKIE_CODE = /\/assets\/(cart-cookie|cart-revision|cart-cookie-writer)-[\w-]{8}\.js$/;
    const lineCookies = async () => (await context.cookies()).filter((cookie) => cookie.name === 'cart_lines' && cookie.value !== '').length;
    await gotoHydrated(page, storeUrl(DEMO, '/products/classic-crew-tee?color=Black&size=M'));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Item added to cart' })).toBeVisible();
    await expect.poll(lineCookies).toBe(3);

    const scripts = watchScripts(page);
    await settle(page, '/about');
    expect(scripts.filter((url) => COOKIE_CODE.test(url))).toEqual([]);

    // The cookie gone and its date past: the next page writes it again.
    await context.clearCookies();
    await page.evaluate(() => localStorage.setItem('cartCookiesUntil', '1'));
    await settle(page, '/about');
    await expect.poll(lineCookies).toBe(3);
  });
});
