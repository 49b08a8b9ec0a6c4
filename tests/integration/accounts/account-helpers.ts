import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import { invalidateStorefront } from '../../../worker/tenant/registry.ts';
import { fetchAs } from '../helpers.ts';
import { DEMO_DB, storeDbOf } from '../databases.ts';

export const DEMO_PASSWORD = 'Shopper#2026';
export const STORE_ID: Record<string, number> = { 'demo.localhost': 1, 'private.localhost': 2, 'sso.localhost': 3, 'draft.localhost': 4 };

let ipCounter = 0;
/** A fresh client address, so rate limits of one test never touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

/** POST JSON as `host` from client `ip`, with optional extra headers (cookie, authorization). */
export async function postJson<T = Record<string, unknown>>(
  host: string,
  path: string,
  body: unknown,
  options: { ip?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; response: Response }> {
  const response = await fetchAs(host, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': options.ip ?? freshIp(), ...options.headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, response };
}

/** The value of one Set-Cookie of a response, and its attributes. */
export function setCookie(response: Response, name: string): { value: string; attributes: string } | null {
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...rest] = header.split(';');
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return { value: value.join('='), attributes: rest.join(';').trim() };
  }
  return null;
}

/** The Cookie header that carries a response's session cookie. */
export function sessionCookie(response: Response): string {
  const cookie = setCookie(response, 'session');
  if (!cookie) throw new Error('no session cookie was set');
  return `session=${cookie.value}`;
}

/** Logs in and answers the Cookie header of the new session. */
export async function login(host: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, response } = await postJson(host, `/api/storefronts/${STORE_ID[host]}/login`, { email, password });
  if (status !== 200) throw new Error(`login of ${email} on ${host} answered ${status}`);
  return sessionCookie(response);
}

type Mail = { recipient: string; subject: string; text_body: string; html_body: string; storefront_id: number };

/** The newest mail of a store to a recipient (the local outbox). */
export async function latestMail(storefrontId: number, recipient: string): Promise<Mail | null> {
  return storeDbOf(storefrontId).prepare('SELECT recipient, subject, text_body, html_body, storefront_id FROM mail_outbox WHERE storefront_id = ? AND recipient = ? ORDER BY id DESC LIMIT 1')
    .bind(storefrontId, recipient)
    .first<Mail>();
}

/**
 * The newest mail of a store to a recipient whose subject matches, once it is there: mail sent
 * after the answer (the password reset link, ADR 0171) lands a moment later.
 */
export function mailArriving(storefrontId: number, recipient: string, subject: RegExp): Promise<Mail> {
  return vi.waitFor(
    async () => {
      const mail = await latestMail(storefrontId, recipient);
      if (!mail || !subject.test(mail.subject)) throw new Error(`no mail "${subject.source}" to ${recipient} yet`);
      return mail;
    },
    { timeout: 5000, interval: 20 },
  );
}

export async function mailCount(recipient: string): Promise<number> {
  const row = await DEMO_DB.prepare('SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient = ?').bind(recipient).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The first link of a mail's text that points at `path`, as a URL. */
export function linkIn(mail: Mail | null, path: string): URL {
  const match = mail?.text_body.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return new URL(match);
}

let userCounter = 0;
/** A registration payload with a fresh e-mail address. */
export function newRegistration(domain = 'example.test', extra: Record<string, unknown> = {}) {
  userCounter += 1;
  const stamp = `${Date.now().toString(36)}${userCounter}`;
  return {
    first_name: 'Reg',
    last_name: 'Istrant',
    email: `reg-${stamp}@${domain}`,
    username: `reg${stamp}`,
    password: 'Fresh#Pass1',
    password_confirmation: 'Fresh#Pass1',
    ...extra,
  };
}

/** Edits a store's stored config (and drops it from this isolate's cache). */
export async function editStoreConfig(id: number, edit: (config: Record<string, unknown>) => void): Promise<void> {
  const row = await env.DB.prepare('SELECT config FROM storefronts WHERE id = ?').bind(id).first<{ config: string }>();
  const config = JSON.parse(row!.config) as Record<string, unknown>;
  edit(config);
  await env.DB.prepare('UPDATE storefronts SET config = ? WHERE id = ?').bind(JSON.stringify(config), id).run();
  invalidateStorefront(id);
}
