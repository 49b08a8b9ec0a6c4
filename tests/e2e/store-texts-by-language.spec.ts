import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeFindings, operator, previewFrame, signedIn, studioUrl } from './studio-helpers.ts';
import { gotoHydrated, storeUrl } from './store-url.ts';

// Issue 27 (Accounts, item 11) / ADR 0270: store texts per language, shown in the shopper's
// language (else the store's default), edited per language in the Studio.

type Created = { data: { id: number } };
const ENGLISH = 'Free shipping this week';
const GERMAN = 'Diese Woche versandkostenfrei';

/** A store of its own (a unique host, so a second run does not meet the first one's). */
async function newStore(request: Parameters<typeof operator>[0], name: string, config: unknown): Promise<{ id: number; host: string }> {
  const host = `${name.toLowerCase()}-${Date.now().toString(36)}.localhost`;
  const { data } = await operator<Created>(request, 'POST', '/storefronts', { name, hostnames: [host], config });
  return { id: data.id, host };
}

const announcement = (page: Page) => page.getByRole('complementary', { name: /Store announcement|Shop-Hinweis|Annonce/ });

test('a German shopper reads the German alert the operator set; a French one the default language', async ({ browser, request }) => {
  const { id, host } = await newStore(request, 'Langs', { settings: { alertText: ENGLISH } });
  // The operator adds a German alert.
  await operator(request, 'PUT', `/storefronts/${id}`, { config: { settings: { alertText: { en: ENGLISH, de: GERMAN } } } });

  const page = await (await browser.newContext()).newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await gotoHydrated(page, storeUrl(host, '/'));
  await expect(announcement(page)).toHaveText(ENGLISH);

  // The shopper picks Deutsch in the footer: the page comes back in German, its alert too.
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(announcement(page)).toHaveText(GERMAN);
  await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');

  // French has no alert of its own: the default language's shows.
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(announcement(page)).toHaveText(ENGLISH);
  // No hydration mismatch: the server and the browser showed the same texts.
  expect(problems).toEqual([]);
});

test('a designer switches the editor to Deutsch, types the alert, and the preview shows it in German', async ({ browser, request }) => {
  const { id } = await newStore(request, 'Studiolangs', { settings: { alertText: ENGLISH } });
  const designer = await signedIn(browser, request, { name: 'Lena Lang', role: 'designer', storefront_ids: [id] });
  await designer.goto(studioUrl(`/stores/${id}/design`));
  await expect(designer.getByRole('heading', { name: 'Design: Studiolangs' })).toBeVisible();
  let frame = await previewFrame(designer, 'Studiolangs');
  await expect(frame.getByText(ENGLISH)).toBeVisible();

  await designer.getByRole('tab', { name: 'Settings' }).click();
  await designer.getByRole('radiogroup', { name: 'Language of the store texts' }).getByRole('radio', { name: 'Deutsch' }).click();
  const alert = designer.getByRole('textbox', { name: 'Alert text (Deutsch)' });
  // Nothing German yet: the field is empty and says what German shoppers see meanwhile.
  await expect(alert).toHaveValue('');
  await expect(alert).toHaveAttribute('placeholder', ENGLISH);
  await expect(alert).toHaveAccessibleDescription(/Not written in Deutsch/);
  await alert.fill(GERMAN);
  await expect(designer.getByText('All changes saved as a draft')).toBeVisible();
  await expectNoSeriousAxeFindings(designer);

  // The preview shows the store in German, with the German alert.
  frame = await previewFrame(designer, 'Studiolangs');
  await frame.locator('html[lang="de"][data-preview-live]').waitFor({ state: 'attached' });
  await expect(frame.getByText(GERMAN)).toBeVisible();

  // Back in English, the English text is there as it was, and the preview follows.
  await designer.getByRole('radio', { name: 'English' }).click();
  await expect(designer.getByRole('textbox', { name: 'Alert text (English)' })).toHaveValue(ENGLISH);
  frame = await previewFrame(designer, 'Studiolangs');
  await frame.locator('html[lang="en"][data-preview-live]').waitFor({ state: 'attached' });
  await expect(frame.getByText(ENGLISH)).toBeVisible();

  // The draft holds both languages.
  const store = (await operator<{ data: { preview_config: { settings: { alertText: unknown } } } }>(request, 'GET', `/storefronts/${id}`)).data;
  expect(store.preview_config.settings.alertText).toEqual({ en: ENGLISH, de: GERMAN });
});
