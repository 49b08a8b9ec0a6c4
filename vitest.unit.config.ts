import { defineConfig } from 'vitest/config';
import { writeCatalogsModule } from './scripts/i18n/compile-catalogs.mjs';

// Worker modules under test import the precompiled catalogs (ADR 0147).
writeCatalogsModule();

/** Pure rules, tested next to the code in Node (no Workers runtime needed). */
export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'studio/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'worker/**/*.test.ts'],
    environment: 'node',
  },
});
