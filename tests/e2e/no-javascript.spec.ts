import { expect, test } from '@playwright/test';
import { storeUrl } from './store-url.ts';

const DEMO = 'demo.localhost';

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

    await page.getByLabel('Email').fill('shopper@demo.test');
    await page.getByLabel('Password').fill('Shopper#2026');
    await signIn.click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/privacy-policy'));
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.httpOnly)).toBe(true);
  });
});
