import { DurableObject } from 'cloudflare:workers';

/**
 * The preview realtime channel of one storefront when no Ably key is configured: browsers in
 * preview mode hold a WebSocket here, and a published preview update is broadcast to all of
 * them. Uses the hibernation API so idle sockets cost nothing.
 */
export class PreviewChannel extends DurableObject {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade') !== 'websocket') {
      return new Response('Expected a WebSocket upgrade.', { status: 426 });
    }
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Sends one event to every connected browser; returns how many received it. */
  async broadcast(event: string, data: unknown): Promise<number> {
    const message = JSON.stringify({ event, data });
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(message);
        delivered++;
      } catch {
        // A socket closing mid-send is simply skipped.
      }
    }
    return delivered;
  }

  override async webSocketMessage(): Promise<void> {
    // Browsers only listen on this channel.
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    // 1005/1006 (no status, abnormal closure) are reported but may not be sent back.
    const reply = code === 1005 || code === 1006 ? 1000 : code;
    try {
      socket.close(reply, 'closing');
    } catch {
      // Already closed.
    }
  }
}
