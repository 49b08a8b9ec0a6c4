import { describe, expect, it } from 'vitest';
import { normalisePageUrl, pageRoutes } from './page-routes.ts';

const page = (id: number, url: string) => ({ id, url, sections: [] });

describe('pageRoutes', () => {
  it('adds one route per page by its url', () => {
    expect(pageRoutes([page(1, 'about'), page(2, '/team/')])).toEqual([
      { kind: 'page', path: 'about', pageId: '1' },
      { kind: 'page', path: 'team', pageId: '2' },
    ]);
  });
  it('redirects an empty url to the root', () => {
    expect(pageRoutes([page(3, '')])).toEqual([{ kind: 'redirect-home', path: '', pageId: '3' }]);
  });
  it('never shadows fixed routes and drops duplicates', () => {
    expect(pageRoutes([page(1, 'cart'), page(2, 'Products/x'), page(3, 'about'), page(4, 'About')])).toEqual([
      { kind: 'page', path: 'about', pageId: '3' },
    ]);
  });
});

describe('normalisePageUrl', () => {
  it('strips slashes, query and hash', () => {
    expect(normalisePageUrl(' /a/b/?x=1#y ')).toBe('a/b');
  });
});
