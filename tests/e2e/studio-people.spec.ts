import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeFindings, signedIn, studioUrl } from './studio-helpers.ts';
import { storeUrl } from './store-url.ts';

test('an admin invites someone (the link shown once), makes and revokes a token, and reads the audit log', async ({ browser, request }) => {
  const admin = await signedIn(browser, request, { name: 'Ada Admin', role: 'admin' });
  await expect(admin.getByRole('heading', { name: 'Store 66 Retail' })).toBeVisible();
  await expectNoSeriousAxeFindings(admin);
  // The Studio speaks German and French too.
  await admin.getByRole('button', { name: 'Language: EN' }).click();
  await admin.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(admin.getByRole('heading', { name: 'Ihre Shops' })).toBeVisible();
  await admin.getByRole('button', { name: 'Sprache: DE' }).click();
  await admin.getByRole('menuitem', { name: 'English' }).click();
  await expect(admin.getByRole('heading', { name: 'Your stores' })).toBeVisible();
  await admin.getByRole('link', { name: 'People and tokens' }).click();
  await expect(admin.getByRole('heading', { name: 'Invite someone' })).toBeVisible();

  // A refused invitation shows its error beside the field: stores are required for a designer.
  await admin.getByRole('textbox', { name: 'Name', exact: true }).fill('Finn Freelancer');
  await admin.getByRole('button', { name: 'Make sign-in link' }).click();
  await expect(admin.getByText('List the stores (storefront_ids) for every role but admin, and none for an admin.')).toBeVisible();
  await admin.getByRole('checkbox', { name: /Store 66 Retail/ }).check();
  await admin.getByRole('button', { name: 'Make sign-in link' }).click();
  const link = admin.getByRole('textbox', { name: 'Sign-in link' });
  await expect(link).toHaveValue(/^http:\/\/studio\.localhost:\d+\/sign-in\?token=/);
  await expect(admin.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expectNoSeriousAxeFindings(admin);

  // The link works once, for Finn, with store 66 only.
  const finn = await (await browser.newContext()).newPage();
  await finn.goto(await link.inputValue());
  await expect(finn.getByRole('heading', { name: 'Store 66 Retail' })).toBeVisible();
  await expect(finn.getByText('Demo Merch')).toHaveCount(0);
  const again = await (await browser.newContext()).newPage();
  await again.goto(await link.inputValue());
  await expect(again.getByRole('heading', { name: 'This sign-in link cannot be used' })).toBeVisible();
  // Signed out, the Studio says how to get in.
  await again.goto(studioUrl('/'));
  await expect(again.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
  await expectNoSeriousAxeFindings(again);

  // Access sign-ins: a person added by e-mail with a role, then removed.
  await admin.getByRole('button', { name: 'Add person' }).click();
  const personDialog = admin.getByRole('dialog');
  await personDialog.getByRole('textbox', { name: 'E-mail' }).fill('gwen@example.com');
  await personDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Gwen Access');
  await personDialog.getByRole('checkbox', { name: /Demo Merch/ }).check();
  await personDialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('<gwen@example.com>')).toBeVisible();
  await admin.getByRole('button', { name: 'Remove Gwen Access' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(admin.getByText('<gwen@example.com>')).toHaveCount(0);

  // Tokens: created (the secret shown once), listed, revoked.
  await admin.getByRole('link', { name: 'Tokens', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'New token' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Name', exact: true }).fill('Catalog import script');
  await admin.getByRole('checkbox', { name: /Demo Merch/ }).check();
  await admin.getByRole('button', { name: 'Create token' }).click();
  const secret = admin.getByRole('textbox', { name: 'Token', exact: true });
  await expect(secret).toHaveValue(/^wso_/);
  const token = await secret.inputValue();
  const port = process.env.E2E_PORT ?? '8799';
  expect((await request.get(`http://127.0.0.1:${port}/api/operator/storefronts`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await expectNoSeriousAxeFindings(admin);
  await admin.getByRole('button', { name: 'Revoke Catalog import script' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(admin.getByText('Revoked')).toBeVisible();
  expect((await request.get(`http://127.0.0.1:${port}/api/operator/storefronts`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

  // The audit log names the admin for each of these.
  await admin.getByRole('link', { name: 'Audit log' }).click();
  await expect(admin.getByText('token.revoke').first()).toBeVisible();
  await expect(admin.getByText('person.invite').first()).toBeVisible();
  await expectNoSeriousAxeFindings(admin);
});

test('an admin creates a store, suspends and resumes it, and deletes it after confirming', async ({ browser, request }) => {
  const admin = await signedIn(browser, request, { name: 'Ada Admin', role: 'admin' });
  await admin.getByRole('button', { name: 'New store' }).click();
  await admin.getByRole('textbox', { name: 'Name', exact: true }).fill('Pop-up Shop');
  await admin.getByRole('textbox', { name: 'Hostnames' }).fill('popup.localhost');
  await admin.getByRole('button', { name: 'Create store' }).click();
  await expect(admin.getByRole('heading', { name: 'Design: Pop-up Shop' })).toBeVisible();

  await admin.getByRole('link', { name: 'Stores' }).click();
  await admin.getByRole('button', { name: 'More actions for Pop-up Shop' }).click();
  await admin.getByRole('menuitem', { name: 'Suspend' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  const card = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: 'Pop-up Shop' }) });
  await expect(card.getByText('Suspended')).toBeVisible();
  // Shoppers meet a closed store (the browser resolves *.localhost).
  const shopper = await (await browser.newContext()).newPage();
  expect((await shopper.goto(storeUrl('popup.localhost', '/')))?.status()).toBe(503);

  await admin.getByRole('button', { name: 'More actions for Pop-up Shop' }).click();
  await admin.getByRole('menuitem', { name: 'Resume' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Resume' }).click();
  await expect(card.getByText('Suspended')).toHaveCount(0);
  expect((await shopper.goto(storeUrl('popup.localhost', '/')))?.status()).toBe(200);

  await admin.getByRole('button', { name: 'More actions for Pop-up Shop' }).click();
  await admin.getByRole('menuitem', { name: 'Delete' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete store' }).click();
  await expect(admin.getByRole('heading', { name: 'Pop-up Shop' })).toHaveCount(0);
});
