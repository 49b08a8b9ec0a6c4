// Debian's Chromium for Playwright (playwright's own browser download cannot run here).
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's chromium package when the browser is missing. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log('Chromium is missing: installing Debian\'s chromium package…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args));
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', 'chromium']);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is still missing at ${CHROMIUM_PATH}`);
}
