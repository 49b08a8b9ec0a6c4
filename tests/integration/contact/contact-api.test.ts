import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DEMO, fetchAs, PRIVATE, STORE66 } from '../helpers.ts';
import { contactForm, countSubmissions, imageFile, PNG_1X1, pngOfSize, postContact, VALID } from './contact-helpers.ts';
import { DEMO_DB } from '../databases.ts';

type Answer = { message: string; errors?: Record<string, string[]>; data?: { id: number; created_at: string } };
const read = async (response: Response) => ({ status: response.status, body: (await response.json()) as Answer });

async function submission(id: number) {
  return DEMO_DB.prepare('SELECT * FROM contact_submissions WHERE id = ?').bind(id).first<Record<string, unknown>>();
}

describe('POST /api/storefronts/{id}/contact', () => {
  it('stores a submission without image, trimmed and bound to the store, and mails the store', async () => {
    const { status, body } = await read(await postContact(DEMO, 1, contactForm({ ...VALID, first_name: '  Ada  ', order_uuid: '' })));
    expect(status).toBe(201);
    expect(body.message).toBe('Contact submission successful!');
    const row = await submission(body.data!.id);
    expect(row).toMatchObject({
      storefront_id: 1,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      order_uuid: null,
      message: VALID.message,
      image_key: null,
    });
    const mails = await DEMO_DB.prepare("SELECT recipient, subject, text_body FROM mail_outbox WHERE storefront_id = 1 AND subject = 'New contact message from Ada Lovelace' ORDER BY recipient")
      .all<{ recipient: string; subject: string; text_body: string }>();
    expect(mails.results.map((mail) => mail.recipient)).toEqual(['orders@demo.test', 'support@demo.test']);
    expect(mails.results[0]!.text_body).toContain(VALID.message);
    expect(mails.results[0]!.text_body).toContain('ada@example.com');
  });

  it('stores an image in R2 under the store id, with the type read from its bytes, and the order ID', async () => {
    const orderUuid = '123E4567-E89B-12D3-A456-426614174000';
    const form = contactForm({ ...VALID, order_uuid: orderUuid }, imageFile(PNG_1X1, 'receipt.jpg', 'image/jpeg'));
    const { status, body } = await read(await postContact(DEMO, 1, form));
    expect(status).toBe(201);
    const row = await submission(body.data!.id);
    expect(row?.order_uuid).toBe(orderUuid.toLowerCase());
    const key = String(row?.image_key);
    expect(key).toMatch(/^1\/contact\/[0-9a-f-]{36}\.png$/);
    const object = await env.UPLOADS.get(key);
    expect(object?.httpMetadata?.contentType).toBe('image/png');
    expect(object?.customMetadata?.originalName).toBe('receipt.jpg');
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PNG_1X1);
  });

  it('takes an image of exactly 10485760 bytes', async () => {
    const response = await postContact(DEMO, 1, contactForm(VALID, imageFile(pngOfSize(10_485_760), 'exact.png')));
    expect(response.status).toBe(201);
  });

  it.each([
    ['first_name', { first_name: '' }, 'First name is required.'],
    ['last_name', { last_name: '   ' }, 'Last name is required.'],
    ['email', { email: undefined }, 'Email is required.'],
    ['email', { email: 'ada@' }, 'Please enter a valid e-mail address.'],
    ['message', { message: '' }, 'Message is required'],
    ['message', { message: 'x'.repeat(5001) }, 'Please keep the message under 5000 characters.'],
    ['order_uuid', { order_uuid: '#1042' }, 'Please enter the order ID exactly as shown on your order, e.g. 123e4567-e89b-12d3-a456-426614174000.'],
    ['first_name', { first_name: 'x'.repeat(101) }, 'Please use at most 100 characters.'],
  ])('refuses a bad %s with a clear 400 and stores nothing (%j)', async (field, change, message) => {
    const before = await countSubmissions(1);
    const { status, body } = await read(await postContact(DEMO, 1, contactForm({ ...VALID, ...change })));
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.errors?.[field]).toEqual([message]);
    expect(await countSubmissions(1)).toBe(before);
  });

  it('answers in the language of the lang cookie', async () => {
    const { status, body } = await read(await postContact(DEMO, 1, contactForm({ ...VALID, message: '' }), { cookie: 'lang=de' }));
    expect(status).toBe(400);
    expect(body.message).toBe('Nachricht ist erforderlich');
  });

  it('refuses an image over 10485760 bytes with the upload message', async () => {
    const before = await countSubmissions(1);
    const { status, body } = await read(await postContact(DEMO, 1, contactForm(VALID, imageFile(pngOfSize(10_485_761), 'huge.png'))));
    expect(status).toBe(413);
    expect(body.message).toBe('huge.png: Invalid file size, maximum upload size is 10 MB.');
    expect(body.errors?.image).toEqual([body.message]);
    expect(await countSubmissions(1)).toBe(before);
  });

  it.each([
    ['an SVG named .png', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'evil.png', 'image/png'],
    ['a PDF', new TextEncoder().encode('%PDF-1.7 …'), 'invoice.pdf', 'application/pdf'],
    ['an empty file', new Uint8Array(), 'empty.png', 'image/png'],
  ])('refuses %s by its bytes, whatever it claims', async (_label, bytes, name, type) => {
    const { status, body } = await read(await postContact(DEMO, 1, contactForm(VALID, imageFile(bytes, name, type))));
    expect(status).toBe(415);
    expect(body.message).toBe(`${name}: Invalid file type, allowed file types: PNG, JPEG, GIF, WebP.`);
  });

  it('refuses more than one image', async () => {
    const { status, body } = await read(await postContact(DEMO, 1, contactForm(VALID, imageFile(PNG_1X1, 'a.png'), imageFile(PNG_1X1, 'b.png'))));
    expect(status).toBe(400);
    expect(body.message).toBe('Maximum number of files exceeded, limit is 1 at most.');
  });

  it('refuses an image sent as text and a body that is not multipart', async () => {
    const form = contactForm({ ...VALID });
    form.set('image', 'data:image/png;base64,AAAA');
    expect((await read(await postContact(DEMO, 1, form))).body.message).toBe('The image must be sent as a file.');
    const json = await postContact(DEMO, 1, new FormData());
    expect(json.status).toBe(400);
    const notMultipart = await read(
      await fetchAs(DEMO, '/api/storefronts/1/contact', { method: 'POST', body: JSON.stringify(VALID), headers: { 'content-type': 'application/json' } }),
    );
    expect(notMultipart).toEqual({ status: 415, body: { message: 'Please send the contact form as multipart/form-data.' } });
  });

  it('answers 404 for another store id and stores nothing there', async () => {
    const before = await countSubmissions(2);
    const response = await postContact(DEMO, 2, contactForm(VALID));
    expect(response.status).toBe(404);
    expect(await countSubmissions(2)).toBe(before);
  });

  it('binds each submission to the store of the host', async () => {
    const { status, body } = await read(await postContact(STORE66, 66, contactForm(VALID, imageFile(PNG_1X1))));
    expect(status).toBe(201);
    const row = await submission(body.data!.id);
    expect(row?.storefront_id).toBe(66);
    expect(String(row?.image_key)).toMatch(/^66\/contact\//);
  });

  it('takes a message on a private store before its gate: a locked-out visitor can still write', async () => {
    const response = await postContact(PRIVATE, 2, contactForm(VALID));
    expect(response.status).toBe(201);
  });

  it('limits submissions per client and store', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 10; i += 1) {
      expect((await postContact(DEMO, 1, contactForm(VALID), { 'cf-connecting-ip': ip })).status).toBe(201);
    }
    const refused = await postContact(DEMO, 1, contactForm(VALID), { 'cf-connecting-ip': ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as Answer).message).toMatch(/^Too many attempts/);
    // Another client, and the same client on another store, are not affected.
    expect((await postContact(DEMO, 1, contactForm(VALID), { 'cf-connecting-ip': '198.51.100.8' })).status).toBe(201);
    expect((await postContact(STORE66, 66, contactForm(VALID), { 'cf-connecting-ip': ip })).status).toBe(201);
  });
});
