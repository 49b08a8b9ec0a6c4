import { describe, expect, it } from 'vitest';
import { fetchAs, PRIVATE } from '../helpers.ts';
import { contactForm, countSubmissions, postContact, VALID } from '../contact/contact-helpers.ts';

// Issue 27, accounts 4: a visitor locked out of a private store can still ask for help.
describe('Contact before a private store’s gate', () => {
  it('serves the contact page, and the gate’s footer links to it', async () => {
    const page = await fetchAs(PRIVATE, '/contact', { redirect: 'manual' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Contact us');
    expect(html).toMatch(/<input[^>]*name="email"/);
    const gate = await (await fetchAs(PRIVATE, '/private')).text();
    expect(gate).toMatch(/<a[^>]*href="\/contact"/);
  });

  it('takes a message without a gate pass', async () => {
    const before = await countSubmissions(2);
    const answer = await postContact(PRIVATE, 2, contactForm(VALID));
    expect(answer.status).toBeLessThan(300);
    expect(await countSubmissions(2)).toBe(before + 1);
  });

  it('keeps the catalog closed', async () => {
    expect((await fetchAs(PRIVATE, '/products', { redirect: 'manual' })).status).toBe(302);
  });
});
