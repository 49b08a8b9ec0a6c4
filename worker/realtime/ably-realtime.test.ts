import Ably from 'ably';
import { describe, expect, it } from 'vitest';
import { ABLY_TOKEN_TTL_MS, AblyPreviewRealtime } from './ably-realtime.ts';

const KEY = 'appid.keyid:secretvalue';
const clock = { now: () => 1_700_000_000_000, nonce: () => 'abc123' };

/** A fake of Ably's REST endpoint: records each call, answers `status`. */
function fakeTransport(status = 201) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(status < 300 ? '{"channel":"x","messageId":"y"}' : '{"error":{"message":"Unauthorized"}}', { status });
  };
  return { calls, fetchImpl };
}

describe('Ably preview realtime (offline, faked transport)', () => {
  it('publishes a preview update through Ably’s REST API with the key, on the store’s channel', async () => {
    const { calls, fetchImpl } = fakeTransport();
    await new AblyPreviewRealtime(KEY, fetchImpl, clock).announce({ storefront_id: 7, kind: 'draft', at: '2026-11-23T07:00:00.000Z' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('https://rest.ably.io/channels/storefront-preview-7/messages');
    expect(call!.init.method).toBe('POST');
    expect(new Headers(call!.init.headers).get('authorization')).toBe(`Basic ${btoa(KEY)}`);
    expect(JSON.parse(String(call!.init.body))).toEqual({
      name: 'storefront.preview.updated',
      data: JSON.stringify({ storefront_id: 7, kind: 'draft', at: '2026-11-23T07:00:00.000Z' }),
    });
  });

  it('reports a refused publish', async () => {
    const { fetchImpl } = fakeTransport(401);
    await expect(new AblyPreviewRealtime(KEY, fetchImpl, clock).announce({ storefront_id: 7, kind: 'draft', at: 'now' })).rejects.toThrow(/status 401/);
  });

  it('signs a token request for subscribing to one store’s channel only, exactly as Ably’s own library does', async () => {
    const request = await new AblyPreviewRealtime(KEY, fakeTransport().fetchImpl, clock).tokenRequest(7);
    expect(request).toMatchObject({ keyName: 'appid.keyid', ttl: ABLY_TOKEN_TTL_MS, timestamp: clock.now(), nonce: 'abc123' });
    expect(JSON.parse(request.capability)).toEqual({ 'storefront-preview-7': ['subscribe'] });
    expect(JSON.stringify(request)).not.toContain('secretvalue');
    // The ably package signs locally (no network) the same fields with the same key.
    const reference = await new Ably.Rest({ key: KEY }).auth.createTokenRequest({
      ttl: ABLY_TOKEN_TTL_MS,
      capability: request.capability,
      timestamp: request.timestamp,
      nonce: request.nonce,
    });
    expect(request.mac).toBe(reference.mac);
  });

  it('gives the browser the channel and the token endpoint, never the key', () => {
    const connection = new AblyPreviewRealtime(KEY).connection(7);
    expect(connection).toEqual({ transport: 'ably', channel: 'storefront-preview-7', event: 'storefront.preview.updated', auth_url: '/api/preview/realtime-token' });
  });

  it('refuses a malformed key', () => {
    expect(() => new AblyPreviewRealtime('no-secret-here')).toThrow(/appId\.keyId:secret/);
  });
});
