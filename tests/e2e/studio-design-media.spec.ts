import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeFindings, operator, previewFrame, signedIn } from './studio-helpers.ts';
import { gotoHydrated, storeUrl } from './store-url.ts';

// Issue 25, Design: pictures are uploaded through the media API (content-addressed, the type
// sniffed from the bytes), not typed. A designer uploads a PNG as the logo and the preview shows
// it; an SVG and a file over 10 MB are refused beside the field before anything is sent.

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a designer uploads a PNG as the logo and the preview shows it; an SVG, a large file and a disguised file are refused; a store manager renames the store', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const name = `Logo Shop ${suffix}`;
  const created = await operator<{ data: { id: number } }>(request, 'POST', '/storefronts', { name, hostnames: [`studio-logo-${suffix}.localhost`], config: { settings: { alertText: 'Logos from the Studio' } } });
  const id = created.data.id;

  const designer = await signedIn(browser, request, { name: 'Lena Logo', role: 'designer', storefront_ids: [id] });
  await designer.getByRole('link', { name: `Design ${name}` }).click();
  await expect(designer.getByRole('heading', { name: `Design: ${name}` })).toBeVisible();
  const frame = await previewFrame(designer, name);
  await designer.getByRole('tab', { name: 'Settings' }).click();

  const upload = designer.getByLabel('Logo: upload a picture');
  const logo = designer.getByRole('textbox', { name: 'Logo', exact: true });

  // Refused in the browser, named beside the field; the field keeps what it had.
  await upload.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(upload).toHaveAccessibleDescription('logo.svg is an SVG: SVG files can carry scripts and are not accepted. Upload a PNG, WebP or AVIF of it instead.');
  await upload.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10_485_761, 1) });
  await expect(upload).toHaveAccessibleDescription('huge.png is 10.0 MB: a picture may be 10 MB at most.');
  // A file that claims to be a PNG but is not: the server sniffs the bytes and refuses it.
  await upload.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(upload).toHaveAccessibleDescription(/The bytes are not a picture of an accepted type, not image\/png as declared/);
  await expect(logo).toHaveValue('');

  // The PNG: uploaded, its content-addressed path in the field, saved as a draft, shown in the preview.
  await upload.setInputFiles({ name: 'Brand Logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(upload).toHaveAccessibleDescription('Brand Logo.png is uploaded and in the draft.');
  await expect(logo).toHaveValue(new RegExp(`^/media/${id}/Brand-Logo-[0-9a-f]{16}\\.png$`));
  const path = await logo.inputValue();
  await expect(designer.getByText('All changes saved as a draft')).toBeVisible();
  const image = frame.getByRole('banner').locator(`img[src="${path}"]`);
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1);
  await expectNoSeriousAxeFindings(designer);

  // The draft holds the path; the upload is in the store's media under the designer's name.
  const store = await operator<{ data: { preview_config: { logo?: { full_path?: string } } | null } }>(request, 'GET', `/storefronts/${id}`);
  expect(store.data.preview_config?.logo?.full_path).toBe(path);
  const media = await operator<{ data: { path: string; content_type: string }[] }>(request, 'GET', `/storefronts/${id}/media`);
  expect(media.data).toEqual([expect.objectContaining({ path, content_type: 'image/png' })]);

  // The store's name is not part of the draft: a designer reads it, a store manager renames it.
  await expect(designer.getByText(`Store name: ${name} (store managers change it)`)).toBeVisible();
  await expect(designer.getByRole('textbox', { name: 'Store name' })).toHaveCount(0);
  const manager = await signedIn(browser, request, { name: 'Mona Manager', role: 'store_manager', storefront_ids: [id] });
  await manager.getByRole('link', { name: `Design ${name}` }).click();
  await manager.getByRole('tab', { name: 'Settings' }).click();
  const storeName = manager.getByRole('textbox', { name: 'Store name' });
  await storeName.fill(' ');
  await manager.getByRole('button', { name: 'Rename the store' }).click();
  await expect(storeName).toHaveAccessibleDescription(/name is required\./);
  const renamed = `Renamed Shop ${suffix}`;
  await storeName.fill(renamed);
  await storeName.press('Enter');
  await expect(manager.getByRole('status').filter({ hasText: `The store is now called ${renamed}.` })).toBeVisible();
  const shopper = await (await browser.newContext()).newPage();
  await gotoHydrated(shopper, storeUrl(`studio-logo-${suffix}.localhost`, '/'));
  await expect(shopper.getByRole('banner').getByRole('link', { name: renamed })).toBeVisible();
});
