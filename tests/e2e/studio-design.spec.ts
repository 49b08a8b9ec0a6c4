import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeFindings, operator, previewFrame, signedIn, studioUrl } from './studio-helpers.ts';
import { gotoHydrated, storeUrl } from './store-url.ts';

const themeColour = () => getComputedStyle(document.documentElement).getPropertyValue('--tenant-primary').trim();

type Config = { pages: { sections: { content: { title?: string } }[] }[] };
const homeTitle = (config: Config | null | undefined) => config?.pages[0]?.sections[0]?.content.title;

test('a designer edits a title and the primary colour, sees both live in the preview, and the shopper still sees the live store', async ({ browser, request }) => {
  // The live store, and the draft the editor opens with (another journey may have left one).
  const store = (await operator<{ data: { config: Config; preview_config: Config | null } }>(request, 'GET', '/storefronts/1')).data;
  const liveTitle = homeTitle(store.config)!;
  const draftTitle = homeTitle(store.preview_config ?? store.config)!;
  const designer = await signedIn(browser, request, { name: 'Dana Designer', role: 'designer', storefront_ids: [1] });
  const problems: string[] = [];
  designer.on('pageerror', (error) => problems.push(error.message));

  // Only store 1 is hers: store 66 is neither listed nor reachable.
  await expect(designer.getByRole('heading', { name: 'Demo Merch' })).toBeVisible();
  await expect(designer.getByText('Store 66 Retail')).toHaveCount(0);
  await designer.goto(studioUrl('/stores/66/design'));
  await expect(designer.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await designer.goto(studioUrl('/'));
  await designer.getByRole('link', { name: 'Design Demo Merch' }).click();
  await expect(designer.getByRole('heading', { name: 'Design: Demo Merch' })).toBeVisible();

  // A designer may not publish: no button for it.
  await expect(designer.getByRole('button', { name: 'Publish' })).toHaveCount(0);

  const frame = await previewFrame(designer, 'Demo Merch');
  await expect(frame.getByRole('heading', { name: draftTitle })).toBeVisible();
  // Marks the framed document: a reload would lose the mark.
  await frame.evaluate(() => ((window as unknown as { studioMark: number }).studioMark = 7));

  // The home page's TITLE section (open first in the Pages tab).
  await designer.getByRole('textbox', { name: 'Title text' }).first().fill('Gear for teams, designed in the Studio');
  await expect(designer.getByText('All changes saved as a draft')).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Gear for teams, designed in the Studio' })).toBeVisible();

  await designer.getByRole('tab', { name: 'Settings' }).click();
  const primary = designer.getByRole('textbox', { name: 'Primary colour', exact: true });
  await primary.fill('#fbbf24');
  // A light colour under white text: the contrast warning says so.
  await expect(designer.getByText(/White text on this colour has a contrast of 1\.\d+:1/)).toBeVisible();
  await primary.fill('#7c2d12');
  await expect(designer.getByText('All changes saved as a draft')).toBeVisible();
  await expect.poll(() => frame.evaluate(themeColour)).toBe('#7c2d12');
  expect(await frame.evaluate(() => (window as unknown as { studioMark?: number }).studioMark)).toBe(7);

  // The shopper's store is the live one.
  const shopper = await (await browser.newContext()).newPage();
  await gotoHydrated(shopper, storeUrl('demo.localhost', '/home'));
  await expect(shopper.getByRole('heading', { name: liveTitle })).toBeVisible();
  await expect(shopper.getByText('Gear for teams, designed in the Studio')).toHaveCount(0);
  expect(await shopper.evaluate(themeColour)).not.toBe('#7c2d12');

  // The draft is stored under the designer's name.
  const versions = await operator<{ data: { actor: { name: string } }[] }>(request, 'GET', '/storefronts/1/versions?limit=1');
  expect(versions.data[0]?.actor.name).toBe('Dana Designer');

  await expectNoSeriousAxeFindings(designer);
  expect(problems).toEqual([]);
});

test('the Design screen is usable at 375 px: editor and preview are tabs', async ({ browser, request }) => {
  const designer = await signedIn(browser, request, { name: 'Nia Narrow', role: 'designer', storefront_ids: [1] }, { width: 375, height: 800 });
  await designer.getByRole('link', { name: 'Design Demo Merch' }).click();
  await expect(designer.getByRole('tab', { name: 'Editor' })).toHaveAttribute('aria-selected', 'true');
  await designer.getByRole('tab', { name: 'Settings' }).click();
  await expect(designer.getByRole('textbox', { name: 'Alert text' })).toBeVisible();
  // Nothing wider than the screen.
  expect(await designer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousAxeFindings(designer);
  await designer.getByRole('tab', { name: 'Preview' }).click();
  const frame = await previewFrame(designer, 'Demo Merch');
  await expect(frame.locator('body')).toBeVisible();
  await designer.getByRole('tab', { name: 'Editor' }).click();
  // Undo and redo by keyboard.
  const alert = designer.getByRole('textbox', { name: 'Alert text' });
  const before = await alert.inputValue();
  await alert.fill('Typed at 375 px');
  await designer.keyboard.press('Control+z');
  await expect(alert).toHaveValue(before);
  await designer.keyboard.press('Control+Shift+z');
  await expect(alert).toHaveValue('Typed at 375 px');
});

test('a wrong value is marked beside its field and kept unsaved; the menu reorders by buttons and by dragging', async ({ browser, request }) => {
  type Menu = { menu: { label: string }[] };
  const topLabels = async () => {
    const { data } = await operator<{ data: { config: Menu; preview_config: Menu | null } }>(request, 'GET', '/storefronts/1');
    return (data.preview_config ?? data.config).menu.map((entry) => entry.label);
  };
  const designer = await signedIn(browser, request, { name: 'Rae Reorder', role: 'designer', storefront_ids: [1] });
  await designer.getByRole('link', { name: 'Design Demo Merch' }).click();
  await designer.getByRole('tab', { name: 'Settings' }).click();
  const primary = designer.getByRole('textbox', { name: 'Primary colour', exact: true });
  await primary.fill('#12345z');
  await expect(primary).toHaveAttribute('aria-invalid', 'true');
  await expect(designer.getByText('Must be a hex colour like #1e40af.')).toBeVisible();
  await expect(designer.getByText('Not saved: fix the marked fields')).toBeVisible();
  await expect(primary).toHaveValue('#12345z');
  await primary.fill('#4c1d95');
  await expect(designer.getByText('All changes saved as a draft')).toBeVisible();

  await designer.getByRole('tab', { name: 'Menu' }).click();
  const [first, second, third] = (await topLabels()) as [string, string, string];
  // By keyboard: the second entry moves up.
  await designer.getByRole('button', { name: `Move ${second} up` }).click();
  await expect(designer.getByText('All changes saved as a draft')).toBeVisible();
  await expect.poll(async () => (await topLabels()).slice(0, 3)).toEqual([second, first, third]);
  // By dragging (by its handle): Tumblers dropped on the top half of Mugs goes before it.
  const row = (label: string) => designer.locator(`[data-menu-entry="${label}"]`);
  await row('Mugs').scrollIntoViewIfNeeded();
  const from = (await row('Tumblers').boundingBox())!;
  const to = (await row('Mugs').boundingBox())!;
  await designer.mouse.move(from.x + 12, from.y + 40);
  await designer.mouse.down();
  await designer.mouse.move(from.x + 20, from.y + 44, { steps: 5 });
  await designer.mouse.move(to.x + 12, to.y + 24, { steps: 10 });
  await designer.mouse.up();
  await expect(designer.getByText('All changes saved as a draft')).toBeVisible();
  const drinkware = async () => {
    const { data } = await operator<{ data: { preview_config: { menu: { label: string; children: { label: string }[] }[] } } }>(request, 'GET', '/storefronts/1');
    return data.preview_config.menu.find((entry) => entry.label === 'Drinkware')?.children.map((entry) => entry.label);
  };
  await expect.poll(drinkware).toEqual(['Tumblers', 'Mugs', 'Bottles']);
});
