import type { Env } from '../env.ts';
import { AblyPreviewRealtime } from './ably-realtime.ts';
import { DurableObjectPreviewRealtime } from './durable-object-realtime.ts';
import type { PreviewRealtime } from './preview-events.ts';

export * from './preview-events.ts';

/** Ably when ABLY_API_KEY is set, otherwise the PreviewChannel Durable Object (docs/decisions/0071-preview-realtime.md). */
export function createPreviewRealtime(env: Env): PreviewRealtime {
  return env.ABLY_API_KEY ? new AblyPreviewRealtime(env.ABLY_API_KEY) : new DurableObjectPreviewRealtime(env.PREVIEW_CHANNEL);
}
