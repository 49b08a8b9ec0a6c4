import { passwordForms } from './common-password-forms.ts';

/**
 * The list, shipped as a build file (public/security/common-passwords.txt → dist/client) and read
 * through the assets binding: 16 KiB gzip the Worker bundle has no room for (ADR 0131), and no
 * page loads it. Browsers never reach it either: only the bundle's scripts, styles, icons and
 * placeholders are answered by the assets layer (wrangler.toml `run_worker_first`).
 */
const LIST_URL = 'https://assets.invalid/security/common-passwords.txt';

// One set per isolate, the same for every store (no tenant state); a failed read is tried again.
let common: Promise<Set<string>> | null = null;

async function loadList(assets: Fetcher): Promise<Set<string>> {
  const response = await assets.fetch(LIST_URL);
  if (!response.ok) throw new Error('dist/client/security/common-passwords.txt is missing: run `npm run build` first.');
  const lines = (await response.text()).split('\n');
  return new Set(lines.filter((line) => line !== '' && !line.startsWith('#')));
}

/**
 * Whether a new password is, or is built on, one of the most common passwords
 * (docs/decisions/0172-common-passwords-refused.md): registration and password reset refuse it.
 */
export async function isCommonPassword(assets: Fetcher, password: string): Promise<boolean> {
  common ??= loadList(assets).catch((error: unknown) => {
    common = null;
    throw error;
  });
  const list = await common;
  return passwordForms(password).some((form) => list.has(form));
}
