import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { storeUrl } from './store-url.ts';

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? '8799'}`;

/** Runs `npm run stores -- …` (its script, on this Node) against the e2e server. */
function stores(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/stores.ts', '--url', BASE, ...args], { env: { ...process.env, OPERATOR_TOKEN: '' } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function jsonFile(value: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stores-cli-'));
  const file = path.join(dir, 'config.json');
  await writeFile(file, JSON.stringify(value));
  return file;
}

test('the operator CLI adds a store, changes its hosts and config, previews and publishes', async ({ page }) => {
  const listed = await stores('list', '--token', 'local-operator-token');
  expect(listed.code).toBe(0);
  expect(listed.stdout).toMatch(/\b1\s+live\s+Demo Merch\s+127\.0\.0\.1, demo\.localhost, localhost/);

  const config = await jsonFile({ settings: { alertText: 'Welcome to the CLI store' } });
  const added = await stores('add', '--name', 'CLI Store', '--host', 'cli-store.localhost', '--config', config, '--token', 'local-operator-token');
  expect(added.stderr).toBe('');
  const id = /Added store (\d+):/.exec(added.stdout)?.[1];
  expect(id).toBeTruthy();
  await page.goto(storeUrl('cli-store.localhost'));
  await expect(page.getByText('Welcome to the CLI store')).toBeVisible();

  // The token comes from OPERATOR_TOKEN or the local default as well.
  const hosts = await stores('hosts', id!, '--add', 'cli-shop.localhost', '--remove', 'cli-store.localhost');
  expect(hosts.code).toBe(0);
  expect(hosts.stdout).toContain('cli-shop.localhost');
  expect((await stores('hosts', id!)).stdout.trim()).toBe('cli-shop.localhost (primary)');

  const shown = await stores('config', id!);
  expect(JSON.parse(shown.stdout)).toMatchObject({ settings: { alertText: 'Welcome to the CLI store' } });
  expect((await stores('config', id!, '--set', await jsonFile({ settings: { alertText: 'Replaced by config --set' } }))).code).toBe(0);
  await page.goto(storeUrl('cli-shop.localhost'));
  await expect(page.getByText('Replaced by config --set')).toBeVisible();

  const preview = await stores('preview', id!, await jsonFile({ settings: { alertText: 'Draft from the CLI' } }));
  expect(preview.code).toBe(0);
  const link = new URL(preview.stdout.trim());
  expect(link.host).toBe(`cli-shop.localhost:${process.env.E2E_PORT ?? '8799'}`);
  await page.goto(link.toString());
  await expect(page.getByText('Draft from the CLI')).toBeVisible();

  expect((await stores('publish', id!)).stdout).toContain('the draft is live');
  const shopper = await page.context().browser()!.newPage();
  await shopper.goto(storeUrl('cli-shop.localhost'));
  await expect(shopper.getByText('Draft from the CLI')).toBeVisible();
  await shopper.close();
});

test('the operator CLI explains what went wrong', async () => {
  const wrongToken = await stores('list', '--token', 'nope');
  expect(wrongToken.code).toBe(1);
  expect(wrongToken.stderr).toContain('The operator token was refused (401)');

  const taken = await stores('add', '--name', 'Copy', '--host', 'demo.localhost', '--config', await jsonFile({}));
  expect(taken.code).toBe(1);
  expect(taken.stderr).toContain('Error 409: Hostname already used by another store: demo.localhost.');

  const invalid = await stores('add', '--name', 'Bad', '--host', 'bad-colour.localhost', '--config', await jsonFile({ settings: { primaryColor: 'blue' } }));
  expect(invalid.code).toBe(1);
  expect(invalid.stderr).toMatch(/Error 400: .*\n {2}config\.settings\.primaryColor: must be a hex colour like #1e40af/);

  expect((await stores('publish', '1')).stderr).toContain('Error 409: Store 1 has no draft to publish.');
  expect((await stores('publish', 'x')).stderr).toContain('Give a store id');
  expect((await stores('add', '--name', 'No file', '--config', '/nonexistent.json')).stderr).toContain('Cannot read /nonexistent.json.');
  expect((await stores('frobnicate')).stderr).toContain('Unknown command "frobnicate"');

  const unreachable = await new Promise<string>((resolve) =>
    execFile(process.execPath, ['scripts/stores.ts', '--url', 'http://127.0.0.1:1', 'list'], (_error, _stdout, stderr) => resolve(stderr)),
  );
  expect(unreachable).toContain('Cannot reach http://127.0.0.1:1.');
});

test('the operator CLI hands a designer one store, keeps versions, rolls back, suspends, audits and revokes', async ({ page }) => {
  const made = await stores('add', '--name', 'Handover Store', '--host', 'handover.localhost', '--company-name', 'Handover Ltd', '--config', await jsonFile({ settings: { alertText: 'First words' } }));
  expect(made.stderr).toBe('');
  const id = /Added store (\d+):/.exec(made.stdout)![1]!;

  const minted = await stores('tokens', 'create', '--name', 'Dana Designer', '--role', 'designer', '--store', id, '--days', '30');
  expect(minted.stderr).toBe('');
  const designerToken = minted.stdout.trim().split('\n').at(-1)!;
  expect(designerToken).toMatch(/^wso_/);
  const tokenId = /Token (tok_\S+)/.exec(minted.stdout)![1]!;

  // The designer sees only their store, drafts, and may not publish.
  const asDesigner = (...args: string[]) => stores(...args, '--token', designerToken);
  const theirList = await asDesigner('list');
  expect(theirList.stdout).toContain('Handover Store');
  expect(theirList.stdout).not.toContain('Demo Merch');
  expect((await asDesigner('preview', id, await jsonFile({ settings: { alertText: 'Designer draft' } }))).code).toBe(0);
  const refused = await asDesigner('publish', id);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain("Error 403: This token's role (designer) cannot publish or roll back a store");
  expect((await asDesigner('config', '1')).stderr).toContain('Error 404: Store not found.');

  expect((await stores('publish', id)).code).toBe(0);
  await page.goto(storeUrl('handover.localhost'));
  await expect(page.getByText('Designer draft')).toBeVisible();

  const versions = await stores('versions', id);
  expect(versions.stdout).toMatch(/\n\s+3 {2}published .* OPERATOR_TOKEN\n\s+2 {2}draft .* Dana Designer\n\s+1 {2}published/);
  expect((await stores('rollback', id, '--version', '1')).stdout).toContain('version 1 is live again, as version 4');
  await page.goto(storeUrl('handover.localhost'));
  await expect(page.getByText('First words')).toBeVisible();

  // A stale --if-match changes nothing.
  const stale = await stores('config', id, '--set', await jsonFile({ settings: { alertText: 'Stale' } }), '--if-match', '2');
  expect(stale.stderr).toContain('Error 412');

  expect((await stores('suspend', id)).code).toBe(0);
  const closed = await page.goto(storeUrl('handover.localhost'));
  expect(closed?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'This store is closed' })).toBeVisible();
  expect((await stores('resume', id)).code).toBe(0);
  expect((await page.goto(storeUrl('handover.localhost')))?.status()).toBe(200);

  const audit = await stores('audit', id);
  expect(audit.stdout).toMatch(/store\.resume[\s\S]*store\.suspend[\s\S]*store\.rollback[\s\S]*store\.publish[\s\S]*store\.draft .*Dana Designer/);

  expect((await stores('tokens', 'list')).stdout).toMatch(new RegExp(`${tokenId}\\s+designer\\s+${id}\\s+Dana Designer`));
  expect((await stores('tokens', 'revoke', tokenId)).code).toBe(0);
  expect((await asDesigner('list')).stderr).toContain('The operator token was refused (401)');

  expect((await stores('delete', id)).stderr).toContain(`--yes`);
  expect((await stores('delete', id, '--yes')).stdout).toContain('Freed: handover.localhost');
  expect((await page.goto(storeUrl('handover.localhost')))?.status()).toBe(404);
});
