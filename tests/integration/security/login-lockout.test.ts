import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../worker/auth/rate-limit-policy.ts';
import { DEMO } from '../helpers.ts';
import { freshIp, newRegistration, postJson } from '../accounts/account-helpers.ts';

const login = (email: string, password: string, ip: string) => postJson(DEMO, '/api/storefronts/1/login', { email, password }, { ip });

// Issue 8, item 3: strangers cannot lock the owner out; one client hammering is still refused.
describe('no lockout of the owner', () => {
  it('the owner logs in from their own address after many wrong passwords from other addresses', async () => {
    const owner = newRegistration();
    await postJson(DEMO, '/api/storefronts/1/register', owner);
    for (let i = 0; i < 15; i += 1) expect((await login(owner.email, 'Wrong#1234', freshIp())).status).toBe(401);
    expect((await login(owner.email, owner.password, freshIp())).status).toBe(200);
  });

  it('one address guessing one account gets 429', async () => {
    const owner = newRegistration();
    await postJson(DEMO, '/api/storefronts/1/register', owner);
    const attacker = freshIp();
    const answers = [];
    for (let i = 0; i <= RATE_LIMITS.loginAccountClient.limit; i += 1) answers.push((await login(owner.email, 'Wrong#1234', attacker)).status);
    expect(answers.at(-1)).toBe(429);
    // …while the owner from elsewhere is not affected.
    expect((await login(owner.email, owner.password, freshIp())).status).toBe(200);
  });
});
