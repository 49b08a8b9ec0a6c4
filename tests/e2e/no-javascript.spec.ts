import { expect, test, type Browser, type Page } from '@playwright/test';
import { hydrateParts, storeUrl } from './store-url.ts';

const DEMO = 'demo.localhost';
const PRIVATE = 'private.localhost';

/** Issue 9: pages stand without JavaScript: critical content is in the HTML, forms post to the server. */
test.use({ javaScriptEnabled: false });

test.describe('without JavaScript', () => {
  test('the product page shows the product and its choices work through the URL', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/products/classic-crew-tee'));
    await expect(page.getByRole('heading', { level: 1, name: 'Classic Crew T-Shirt' })).toBeVisible();
    await expect(page.getByLabel('Loading product')).toHaveCount(0);
    await expect(page.getByText(/^Price: \$\d/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Classic Crew T-Shirt, image 1 of 5' }).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Black' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

    await page.getByRole('radio', { name: 'White' }).click();
    await expect(page).toHaveURL(/\/products\/classic-crew-tee\?color=White$/);
    await expect(page.getByRole('radio', { name: 'White' })).toBeChecked();
    await expect(page.getByText('Color: White')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Classic Crew T-Shirt, image 1 of 5' }).first()).toHaveAttribute('src', /classic-crew-tee-white-front/);

    await page.getByRole('radio', { name: 'M', exact: true }).click();
    await expect(page).toHaveURL(/\?color=White&size=M$/);
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'White' })).toBeChecked();
  });

  test('a shared colour link opens the product in that colour', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/products/classic-crew-tee?color=navy'));
    await expect(page.getByRole('radio', { name: 'Navy' })).toBeChecked();
    await expect(page.getByText('Color: Navy')).toBeVisible();
  });

  test('a PRODUCTS_LIST section lists, pages, searches and filters through its own URL keys', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/shop-all'));
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(12);
    const first = await cards.first().getByRole('heading', { level: 3 }).textContent();

    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/shop-all\?s1\.page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards.first().getByRole('heading', { level: 3 })).not.toHaveText(first ?? '');

    await page.getByRole('searchbox', { name: 'Search products' }).fill('hoodie');
    await page.getByRole('search').getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/s1\.search=hoodie/);
    await expect(page).not.toHaveURL(/s1\.page=/);
    for (const name of await cards.getByRole('heading', { level: 3 }).allTextContents()) expect(name).toMatch(/hoodie/i);

    await page.goBack();
    await expect(page).toHaveURL(/\/shop-all\?s1\.page=2$/);
  });

  test('the home page lists its newest products in the HTML', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/'));
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(8);
  });

  test('the not-found page shows its suggestions', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/not-found?product=true'));
    await expect(page.getByRole('heading', { name: 'Check out these similar products' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
  });

  test('login posts to the server: a refusal is shown in the page with the e-mail kept, success signs in', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/login?returnUrl=%2Fprivacy-policy'));
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await expect(signIn).toBeEnabled();
    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByLabel('Password').fill('Wrong#password1');
    await signIn.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password.' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('shopper@demo.test');
    await expect(page.getByLabel('Password')).toHaveValue('');

    await page.getByLabel('Email').fill('');
    await signIn.click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    // The page lands on the first field it refused (its HTML's autofocus), for keyboard and screen readers.
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByLabel('Password').fill('Shopper#2026');
    await signIn.click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/privacy-policy'));
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.httpOnly)).toBe(true);
  });
});

test.describe('account forms without JavaScript', () => {
  test('register refuses in the page keeping what was typed but not the passwords, then signs up', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/register'));
    const email = `nojs-${Date.now()}@example.test`;
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Nojs');
    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByLabel('Username').fill('nora');
    await page.getByLabel('Password', { exact: true }).fill('Nojs#2026pass');
    await page.getByLabel('Confirm password').fill('Nojs#2026pass');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An account with this e-mail address already exists.' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Nora');
    await expect(page.getByLabel('Username')).toHaveValue('nora');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Nojs#2026pass');
    await page.getByLabel('Confirm password').fill('Nojs#2026pass');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/email-verification\?returnUrl=%2F$/);
    expect((await page.context().cookies()).some((cookie) => cookie.httpOnly)).toBe(true);

    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Email verification sent again!' })).toBeVisible();
  });

  test('forgot password sends the mail and shows the success page; an empty e-mail is refused in the page', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/reset-password'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/reset-password-success$/);
    await expect(page.getByRole('status').filter({ hasText: 'We sent you email with the password reset link!' })).toBeVisible();
  });

  test('update password answers a bad token in the page and drops the passwords', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/update-password?token=not-a-token&email=shopper%40demo.test'));
    await page.getByLabel('New password').fill('Another#2026x');
    await page.getByLabel('Confirm password').fill('Another#2026x');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveValue('');
  });

  test('the private store gate refuses a wrong code in the page, then opens with the code', async ({ page }) => {
    await page.goto(storeUrl('private.localhost', '/private?returnUrl=%2Fcontact'));
    await page.getByLabel('Code').fill('WRONG-CODE');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not a valid gift card, code or store password.' })).toBeVisible();
    await page.getByLabel('Code').fill('ACME-CODE');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page).toHaveURL(storeUrl('private.localhost', '/contact'));
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});

test.describe('contact without JavaScript', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

  test('the contact form refuses in the page keeping the text, then sends with its image', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/contact'));
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Message').fill('No JavaScript here.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Last name is required.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Last name')).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Message')).toHaveValue('No JavaScript here.');

    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Image (optional)').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=\w+$/);
    await expect(page.getByRole('status').filter({ hasText: 'Contact submission successful!' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('');

    // The store's mail carries the image: the submission went through with it.
    await page.goto(storeUrl(DEMO, '/dev/outbox'));
    await expect(page.getByText('No JavaScript here.').first()).toBeVisible();
    await expect(page.getByText(/An image is attached to submission \d+/).first()).toBeVisible();
  });
});

/** Issue 9 / ADR 0123: the checkout posts to the server, which places the order from the cart cookie. */
test.describe('checkout without JavaScript', () => {
  test('refuses a bad address in the page keeping what was typed, then places the order with manual payment', async ({ page }) => {
    // ADR 0107: the cart is filled without JavaScript too: colour and size by link, Add to Cart posts.
    await page.goto(storeUrl(DEMO, '/products/classic-crew-tee'));
    await page.getByRole('radio', { name: 'Black' }).click();
    await page.getByRole('radio', { name: 'M', exact: true }).click();
    await expect(page).toHaveURL(/\?color=Black&size=M$/);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/cart'));
    await expect(page.getByText('Color: Black · Size: M')).toBeVisible();
    const quantity = page.getByRole('spinbutton', { name: 'Quantity of Classic Crew T-Shirt' });
    await expect(quantity).toHaveValue('2');
    // The line's quantity is a form too (ADR 0106): Enter in the field posts it.
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(page).toHaveURL(storeUrl(DEMO, '/cart'));
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Classic Crew T-Shirt' })).toHaveValue('3');
    await expect(page.getByRole('region', { name: 'Summary' }).getByText('3 items')).toBeVisible();

    await page.goto(storeUrl(DEMO, '/login?returnUrl=%2Fcheckout'));
    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByLabel('Password').fill('Shopper#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/checkout'));
    // The server priced the cart: the summary is in the HTML.
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(/Classic Crew T-Shirt \(Black, M\)/)).toBeVisible();
    await expect(summary).toContainText('3 × Classic Crew T-Shirt (Black, M)');
    await expect(page.getByLabel('Email')).toHaveValue('shopper@demo.test');

    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Nojs');
    await page.getByLabel('Street address').fill('100 Market Street');
    await page.getByLabel('City').fill('Wilmington');
    await page.getByLabel('State', { exact: true }).selectOption('DE');
    await page.getByLabel('ZIP code').fill('1980');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Please enter a 5-digit ZIP code, or ZIP+4 (like 19801 or 19801-1234).')).toBeVisible();
    await expect(page.getByLabel('ZIP code')).toBeFocused();
    await expect(page.getByLabel('Street address')).toHaveValue('100 Market Street');
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('DE');

    await page.getByLabel('ZIP code').fill('19801');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Thank you for your order!').first()).toBeVisible();
    await expect(page.getByText('Wilmington, DE 19801')).toBeVisible();
    const howToPay = page.getByRole('region', { name: 'How to pay' });
    await expect(howToPay).toContainText('Please pay by bank transfer');
    await expect(howToPay).toContainText(/Amount due: \$\d/);
    // The ordered cart: the cookie is gone and the browser is told to empty its stored cart.
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'cart_lines')).toBe(false);
    expect(cookies.some((cookie) => cookie.name === 'cart_placed')).toBe(true);
  });
});

/**
 * Issue 9 / ADR 0123: /cart is rendered on the server from the cart cookie; the gift-card form
 * posts to the server, which keeps an accepted code in a cookie of /cart and /checkout, and the
 * checkout without JavaScript takes the card off the order.
 */
test.describe('cart without JavaScript', () => {
  /**
   * Fills the cart where JavaScript runs and copies its cookies (the store's pass too) to `page`: the
   * private store's pass is the browser's here (Add to Cart itself works without JavaScript, ADR 0107).
   */
  async function cartFilledWithJavaScript(page: Page, browser: Browser, productUrl: string, privateCode?: string) {
    const shopping = await browser.newContext({ javaScriptEnabled: true });
    const shop = await shopping.newPage();
    if (privateCode) {
      await shop.goto(`${new URL(productUrl).origin}/private?returnUrl=${encodeURIComponent(new URL(productUrl).pathname + new URL(productUrl).search)}`);
      await shop.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await shop.getByLabel('Code').fill(privateCode);
      await shop.getByRole('button', { name: 'Enter' }).click();
      await expect(shop).toHaveURL(productUrl);
    } else {
      await shop.goto(productUrl);
    }
    await shop.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await hydrateParts(shop);
    await shop.getByRole('button', { name: 'Add to Cart' }).click();
    await shop.getByRole('dialog', { name: 'Item added to cart' }).getByRole('button', { name: 'Continue Shopping' }).click();
    // The lines go to /cart, /checkout and /kit only (never `/`: every other page stays cacheable, ADR 0132).
    const lineCookies = async () => (await shopping.cookies()).filter((cookie) => cookie.name === 'cart_lines' && cookie.value !== '');
    await expect.poll(async () => (await lineCookies()).map((cookie) => cookie.path).sort()).toEqual(['/cart', '/checkout', '/kit']);
    await page.context().addCookies((await shopping.cookies()).filter((cookie) => cookie.name !== 'cart_code'));
    await shopping.close();
  }

  async function signIn(page: Page, host: string, email: string) {
    await page.goto(storeUrl(host, '/login?returnUrl=%2Fcart'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Shopper#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(storeUrl(host, '/cart'));
  }

  test('shows the cookie cart, refuses a wrong code keeping it, applies and removes the demo code', async ({ page }) => {
    // Added without JavaScript (ADR 0107): the post lands on /cart.
    await page.goto(storeUrl(DEMO, '/products/classic-crew-tee?color=Black&size=M'));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/cart'));
    const lineCookies = (await page.context().cookies()).filter((cookie) => cookie.name === 'cart_lines' && cookie.value !== '');
    expect(lineCookies.map((cookie) => cookie.path).sort()).toEqual(['/cart', '/checkout', '/kit']);
    // The server priced the cookie's lines: the cart is complete in the HTML.
    await expect(page.getByText('Loading your cart…')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Classic Crew T-Shirt' })).toBeVisible();
    await expect(page.getByText('Color: Black · Size: M')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Classic Crew T-Shirt' })).toHaveValue('1');
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('1 item')).toBeVisible();
    await expect(summary.getByRole('definition').filter({ hasText: '$22.00' })).toHaveCount(2); // Subtotal and Total
    await expect(summary.getByRole('link', { name: 'Check Out' })).toBeVisible();

    // A wrong code: the spec's message in the page, the typed code kept.
    const field = page.getByLabel('Gift card or promo code');
    await field.fill('NOT-A-CARD');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Not a valid gift card')).toBeVisible();
    await expect(field).toHaveValue('NOT-A-CARD');

    // The demo code is accepted (post/redirect/get; its balance is whatever this run left on it, so
    // the summary's Gift Card Balance row, shown only for a positive balance, is proven below).
    await field.fill('GIFT-DEMO-50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/cart'));
    await expect(page.getByText(/^Gift card GIFT-DEMO-50 applied \(balance \$\d+\.\d\d\)$/)).toBeVisible();
    // Remove code is a form too.
    await page.getByRole('button', { name: 'Remove code' }).click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/cart'));
    await expect(page.getByText(/Gift card GIFT-DEMO-50 applied/)).toHaveCount(0);
    await expect(field).toHaveValue('');
  });

  test('the checkout takes the applied card off the order', async ({ page, browser }) => {
    // Store 2's ACME-CODE ($25.00): GIFT-DEMO-50 is spent by checkout.spec earlier in the same run.
    await cartFilledWithJavaScript(page, browser, storeUrl(PRIVATE, '/products/acme-fleece-hoodie?color=Navy&size=M'), 'ACME-CODE');
    await signIn(page, PRIVATE, 'alice@acme.test');
    await expect(page.getByRole('link', { name: 'Acme Fleece Hoodie' })).toBeVisible();
    await page.getByLabel('Gift card or promo code').fill('ACME-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Gift card ACME-CODE applied (balance $25.00)')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('-$25.00')).toBeVisible();
    await expect(summary.getByRole('definition').last()).toHaveText('$27.00'); // $52.00 - $25.00

    await page.getByRole('link', { name: 'Check Out' }).click();
    await expect(page).toHaveURL(storeUrl(PRIVATE, '/checkout'));
    const orderSummary = page.getByRole('region', { name: 'Order summary' });
    await expect(orderSummary.getByText('Gift card ACME-CODE')).toBeVisible();
    await expect(orderSummary.getByText('-$25.00')).toBeVisible();
    const total = (await orderSummary.getByRole('definition').last().textContent())!;
    await page.getByLabel('First name').fill('Alice');
    await page.getByLabel('Last name').fill('Acme');
    await page.getByLabel('Street address').fill('100 Market Street');
    await page.getByLabel('City').fill('Wilmington');
    await page.getByLabel('State', { exact: true }).selectOption('DE');
    await page.getByLabel('ZIP code').fill('19801');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    // The order records the card and what it paid; the total is what the summary said.
    await expect(page.getByText('Gift card ACME-CODE', { exact: true })).toBeVisible();
    await expect(page.getByText('-$25.00').first()).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${total.replace('$', '\\$')}$`) }).first()).toBeVisible();
  });

  test('an empty cart is said so, not loaded forever', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/cart'));
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByText('Loading your cart…')).toHaveCount(0);
  });
});

/** ADR 0107: with JavaScript, Add to Cart stays in the page; a line the server added wins on the next /cart. */
test.describe('Add to Cart with JavaScript after ADR 0107', () => {
  test.use({ javaScriptEnabled: true });

  test('opens the dialog without posting or leaving the page', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.isNavigationRequest()) posts.push(request.url());
    });
    await page.goto(storeUrl(DEMO, '/products/classic-crew-tee?color=Black&size=M'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await hydrateParts(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Item added to cart' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(posts).toEqual([]);
    await expect(page).toHaveURL(storeUrl(DEMO, '/products/classic-crew-tee?color=Black&size=M'));
  });

  test('the browser takes a line added without JavaScript on its next /cart visit', async ({ page }) => {
    await page.goto(storeUrl(DEMO, '/products/classic-crew-tee?color=Black&size=M'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await hydrateParts(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: 'Item added to cart' }).getByRole('button', { name: 'Continue Shopping' }).click();
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'cart_lines' && cookie.path === '/cart' && cookie.value !== '')).toBe(true);

    // The same browser posts the product form natively, as without JavaScript (form.submit() fires no submit event).
    await page.goto(storeUrl(DEMO, '/products/classic-crew-tee?color=White&size=L'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await Promise.all([page.waitForURL(storeUrl(DEMO, '/cart')), page.locator('form[method="post"][aria-label="Classic Crew T-Shirt"]').evaluate((form: HTMLFormElement) => form.submit())]);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByText('Color: Black · Size: M')).toBeVisible();
    await expect(page.getByText('Color: White · Size: L')).toBeVisible();
    // The stored cart took the server's lines (ADR 0106): another page with JavaScript still has both.
    const stored = () => page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '{}') as { items?: { color: string; size: string }[] }).items?.map((item) => `${item.color} ${item.size}`).sort());
    await expect.poll(stored).toEqual(['Black M', 'White L']);
    await page.goto(storeUrl(DEMO, '/'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await stored()).toEqual(['Black M', 'White L']);
  });
});
