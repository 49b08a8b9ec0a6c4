import { describe, expect, it } from 'vitest';
import { pageHeadingSectionIndex } from './page-heading.ts';

describe('pageHeadingSectionIndex', () => {
  it('uses a leading TITLE section as the page heading', () => {
    expect(pageHeadingSectionIndex([{ component: 'TITLE', content: { title: 'About us' } }, { component: 'TEXT_AREA', content: {} }])).toBe(0);
  });
  it('does not promote a later or empty TITLE', () => {
    expect(pageHeadingSectionIndex([{ component: 'BANNER_IMAGE', content: {} }, { component: 'TITLE', content: { title: 'Later' } }])).toBeNull();
    expect(pageHeadingSectionIndex([{ component: 'TITLE', content: { title: '  ' } }])).toBeNull();
    expect(pageHeadingSectionIndex([])).toBeNull();
  });
});
