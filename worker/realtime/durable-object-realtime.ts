import type { PreviewChannel } from '../services/preview-channel.ts';
import { PREVIEW_UPDATED_EVENT, previewChannelName, type PreviewConnection, type PreviewRealtime, type PreviewUpdate } from './preview-events.ts';

/** The WebSocket path a preview page opens on its own store's host (worker/api/preview-api.ts). */
export const PREVIEW_SOCKET_PATH = '/api/preview/socket';

/** Preview realtime through one PreviewChannel Durable Object per store (the local default). */
export class DurableObjectPreviewRealtime implements PreviewRealtime {
  constructor(private readonly namespace: DurableObjectNamespace<PreviewChannel>) {}

  channel(storefrontId: number): DurableObjectStub<PreviewChannel> {
    return this.namespace.get(this.namespace.idFromName(previewChannelName(storefrontId)));
  }

  async announce(update: PreviewUpdate): Promise<void> {
    await this.channel(update.storefront_id).broadcast(PREVIEW_UPDATED_EVENT, update);
  }

  connection(): PreviewConnection {
    return { transport: 'websocket', url: PREVIEW_SOCKET_PATH, event: PREVIEW_UPDATED_EVENT };
  }
}
