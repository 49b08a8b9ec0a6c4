// npm run stores -- <command>: the operator CLI (scripts/stores/stores-cli.ts, docs/operating.md).
import { CliError, runStores } from './stores/stores-cli.ts';

try {
  await runStores(process.argv.slice(2), { fetch, out: (line) => console.log(line), err: (line) => console.error(line), env: process.env });
} catch (error) {
  if (!(error instanceof CliError) && !(error instanceof TypeError && 'code' in error)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
