import { expect, test } from '@playwright/test';
import { formRulesLoaded, gotoHydrated, storeUrl } from './store-url.ts';

const DEMO = 'demo.localhost';

test.describe('layout details (issue 13)', () => {
  test('the desktop top bar fits the window from 576px up', async ({ page }) => {
    for (const width of [576, 640, 700]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, storeUrl(DEMO, '/'));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `page overflow at ${width}px`).toBeLessThanOrEqual(0);
      for (const link of [page.getByRole('link', { name: /^Cart/ }).first(), page.getByRole('link', { name: 'Login' }).first()]) {
        await expect(link).toBeInViewport({ ratio: 1 });
      }
    }
  });

  test('social links are icons named after their network', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    const social = page.getByRole('list', { name: 'Social media' });
    const linkedIn = social.getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
    await expect(linkedIn).toBeVisible();
    await expect(linkedIn.locator('[data-icon="linkedin"]')).toBeVisible();
    // The glyph is a static SVG drawn through a CSS mask: the file must be served.
    const type = await page.evaluate(async () => (await fetch('/icons/social/linkedin.svg')).headers.get('content-type'));
    expect(type).toContain('image/svg+xml');
    // Icons, not text pills: no visible network name.
    await expect(social).not.toContainText(/linkedin/i);
  });

  test('home has one h1 and the banner link says where it goes', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Summer Sale (opens in a new tab)' }).first()).toHaveAttribute('href', 'https://example.com/summer-sale');
    // Two search landmarks (top bar, product list) are told apart by name.
    await expect(page.getByRole('search', { name: 'Search products' })).toBeVisible();
  });

  test("section images are named by their section's texts", async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/about'));
    const main = page.getByRole('main');
    // Banner: its title; text with image: the heading of its text.
    await expect(main.getByRole('img', { name: 'Summer Sale' })).toBeVisible();
    await expect(main.getByRole('img', { name: 'Our workshop' })).toBeVisible();
    await expect(main.getByRole('img', { name: 'Our team' })).toBeVisible();
    // A tile prints its title under the picture: the link is named once, by that title.
    await expect(main.getByRole('link', { name: 'Apparel', exact: true })).toBeVisible();
    const unnamed = await main.locator('img').evaluateAll((images) =>
      images.filter((image) => image.getAttribute('alt') === '' && !image.closest('a')?.textContent?.trim()).length,
    );
    expect(unnamed).toBe(0);
  });

  test('carousel dots on a phone are at least 24px targets', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, storeUrl(DEMO, '/products/classic-crew-tee'));
    const dot = page.getByRole('button', { name: 'Show image 2' }).last();
    await expect(dot).toBeVisible();
    const box = await dot.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  });

  test('the phone user menu offers only Home', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, storeUrl(DEMO, '/login'));
    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByLabel('Password').fill('Shopper#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Signed in, the page goes home; a menu opened before that navigation ends closes with it.
    await expect(page).toHaveURL(storeUrl(DEMO, '/'));
    const menuButton = page.getByRole('button', { name: /^Account menu of / });
    await menuButton.click();
    const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(1);
    await expect(menu.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('the terms do not double the company name\'s full stop', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/terms-and-conditions'));
    await expect(page.getByText('operated by Demo Merch Inc.', { exact: false })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Inc..');
  });

  test('the alert banner is a labelled landmark and is not printed', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    const banner = page.getByRole('complementary', { name: 'Store announcement' });
    await expect(banner).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(banner).toBeHidden();
  });

  test('Escape on the phone sidebar returns focus to the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the German rating label uses a decimal comma', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/privacy-policy'));
    await page.getByLabel('Language').selectOption('de');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    await gotoHydrated(page, storeUrl(DEMO, '/products/classic-crew-tee'));
    const stars = page.getByRole('img', { name: /^Bewertet mit / });
    await expect(stars).toHaveAccessibleName(/^Bewertet mit \d,\d von 5$/);
  });

  test('the draft banner names the status in German', async ({ page }) => {
    await gotoHydrated(page, storeUrl('draft.localhost', '/privacy-policy'));
    await page.getByLabel('Language').selectOption('de');
    await expect(page.getByRole('status').filter({ hasText: 'Der Shop ist im Modus Entwurf!' })).toBeVisible();
  });
});

test.describe('phone sidebar (issue 13)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('groups fold, the way to the current page is open, and the keyboard opens a group', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/categories/jackets'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Demo Merch' });
    // Only the groups above the current page are open: Apparel › Outerwear › Jackets.
    await expect(sidebar.getByRole('button', { name: 'Show Apparel submenu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('button', { name: 'Show Outerwear submenu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'Jackets' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Show Headwear submenu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Caps' })).toBeHidden();
    const drinkware = sidebar.getByRole('button', { name: 'Show Drinkware submenu' });
    await expect(drinkware).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('link', { name: 'Mugs' })).toBeHidden();
    // The whole menu fits in one phone screen while folded.
    const login = sidebar.getByRole('link', { name: 'Login' });
    await expect(login).toBeInViewport({ ratio: 1 });

    await drinkware.focus();
    await page.keyboard.press('Enter');
    await expect(drinkware).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'Mugs' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(sidebar.getByRole('link', { name: 'Mugs' })).toBeHidden();
    await sidebar.getByRole('button', { name: 'Show Apparel submenu' }).click();
    await expect(sidebar.getByRole('link', { name: 'T-Shirts' })).toBeHidden();

    await login.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(sidebar).toBeHidden();
  });

  test('a signed-in shopper finds My Account and Logout in the sidebar', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/login'));
    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByLabel('Password').fill('Shopper#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/'));
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const sidebar = page.getByRole('dialog');
    await expect(sidebar.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await sidebar.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/my-account\/orders$/);
    await expect(sidebar).toBeHidden();

    await menuButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/'));
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu of / })).toHaveCount(0);
  });
});

test.describe('touch screens (issue 13)', () => {
  test.use({ hasTouch: true, viewport: { width: 820, height: 1180 } });

  test('one tap opens a menu dropdown', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    const toggle = page.getByRole('navigation', { name: 'Main menu' }).locator('button[aria-expanded]').first();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('one tap opens the user menu', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/login'));
    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByLabel('Password').fill('Shopper#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const menuButton = page.getByRole('button', { name: /^Account menu of / });
    await menuButton.tap();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
    await menuButton.tap();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('catalog details (issue 13)', () => {
  test('sold-out sizes are marked before they are clicked, and a smaller stock reads Out of Stock', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/products/classic-crew-tee?color=Black'));
    // Black XS has no stock: struck through and read as sold out; M is not.
    const xs = page.getByRole('radio', { name: 'XS (sold out)', exact: true });
    await expect(xs).toBeVisible();
    await expect(xs.locator('.line-through')).toHaveText('XS');
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeVisible();

    // 50 on M (97 in stock), then L (12 in stock): 50 is more than L has, so 'Out of Stock' (ADR 0256).
    await page.getByRole('radio', { name: 'M', exact: true }).click();
    await expect(page).toHaveURL(/size=M/);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('50');
    await expect(quantity).toHaveValue('50');
    await page.getByRole('radio', { name: 'L', exact: true }).click();
    await expect(page).toHaveURL(/size=L/);
    await expect(quantity).toHaveValue('50');
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await quantity.fill('12');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  test('the gift card offers amounts but no meaningless colour choice', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/products/digital-gift-card'));
    await expect(page.getByRole('radiogroup', { name: 'Amount' })).toBeVisible();
    await expect(page.getByText('Color', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Digital' })).toHaveCount(0);
    // The single variant is still chosen: an amount can be picked without a colour warning.
    await page.getByRole('radio', { name: '$50' }).click();
    await expect(page.getByRole('radio', { name: '$50' })).toBeChecked();
    await expect(page.getByText('Please select a color!')).toHaveCount(0);
  });

  test('custom gift amounts name what is wrong, stop at $1,000 and show as money in the cart', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/products/digital-gift-card'));
    await page.getByRole('switch', { name: 'Custom amount' }).check();
    // The tick wakes the product detail, which hydrates on demand (ADR 0151); its checks on
    // leaving a field run once it has.
    await expect(page.locator('main [data-hydrate-pending]')).toHaveCount(0);
    const amount = page.getByRole('textbox', { name: 'Gift card amount' });
    await amount.fill('12.345');
    await amount.blur();
    await expect(amount).toHaveAccessibleDescription('The amount can have at most 2 decimals.');
    await amount.fill('99999999');
    await expect(amount).toHaveAccessibleDescription('The amount can be at most $1,000.00.');
    await expect(page.getByText('Please enter a valid gift card amount!')).toBeVisible();
    await amount.fill('1');
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: 'Recipient email' }).fill('friend@example.com');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Item added to cart' }).getByRole('button', { name: 'Continue Shopping' }).click();
    await gotoHydrated(page, storeUrl(DEMO, '/cart'));
    await expect(page.getByRole('main')).toContainText('Amount: $1.00');
  });

  test('an unknown or failing category shows not-found inside the store layout', async ({ page }) => {
    const response = await page.goto(storeUrl(DEMO, '/categories/no-such-category'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    await expect(page.getByText('There is nothing here')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle('Oops! | Demo Merch');

    // A category fetch that fails in the browser: logged, and the same page inside the layout.
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    await page.route('**/product-categories/slug/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    // The home page's Apparel tile: an in-app navigation, so the browser fetches the category.
    await page.getByRole('main').locator('a[href="/categories/apparel"]').first().click();
    await expect(page).toHaveURL(/\/categories\/apparel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(errors.some((text) => text.includes('Category by slug failed'))).toBe(true);
  });

  test('the filter tree starts collapsed on a phone and open on a desktop, without moving the grid', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, storeUrl(DEMO, '/categories/apparel'));
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const toggle = filters.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(filters.getByRole('checkbox', { name: 'Outerwear' })).toBeHidden();
    // The products come first: the first card starts within the first screen.
    const firstCard = page.getByRole('article').first();
    expect((await firstCard.boundingBox())!.y).toBeLessThan(800);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await filters.getByRole('checkbox', { name: 'Outerwear' }).check();
    await expect(page).toHaveURL(/category=/);

    await page.setViewportSize({ width: 1280, height: 900 });
    // Before hydration (server HTML) and after it, the grid sits at the same place.
    await page.goto(storeUrl(DEMO, '/categories/apparel'), { waitUntil: 'domcontentloaded' });
    const corner = async () => {
      const box = (await page.getByRole('article').first().boundingBox())!;
      return { x: Math.round(box.x), y: Math.round(box.y) };
    };
    const before = await corner();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(filters.getByRole('checkbox', { name: 'Outerwear' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    expect(await corner()).toEqual(before);
  });

  test('a products list shows its productsToShow, and placeholders when a brand and category selection is empty', async ({ page }) => {
    // Home: all products, 8 to show, 8 per page: one page of 8, nothing to page through.
    await gotoHydrated(page, storeUrl(DEMO, '/'));
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveCount(0);

    await gotoHydrated(page, storeUrl(DEMO, '/shop-all'));
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'Northwind Apparel' }).check();
    await filters.getByRole('checkbox', { name: 'Mugs' }).check();
    await expect(page.getByText('No products available at the moment. Please check back later!')).toBeVisible();
    await expect(page.getByTestId('dummy-products')).toBeVisible();
  });

  test('the size guide table scrolls sideways on a 375px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, storeUrl(DEMO, '/products/classic-crew-tee'));
    await page.getByRole('button', { name: 'Size Guide' }).click();
    const guide = page.getByRole('dialog', { name: 'Size Guide' });
    await expect(guide).toBeVisible();
    // The dialog fits the window; the table scrolls inside it to reach the last size.
    const box = await guide.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    const dialogOverflow = await guide.evaluate((panel) => panel.scrollWidth - panel.clientWidth);
    expect(dialogOverflow).toBeLessThanOrEqual(0);
    const table = guide.getByRole('region', { name: 'Size Guide' }).first();
    const scrollable = await table.evaluate((region) => region.scrollWidth > region.clientWidth && getComputedStyle(region).overflowX === 'auto');
    expect(scrollable).toBe(true);
    const last = guide.getByRole('columnheader', { name: '3XL' });
    await table.focus();
    await table.evaluate((region) => region.scrollTo({ left: region.scrollWidth }));
    await expect(last).toBeInViewport({ ratio: 0.95 });
    await expect(guide.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
  });

  test("the legal pages link their e-mail addresses and the contact form", async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/privacy-policy'));
    await expect(page.getByRole('main').getByRole('link', { name: 'support@demo.test' })).toHaveAttribute('href', 'mailto:support@demo.test');
    await page.getByRole('main').getByRole('link', { name: 'contact form' }).click();
    await expect(page).toHaveURL(/\/contact$/);

    await gotoHydrated(page, storeUrl(DEMO, '/terms-and-conditions'));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'support@demo.test' })).toHaveAttribute('href', 'mailto:support@demo.test');
    await expect(main.getByRole('link', { name: 'orders@demo.test' })).toHaveAttribute('href', 'mailto:orders@demo.test');
    await expect(main).toContainText('For help with an order, write to support@demo.test, orders@demo.test.');
  });
});

test.describe('home without a configured page, gift-card lines, headers (issue 13)', () => {
  test('a store without a home page shows its categories and first products', async ({ page }) => {
    await gotoHydrated(page, storeUrl('draft.localhost', '/'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome to Draft Preview' })).toBeVisible();
    const categories = main.getByRole('region', { name: 'Shop by category' });
    await expect(categories.getByRole('link', { name: 'Apparel' })).toHaveAttribute('href', '/categories/apparel');
    const featured = main.getByRole('region', { name: 'Featured products' });
    const cards = featured.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(8);
    await expect(cards.first().getByRole('link').first()).toHaveAttribute('href', /^\/products\//);
    await featured.getByRole('link', { name: 'View all products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await page.goBack();
    await categories.getByRole('link', { name: 'Drinkware' }).click();
    await expect(page).toHaveURL(/\/categories\/drinkware$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Drinkware' })).toBeVisible();
  });

  test('a gift card in the cart shows its amount, no colour, and the cart link counts one item', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/products/digital-gift-card'));
    await page.getByRole('radio', { name: '$50' }).click();
    await page.getByRole('textbox', { name: 'Recipient email' }).fill('friend@example.com');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Item added to cart' }).getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(page.getByRole('link', { name: '1 item in cart', exact: true }).first()).toBeVisible();
    await gotoHydrated(page, storeUrl(DEMO, '/cart'));
    const line = page.getByRole('listitem', { name: 'Digital Gift Card' });
    await expect(line).toContainText('Amount: $50.00');
    await expect(line).not.toContainText('Color');
    await expect(line).not.toContainText('Digital ·');
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('link', { name: '2 items in cart', exact: true }).first()).toBeVisible();
  });

  test('the private-store code check carries the spec headers Code and Storefront-Context', async ({ page }) => {
    await gotoHydrated(page, storeUrl('private.localhost', '/private'));
    await page.evaluate(() => {
      localStorage.setItem('code', 'OLD-CODE');
      document.cookie = 'token=context-2; path=/';
    });
    const check = page.waitForRequest((request) => request.url().endsWith('/api/storefronts/2/private-access') && request.method() === 'POST');
    await page.getByLabel('Code').fill('ACME-CODE');
    // The browser's own call needs the form's rules (before, the post goes to the server's action, ADR 0292).
    await formRulesLoaded(page);
    await page.getByRole('button', { name: 'Enter' }).click();
    const headers = (await check).headers();
    expect(headers['code']).toBe('OLD-CODE');
    expect(headers['storefront-context']).toBe('context-2');
  });
});

test.describe('default home without JavaScript (issue 13)', () => {
  test.use({ javaScriptEnabled: false });

  test('the categories and products of a store without a home page are in the server HTML', async ({ page }) => {
    await page.goto(storeUrl('draft.localhost', '/'));
    await expect(page.getByRole('region', { name: 'Shop by category' }).getByRole('link', { name: 'Apparel' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured products' }).getByRole('article').first()).toBeVisible();
  });
});
