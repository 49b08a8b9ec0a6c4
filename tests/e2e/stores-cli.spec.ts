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
  expect((await stores('hosts', id!)).stdout.trim()).toBe('cli-shop.localhost');

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
