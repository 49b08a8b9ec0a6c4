import { app } from './app.ts';
import type { Env } from './env.ts';
import { pruneExpired } from './maintenance/prune-expired.ts';

export { PreviewChannel } from './services/preview-channel.ts';

export default {
  fetch: app.fetch,
  // The daily clean-up of expired rows (wrangler.toml [triggers], docs/decisions/0108-daily-clean-up.md).
  async scheduled(_controller, env) {
    const counts = await pruneExpired(env.DB);
    console.log('Daily clean-up: removed', JSON.stringify(counts));
  },
} satisfies ExportedHandler<Env>;
