import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { studioMessages } from './scripts/i18n/studio-messages-plugin.ts';

/**
 * The Studio's own browser bundle (docs/decisions/0161-studio.md, 0210): built after the store's
 * client (scripts/build.mjs) into `<client out dir>/studio`, served at /studio/ and loaded only by
 * the Studio's page (worker/studio/studio-page.ts reads its manifest). No store page ever loads it,
 * so its weight is not counted in the shoppers' budget (ADR 0006).
 */
export default defineConfig({
  plugins: [tailwindcss(), studioMessages()],
  // The store's public/ folder (demo media, icons) belongs to the main build only.
  publicDir: false,
  base: '/studio/',
  build: {
    // CLIENT_OUT_DIR lets parallel work build and serve its own copy (scripts/e2e-server.mjs).
    outDir: `${process.env.CLIENT_OUT_DIR ?? 'dist/client'}/studio`,
    emptyOutDir: true,
    manifest: 'manifest.json',
    target: 'es2022',
    rolldownOptions: {
      input: 'studio/entry.studio.tsx',
      onwarn(warning, warn) {
        // react-router, lingui and Headless UI ship "use client" directives, meaningless here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
