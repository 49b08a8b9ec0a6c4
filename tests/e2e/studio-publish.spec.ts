import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeFindings, operator, previewFrame, signedIn, studioUrl } from './studio-helpers.ts';
import { gotoHydrated, storeUrl } from './store-url.ts';

const HOST = 'store66.localhost';
const LIVE_TITLE = 'Visit our retail stores';
const NEW_TITLE = 'Our shops, redesigned in the Studio';
type StoreAnswer = { data: { config: Record<string, unknown>; config_version: number } };

test('a store manager publishes a change the shopper then sees, and a rollback restores the earlier text', async ({ browser, request }) => {
  const before = (await operator<StoreAnswer>(request, 'GET', '/storefronts/66')).data;
  const manager = await signedIn(browser, request, { name: 'Mo Manager', role: 'store_manager', storefront_ids: [66] });
  const shopper = await (await browser.newContext()).newPage();
  await gotoHydrated(shopper, storeUrl(HOST, '/retail-stores'));
  await expect(shopper.getByRole('heading', { name: LIVE_TITLE })).toBeVisible();

  await manager.getByRole('link', { name: 'Design Store 66 Retail' }).click();
  const frame = await previewFrame(manager, 'Store 66 Retail');
  await expect(frame.getByRole('heading', { name: LIVE_TITLE })).toBeVisible();
  await manager.getByRole('textbox', { name: 'Title text' }).first().fill(NEW_TITLE);
  await expect(manager.getByText('All changes saved as a draft')).toBeVisible();
  await expect(frame.getByRole('heading', { name: NEW_TITLE })).toBeVisible();

  // Publish lists what changed since the live version, then publishes.
  await manager.getByRole('button', { name: 'Publish' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Publish Store 66 Retail' });
  await expect(dialog.getByText('pages.0.sections.0.content.title')).toBeVisible();
  await expectNoSeriousAxeFindings(manager);
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(manager.getByRole('heading', { name: 'Published' })).toBeVisible();
  await manager.getByRole('button', { name: 'Close' }).click();

  await gotoHydrated(shopper, storeUrl(HOST, '/retail-stores'));
  await expect(shopper.getByRole('heading', { name: NEW_TITLE })).toBeVisible();

  // History: every version with its author; roll back to the one live before.
  await manager.getByRole('link', { name: 'History' }).click();
  await expect(manager.getByRole('heading', { name: 'History: Store 66 Retail' })).toBeVisible();
  await expect(manager.getByText(/^Mo Manager, /).first()).toBeVisible();
  await expectNoSeriousAxeFindings(manager);
  await manager.getByRole('button', { name: `Roll back to version ${before.config_version}` }).click();
  await manager.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
  await expect(manager.getByText(`Version ${before.config_version} is live again, as a new version.`)).toBeVisible();

  await gotoHydrated(shopper, storeUrl(HOST, '/retail-stores'));
  await expect(shopper.getByRole('heading', { name: LIVE_TITLE })).toBeVisible();
  await expect(shopper.getByText(NEW_TITLE)).toHaveCount(0);

  // A designer of the same store sees the history but cannot roll back.
  const designer = await signedIn(browser, request, { name: 'Dee Designer', role: 'designer', storefront_ids: [66] });
  await designer.goto(studioUrl('/stores/66/history'));
  await expect(designer.getByRole('heading', { name: 'History: Store 66 Retail' })).toBeVisible();
  await expect(designer.getByRole('button', { name: /Roll back/ })).toHaveCount(0);

  // Later journeys get store 66 as it was.
  await operator(request, 'PUT', '/storefronts/66', { config: before.config });
});
