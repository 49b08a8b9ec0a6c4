import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeFindings, signedIn, studioUrl } from './studio-helpers.ts';

// Issue 25's quality bar over every Studio screen at once: usable at 375 px (nothing wider than
// the screen), no serious or critical axe finding, and a visible focus outline for the keyboard.
// Each screen's own journey (studio-*.spec.ts) tests its forms, errors and progress.

const SCREENS: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /^Your stores$/ },
  { path: '/stores/1/design', heading: /^Design: Demo Merch$/ },
  { path: '/stores/1/history', heading: /^History/ },
  { path: '/stores/1/orders', heading: /^Orders: Demo Merch$/ },
  { path: '/stores/1/catalog', heading: /^Catalog: Demo Merch$/ },
  { path: '/stores/1/kits', heading: /^Kits and gift cards: Demo Merch$/ },
  { path: '/people', heading: /^People and tokens$/ },
  { path: '/people/tokens', heading: /^People and tokens$/ },
  { path: '/people/audit', heading: /^People and tokens$/ },
];

test('every Studio screen fits 375 px, has no serious axe finding and shows where the keyboard is', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, request, { name: 'Quinn Quality', role: 'admin' }, { width: 375, height: 812 });
  const problems: string[] = [];
  admin.on('pageerror', (error) => problems.push(error.message));
  for (const screen of SCREENS) {
    await admin.goto(studioUrl(screen.path));
    await expect(admin.getByRole('heading', { level: 1, name: screen.heading }), screen.path).toBeVisible();
    await expect(admin.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth), screen.path).toBeLessThanOrEqual(375);
    await expectNoSeriousAxeFindings(admin);
    if (screen.path.endsWith('/design')) {
      // The Settings tab too: its picture fields carry file pickers and progress.
      await admin.getByRole('tab', { name: 'Settings' }).click();
      await expect(admin.getByLabel('Logo: upload a picture')).toBeVisible();
      expect(await admin.evaluate(() => document.documentElement.scrollWidth), 'design settings').toBeLessThanOrEqual(375);
      await expectNoSeriousAxeFindings(admin);
    }
  }

  // The keyboard: the skip link comes first, and every focused control draws an outline.
  await admin.goto(studioUrl('/stores/1/kits'));
  await expect(admin.getByRole('heading', { level: 1, name: /^Kits and gift cards/ })).toBeVisible();
  await admin.keyboard.press('Tab');
  await expect(admin.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  for (let step = 0; step < 6; step++) {
    const outline = await admin.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return { tag: element.tagName, style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style, `${outline.tag} at step ${step}`).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await admin.keyboard.press('Tab');
  }
  expect(problems).toEqual([]);
});
