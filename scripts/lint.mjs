// npm run lint: ESLint (eslint.config.js; cached, so a second run checks only changed files), no
// import circles among the project's modules, and the Worker's generated Env current with
// wrangler.toml (`npm run types:env` writes it).
import { run } from './lib/run.mjs';

await run('eslint', ['--cache', '--cache-location', 'node_modules/.cache/eslint/', '--max-warnings', '0', '.']);

// A circle makes a module's load order depend on who imports it first, and a type that two
// modules take from each other belongs to one of them. Static and type-only imports count; a
// dynamic import() does not: a lazily loaded chunk importing back from the module that loads it
// is how code splitting works, and runs after that module has loaded.
await run('dpdm', [
  '--no-warning',
  '--no-tree',
  '--skip-dynamic-imports',
  'circular',
  '--exit-code',
  'circular:1',
  'client/**/*.{ts,tsx}',
  'worker/**/*.{ts,tsx}',
  'shared/**/*.ts',
  'studio/**/*.{ts,tsx}',
  'scripts/**/*.{ts,mjs}',
  'tests/**/*.ts',
]);

await run('npm', ['run', '--silent', 'types:env', '--', '--check']);
