import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../../../worker/app.ts';
import type { Env } from '../../../worker/env.ts';
import { fetchAs } from '../helpers.ts';
import { storeDbOf } from '../databases.ts';

/** A real 1×1 PNG. */
export const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);

/** A PNG-signed file of exactly `size` bytes (the rest zeros): enough for the type and size checks. */
export function pngOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_1X1.subarray(0, 8));
  return bytes;
}

export type ContactFields = Partial<Record<'first_name' | 'last_name' | 'email' | 'order_uuid' | 'message' | 'recaptcha', string>>;

export const VALID: ContactFields = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  message: 'My hoodie arrived in the wrong size.',
  recaptcha: '',
};

/** A multipart contact body: the fields given, plus any files as "image" parts. */
export function contactForm(fields: ContactFields, ...images: File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  for (const image of images) form.append('image', image, image.name);
  return form;
}

export function imageFile(bytes: Uint8Array<ArrayBuffer>, name = 'photo.png', type = 'image/png'): File {
  return new File([bytes], name, { type });
}

let nextIp = 1;
/** A client address of its own, so one test's submissions do not count against another's limit. */
export function freshIp(): string {
  nextIp += 1;
  return `203.0.113.${nextIp}`;
}

/** POSTs a contact form as a browser on `host` would. */
export function postContact(host: string, storefrontId: number, form: FormData, headers: Record<string, string> = {}): Promise<Response> {
  return fetchAs(host, `/api/storefronts/${storefrontId}/contact`, {
    method: 'POST',
    body: form,
    headers: { 'cf-connecting-ip': freshIp(), ...headers },
  });
}

/** The same request through the app with extra deployment variables (the bot-check secrets). */
export function postContactWithEnv(vars: Partial<Env>, form: FormData, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    app.request(
      'http://demo.localhost/api/storefronts/1/contact',
      { method: 'POST', body: form, headers: { 'cf-connecting-ip': freshIp(), ...headers } },
      { ...(env as unknown as Env), ...vars },
      createExecutionContext(),
    ),
  );
}

export async function countSubmissions(storefrontId: number): Promise<number> {
  const row = await storeDbOf(storefrontId).prepare('SELECT COUNT(*) AS n FROM contact_submissions WHERE storefront_id = ?').bind(storefrontId).first<{ n: number }>();
  return row?.n ?? 0;
}
