import { PREVIEW_UPDATED_EVENT, previewChannelName, type PreviewConnection, type PreviewRealtime, type PreviewUpdate } from './preview-events.ts';

/** Ably's REST host (https://ably.com/docs/api/rest-api). */
export const ABLY_REST_ORIGIN = 'https://rest.ably.io';
/** Where a preview page's Ably client asks for its token request (worker/api/preview-api.ts). */
export const ABLY_TOKEN_PATH = '/api/preview/realtime-token';
/** Lifetime of a browser's subscribe-only token; the Ably client asks again before it ends. */
export const ABLY_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Ably's signed token request (https://ably.com/docs/api/realtime-sdk/types#token-request). */
export type AblyTokenRequest = {
  keyName: string;
  ttl: number;
  capability: string;
  timestamp: number;
  nonce: string;
  mac: string;
};

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Preview realtime through Ably. The Worker alone holds the API key: it publishes with it over
 * Ably's REST API and signs token requests that only allow subscribing to one store's channel,
 * which the browser's Ably client exchanges for a token. `fetchImpl` is the transport (a fake in tests).
 */
export class AblyPreviewRealtime implements PreviewRealtime {
  readonly keyName: string;
  readonly #keySecret: string;

  constructor(
    apiKey: string,
    private readonly fetchImpl: Fetch = (input, init) => fetch(input, init),
    private readonly clock: { now(): number; nonce(): string } = { now: () => Date.now(), nonce: randomNonce },
  ) {
    const separator = apiKey.indexOf(':');
    if (separator <= 0 || separator === apiKey.length - 1) throw new Error('ABLY_API_KEY must look like "appId.keyId:secret".');
    this.keyName = apiKey.slice(0, separator);
    this.#keySecret = apiKey.slice(separator + 1);
  }

  async announce(update: PreviewUpdate): Promise<void> {
    const channel = encodeURIComponent(previewChannelName(update.storefront_id));
    const response = await this.fetchImpl(`${ABLY_REST_ORIGIN}/channels/${channel}/messages`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${this.keyName}:${this.#keySecret}`)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: PREVIEW_UPDATED_EVENT, data: JSON.stringify(update) }),
    });
    if (!response.ok) throw new Error(`Ably publish failed with status ${response.status}: ${await response.text()}`);
  }

  connection(storefrontId: number): PreviewConnection {
    return { transport: 'ably', channel: previewChannelName(storefrontId), event: PREVIEW_UPDATED_EVENT, auth_url: ABLY_TOKEN_PATH };
  }

  /** A token request signed with the key: subscribe only, on this store's channel only. */
  async tokenRequest(storefrontId: number): Promise<AblyTokenRequest> {
    const capability = JSON.stringify({ [previewChannelName(storefrontId)]: ['subscribe'] });
    const fields = { keyName: this.keyName, ttl: ABLY_TOKEN_TTL_MS, capability, timestamp: this.clock.now(), nonce: this.clock.nonce() };
    // Ably's signing text: keyName, ttl, capability, clientId (none), timestamp, nonce, each followed by a newline.
    const text = [fields.keyName, fields.ttl, fields.capability, '', fields.timestamp, fields.nonce].join('\n') + '\n';
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(this.#keySecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)));
    return { ...fields, mac: btoa(String.fromCharCode(...mac)) };
  }
}

function randomNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
