import { expect, test, type APIRequestContext } from '@playwright/test';
import { gotoHydrated, storeUrl } from './store-url.ts';

const HOST = 'store66.localhost';
const OPERATOR = { authorization: 'Bearer local-operator-token' };
type Config = { settings: Record<string, unknown>; menu: unknown[]; pages: unknown[] };

/** The operator API answers on every host; Node reaches the server by its IP. */
async function operator(request: APIRequestContext, method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown) {
  const response = await request.fetch(`http://127.0.0.1:${process.env.E2E_PORT ?? '8799'}/api/operator${path}`, { method, headers: OPERATOR, ...(data ? { data } : {}) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { data: { config: Config; preview_url: string } };
}

test('a designer sees drafts arrive live on the preview link; a shopper sees nothing until publish', async ({ browser, request }) => {
  const live = (await operator(request, 'GET', '/storefronts/66')).data.config;
  const draftOne: Config = { ...live, settings: { ...live.settings, alertText: 'Preview one: autumn colours' } };
  const draftTwo: Config = {
    ...draftOne,
    settings: { ...live.settings, alertText: 'Preview two: autumn lookbook' },
    menu: [...live.menu, { label: 'Lookbook', item: { type: 'page', url: 'lookbook' } }],
    pages: [...live.pages, { id: 'lookbook', url: 'lookbook', title: 'Lookbook', sections: [{ component: 'TEXT_AREA', content: { text: '<p>Our autumn lookbook</p>' } }] }],
  };

  const designerContext = await browser.newContext();
  const shopperContext = await browser.newContext();
  const designer = await designerContext.newPage();
  // Hydration mismatches and failed updates surface as console errors.
  const problems: string[] = [];
  designer.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  designer.on('pageerror', (error) => problems.push(error.message));
  const shopper = await shopperContext.newPage();

  // The designer opens the preview link of the first draft: the preview bar and the draft.
  const { preview_url } = (await operator(request, 'PUT', '/storefronts/66/preview', { config: draftOne })).data;
  const link = new URL(preview_url);
  await gotoHydrated(designer, storeUrl(HOST, `${link.pathname}${link.search}`));
  await expect(designer.getByRole('status', { name: 'Preview' })).toContainText('you are seeing unpublished changes');
  await expect(designer.getByText('Preview one: autumn colours')).toBeVisible();
  await designer.locator('html[data-preview-live]').waitFor({ state: 'attached' });
  // Marks this document: if the page reloaded, the mark would be gone.
  await designer.evaluate(() => ((window as unknown as { previewMark: number }).previewMark = 42));

  // The shopper sees the live store.
  await gotoHydrated(shopper, storeUrl(HOST, '/'));
  await expect(shopper.getByRole('status', { name: 'Preview' })).toHaveCount(0);
  await expect(shopper.getByText('Preview one: autumn colours')).toHaveCount(0);

  // The second draft arrives without a reload, with a new page reachable at once from the menu.
  await operator(request, 'PUT', '/storefronts/66/preview', { config: draftTwo });
  await expect(designer.getByText('Preview two: autumn lookbook')).toBeVisible();
  await designer.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Lookbook' }).click();
  await expect(designer).toHaveURL(storeUrl(HOST, '/lookbook'));
  await expect(designer.getByText('Our autumn lookbook')).toBeVisible();
  expect(await designer.evaluate(() => (window as unknown as { previewMark?: number }).previewMark)).toBe(42);
  // A draft that changes the sections of the page on screen shows them at once (the page's
  // sections come with its loader data, which the new draft's router loads again; ADR 0142).
  const lookbookEdited: Config = {
    ...draftTwo,
    pages: [...live.pages, { id: 'lookbook', url: 'lookbook', title: 'Lookbook', sections: [{ component: 'TEXT_AREA', content: { text: '<p>Our winter lookbook</p>' } }] }],
  };
  await operator(request, 'PUT', '/storefronts/66/preview', { config: lookbookEdited });
  await expect(designer.getByText('Our winter lookbook')).toBeVisible();
  await expect(designer.getByText('Our autumn lookbook')).toHaveCount(0);
  expect(await designer.evaluate(() => (window as unknown as { previewMark?: number }).previewMark)).toBe(42);
  expect(problems).toEqual([]);

  // Still nothing for the shopper, even on the new page's address.
  await gotoHydrated(shopper, storeUrl(HOST, '/lookbook'));
  await expect(shopper).toHaveURL(storeUrl(HOST, '/'));
  await expect(shopper.getByText('Preview two: autumn lookbook')).toHaveCount(0);

  // Publish: now the shopper has it.
  await operator(request, 'POST', '/storefronts/66/publish');
  await gotoHydrated(shopper, storeUrl(HOST, '/lookbook'));
  await expect(shopper.getByText('Our winter lookbook')).toBeVisible();
  await expect(shopper.getByText('Preview two: autumn lookbook')).toBeVisible();

  // The designer leaves the preview through the bar.
  await designer.getByRole('link', { name: 'Exit preview' }).click();
  await expect(designer.getByRole('status', { name: 'Preview' })).toHaveCount(0);

  await designerContext.close();
  await shopperContext.close();
  // Later journeys on this server get store 66 as seeded.
  await operator(request, 'PUT', '/storefronts/66', { config: live });
});
