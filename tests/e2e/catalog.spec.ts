import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';
import { watchConsole } from './console-watch.ts';

// The not-found page answers 404 on purpose; Chromium logs that as a failed resource.
const CONSOLE = { warnings: true, ignore: [/status of 404/] };

const DEMO = 'demo.localhost';

/** Names of the product cards in the grid, in order. */
const cardNames = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });

/** Prices shown on the cards, in cents. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').getByRole('article').getByText(/^\$\d/).allTextContents();
  return texts.map((text) => Math.round(Number(text.replace(/[$,]/g, '')) * 100));
}

test.describe('catalog', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a shopper narrows a category with its filter tree, and Back restores it', async ({ page }) => {
    const problems = watchConsole(page, CONSOLE);
    await gotoHydrated(page, storeUrl(DEMO, '/categories/apparel'));
    await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible();
    await expect(page).toHaveTitle('Apparel | Demo Merch');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('checkbox', { name: 'Outerwear' })).toBeVisible();

    await filters.getByRole('checkbox', { name: 'Hoodies' }).check();
    await expect(page).toHaveURL(/\/categories\/apparel\?category=104$/);
    await expect(cardNames(page)).toHaveText(['Heavyweight Pullover Hoodie', 'Zip-Up Hoodie', 'Crewneck Sweatshirt']);

    // A parent includes every product of its sub-categories.
    await filters.getByRole('checkbox', { name: 'Jackets' }).check();
    await expect(page).toHaveURL(/category=104&category=105$/);
    await expect(cardNames(page)).toHaveCount(6);

    await page.goBack();
    await expect(page).toHaveURL(/\?category=104$/);
    await expect(filters.getByRole('checkbox', { name: 'Jackets' })).not.toBeChecked();
    await expect(cardNames(page)).toHaveCount(3);
    await page.goBack();
    await expect(filters.getByRole('checkbox', { name: 'Hoodies' })).not.toBeChecked();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a shopper searches, sorts and pages the product list; changes reset the page', async ({ page }) => {
    const problems = watchConsole(page, CONSOLE);
    await gotoHydrated(page, storeUrl(DEMO, '/products'));
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    // The store's sortBy setting (Newest) is the default; 9 per page (productsPerPage).
    await expect(page.getByRole('combobox', { name: 'Sort By' })).toHaveValue('newest');
    await expect(cardNames(page)).toHaveCount(9);
    await expect(cardNames(page).first()).toHaveText('Retro Ringer Tee');

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(5);
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Price Low to High' });
    await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(500);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('mug');
    await expect(page).toHaveURL(/\/products\?search=mug&sort=price-asc$/);
    await expect(cardNames(page)).toHaveText(['Classic Ceramic Mug 11 oz', 'Latte Mug 15 oz', 'Enamel Camp Mug']);
    // One page only: no paginator.
    await expect(pagination).toHaveCount(0);

    // Sorting by name, then clearing the sort ('Sort By') lists unsorted.
    await page.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Name Desc' });
    await expect(cardNames(page)).toHaveText(['Latte Mug 15 oz', 'Enamel Camp Mug', 'Classic Ceramic Mug 11 oz']);
    await page.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Sort By' });
    await expect(page).toHaveURL(/\/products\?search=mug&sort=$/);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('zzqx');
    await expect(page.getByText('No products available at the moment. Please check back later!')).toBeVisible();
    // The search stays, so the shopper can change it.
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('zzqx');
    expect(problems).toEqual([]);
  });

  test('top-bar search suggests 10 products by name with prices, by keyboard', async ({ page }) => {
    const problems = watchConsole(page, CONSOLE);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/storefront-products') && url.searchParams.get('sort_field') === 'name' && url.searchParams.get('rows') === '10') {
        asked.push(url.searchParams.get('global_filter') ?? '');
      }
    });
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    const search = page.getByRole('combobox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search');

    await search.fill('   ');
    await search.pressSequentially('t', { delay: 20 });
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(suggestions.getByRole('option')).toHaveCount(10);
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const names = await suggestions.getByRole('option').allTextContents();
    expect(names[0]).toMatch(/^Canvas Tote Bag\$15\.00$/);
    // Typed, trimmed once: the blank term never asked anything.
    expect(asked).toEqual(['t']);

    await search.fill('hood');
    await expect(suggestions.getByRole('option')).toHaveText(['Heavyweight Pullover Hoodie$54.00', 'Zip-Up Hoodie$59.00']);
    await search.press('ArrowDown');
    await search.press('ArrowDown');
    await expect(suggestions.getByRole('option', { name: /Zip-Up Hoodie/ })).toHaveAttribute('aria-selected', 'true');
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\/zip-up-hoodie$/);
    await expect(search).toHaveValue('');
    await expect(suggestions).toBeHidden();
    expect(asked).toEqual(['t', 'hood']);

    // Enter without choosing opens the full list for the term.
    await search.fill('mug');
    await expect(suggestions.getByRole('option')).toHaveCount(3);
    await search.press('Escape');
    await expect(suggestions).toBeHidden();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=mug$/);
    expect(problems).toEqual([]);
  });

  test('on a phone the search box sits below the bar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    const search = page.getByRole('combobox', { name: 'Search' });
    await expect(search).toBeVisible();
    const bar = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
    const box = await search.boundingBox();
    expect(box!.y).toBeGreaterThan(bar!.y + bar!.height);
    await search.fill('beanie');
    await page.getByRole('option', { name: /Cuffed Beanie/ }).click();
    await expect(page).toHaveURL(/\/products\/cuffed-beanie$/);
  });

  test('a card swatch swaps the picture and the link carries the chosen colour', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/products?search=classic%20crew'));
    const card = page.getByRole('article', { name: 'Classic Crew T-Shirt' });
    const picture = card.locator('img').first();
    await expect(picture).toHaveAttribute('src', /classic-crew-tee-black-front/);
    // Five swatches, black first then white, and '+3' for the rest.
    const swatches = card.getByRole('listitem').getByRole('link').filter({ hasNotText: '+3' });
    await expect(swatches).toHaveCount(5);
    // Each is a link to the product in that colour (it works without JavaScript).
    await expect(swatches.nth(1)).toHaveAttribute('href', '/products/classic-crew-tee?color=White');
    await expect(swatches.nth(0)).toHaveAccessibleName('Black');
    await expect(swatches.nth(1)).toHaveAccessibleName('White');
    await expect(card.getByRole('link', { name: '3 more colours of Classic Crew T-Shirt' })).toHaveText('+3');

    await card.getByRole('link', { name: 'White', exact: true }).click();
    await expect(card.getByRole('link', { name: 'White', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(picture).toHaveAttribute('src', /classic-crew-tee-white-front/);
    await card.getByRole('link', { name: 'White', exact: true }).click();
    await expect(picture).toHaveAttribute('src', /classic-crew-tee-black-front/);

    await card.getByRole('link', { name: 'Forest Green', exact: true }).click();
    await card.getByRole('link', { name: 'Classic Crew T-Shirt', exact: true }).click();
    await expect(page).toHaveURL(/\/products\/classic-crew-tee\?color=Forest\+Green$/);
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr)).toEqual({ variantId: 100106 });
    await expect(page.getByRole('radio', { name: 'Forest Green' })).toBeChecked();
  });

  test("the cart's hide-prices flag hides every price after hydration, without a mismatch", async ({ page }) => {
    const problems = watchConsole(page, CONSOLE);
    await page.addInitScript(() => localStorage.setItem('cart', JSON.stringify({ items: [], hidePrices: true })));
    await gotoHydrated(page, storeUrl(DEMO, '/products'));
    await expect(cardNames(page)).toHaveCount(9);
    await expect(page.getByRole('main').getByText(/^\$\d/)).toHaveCount(0);
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill('mug');
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
    await expect(options).toHaveCount(3);
    await expect(options.first()).toHaveText('Classic Ceramic Mug 11 oz');
    expect(problems).toEqual([]);
  });

  test('the same list works with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(storeUrl(DEMO, '/products'));
    await expect(cardNames(page)).toHaveCount(9);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('tee');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ search: 'tee', sort: 'newest' });
    await expect(cardNames(page).first()).toHaveText('Retro Ringer Tee');

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'T-Shirts' }).check();
    await page.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Price High to Low' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ search: 'tee', sort: 'price-desc', category: '102' });
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await page.goto(storeUrl(DEMO, '/products'));
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/\/products\?page=3$/);
    await expect(page.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    // The top-bar search falls back to the list.
    await page.getByRole('combobox', { name: 'Search' }).fill('bottle');
    await page.getByRole('combobox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/products\?search=bottle$/);
    await expect(cardNames(page)).toHaveCount(3);
    await context.close();
  });

  test('a missing product suggests others, 3 per page', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/not-found?product=true'));
    await expect(page.getByText('Product Not Found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check out these similar products' })).toBeVisible();
    await expect(page.getByText("You might find what you're looking for")).toBeVisible();
    await expect(cardNames(page)).toHaveCount(3);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/not-found\?product=true&page=2$/);
    await expect(cardNames(page)).toHaveCount(3);
    await page.getByRole('link', { name: 'Go To Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('the products-list section filters by brand and keeps the designer limits', async ({ page }) => {
    const problems = watchConsole(page, CONSOLE);
    await gotoHydrated(page, storeUrl(DEMO, '/shop-all'));
    await expect(cardNames(page)).toHaveCount(12);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'Blue Harbor' }).check();
    await expect(cardNames(page).first()).toHaveText('Tri-Blend Raglan Tee');
    await filters.getByRole('checkbox', { name: 'Bottles' }).check();
    await expect(cardNames(page)).toHaveText(['Glass Water Bottle']);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('zzz');
    await expect(page.getByText('No products available at the moment. Please check back later!')).toBeVisible();
    await expect(page.getByTestId('dummy-products')).toHaveCount(0);

    // Best sellers: two categories and two brands, 8 to show, most expensive first.
    await gotoHydrated(page, storeUrl(DEMO, '/best-sellers'));
    await expect(cardNames(page)).toHaveCount(8);
    await expect(page.getByRole('combobox', { name: 'Sort By' })).toHaveValue('price-desc');
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('category menu links and redirect tiles open their category pages', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/about'));
    await page.getByRole('link', { name: 'Apparel' }).last().click();
    await expect(page).toHaveURL(/\/categories\/apparel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Gift Cards' }).click();
    await expect(page).toHaveURL(/\/categories\/gift-cards$/);
    await expect(cardNames(page)).toHaveText(['Digital Gift Card']);
    // No sub-categories: no filter panel, the grid takes the full width.
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  });
});
