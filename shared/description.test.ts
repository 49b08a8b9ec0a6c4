import { describe, expect, it } from 'vitest';
import { descriptionPreview, htmlToText, isHtmlDescription, parseDescription } from './description.ts';

const words = (n: number) => Array.from({ length: n }, (_v, i) => `w${i + 1}`).join(' ');

describe('parseDescription', () => {
  it('reads a JSON array string as bullets', () => {
    expect(parseDescription('["Soft", " Warm ", "", 3]')).toEqual({ kind: 'list', items: ['Soft', 'Warm', '3'] });
  });
  it('reads markup as HTML with its text', () => {
    expect(parseDescription('<p>Organic <strong>cotton</strong> &amp; more</p><ul><li>One</li><li>Two</li></ul>')).toEqual({
      kind: 'html',
      html: '<p>Organic <strong>cotton</strong> &amp; more</p><ul><li>One</li><li>Two</li></ul>',
      text: 'Organic cotton & more One Two',
    });
  });
  it('keeps anything else as plain text, including text that only looks like JSON or has < signs', () => {
    expect(parseDescription('[not json')).toEqual({ kind: 'text', text: '[not json' });
    expect(parseDescription(' 5 < 6 and 7 > 3 ')).toEqual({ kind: 'text', text: '5 < 6 and 7 > 3' });
    expect(parseDescription('{"a":1}')).toEqual({ kind: 'text', text: '{"a":1}' });
  });
});

describe('isHtmlDescription', () => {
  it('is true for markup only', () => {
    expect(isHtmlDescription('<p>x</p>')).toBe(true);
    expect(isHtmlDescription('a <br/> b')).toBe(true);
    expect(isHtmlDescription('5 < 6')).toBe(false);
    expect(isHtmlDescription('["<b>x</b>"]')).toBe(false);
  });
});

describe('htmlToText', () => {
  it('decodes entities and separates blocks', () => {
    expect(htmlToText('<p>A&nbsp;b</p><p>&#233;t&#xE9;&quot;</p>')).toBe('A b été"');
  });
});

describe('descriptionPreview', () => {
  it('shows the first 4 list items and a toggle only when there are more', () => {
    expect(descriptionPreview({ kind: 'list', items: ['1', '2', '3', '4', '5'] })).toEqual({ expandable: true, items: ['1', '2', '3', '4'], text: null });
    expect(descriptionPreview({ kind: 'list', items: ['1', '2', '3', '4'] }).expandable).toBe(false);
  });
  it('shows the first 25 words and "..." when the text is longer', () => {
    const preview = descriptionPreview({ kind: 'text', text: words(26) });
    expect(preview).toEqual({ expandable: true, items: null, text: `${words(25)}...` });
    expect(descriptionPreview({ kind: 'text', text: words(25) })).toEqual({ expandable: false, items: null, text: words(25) });
  });
  it('counts the words of HTML descriptions', () => {
    const html = parseDescription(`<p>${words(30)}</p>`);
    expect(descriptionPreview(html).text).toBe(`${words(25)}...`);
  });
});
