import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../../worker/auth/rate-limit.ts';
import { RATE_LIMITS } from '../../../worker/auth/rate-limit-policy.ts';
import { DEMO, PRIVATE } from '../helpers.ts';
import { DEMO_PASSWORD, freshIp, newRegistration, postJson } from './account-helpers.ts';

const loginAs = (email: string, password: string, ip = freshIp()) => postJson(DEMO, '/api/storefronts/1/login', { email, password }, { ip });

// The HTTP tests count within one fixed window: start them well inside a 15-minute window.
beforeAll(async () => {
  const intoWindow = (Date.now() / 1000) % (15 * 60);
  if (intoWindow > 15 * 60 - 60) await new Promise((resolve) => setTimeout(resolve, (15 * 60 - intoWindow + 1) * 1000));
}, 90_000);

describe('rate-limit counters', () => {
  const limits = rateLimits(env.RATE_LIMIT_COUNTERS, { storefrontId: 1 });

  it('allows exactly `limit` hits per window and starts over in the next one', async () => {
    const rule = { name: 'unit', limit: 3, windowSeconds: 60 };
    const t0 = Date.UTC(2026, 0, 1, 12, 0, 5);
    const counts = [];
    for (let i = 0; i < 5; i += 1) counts.push(await limits.hit(rule, 'subject', t0 + i * 1000));
    expect(counts.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(counts[3]?.retryAfterSeconds).toBe(52);
    const next = await limits.hit(rule, 'subject', t0 + 60_000);
    expect(next).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts concurrent hits exactly', async () => {
    const rule = { name: 'unit-concurrent', limit: 7, windowSeconds: 60 };
    const now = Date.UTC(2026, 0, 1, 12, 0, 5);
    const results = await Promise.all(Array.from({ length: 20 }, () => limits.hit(rule, 'subject', now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('login limits', () => {
  // Per account *and client* (ADR 0060): one client guessing one account is refused; others are not.
  it(`refuses the ${RATE_LIMITS.loginAccountClient.limit + 1}th attempt on one account from one client`, async () => {
    const payload = newRegistration();
    await postJson(DEMO, '/api/storefronts/1/register', payload);
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.loginAccountClient.limit; i += 1) expect((await loginAs(payload.email, 'Wrong#1234', ip)).status).toBe(401);
    const blocked = await loginAs(payload.email, payload.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a successful login clears the account and client count', async () => {
    const payload = newRegistration();
    await postJson(DEMO, '/api/storefronts/1/register', payload);
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.loginAccountClient.limit - 1; i += 1) await loginAs(payload.email, 'Wrong#1234', ip);
    expect((await loginAs(payload.email, payload.password, ip)).status).toBe(200);
    for (let i = 0; i < RATE_LIMITS.loginAccountClient.limit; i += 1) expect((await loginAs(payload.email, 'Wrong#1234', ip)).status).toBe(401);
    expect((await loginAs(payload.email, 'Wrong#1234', ip)).status).toBe(429);
  });

  it('holds exactly under concurrent attempts on one account from one client', async () => {
    const payload = newRegistration();
    await postJson(DEMO, '/api/storefronts/1/register', payload);
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 16 }, () => loginAs(payload.email, 'Wrong#1234', ip)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(RATE_LIMITS.loginAccountClient.limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(16 - RATE_LIMITS.loginAccountClient.limit);
  });

  it(`refuses the ${RATE_LIMITS.loginClient.limit + 1}th attempt of one client, whatever the account`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.loginClient.limit; i += 1) expect((await loginAs(`probe-${i}@example.test`, 'Wrong#1234', ip)).status).toBe(401);
    expect((await loginAs('shopper@demo.test', DEMO_PASSWORD, ip)).status).toBe(429);
    // Another client is not affected.
    expect((await loginAs('shopper@demo.test', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('forgot-password limits', () => {
  it(`refuses the ${RATE_LIMITS.forgotAccount.limit + 1}th request for one e-mail`, async () => {
    const statuses = [];
    for (let i = 0; i <= RATE_LIMITS.forgotAccount.limit; i += 1) {
      statuses.push((await postJson(DEMO, '/api/storefronts/1/forgot-password', { email: 'limit-me@example.test' })).status);
    }
    expect(statuses).toEqual([...Array(RATE_LIMITS.forgotAccount.limit).fill(200), 429]);
  });

  it(`refuses the ${RATE_LIMITS.forgotClient.limit + 1}th request of one client`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.forgotClient.limit; i += 1) {
      expect((await postJson(DEMO, '/api/storefronts/1/forgot-password', { email: `f-${i}@example.test` }, { ip })).status).toBe(200);
    }
    expect((await postJson(DEMO, '/api/storefronts/1/forgot-password', { email: 'other@example.test' }, { ip })).status).toBe(429);
  });
});

describe('private code limits', () => {
  it(`refuses the ${RATE_LIMITS.privateCodeClient.limit + 1}th code of one client, even the right one`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.privateCodeClient.limit; i += 1) {
      expect((await postJson(PRIVATE, '/api/storefronts/2/private-access', { code: `WRONG-${i}` }, { ip })).status).toBe(422);
    }
    const blocked = await postJson(PRIVATE, '/api/storefronts/2/private-access', { code: 'ACME-CODE' }, { ip });
    expect(blocked.status).toBe(429);
    expect((await postJson(PRIVATE, '/api/storefronts/2/private-access', { code: 'ACME-CODE' })).status).toBe(200);
  });
});
