import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** The browser bundle only; the Worker is bundled by wrangler (docs/decisions/0002-ssr-pipeline.md). */
export default defineConfig({
  plugins: [tailwindcss()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: 'manifest.json',
    target: 'es2022',
    rollupOptions: {
      input: 'client/entry.client.tsx',
      onwarn(warning, warn) {
        // Headless UI ships "use client" directives, meaningless in this bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
