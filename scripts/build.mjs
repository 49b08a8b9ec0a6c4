// npm run build: demo images, then the client bundle (dist/client). Wrangler bundles the Worker.
import { run } from './lib/run.mjs';

await run('node', ['scripts/seed/generate-images.ts']);
await run('vite', ['build', '--logLevel', 'warn']);
