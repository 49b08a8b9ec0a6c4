import { beforeAll, describe, expect, it } from 'vitest';
import { fetchAs } from '../helpers.ts';
import { api, bearerFor, line, orderBody, SHOPPER_ID, sku } from '../orders/order-helpers.ts';
import { operator } from '../operator/operator-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// Issue 27 (Accounts, item 11) / ADR 0270: store texts written per language, shown in the shopper's,
// else in the store's default language.

const HOST = 'langs.localhost';
const config = {
  settings: {
    alertText: { en: 'Free shipping this week', de: 'Diese Woche versandkostenfrei' },
    copyrightText: '© Langs',
    footerContent: { en: '<p>Made in Delaware</p>', de: '<p>Hergestellt in Delaware</p>', fr: '<p>Fabriqué au Delaware</p>' },
  },
  menu: [{ label: { en: 'About us', de: 'Über uns', fr: 'À propos' }, item: { type: 'page', url: 'about' } }],
  pages: [
    { id: 1, url: 'about', title: { en: 'About', de: 'Über' }, sections: [{ component: 'TEXT_AREA', content: { text: { en: '<p>Our story</p>', de: '<p>Unsere Geschichte</p>' } } }] },
  ],
};

type Detail = { data: { id: number; config: typeof config } };
type ByUrl = { data: { settings: { alertText: string; footerContent: string }; menu: { label: string }[]; texts_by_language?: boolean } };

const page = async (path: string, lang: string | null) => {
  const response = await fetchAs(HOST, path, lang ? { headers: { cookie: `lang=${lang}` } } : {});
  expect(response.status).toBe(200);
  return response.text();
};

beforeAll(async () => {
  const created = await operator<Detail>('POST', '/storefronts', { name: 'Langs', hostnames: [HOST], config });
  expect(created.status).toBe(201);
});

describe('store texts by language', () => {
  it('a German request gets the German alert, menu, footer and section text', async () => {
    const html = await page('/about', 'de');
    for (const text of ['Diese Woche versandkostenfrei', 'Über uns', 'Hergestellt in Delaware', 'Unsere Geschichte']) expect(html).toContain(text);
    for (const text of ['Free shipping this week', 'Made in Delaware', 'Our story']) expect(html).not.toContain(text);
  });

  it('a French request falls back to the default language where there is no French text', async () => {
    const html = await page('/about', 'fr');
    for (const text of ['Free shipping this week', 'À propos', 'Fabriqué au Delaware', 'Our story']) expect(html).toContain(text);
    expect(html).not.toContain('versandkostenfrei');
  });

  it('a request without a language gets English, the default', async () => {
    const html = await page('/', null);
    expect(html).toContain('Free shipping this week');
    expect(html).not.toContain('versandkostenfrei');
  });

  it('the config answer holds the request language only, and says the texts differ by language', async () => {
    const response = await fetchAs(HOST, `/api/storefronts/get-by-url?url=${HOST}`, { headers: { cookie: 'lang=de' } });
    const { data } = (await response.json()) as ByUrl;
    expect([data.settings.alertText, data.settings.footerContent, data.menu[0]?.label]).toEqual(['Diese Woche versandkostenfrei', '<p>Hergestellt in Delaware</p>', 'Über uns']);
    expect(data.texts_by_language).toBe(true);
  });

  it('follows the store default language when it is German', async () => {
    const german = { ...config, settings: { ...config.settings, defaultLanguage: 'de' } };
    const id = (await operator<Detail>('POST', '/storefronts', { name: 'Langs DE', hostnames: ['langs-de.localhost'], config: german })).body.data.id;
    expect(id).toBeGreaterThan(0);
    const html = await (await fetchAs('langs-de.localhost', '/', { headers: { cookie: 'lang=fr' } })).text();
    expect(html).toContain('Diese Woche versandkostenfrei');
  });

  it('the operator reads what was written, and a language the store does not offer is refused naming the field', async () => {
    const { body } = await operator<Detail>('GET', `/storefronts/${(await operator<Detail>('POST', '/storefronts', { name: 'Langs read', hostnames: ['langs-read.localhost'], config })).body.data.id}`);
    expect(body.data.config.settings.alertText).toEqual(config.settings.alertText);
    const bad = await operator<{ errors: Record<string, string[]> }>('PUT', `/storefronts/${body.data.id}`, { config: { settings: { alertText: { es: 'Envío gratis' } } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'config.settings.alertText': ['must hold only en, de, fr (got es)'] });
    const long = await operator<{ errors: Record<string, string[]> }>('PUT', `/storefronts/${body.data.id}`, { config: { menu: [{ label: { en: 'Shop', de: '' } }] } });
    expect(Object.keys(long.body.errors)).toEqual(['config.menu.0.label.de']);
  });
});

describe('payment instructions by language in the confirmation mail', () => {
  it("is written in the order's language, else the default language", async () => {
    const stored = (await operator<{ data: { config: { settings: Record<string, unknown> } } }>('GET', '/storefronts/1')).body.data.config;
    const settings = { ...stored.settings, paymentInstructions: { en: 'Please pay by bank transfer.', de: 'Bitte per Überweisung zahlen.' } };
    expect((await operator('PUT', '/storefronts/1', { config: { ...stored, settings } })).status).toBe(200);
    const shopper = await bearerFor(SHOPPER_ID);
    const tee = await sku('classic-crew-tee', 'Navy', 'M');
    const mailOf = async (lang: string) => {
      const items = [line(tee)];
      const placed = await api<{ data: { uuid: string } }>('POST', '/storefronts/1/orders', { headers: { ...shopper, cookie: `lang=${lang}` }, body: await orderBody(items) });
      expect(placed.status).toBe(201);
      const mail = await DEMO_DB.prepare("SELECT text_body FROM mail_outbox WHERE storefront_id = 1 AND recipient = 'shopper@demo.test' AND text_body LIKE ? ORDER BY id DESC LIMIT 1")
        .bind(`%${placed.body.data.uuid}%`)
        .first<{ text_body: string }>();
      return mail?.text_body ?? '';
    };
    const german = await mailOf('de');
    expect(german).toContain('Bitte per Überweisung zahlen.');
    expect(german).not.toContain('Please pay by bank transfer.');
    const french = await mailOf('fr');
    expect(french).toContain('Please pay by bank transfer.');
  });
});

describe('the preview link in a language (the Studio preview pane, ADR 0270)', () => {
  it('sets the lang cookie with the preview cookie: framed, both are the frame\'s own', async () => {
    const id = (await operator<Detail>('POST', '/storefronts', { name: 'Langs preview', hostnames: ['langs-preview.localhost'], config })).body.data.id;
    const draft = { ...config, settings: { ...config.settings, alertText: { en: 'Draft sale', de: 'Entwurfsverkauf' } } };
    const { body } = await operator<{ data: { preview_url: string } }>('PUT', `/storefronts/${id}/preview`, { config: draft });
    const link = new URL(body.data.preview_url);
    const framed = await fetchAs('langs-preview.localhost', `${link.pathname}${link.search}&embed=1&to=%2Fabout&lang=de`);
    expect(framed.status).toBe(303);
    expect(framed.headers.get('location')).toBe('/about');
    const cookies = framed.headers.getSetCookie();
    const lang = cookies.find((cookie) => cookie.startsWith('lang='));
    expect(lang).toMatch(/^lang=de;/);
    expect(lang).toMatch(/SameSite=None/i);
    expect(lang).toMatch(/Partitioned/i);
    expect(lang).toMatch(/Secure/i);
    // With both cookies the draft shows in German.
    const cookie = cookies.map((header) => header.split(';')[0]).join('; ');
    const html = await (await fetchAs('langs-preview.localhost', '/about', { headers: { cookie } })).text();
    expect(html).toContain('Entwurfsverkauf');
    expect(html).not.toContain('Draft sale');
    // Another language is no language: no cookie.
    const other = await fetchAs('langs-preview.localhost', `${link.pathname}${link.search}&lang=es`);
    expect(other.headers.getSetCookie().some((header) => header.startsWith('lang='))).toBe(false);
  });
});
