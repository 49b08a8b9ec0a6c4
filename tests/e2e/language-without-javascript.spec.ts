import { expect, test } from '@playwright/test';
import { storeUrl } from './store-url.ts';

// ADR 0156: the footer's language select works without JavaScript (a GET form to /_language).

test.use({ javaScriptEnabled: false });

test('without JavaScript the footer\'s language select and Change language show the same page in German, and back', async ({ page }) => {
  await page.goto(storeUrl('demo.localhost', '/products?search=tee'));
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await footer.getByRole('button', { name: 'Change language' }).click();
  await expect(page).toHaveURL(storeUrl('demo.localhost', '/products?search=tee'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(footer.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  await expect(page.getByRole('searchbox', { name: 'Produkte suchen' })).toHaveValue('tee');

  await footer.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await footer.getByRole('button', { name: 'Sprache ändern' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(footer.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
});
