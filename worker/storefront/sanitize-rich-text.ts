import xss from 'xss';
import type * as XssModule from 'xss';

// xss is CommonJS: take its members from the default export, which every bundler agrees on.
const { FilterXSS, getDefaultWhiteList } = xss as unknown as typeof XssModule;

// js-xss: a maintained allow-list sanitiser that runs without a DOM (workerd has none);
// see docs/decisions/0005-rich-text-sanitising.md.
const allowList = getDefaultWhiteList();
for (const tag of ['p', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'img', 'li', 'ul', 'ol']) {
  allowList[tag] = [...new Set([...(allowList[tag] ?? []), 'class'])];
}

const filter = new FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template'],
  onTagAttr(tag, name, value) {
    // Links from tenant content open safely in a new tab when they target one.
    if (tag === 'a' && name === 'target') return value === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    return undefined;
  },
});

/** Sanitises tenant-authored HTML before it is rendered (allow-listed tags and attributes only). */
export function sanitizeRichText(html: string): string {
  return filter.process(html);
}
