import { env } from 'cloudflare:workers';
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounterName, rateLimits, type RateLimitOwner, type RateLimitRule } from '../../../worker/auth/rate-limit.ts';
import { RATE_LIMITS } from '../../../worker/auth/rate-limit-policy.ts';
import { DEMO, PRIVATE, STORE66 } from '../helpers.ts';
import { freshIp, newRegistration, postJson, setCookie } from '../accounts/account-helpers.ts';
import { operator } from '../operator/operator-helpers.ts';
import { recordD1Statements } from '../d1-statements.ts';

// Rate-limit counters in Durable Objects, off D1 (docs/decisions/0303-rate-limit-counters-in-durable-objects.md).
const login = (host: string, id: number, email: string, password: string, ip: string, cookie = '') =>
  postJson(host, `/api/storefronts/${id}/login`, { email, password }, { ip, headers: cookie ? { cookie } : {} });
const deviceCookie = (response: Response) => `__Host-device=${setCookie(response, '__Host-device')?.value ?? ''}`;
// Hits counted at one time of the tests' choosing, well inside every window they use.
const T = Date.UTC(2026, 0, 1, 12, 0, 5);
const counter = (owner: RateLimitOwner, rule: RateLimitRule, subject: string) =>
  env.RATE_LIMIT_COUNTERS.get(env.RATE_LIMIT_COUNTERS.idFromName(rateLimitCounterName(owner, rule, subject)));

// The HTTP tests count within one fixed window: start them well inside a 15-minute window.
beforeAll(async () => {
  const intoWindow = (Date.now() / 1000) % (15 * 60);
  if (intoWindow > 15 * 60 - 60) await new Promise((resolve) => setTimeout(resolve, (15 * 60 - intoWindow + 1) * 1000));
}, 90_000);

let recorder: ReturnType<typeof recordD1Statements> | null = null;
afterEach(() => {
  recorder?.stop();
  recorder = null;
});

describe('no D1 write on an attempt', () => {
  it('wrong logins, refused ones included, only read D1; a successful login writes its session', async () => {
    const owner = newRegistration();
    await postJson(DEMO, '/api/storefronts/1/register', owner);
    const ip = freshIp();
    recorder = recordD1Statements();
    const answers = [];
    for (let i = 0; i <= RATE_LIMITS.loginAccountClient.limit; i += 1) answers.push(await login(DEMO, 1, owner.email, 'Wrong#1234', ip));
    answers.push(await login(DEMO, 1, 'nobody@example.test', 'Wrong#1234', freshIp()));
    expect(answers.map((a) => a.status)).toEqual([...Array(RATE_LIMITS.loginAccountClient.limit).fill(401), 429, 401]);
    // Nothing written, so no read-your-writes bookmark either (ADR 0237).
    expect(answers.some((a) => a.response.headers.getSetCookie().some((c) => c.startsWith('d1_bookmark=')))).toBe(false);
    expect(recorder.all().some((sql) => /FROM customers/.test(sql))).toBe(true);
    expect(recorder.writes()).toEqual([]);

    // The recorder does see writes: the owner's login (another address) stores a session and the browser.
    expect((await login(DEMO, 1, owner.email, owner.password, freshIp())).status).toBe(200);
    expect(recorder.writes().some((sql) => /INSERT INTO sessions/.test(sql))).toBe(true);
  });

  it('wrong private-store codes and wrong operator tokens only read D1', async () => {
    recorder = recordD1Statements();
    const ip = freshIp();
    const gate = [];
    for (let i = 0; i <= RATE_LIMITS.privateCodeClient.limit; i += 1) gate.push((await postJson(PRIVATE, '/api/storefronts/2/private-access', { code: `WRONG-${i}` }, { ip })).status);
    expect(gate).toEqual([...Array(RATE_LIMITS.privateCodeClient.limit).fill(422), 429]);
    const wrongToken = await operator('GET', '/storefronts', undefined, { token: 'wso_not-a-token', headers: { 'cf-connecting-ip': freshIp() } });
    expect(wrongToken.status).toBe(401);
    expect(recorder.all().length).toBeGreaterThan(0);
    expect(recorder.writes()).toEqual([]);
  });

  it('60 guesses at one account from 60 addresses write nothing, and the owner’s browser still gets in', async () => {
    const owner = newRegistration();
    await postJson(DEMO, '/api/storefronts/1/register', owner);
    const ownersBrowser = deviceCookie((await login(DEMO, 1, owner.email, owner.password, freshIp())).response);
    recorder = recordD1Statements();
    const statuses = await Promise.all(Array.from({ length: 60 }, () => login(DEMO, 1, owner.email, 'Wrong#1234', freshIp()).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(RATE_LIMITS.loginAccount.limit + RATE_LIMITS.loginAccountSlow.limit);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(60 - RATE_LIMITS.loginAccount.limit - RATE_LIMITS.loginAccountSlow.limit);
    expect(recorder.writes()).toEqual([]);
    recorder.stop();

    // A new browser is held with the right password; the owner's is not, and their login clears the count.
    const stranger = await login(DEMO, 1, owner.email, owner.password, freshIp());
    expect(stranger.status).toBe(429);
    expect(Number(stranger.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(stranger.body).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) });
    expect((await login(DEMO, 1, owner.email, owner.password, freshIp(), ownersBrowser)).status).toBe(200);
    expect((await login(DEMO, 1, owner.email, owner.password, freshIp())).status).toBe(200);
  });
});

describe('counters per store', () => {
  // Stores 1 and 66 share a store database (STORE_DB_0): counters are kept per store, not per database.
  it('one address that used up its logins on store 1 still tries on store 66', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.loginClient.limit; i += 1) await login(DEMO, 1, `probe-${i}@example.test`, 'Wrong#1234', ip);
    expect((await login(DEMO, 1, 'probe@example.test', 'Wrong#1234', ip)).status).toBe(429);
    expect((await login(STORE66, 66, 'probe@example.test', 'Wrong#1234', ip)).status).toBe(401);
    expect((await login(DEMO, 1, 'probe@example.test', 'Wrong#1234', ip)).status).toBe(429);
  });

  it('an address guessed from many clients on store 1 is not held on store 66', async () => {
    const email = newRegistration().email;
    const guesses = RATE_LIMITS.loginAccount.limit + RATE_LIMITS.loginAccountSlow.limit;
    for (let i = 0; i < guesses; i += 1) await login(DEMO, 1, email, 'Wrong#1234', freshIp());
    expect((await login(DEMO, 1, email, 'Wrong#1234', freshIp())).status).toBe(429);
    expect((await login(STORE66, 66, email, 'Wrong#1234', freshIp())).status).toBe(401);
  });

  it('the same rule and subject count apart for each store and for the operator API', async () => {
    const rule = { name: 'isolation', limit: 1, windowSeconds: 3600 };
    const [one, other, operatorApi] = [rateLimits(env.RATE_LIMIT_COUNTERS, { storefrontId: 1 }), rateLimits(env.RATE_LIMIT_COUNTERS, { storefrontId: 66 }), rateLimits(env.RATE_LIMIT_COUNTERS, 'operator')];
    await one.hit(rule, '203.0.113.9', T);
    expect((await one.hit(rule, '203.0.113.9', T)).allowed).toBe(false);
    expect(await other.hit(rule, '203.0.113.9', T)).toMatchObject({ allowed: true, count: 1 });
    expect(await operatorApi.hit(rule, '203.0.113.9', T)).toMatchObject({ allowed: true, count: 1 });
  });
});

describe('a counter object', () => {
  const owner = { storefrontId: 1 };

  it('keeps its count when the object is evicted (storage, not memory)', async () => {
    const rule = { name: 'evicted', limit: 2, windowSeconds: 3600 };
    const limits = rateLimits(env.RATE_LIMIT_COUNTERS, owner);
    await limits.hit(rule, 'subject', T);
    await limits.hit(rule, 'subject', T);
    await evictDurableObject(counter(owner, rule, 'subject'));
    expect(await limits.hit(rule, 'subject', T)).toMatchObject({ allowed: false, count: 3 });
  });

  it('empties itself once its last window ended, and keeps a window still running', async () => {
    const short = { name: 'short', limit: 5, windowSeconds: 1 };
    const long = { name: 'long', limit: 5, windowSeconds: 3600 };
    const limits = rateLimits(env.RATE_LIMIT_COUNTERS, owner);
    await limits.hit(short, 'subject');
    await limits.hit(long, 'subject', T);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await runDurableObjectAlarm(counter(owner, short, 'subject'));
    await runDurableObjectAlarm(counter(owner, long, 'subject'));
    const left = (stub: DurableObjectStub) => runInDurableObject(stub, async (_instance, state) => ({ keys: [...state.storage.kv.list()].length, alarm: await state.storage.getAlarm() }));
    expect(await left(counter(owner, short, 'subject'))).toEqual({ keys: 0, alarm: null });
    expect(await left(counter(owner, long, 'subject'))).toEqual({ keys: 1, alarm: expect.any(Number) });
    expect(await limits.hit(long, 'subject', T)).toMatchObject({ count: 2 });
  });

  it('a reset forgets only its own rule: the slow trickle used stays used', async () => {
    const wide = { name: 'reset-wide', limit: 1, windowSeconds: 3600 };
    const slow = { name: 'reset-slow', limit: 1, windowSeconds: 3600 };
    const limits = rateLimits(env.RATE_LIMIT_COUNTERS, owner);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await limits.hitWideThenSlow({ wide, slow }, 'subject', T)).allowed);
    expect(answers).toEqual([true, true, false]);
    await limits.reset(wide, 'subject');
    expect((await limits.hitWideThenSlow({ wide, slow }, 'subject', T)).allowed).toBe(true);
    expect((await limits.hitWideThenSlow({ wide, slow }, 'subject', T)).allowed).toBe(false);
  });
});
