import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { fetchAs } from '../helpers.ts';
import { configWith, operator, type StoreDetail } from './operator-helpers.ts';

type ValidationError = { message: string; errors: Record<string, string[]> };
type Detail = { data: StoreDetail & { config: Record<string, unknown>; problems?: unknown } };

/** A menu `levels` deep: one entry per level, each the only child of the one above. */
function menuOf(levels: number): unknown[] {
  let children: unknown[] = [];
  for (let level = levels; level >= 1; level -= 1) children = [{ label: `Level ${level}`, customUrl: '/contact', children }];
  return children;
}

/** The dotted path of the first entry `levels` deep in `menuOf`. */
const entryPath = (levels: number) => ['config.menu.0', ...Array.from({ length: levels - 1 }, () => 'children.0')].join('.');

async function createStore(hostname: string, config: unknown = configWith('Open')): Promise<number> {
  const created = await operator<Detail>('POST', '/storefronts', { name: 'Config checks', hostnames: [hostname], config });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

/** A hand edit in SQL: the stored document as it is, bypassing validation. */
async function storeRaw(id: number, config: unknown): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('UPDATE storefronts SET config = ? WHERE id = ?').bind(JSON.stringify(config), id),
    env.DB.prepare('UPDATE registry_version SET version = version + 1 WHERE id = 1'),
  ]);
}

describe('config validation: menu depth', () => {
  it('accepts a menu six levels deep and refuses a seventh level with 400 naming its path', async () => {
    expect((await operator('PUT', '/storefronts/66', { config: { menu: menuOf(6) } })).status).toBe(200);
    const { status, body } = await operator<ValidationError>('PUT', '/storefronts/66', { config: { menu: menuOf(7) } });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual([entryPath(7)]);
    expect(body.message).toBe(`${entryPath(7)}: must not nest deeper than 6 menu levels.`);
  });

  it.each([
    ['PUT', '/storefronts/66'],
    ['PUT', '/storefronts/66/preview'],
    ['POST', '/storefronts'],
  ])('answers 400, not 500, to a menu 10,000 levels deep: %s %s', async (method, path) => {
    const body = { name: 'Deep', hostnames: ['deep.localhost'], config: { menu: menuOf(10_000) } };
    const { status, body: answer } = await operator<ValidationError>(method, path, method === 'POST' ? body : { config: body.config });
    expect(status).toBe(400);
    const [field] = Object.keys(answer.errors);
    expect(field).toMatch(/^config\.menu\.0(\.children\.0)+/);
    expect(answer.message).toContain(field);
  });
});

describe('config validation: unknown keys', () => {
  it.each([
    [{ settings: { primaryColr: '#123456' } }, 'config.settings.primaryColr'],
    [{ privat_store: true }, 'config.privat_store'],
    [{ sso: { enabled: false, clientId: 'x' } }, 'config.sso.clientId'],
    [{ logo: { full_path: '/logo.svg', alt: 'Logo' } }, 'config.logo.alt'],
    [{ settings: { socialIcons: [{ name: 'x', url: 'x.com', icon: 'x' }] } }, 'config.settings.socialIcons.0.icon'],
    [{ settings: { shipping: { perParcel: 5, freeAbove: 50 } } }, 'config.settings.shipping.freeAbove'],
    [{ settings: { sortBy: { id: 1, name: 'created_at', code: 'desc', label: 'Newest' } } }, 'config.settings.sortBy.label'],
    [{ menu: [{ label: 'A', lable: 'B' }] }, 'config.menu.0.lable'],
    [{ menu: [{ label: 'A', item: { type: 'page', url: 'a', target: '_blank' } }] }, 'config.menu.0.item.target'],
    [{ pages: [{ id: 1, url: 'a', sections: [], layout: 'wide' }] }, 'config.pages.0.layout'],
    [{ pages: [{ id: 1, url: 'a', sections: [{ component: 'TEXT_AREA', content: { txt: '<p>Hi</p>' } }] }] }, 'config.pages.0.sections.0.content.txt'],
    [{ pages: [{ id: 1, url: 'a', sections: [{ component: 'TEXT_AREA', content: {}, style: 'x' }] }] }, 'config.pages.0.sections.0.style'],
    [
      { pages: [{ id: 1, url: 'a', sections: [{ component: 'REDIRECT_TILES', content: { items: [{ title: 'A', img: { url: '/a.svg' } }] } }] }] },
      'config.pages.0.sections.0.content.items.0.img',
    ],
  ])('refuses %j with 400 naming %s', async (config, field) => {
    const { status, body } = await operator<ValidationError>('PUT', '/storefronts/66', { config });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ [field]: ['unknown key'] });
    expect(body.message).toBe(`${field}: unknown key.`);
  });

  it('names the unknown keys of every object in one answer, with the other problems', async () => {
    const config = { settings: { primaryColr: '#123456', accentColor: '#12345' }, menus: [], menu: [{ label: 'A', lable: 'B' }] };
    const { status, body } = await operator<ValidationError>('POST', '/storefronts', { name: 'Typos', config });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'config.menus': ['unknown key'],
      'config.settings.primaryColr': ['unknown key'],
      'config.settings.accentColor': ['must be a hex colour like #1e40af (#rgb, #rgba, #rrggbb or #rrggbbaa)'],
      'config.menu.0.lable': ['unknown key'],
    });
  });

  it('accepts every demo store config as the operator reads it back, unchanged', async () => {
    for (const id of [1, 2, 3, 4, 66]) {
      const { body } = await operator<Detail>('GET', `/storefronts/${id}`);
      expect(body.data.problems).toBeUndefined();
      const again = await operator<Detail>('PUT', `/storefronts/${id}/preview`, { config: body.data.config });
      expect(again.status, `store ${id}`).toBe(200);
      expect((await operator<Detail>('GET', `/storefronts/${id}`)).body.data.preview_config).toEqual(body.data.config);
    }
  });

  it('keeps serving a stored config with unknown keys (written before they were refused): they are dropped on read', async () => {
    const id = await createStore('legacy-keys.localhost');
    const stored = configWith('Still open', [{ url: 'story', title: 'Story', text: 'Our story' }]);
    await storeRaw(id, {
      ...stored,
      legacyFlag: true,
      settings: { ...stored.settings, primaryColr: '#123456' },
      menu: stored.menu.map((entry) => ({ ...entry, icon: 'star' })),
      pages: stored.pages.map((page) => ({ ...page, sections: [...page.sections, { component: 'TITLE', content: { title: 'Story', text: '<p>Old field</p>' } }] })),
    });
    const home = await fetchAs('legacy-keys.localhost', '/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Still open');
    const page = await fetchAs('legacy-keys.localhost', '/story');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Our story');
    expect(html).not.toContain('Old field');
    // The operator sees the document as stored, each unknown key named, and fixes it (ADR 0109).
    const shown = await operator<Detail & { data: { problems?: { config?: string } } }>('GET', `/storefronts/${id}`);
    expect(shown.body.data.config).toHaveProperty('legacyFlag', true);
    expect(shown.body.data.problems?.config).toContain('legacyFlag: unknown key');
    expect((await operator<ValidationError>('PUT', `/storefronts/${id}`, { config: shown.body.data.config })).body.errors).toHaveProperty('config.legacyFlag');
    const fixed = await operator<Detail>('PUT', `/storefronts/${id}`, { config: stored });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.problems).toBeUndefined();
  });
});

describe('config validation: colours', () => {
  it.each(['#12345', '#1234567', '#12', 'blue', '#ggg'])('refuses %s', async (colour) => {
    const { status, body } = await operator<ValidationError>('PUT', '/storefronts/66', { config: { settings: { primaryColor: colour } } });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['config.settings.primaryColor']);
  });

  it('accepts #rgb, #rgba, #rrggbb and #rrggbbaa in every colour setting', async () => {
    for (const colour of ['#abc', '#abcd', '#aabbcc', '#AABBCC80']) {
      const settings = { primaryColor: colour, accentColor: colour, alertBackgroundColor: colour };
      expect((await operator('PUT', '/storefronts/66', { config: { settings } })).status, colour).toBe(200);
    }
  });

  it('keeps serving a stored config with a colour accepted before (#12345): the default colour is used', async () => {
    const id = await createStore('legacy-colour.localhost');
    await storeRaw(id, { ...configWith('Colourful'), settings: { alertText: 'Colourful', primaryColor: '#12345' } });
    const page = await fetchAs('legacy-colour.localhost', '/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Colourful');
    expect(html).not.toContain('#12345');
    expect(html).toContain('#1e3a8a');
    const shown = await operator<{ data: { problems?: { config?: string } } }>('GET', `/storefronts/${id}`);
    expect(shown.body.data.problems?.config).toContain('settings.primaryColor');
  });

  it('keeps serving a stored menu deeper than six levels: cut at the sixth', async () => {
    const id = await createStore('legacy-menu.localhost');
    await storeRaw(id, { ...configWith('Deep menu'), menu: menuOf(8) });
    const page = await fetchAs('legacy-menu.localhost', '/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Level 6');
    expect(html).not.toContain('Level 7');
  });
});

describe('config validation: each section type declares its own fields', () => {
  it.each([
    ['TITLE', { title: 'Hi', text: '<p>x</p>' }, 'text'],
    ['TEXT_AREA', { text: '<p>x</p>', items: [] }, 'items'],
    ['TEXT_WITH_IMAGE', { text: '<p>x</p>', productsPerRow: 3 }, 'productsPerRow'],
    ['BANNER_IMAGE', { img: { url: '/a.svg' }, tilesInRow: 2 }, 'tilesInRow'],
    ['REDIRECT_TILES', { items: [], imagePosition: 'left' }, 'imagePosition'],
    ['PRODUCTS_LIST', { showFilters: true, font: 'Georgia' }, 'font'],
  ])('a %s section refuses a field of another type', async (component, content, field) => {
    const config = { pages: [{ id: 1, url: 'a', sections: [{ component, content }] }] };
    const { status, body } = await operator<ValidationError>('PUT', '/storefronts/66', { config });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ [`config.pages.0.sections.0.content.${field}`]: ['unknown key'] });
  });

  it('refuses an unknown component, naming it', async () => {
    const config = { pages: [{ id: 1, url: 'a', sections: [{ component: 'VIDEO', content: {} }] }] };
    const { status, body } = await operator<ValidationError>('PUT', '/storefronts/66', { config });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['config.pages.0.sections.0.component']);
  });
});

/** Script that must never reach a page: a script element and an event handler attribute. */
const HOSTILE = '<p>Safe words</p><script>window.__pwnedScript = 1</script><img src="/media/x.svg" onerror="window.__pwnedHandler = 1">';

describe('config validation: rich text is sanitised whatever field carries it', () => {
  it('no script or event handler from any rich-text field reaches the page, its data or the config answer', async () => {
    const config = {
      settings: { footerContent: HOSTILE },
      pages: [
        {
          id: 1,
          url: 'rich',
          title: 'Rich',
          sections: [
            { component: 'TEXT_AREA', content: { text: HOSTILE } },
            { component: 'TEXT_WITH_IMAGE', content: { text: HOSTILE, img: { url: 'https://cdn.example/x.svg' } } },
            { component: 'BANNER_IMAGE', content: { text: HOSTILE, img: { url: 'https://cdn.example/x.svg' } } },
          ],
        },
      ],
    };
    const id = await createStore('rich.localhost', config);
    const answers = [
      await fetchAs('rich.localhost', '/rich'),
      await fetchAs('rich.localhost', '/'),
      await fetchAs('rich.localhost', '/api/storefronts/get-by-url?url=rich.localhost'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).toContain('Safe words');
      expect(text).not.toContain('__pwned');
      expect(text).not.toMatch(/onerror/i);
    }
    // The operator still reads what was written.
    const shown = await operator<Detail>('GET', `/storefronts/${id}`);
    expect(JSON.stringify(shown.body.data.config)).toContain('__pwnedScript');
  });
});
