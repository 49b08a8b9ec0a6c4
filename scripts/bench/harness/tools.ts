// Paths and the tool environment of the bench scripts (Node 22 and wrangler from node_modules/.bin).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Local tools first on PATH, no telemetry. */
export function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`, WRANGLER_SEND_METRICS: 'false', ...extra };
}

/** Runs a command from the repository root to completion; its errors are shown, its output only when `verbose`. */
export function run(command: string, args: string[], verbose = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: toolEnv({ CI: 'true' }), stdio: ['ignore', verbose ? 'inherit' : 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}
