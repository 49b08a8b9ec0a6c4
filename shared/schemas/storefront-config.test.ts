import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseTolerantly } from './config/read-tolerantly.ts';
import { PageSectionSchema, PublicStorefrontSchema, SECTION_TYPES, StorefrontConfigSchema } from './storefront-config.ts';

function problems(schema: v.GenericSchema, value: unknown): [string | null, string][] {
  return (v.safeParse(schema, value).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);
}

describe('StorefrontConfigSchema: unknown keys', () => {
  it.each([
    [{ settings: { primaryColr: '#123' } }, 'settings.primaryColr'],
    [{ privat_store: true }, 'privat_store'],
    [{ logo: { full_path: '/a.svg', alt: '' } }, 'logo.alt'],
    [{ sso: { enabled: true, clientId: 'x' } }, 'sso.clientId'],
    [{ settings: { shipping: { perParcel: 5, free: 1 } } }, 'settings.shipping.free'],
    [{ settings: { sortBy: '{"id":1,"name":"created_at","code":"desc","x":1}' } }, 'settings.sortBy.x'],
    [{ settings: { socialIcons: [{ name: 'x', url: 'x.com', icon: '' }] } }, 'settings.socialIcons.0.icon'],
    [{ menu: [{ label: 'A', children: [{ label: 'B', url: '/b' }] }] }, 'menu.0.children.0.url'],
    [{ pages: [{ id: 1, url: '', sections: [{ component: 'TITLE', content: { title: 'T', colour: 'red' } }] }] }, 'pages.0.sections.0.content.colour'],
  ])('refuses %j naming %s', (config, path) => {
    expect(problems(StorefrontConfigSchema, config)).toEqual([[path, 'unknown key']]);
  });

  it('names the unknown keys of every object, together with the other problems', () => {
    const config = { settings: { primaryColr: '#123', primaryColor: 'blue' }, menus: [] };
    expect(problems(StorefrontConfigSchema, config).map(([path]) => path).sort()).toEqual(['menus', 'settings.primaryColor', 'settings.primaryColr']);
  });

  it('the public config refuses them too', () => {
    expect(problems(PublicStorefrontSchema, { id: 1, name: 'A', status: 'live', company_name: '', theme: 'dark' })).toEqual([['theme', 'unknown key']]);
  });
});

describe('PageSectionSchema: each component declares its own content fields', () => {
  // Every field of these six types; a type added later is checked through the Studio's defaults and
  // fields (studio/screens/design/editor/section-fields.test.ts), so adding one touches no test.
  const contents: Partial<Record<(typeof SECTION_TYPES)[number], Record<string, unknown>>> = {
    TEXT_AREA: { fullWidth: true, text: '<p>Hi</p>' },
    TEXT_WITH_IMAGE: { fullWidth: true, text: '<p>Hi</p>', title: 'Hi', img: { url: '/a.svg' }, imagePosition: 'right' },
    BANNER_IMAGE: { fullWidth: true, img: { url: '/a.svg' }, redirect: 'example.com', title: 'Sale', text: 'Sale' },
    TITLE: { fullWidth: false, title: 'Hi', font: 'Georgia', fontSize: 36 },
    REDIRECT_TILES: { fullWidth: true, items: [{ title: 'A', item: { type: 'page', url: 'a' }, categoriesOrPagesRedirect: true }], tilesInRow: 2, tilesAlignment: 'left' },
    PRODUCTS_LIST: {
      fullWidth: false, showFilters: true, listAllProducts: false, productsPerRow: 3, productsPerPage: 12, productsToShow: 24,
      categories: [1], brands: ['B'], leadCategory: null, sortingOption: null,
    },
  };

  const described = SECTION_TYPES.filter((type) => contents[type] !== undefined);

  it.each(described)('takes every field %s declares', (component) => {
    expect(problems(PageSectionSchema, { id: 's', component, content: contents[component] })).toEqual([]);
  });

  it.each(described)('refuses the fields of other types in %s', (component) => {
    const others = Object.entries(contents).flatMap(([type, content]) => (type === component ? [] : Object.keys(content ?? {})));
    const own = new Set(Object.keys(contents[component] ?? {}));
    for (const field of others.filter((name) => !own.has(name))) {
      const content = { ...contents[component], [field]: contents[described.find((type) => field in (contents[type] ?? {}))!]![field] };
      expect(problems(PageSectionSchema, { component, content }), `${component}.${field}`).toEqual([[`content.${field}`, 'unknown key']]);
    }
  });

  it('names the component an unknown type must be', () => {
    expect(described).toEqual(['TEXT_AREA', 'TEXT_WITH_IMAGE', 'BANNER_IMAGE', 'PRODUCTS_LIST', 'TITLE', 'REDIRECT_TILES']);
    expect(problems(PageSectionSchema, { component: 'VIDEO', content: {} })).toEqual([['component', `must be one of ${SECTION_TYPES.join(', ')} (got "VIDEO")`]]);
    expect(SECTION_TYPES.join(', ')).toMatch(/^TEXT_AREA, TEXT_WITH_IMAGE, BANNER_IMAGE, PRODUCTS_LIST, TITLE, REDIRECT_TILES\b/);
  });
});

describe('reading a stored config tolerantly', () => {
  it('drops unknown keys and fields tightened since, naming each, and keeps the rest', () => {
    const stored = {
      legacy: true,
      settings: { alertText: 'Hi', primaryColr: '#123', primaryColor: '#12345', sortBy: { id: 2, name: 'final_price', code: 'asc', label: 'Low' } },
      menu: [{ label: 'A', icon: 'star' }],
      pages: [{ id: 1, url: '', sections: [{ component: 'TITLE', content: { title: 'T', text: '<p>old</p>' } }] }],
    };
    expect(v.safeParse(StorefrontConfigSchema, stored).success).toBe(false);
    const { result, notes } = parseTolerantly(StorefrontConfigSchema, stored);
    expect(result.success).toBe(true);
    expect(notes.sort()).toEqual([
      'legacy: unknown key',
      'menu.0.icon: unknown key',
      'pages.0.sections.0.content.text: unknown key',
      'settings.primaryColor: no longer valid, its default applies',
      'settings.primaryColr: unknown key',
      'settings.sortBy: read as before',
    ]);
    if (!result.success) return;
    expect(result.output.settings).toMatchObject({ alertText: 'Hi', primaryColor: '#1e3a8a', sortBy: { id: 2, name: 'final_price', code: 'asc' } });
    expect(result.output.pages[0]?.sections[0]).toEqual({ component: 'TITLE', content: { title: 'T' } });
  });

  it('still refuses what was never valid', () => {
    const stored = { settings: { productsPerRow: 'four', accentColor: 'blue' }, pages: [{ id: 1, url: '', sections: [{ component: 'VIDEO', content: {} }] }] };
    const { result } = parseTolerantly(StorefrontConfigSchema, stored);
    expect(result.issues?.map((issue) => v.getDotPath(issue)).sort()).toEqual(['pages.0.sections.0.component', 'settings.accentColor', 'settings.productsPerRow']);
  });

  it('never turns a stored "__proto__" key into a prototype', () => {
    const { result, notes } = parseTolerantly(StorefrontConfigSchema, JSON.parse('{"settings":{"__proto__":{"polluted":true}}}'));
    expect(result.success).toBe(true);
    expect(notes).toEqual(['settings.__proto__: unknown key']);
    expect(result.success && Object.getPrototypeOf(result.output.settings)).toBe(Object.prototype);
  });
});
