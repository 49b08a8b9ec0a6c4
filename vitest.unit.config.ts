import { defineConfig } from 'vitest/config';

/** Pure rules, tested next to the code in Node (no Workers runtime needed). */
export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'worker/**/*.test.ts'],
    environment: 'node',
  },
});
