import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';

// Menus, footer, logo, cart and product cards render plain anchors whose plain clicks open the
// page through the router (docs/decisions/0148-plain-links.md): no document request, the page
// stays the same JavaScript world; clicks with a modifier key stay the browser's.
const DEMO = 'demo.localhost';

/** Marks the loaded document; a full page load (a new document) loses the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { plainLinkMark: 'same-document' }));
}
const mark = (page: Page) => page.evaluate(() => (window as unknown as { plainLinkMark?: string }).plainLinkMark ?? null);

/** Counts top-level document requests from now on. */
function documentRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.count += 1;
  });
  return seen;
}

test.describe('plain in-store links', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('menu, footer and logo links navigate in the page, without loading a document', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/about'));
    await markDocument(page);
    const documents = documentRequests(page);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Gift Cards' }).click();
    await expect(page).toHaveURL(/\/categories\/gift-cards$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gift Cards' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);

    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(storeUrl(DEMO, '/'));

    expect(await mark(page)).toBe('same-document');
    expect(documents.count).toBe(0);
    // Back walks the router's history entries.
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    expect(await mark(page)).toBe('same-document');
  });

  test('a modifier click opens a new tab and leaves the page as it was', async ({ page, context }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/about'));
    await markDocument(page);
    const opened = context.waitForEvent('page');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(storeUrl(DEMO, '/privacy-policy'));
    await expect(page).toHaveURL(storeUrl(DEMO, '/about'));
    expect(await mark(page)).toBe('same-document');
    await tab.close();
  });

  test('a product card is one link, named by the product, and its picture opens the product in the page', async ({ page }) => {
    await gotoHydrated(page, storeUrl(DEMO, '/products?search=classic%20crew'));
    await markDocument(page);
    const card = page.getByRole('article', { name: 'Classic Crew T-Shirt' });
    // The product's link, a link per colour (?color=, ADR 0245) and '+3' (more colours than
    // swatches): no second link named by the product.
    await expect(card.getByRole('link', { name: 'Classic Crew T-Shirt', exact: true })).toHaveCount(1);
    await expect(card.getByRole('link', { name: 'Forest Green' })).toHaveAttribute('href', /\?color=Forest\+Green$/);
    await expect(card.getByRole('link').last()).toHaveText('+3');
    // Hydrated, a plain click on a colour shows it on the card and stays in the list.
    await card.getByRole('link', { name: 'Forest Green' }).click();
    // A click where the picture is (the card link's ::after covers it).
    const picture = (await card.locator('img').first().boundingBox())!;
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await expect(page).toHaveURL(/\/products\/classic-crew-tee\?color=Forest\+Green$/);
    await expect(page.getByRole('radio', { name: 'Forest Green' })).toBeChecked();
    expect(await mark(page)).toBe('same-document');
  });
});
