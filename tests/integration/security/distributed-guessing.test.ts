import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../worker/auth/rate-limit-policy.ts';
import { DEMO, PRIVATE } from '../helpers.ts';
import { freshIp, newRegistration, postJson, setCookie } from '../accounts/account-helpers.ts';

const login = (email: string, password: string, ip: string, cookie = '') =>
  postJson(DEMO, '/api/storefronts/1/login', { email, password }, { ip, headers: cookie ? { cookie } : {} });
const gate = (code: string, ip: string, cookie = '') => postJson(PRIVATE, '/api/storefronts/2/private-access', { code }, { ip, headers: cookie ? { cookie } : {} });
const deviceCookie = (response: Response) => {
  const cookie = setCookie(response, '__Host-device');
  if (!cookie) throw new Error('no device cookie');
  return `__Host-device=${cookie.value}`;
};
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

// Issue 27, security 2: guessing spread over many addresses (docs/decisions/0260-distributed-guessing-limits.md).
describe('one account guessed from many addresses', () => {
  it('60 guesses from 60 addresses: past the account limit they are refused, the owner’s browser still gets in', async () => {
    const owner = newRegistration();
    await postJson(DEMO, '/api/storefronts/1/register', owner);
    const signedInBefore = await login(owner.email, owner.password, freshIp());
    expect(signedInBefore.status).toBe(200);
    const ownersBrowser = deviceCookie(signedInBefore.response);

    const statuses = await Promise.all(Array.from({ length: 60 }, () => login(owner.email, 'Wrong#1234', freshIp()).then((r) => r.status)));
    const counts = tally(statuses);
    // The account limit plus its one-a-minute trickle were checked; the rest never reached the password.
    expect(counts[401]).toBeLessThanOrEqual(RATE_LIMITS.loginAccount.limit + RATE_LIMITS.loginAccountSlow.limit);
    expect(counts[429]).toBeGreaterThanOrEqual(60 - RATE_LIMITS.loginAccount.limit - RATE_LIMITS.loginAccountSlow.limit);

    // A browser that never signed in is refused even with the right password…
    expect((await login(owner.email, owner.password, freshIp())).status).toBe(429);
    // …the owner’s browser is not counted, and its login clears the strangers’ count.
    expect((await login(owner.email, owner.password, freshIp(), ownersBrowser)).status).toBe(200);
    expect((await login(owner.email, owner.password, freshIp())).status).toBe(200);
  });

  it('a device cookie of another account does not skip the limit', async () => {
    const [owner, other] = [newRegistration(), newRegistration()];
    await postJson(DEMO, '/api/storefronts/1/register', owner);
    await postJson(DEMO, '/api/storefronts/1/register', other);
    const othersBrowser = deviceCookie((await login(other.email, other.password, freshIp())).response);
    for (let i = 0; i < RATE_LIMITS.loginAccount.limit + RATE_LIMITS.loginAccountSlow.limit; i += 1) await login(owner.email, 'Wrong#1234', freshIp());
    expect((await login(owner.email, owner.password, freshIp(), othersBrowser)).status).toBe(429);
  });
});

describe('a private store’s gate guessed from many addresses', () => {
  it('100 guesses from 100 addresses: past the store limit they are refused, a browser that passed before still gets in', async () => {
    const passedBefore = await gate('ACME-CODE', freshIp());
    expect(passedBefore.status).toBe(200);
    const returningBrowser = deviceCookie(passedBefore.response);

    const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => gate(`guess-${i}`, freshIp()).then((r) => r.status)));
    const counts = tally(statuses);
    expect(counts[422]).toBeLessThanOrEqual(RATE_LIMITS.privateCodeStore.limit + RATE_LIMITS.privateCodeStoreSlow.limit);
    expect(counts[429]).toBeGreaterThanOrEqual(100 - RATE_LIMITS.privateCodeStore.limit - RATE_LIMITS.privateCodeStoreSlow.limit);

    const stranger = await gate('acme-secret', freshIp());
    expect(stranger.status).toBe(429);
    expect(stranger.body).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) });
    expect((await gate('acme-secret', freshIp(), returningBrowser)).status).toBe(200);
  });
});
