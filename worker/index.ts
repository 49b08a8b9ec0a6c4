import { app } from './app.ts';

export { PreviewChannel } from './services/preview-channel.ts';

export default app satisfies ExportedHandler<import('./env.ts').Env>;
