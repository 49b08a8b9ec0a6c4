import { expect, test } from '@playwright/test';
import { operator, signedIn } from './studio-helpers.ts';

type Store = { data: { preview_config: { pages: { sections: { content: { title?: string } }[] }[] } | null } };
const draftTitle = async (request: Parameters<typeof operator>[0]) =>
  (await operator<Store>(request, 'GET', '/storefronts/1')).data.preview_config?.pages[0]?.sections[0]?.content.title;

test('two editors of one store: the later save meets a conflict naming who saved, and nothing is overwritten silently', async ({ browser, request }) => {
  const alice = await signedIn(browser, request, { name: 'Alice', role: 'designer', storefront_ids: [1] });
  const bob = await signedIn(browser, request, { name: 'Bob', role: 'store_manager', storefront_ids: [1] });
  for (const page of [alice, bob]) {
    await page.getByRole('link', { name: 'Design Demo Merch' }).click();
    await expect(page.getByRole('heading', { name: 'Design: Demo Merch' })).toBeVisible();
  }

  // Alice saves first.
  await alice.getByRole('textbox', { name: 'Title text' }).first().fill("Alice's title");
  await expect(alice.getByText('All changes saved as a draft')).toBeVisible();

  // Bob's save was made from the older version: a conflict naming Alice; his text stays.
  const bobsTitle = bob.getByRole('textbox', { name: 'Title text' }).first();
  await bobsTitle.fill("Bob's title");
  const conflict = bob.getByRole('alert').filter({ hasText: 'Alice saved a newer draft.' });
  await expect(conflict).toBeVisible();
  await expect(bob.getByText('Not saved: someone else saved a newer draft')).toBeVisible();
  await expect(bobsTitle).toHaveValue("Bob's title");
  expect(await draftTitle(request)).toBe("Alice's title");
  // Still nothing saved while Bob keeps typing.
  await bobsTitle.fill("Bob's better title");
  await expect(conflict).toBeVisible();
  expect(await draftTitle(request)).toBe("Alice's title");

  // Bob loads Alice's draft; Undo brings his text back, and keeping it saves it knowingly.
  await conflict.getByRole('button', { name: 'Load their draft' }).click();
  await expect(bobsTitle).toHaveValue("Alice's title");
  await expect(bob.getByText('All changes saved as a draft')).toBeVisible();
  await bob.getByRole('button', { name: 'Undo' }).click();
  await expect(bobsTitle).toHaveValue("Bob's better title");
  await expect(bob.getByText('All changes saved as a draft')).toBeVisible();
  expect(await draftTitle(request)).toBe("Bob's better title");

  // Now Alice is behind: her next edit meets Bob's name; she keeps hers.
  const alicesTitle = alice.getByRole('textbox', { name: 'Title text' }).first();
  await alicesTitle.fill("Alice's final title");
  const aliceConflict = alice.getByRole('alert').filter({ hasText: 'Bob saved a newer draft.' });
  await expect(aliceConflict).toBeVisible();
  await aliceConflict.getByRole('button', { name: 'Keep mine and save it' }).click();
  await expect(alice.getByText('All changes saved as a draft')).toBeVisible();
  expect(await draftTitle(request)).toBe("Alice's final title");
});

test('a failed save keeps what was typed, says so, and saves on retry; an unsaved edit survives a reload', async ({ browser, request }) => {
  const editor = await signedIn(browser, request, { name: 'Kim Keeper', role: 'designer', storefront_ids: [1] });
  await editor.getByRole('link', { name: 'Design Demo Merch' }).click();
  await editor.getByRole('tab', { name: 'Settings' }).click();
  const alert = editor.getByRole('textbox', { name: 'Alert text' });

  // The server cannot be reached: the edit stays, the failure is said, Try again saves it.
  await editor.route('**/api/operator/storefronts/1/preview', (route) => route.abort());
  await alert.fill('Typed while offline');
  await expect(editor.getByText(/^Not saved: The Studio cannot reach the server/)).toBeVisible();
  await expect(alert).toHaveValue('Typed while offline');
  await editor.unroute('**/api/operator/storefronts/1/preview');
  await editor.getByRole('button', { name: 'Try again' }).click();
  await expect(editor.getByText('All changes saved as a draft')).toBeVisible();

  // An edit not yet saved when the page goes away is restored and saved when it opens again.
  await editor.route('**/api/operator/storefronts/1/preview', (route) => route.abort());
  await alert.fill('Typed before the tab closed');
  await expect(editor.getByText(/^Not saved:/)).toBeVisible();
  await editor.unroute('**/api/operator/storefronts/1/preview');
  await editor.reload();
  await editor.getByRole('tab', { name: 'Settings' }).click();
  await expect(editor.getByRole('textbox', { name: 'Alert text' })).toHaveValue('Typed before the tab closed');
  await expect(editor.getByText('All changes saved as a draft')).toBeVisible();
  type Draft = { data: { preview_config: { settings: { alertText: string } } } };
  expect((await operator<Draft>(request, 'GET', '/storefronts/1')).data.preview_config.settings.alertText).toBe('Typed before the tab closed');
});
