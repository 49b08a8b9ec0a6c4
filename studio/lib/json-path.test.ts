import { describe, expect, it } from 'vitest';
import { getIn, pathKey, setIn } from './json-path.ts';

describe('json paths', () => {
  const doc = { settings: { primaryColor: '#000000' }, pages: [{ sections: [{ content: { title: 'A' } }] }] };

  it('reads by path, undefined on the way out', () => {
    expect(getIn(doc, ['pages', 0, 'sections', 0, 'content', 'title'])).toBe('A');
    expect(getIn(doc, ['pages', 3, 'sections'])).toBeUndefined();
    expect(pathKey(['pages', 0, 'url'])).toBe('pages.0.url');
  });

  it('writes a copy, sharing what did not change', () => {
    const next = setIn(doc, ['pages', 0, 'sections', 0, 'content', 'title'], 'B');
    expect(getIn(next, ['pages', 0, 'sections', 0, 'content', 'title'])).toBe('B');
    expect(doc.pages[0]!.sections[0]!.content.title).toBe('A');
    expect(next.settings).toBe(doc.settings);
    expect(Array.isArray(next.pages)).toBe(true);
  });

  it('makes missing objects and removes a key set to undefined', () => {
    expect(setIn({}, ['settings', 'alertText'], 'Hi')).toEqual({ settings: { alertText: 'Hi' } });
    expect(setIn({ logo: { full_path: 'x' }, a: 1 }, ['logo'], undefined)).toEqual({ a: 1 });
    expect(setIn({ img: { url: 'x' } }, ['img', 'url'], undefined)).toEqual({ img: {} });
  });
});
