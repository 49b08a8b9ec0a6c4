import { describe, expect, it } from 'vitest';
import { changedPaths, sameDocument } from './config-diff.ts';

const live = {
  settings: { primaryColor: '#1e3a8a', socialIcons: [{ name: 'x', url: 'x.com/a' }] },
  pages: [{ id: 1, url: 'about', sections: [{ component: 'TITLE', content: { title: 'About' } }] }],
  menu: [],
};

describe('changedPaths', () => {
  it('is empty for equal documents, absent and undefined being the same', () => {
    expect(changedPaths(live, structuredClone(live))).toEqual([]);
    expect(changedPaths({ a: 1 }, { a: 1, b: undefined })).toEqual([]);
    expect(sameDocument(live, structuredClone(live))).toBe(true);
  });
  it('names each changed leaf by its dot path', () => {
    const draft = structuredClone(live);
    draft.settings.primaryColor = '#000000';
    draft.pages[0]!.sections[0]!.content.title = 'Who we are';
    expect(changedPaths(live, draft)).toEqual(['pages.0.sections.0.content.title', 'settings.primaryColor']);
    expect(sameDocument(live, draft)).toBe(false);
  });
  it('names added and removed items and keys', () => {
    const draft = structuredClone(live) as typeof live & { no_index_site?: boolean };
    draft.settings.socialIcons.push({ name: 'youtube', url: 'youtube.com/a' });
    draft.no_index_site = true;
    draft.pages = [];
    expect(changedPaths(live, draft)).toEqual(['no_index_site', 'pages.0', 'settings.socialIcons.1']);
  });
  it('names a value that changed kind, and stops at the limit', () => {
    expect(changedPaths({ logo: null }, { logo: { full_path: '/media/1/a.png' } })).toEqual(['logo']);
    expect(changedPaths(1, 2)).toEqual(['(whole config)']);
    expect(changedPaths({ a: 1, b: 1, c: 1 }, { a: 2, b: 2, c: 2 }, 2)).toEqual(['a', 'b']);
  });
});
