import { describe, expect, it } from 'vitest';
import { DEMO, fetchAs } from '../helpers.ts';
import { DEMO_PASSWORD, freshIp, linkIn, mailArriving, newRegistration, postJson } from '../accounts/account-helpers.ts';

// Issue 27, item 6 (docs/decisions/0172-common-passwords-refused.md): `Password1!` passes the
// checklist rules; the server refuses it, and the like, for a new password: registration and the
// reset link's new password. The shopper sees why beside the password field, with or without
// JavaScript, in their language.

const TOO_COMMON = 'This password is too common and easy to guess. Please choose another one.';

const pageForm = (fields: Record<string, string>, cookie = '') => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshIp(), ...(cookie ? { cookie } : {}) },
});

/** The text of the element the password input names as its error (aria-describedby). */
function passwordError(html: string, inputId: string): string | null {
  const input = new RegExp(`<input[^>]*id="${inputId}"[^>]*>`).exec(html)?.[0] ?? '';
  const errorId = /aria-describedby="([^" ]+-error)/.exec(input)?.[1];
  if (!errorId) return null;
  return new RegExp(`<p id="${errorId}"[^>]*>([^<]*)</p>`).exec(html)?.[1] ?? null;
}

describe('registration', () => {
  it.each(['Password1!', 'Qwerty123!', 'P@ssw0rd2026', 'Welcome1!'])('refuses %s beside the password field', async (password) => {
    const payload = newRegistration('example.test', { password, password_confirmation: password });
    const { status, body } = await postJson<{ message: string; errors: Record<string, string[]> }>(DEMO, '/api/storefronts/1/register', payload);
    expect(status).toBe(400);
    expect(body).toEqual({ message: TOO_COMMON, errors: { password: [TOO_COMMON] } });
    const login = await postJson(DEMO, '/api/storefronts/1/login', { email: payload.email, password });
    expect(login.status).toBe(401);
  });

  it('still accepts a password that is not a common one', async () => {
    expect((await postJson(DEMO, '/api/storefronts/1/register', newRegistration())).status).toBe(201);
  });

  it('without JavaScript, says so beside the password field and keeps what was typed (in German too)', async () => {
    const payload = newRegistration('example.test', { password: 'Password1!', password_confirmation: 'Password1!' });
    const fields = payload as Record<string, string>;
    const response = await fetchAs(DEMO, '/register', pageForm(fields));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(passwordError(html, 'register-password')).toBe(TOO_COMMON);
    expect(html).toContain(`value="${payload.email}"`);
    expect(html).not.toContain('value="Password1!"');

    const german = await fetchAs(DEMO, '/register', pageForm(fields, 'lang=de'));
    expect(passwordError(await german.text(), 'register-password')).toBe('Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.');
  });
});

describe('a new password from the reset link', () => {
  it('refuses a common one, and the same link then takes a good one', async () => {
    const account = newRegistration();
    expect((await postJson(DEMO, '/api/storefronts/1/register', account)).status).toBe(201);
    expect((await postJson(DEMO, '/api/storefronts/1/forgot-password', { email: account.email })).status).toBe(200);
    const link = linkIn(await mailArriving(1, account.email, /^Reset your/), '/update-password');
    const token = link.searchParams.get('token')!;

    const common = await postJson(DEMO, '/api/storefronts/1/reset-password', { email: account.email, token, password: 'Summer2024!', password_confirmation: 'Summer2024!' });
    expect(common.status).toBe(400);
    expect(common.body).toEqual({ message: TOO_COMMON, errors: { password: [TOO_COMMON] } });

    // Without JavaScript the update-password page shows it beside the field.
    const page = await fetchAs(DEMO, `/update-password?${link.searchParams}`, pageForm({ password: 'Iloveyou1!', password_confirmation: 'Iloveyou1!' }));
    expect(page.status).toBe(400);
    expect(passwordError(await page.text(), 'update-password')).toBe(TOO_COMMON);

    const good = await postJson(DEMO, '/api/storefronts/1/reset-password', { email: account.email, token, password: 'Quiet#Harbor71', password_confirmation: 'Quiet#Harbor71' });
    expect(good.status).toBe(200);
  });

  it('leaves existing passwords alone: the demo shopper still signs in', async () => {
    expect((await postJson(DEMO, '/api/storefronts/1/login', { email: 'shopper@demo.test', password: DEMO_PASSWORD })).status).toBe(200);
  });
});
