// ESLint (flat config): typescript-eslint's recommended rules without type information (fast; the
// types are checked by `npm run typecheck`) and React's hook rules. Run by `npm run lint`, a step
// of `npm test`. A rule switched off here, or in a file, says why beside it.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  { ignores: ['dist/', 'node_modules/', '.wrangler/', 'test-results/', 'playwright-report/', 'public/', 'worker/i18n/generated/', 'worker/env.generated.d.ts'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a value dropped on purpose (`const { secret: _secret, ...rest } = row`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `declare global { namespace Cloudflare { … } }` is how the Workers types are extended.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      // TypeScript reports undefined names itself, and knows the DOM, Node and Workers globals.
      'no-undef': 'off',
    },
  },
  // Plain JavaScript scripts and configs run in Node.
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    // A CommonJS module (worker/ssr/react-dom-server.cjs picks react-dom's server build) loads with require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}', 'worker/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['client/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}', 'worker/**/*.tsx'],
    rules: {
      // A missing dependency is a stale value: an error, not a warning nobody reads.
      'react-hooks/exhaustive-deps': 'error',
      // The next three are React Compiler rules; this app is not compiled by it, and they flag what
      // is correct without it. `refs`: a hook that returns a ref among its values (the forms' hook
      // hands out its form's ref) makes every read of its answer during render count as a ref read. `set-state-in-effect`:
      // browser-only state (stored cart, hidden prices, a fetched answer) must be applied after
      // hydration, in an effect, so that the first render matches the server's HTML.
      // `immutability`: writing a ref passed in as a prop (`keys.current = …`), a callback that
      // calls itself again once its save is done.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
    },
  },
]);
