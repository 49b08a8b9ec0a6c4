import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app.ts';
import type { Env } from '../../../worker/env.ts';
import { contactForm, freshIp, postContact, VALID } from '../contact/contact-helpers.ts';
import { DEMO } from '../helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Issue 27, item 3: a name typed into the contact form becomes part of the notification's
// Subject; a CR/LF in it must not start another header (Bcc:, a second Subject, …).

const INJECTED = { ...VALID, first_name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes', last_name: 'Mallory\n' };

describe('mail built from what a shopper typed', () => {
  it('has a one-line Subject in the outbox', async () => {
    const response = await postContact(DEMO, 1, contactForm(INJECTED));
    expect(response.status).toBe(201);
    const { results } = await DEMO_DB.prepare("SELECT subject FROM mail_outbox WHERE storefront_id = 1 AND subject LIKE 'New contact message from Eve%'").all<{ subject: string }>();
    expect(results.length).toBeGreaterThan(0);
    for (const { subject } of results) {
      // eslint-disable-next-line no-control-regex -- a header must carry no control character
      expect(subject).not.toMatch(/[\r\n\u0000-\u001f]/);
      expect(subject).toBe('New contact message from Eve Bcc: victim@example.com X-Injected: yes Mallory');
    }
  });

  it('hands the production mail binding one-line headers', async () => {
    const sent: { subject: string; to: string }[] = [];
    const SEND_EMAIL = { send: async (message: { subject: string; to: string }) => void sent.push(message) };
    const production = { ...(env as unknown as Env), ENVIRONMENT: 'production', SEND_EMAIL, MAIL_FROM: 'shop@demo.test' } as unknown as Env;
    const response = await app.request(
      'http://demo.localhost/api/storefronts/1/contact',
      { method: 'POST', body: contactForm(INJECTED), headers: { 'cf-connecting-ip': freshIp() } },
      production,
      createExecutionContext(),
    );
    expect(response.status).toBe(201);
    expect(sent.length).toBeGreaterThan(0);
    for (const message of sent) {
      expect(message.subject).not.toMatch(/[\r\n]/);
      expect(message.to).not.toMatch(/[\r\n]/);
    }
  });
});
