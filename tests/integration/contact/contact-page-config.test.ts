import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app.ts';
import type { Env } from '../../../worker/env.ts';
import { DEMO, fetchAs } from '../helpers.ts';

function renderContact(vars: Partial<Env>): Promise<Response> {
  return Promise.resolve(app.request('http://demo.localhost/contact', {}, { ...(env as unknown as Env), ...vars }, createExecutionContext()));
}

describe('the contact page and its bot-check configuration', () => {
  it('renders "Contact us" with the form on the server, without a site key by default', async () => {
    const response = await fetchAs(DEMO, '/contact');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Contact us | Demo Merch</title>');
    expect(html).toMatch(/<label[^>]*for="contact-message"[^>]*>Message<\/label>/);
    expect(html).not.toContain('recaptcha_site_key');
    expect(response.headers.get('content-security-policy')).not.toContain('recaptcha');
  });

  it('hands the site key to the browser and lets its frames in when one is configured', async () => {
    const response = await renderContact({ RECAPTCHA_SITE_KEY: 'public-site-key', RECAPTCHA_SECRET: 'never-shown-secret' });
    const html = await response.text();
    expect(html).toContain('"recaptcha_site_key":"public-site-key"');
    expect(html).not.toContain('never-shown-secret');
    expect(response.headers.get('content-security-policy')).toContain('frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/');
  });
});
