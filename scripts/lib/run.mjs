// Small process helpers shared by the npm scripts (Node 22 from node_modules/.bin).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');

/** Environment for every tool: local binaries first, no telemetry. */
export function toolEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
    WRANGLER_SEND_METRICS: 'false',
    ...extra,
  };
}

/** Runs a command to completion, streaming its output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: toolEnv(options.env), ...options.spawn });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** The demo store URLs the embedded default serves. */
export const STORE_HOSTS = ['demo.localhost', 'private.localhost', 'sso.localhost', 'draft.localhost', 'store66.localhost'];
