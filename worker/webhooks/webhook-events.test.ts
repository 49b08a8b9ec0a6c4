import { describe, expect, it } from 'vitest';
import { retryBaseSeconds, webhookBackoffSeconds } from './webhook-events.ts';
import { signWebhookBody, verifyWebhookSignature } from './webhook-signature.ts';

describe('webhook retries', () => {
  it('waits 30 s × 4^(n−1) after the nth failed attempt, at most 6 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => webhookBackoffSeconds(n, 30))).toEqual([30, 120, 480, 1920, 7680, 21600, 21600]);
    expect(webhookBackoffSeconds(3, 0)).toBe(0);
  });

  it('reads WEBHOOK_RETRY_BASE_SECONDS, 30 when unset or not a number', () => {
    expect(retryBaseSeconds(undefined)).toBe(30);
    expect(retryBaseSeconds('0')).toBe(0);
    expect(retryBaseSeconds('-4')).toBe(30);
    expect(retryBaseSeconds('soon')).toBe(30);
  });
});

describe('webhook signatures', () => {
  it('is HMAC-SHA256 of "t.body" with the secret, checked within five minutes', async () => {
    const header = await signWebhookBody('whsec_test', '{"a":1}', 1_800_000_000);
    // echo -n '1800000000.{"a":1}' | openssl dgst -sha256 -hmac whsec_test
    expect(header).toBe('t=1800000000,v1=7de5e6bbc99c65ef0ddccacd4308ba03a5a12eb8859a0db070c5ca731c4fdc19');
    expect(await verifyWebhookSignature(header, '{"a":1}', 'whsec_test', 1_800_000_100)).toBe(true);
    expect(await verifyWebhookSignature(header, '{"a":1}', 'whsec_test', 1_800_000_301)).toBe(false);
    expect(await verifyWebhookSignature(header, '{"a":2}', 'whsec_test', 1_800_000_000)).toBe(false);
  });
});
