import { describe, expect, it } from 'vitest';
import { firstHeading, plainText, sectionImageAlt, tileImageAlt } from './section-image-alt.ts';

describe('sectionImageAlt', () => {
  it('uses the section title first', () => {
    expect(sectionImageAlt('BANNER_IMAGE', { title: ' Summer Sale ', text: '<p>Other</p>' })).toBe('Summer Sale');
    expect(sectionImageAlt('TEXT_WITH_IMAGE', { title: 'Workshop' })).toBe('Workshop');
  });

  it('reads a banner without a title from its text', () => {
    expect(sectionImageAlt('BANNER_IMAGE', { text: '<p>20% off &amp; free&nbsp;tees</p>' })).toBe('20% off & free tees');
  });

  it('reads a text-with-image section from the heading of its text', () => {
    const text = '<h3>Our <em>workshop</em></h3><p>Every order is checked by hand.</p>';
    expect(sectionImageAlt('TEXT_WITH_IMAGE', { text })).toBe('Our workshop');
    expect(sectionImageAlt('TEXT_WITH_IMAGE', { text: '<p>No heading here.</p>' })).toBe('');
  });

  it('is empty for a section without words and clips long texts', () => {
    expect(sectionImageAlt('BANNER_IMAGE', {})).toBe('');
    const long = sectionImageAlt('BANNER_IMAGE', { text: 'word '.repeat(100) });
    expect(long.length).toBeLessThanOrEqual(150);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('tileImageAlt', () => {
  it('is empty when the tile prints its title, else names the destination', () => {
    expect(tileImageAlt({ title: 'Apparel' }, '/categories/apparel')).toBe('');
    expect(tileImageAlt({}, '/categories/apparel')).toBe('categories/apparel');
    expect(tileImageAlt({}, 'https://example.com/sale')).toBe('example.com/sale');
    expect(tileImageAlt({}, null)).toBe('');
  });
});

describe('plainText and firstHeading', () => {
  it('drop tags and scripts', () => {
    expect(plainText('<script>x()</script><b>Hi</b>\n there')).toBe('Hi there');
    expect(firstHeading('<p>a</p><h2 class="x">Title</h2>')).toBe('Title');
  });
});
