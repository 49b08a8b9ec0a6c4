import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITEVERIFY_URL } from '../../../worker/services/captcha.ts';
import { contactForm, countSubmissions, postContactWithEnv, VALID } from './contact-helpers.ts';

const KEYS = { RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_SITE_KEY: 'test-site-key' };
const PASS = { success: true, score: 0.9, action: 'contact_submit', hostname: 'demo.localhost' };

/** Answers siteverify with `answer` (or fails the call); other URLs are not expected. */
function stubSiteverify(answer: unknown | Error, status = 200) {
  const original = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== SITEVERIFY_URL) return original(input, init);
    if (answer instanceof Error) throw answer;
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
}

const siteverifyCalls = (spy: ReturnType<typeof stubSiteverify>) =>
  spy.mock.calls.filter(([input]) => (input instanceof Request ? input.url : String(input)) === SITEVERIFY_URL);

afterEach(() => vi.restoreAllMocks());

describe('contact bot check (reCAPTCHA v3)', () => {
  it('is skipped without a secret (the local default)', async () => {
    const spy = stubSiteverify(PASS);
    const response = await postContactWithEnv({ RECAPTCHA_SECRET: undefined }, contactForm({ ...VALID, recaptcha: '' }));
    expect(response.status).toBe(201);
    expect(siteverifyCalls(spy)).toHaveLength(0);
  });

  it('lets a submission through when siteverify passes it, sending secret, token and client address', async () => {
    const spy = stubSiteverify(PASS);
    const before = await countSubmissions(1);
    const response = await postContactWithEnv(KEYS, contactForm({ ...VALID, recaptcha: 'token-123' }), { 'cf-connecting-ip': '192.0.2.44' });
    expect(response.status).toBe(201);
    expect(await countSubmissions(1)).toBe(before + 1);
    const [call] = siteverifyCalls(spy);
    const body = new URLSearchParams(String(call![1]!.body));
    expect(call![1]!.method).toBe('POST');
    expect(Object.fromEntries(body)).toEqual({ secret: 'test-secret', response: 'token-123', remoteip: '192.0.2.44' });
  });

  it.each([
    ['a refused token', { success: false, 'error-codes': ['invalid-input-response'] }],
    ['a score under the minimum', { ...PASS, score: 0.3 }],
    ['another action', { ...PASS, action: 'login' }],
    ['another host', { ...PASS, hostname: 'evil.example' }],
    ['no score', { success: true, action: 'contact_submit', hostname: 'demo.localhost' }],
  ])('refuses %s with 403 and stores nothing', async (_label, answer) => {
    stubSiteverify(answer);
    const before = await countSubmissions(1);
    const response = await postContactWithEnv(KEYS, contactForm({ ...VALID, recaptcha: 'token' }));
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(
      'We could not confirm that you are not a robot. Please reload the page and try again.',
    );
    expect(await countSubmissions(1)).toBe(before);
  });

  it('takes the minimum score from RECAPTCHA_MIN_SCORE', async () => {
    stubSiteverify({ ...PASS, score: 0.3 });
    expect((await postContactWithEnv({ ...KEYS, RECAPTCHA_MIN_SCORE: '0.2' }, contactForm({ ...VALID, recaptcha: 'token' }))).status).toBe(201);
  });

  it('refuses a missing token without asking Google', async () => {
    const spy = stubSiteverify(PASS);
    const response = await postContactWithEnv(KEYS, contactForm({ ...VALID, recaptcha: '' }));
    expect(response.status).toBe(403);
    expect(siteverifyCalls(spy)).toHaveLength(0);
  });

  it.each([
    ['a network error', new TypeError('fetch failed'), 200],
    ['a server error', { error: 'oops' }, 500],
    ['an unreadable answer', 'not json', 200],
    ['an answer of another shape', { ok: true }, 200],
  ])('fails closed on %s (503, nothing stored)', async (_label, answer, status) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubSiteverify(answer, status);
    const before = await countSubmissions(1);
    const response = await postContactWithEnv(KEYS, contactForm({ ...VALID, recaptcha: 'token' }));
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toBe(
      'We could not check that you are not a robot right now. Please try again in a few minutes.',
    );
    expect(await countSubmissions(1)).toBe(before);
    expect(log.mock.calls.flat().join(' ')).toContain('Bot check unavailable');
  });

  it('refuses every submission, naming the missing variable in the log, when the site key is missing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await postContactWithEnv({ RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_SITE_KEY: undefined }, contactForm({ ...VALID, recaptcha: 'token' }));
    expect(response.status).toBe(503);
    expect(log.mock.calls.flat().join(' ')).toContain('RECAPTCHA_SITE_KEY');
  });
});
