/** The event every open preview page of a store listens for (spec: "storefront preview update"). */
export const PREVIEW_UPDATED_EVENT = 'storefront.preview.updated';

/** The realtime channel of one store's preview pages (Ably channel name and Durable Object name alike). */
export function previewChannelName(storefrontId: number): string {
  return `storefront-preview-${storefrontId}`;
}

/** What an announcement carries: which store changed and whether it was a new draft or a publish. */
export type PreviewUpdate = { storefront_id: number; kind: 'draft' | 'published'; at: string };

/** How a preview page subscribes; answered by GET /api/preview/realtime. */
export type PreviewConnection =
  | { transport: 'websocket'; url: string; event: string }
  | { transport: 'ably'; channel: string; event: string; auth_url: string };

/**
 * One interface over the two transports (docs/decisions/0071-preview-realtime.md): Ably when
 * ABLY_API_KEY is set, otherwise the PreviewChannel Durable Object's WebSockets.
 */
export interface PreviewRealtime {
  /** Tells every open preview page of the store that its config changed. */
  announce(update: PreviewUpdate): Promise<void>;
  /** What the store's preview page needs to subscribe. */
  connection(storefrontId: number): PreviewConnection;
}

