// npm run build: demo images, then the client bundle (dist/client), then the Studio's own bundle
// (dist/client/studio, after the client: the client build empties its out dir). Wrangler bundles the Worker.
import { run } from './lib/run.mjs';

await run('node', ['scripts/seed/generate-images.ts']);
await run('vite', ['build', '--logLevel', 'warn']);
await run('vite', ['build', '--config', 'vite.studio.config.ts', '--logLevel', 'warn']);
