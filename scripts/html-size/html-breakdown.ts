// Where a server-rendered page's bytes go (npm run size:html): the inline boot payload, the
// router's hydration data, the inlined messages, JSON-LD, and the markup around them. Pure: takes
// the HTML text, so the unit test beside it checks it on a small document.

export type HtmlBreakdown = {
  /** The whole document, UTF-8 bytes. */
  total: number;
  /** window.__STOREFRONT_BOOT__=… (store config, assets, language, user). */
  boot: number;
  /** The store config inside the boot payload, and the configured pages' sections inside that. */
  bootStorefront: number;
  bootSections: number;
  /** window.__staticRouterHydrationData=… (the matched routes' loader data). */
  hydration: number;
  /** window.__STOREFRONT_MESSAGES__=… (the texts the render used, ADR 0140). */
  messages: number;
  /** <script type="application/ld+json"> blocks, and JSON-LD found again inside the hydration data. */
  jsonLd: number;
  jsonLdInHydration: number;
  /** Other inline scripts (the sending script, React's own). */
  otherScripts: number;
  /** <head> markup without its scripts (meta, links, title). */
  head: number;
  /** The site header (<header>…</header>) and the rest of <body> markup without scripts. */
  header: number;
  bodyMarkup: number;
  /** Bytes of every class="…" attribute in the document (a part of head and body markup). */
  classAttributes: number;
  /** Strings of 24+ bytes that occur in both the boot payload and the hydration data. */
  duplicated: { bytes: number; samples: string[] };
};

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text).length;

const BOOT_MARK = 'window.__STOREFRONT_BOOT__=';
const HYDRATION_MARK = 'window.__staticRouterHydrationData=';
const MESSAGES_MARK = 'window.__STOREFRONT_MESSAGES__=';

type Script = { start: number; end: number; open: string; body: string };

function scriptsOf(html: string): Script[] {
  const scripts: Script[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    scripts.push({ start: match.index, end: match.index + match[0].length, open: match[1] ?? '', body: match[2] ?? '' });
  }
  return scripts;
}

/** The JSON text after `mark` in `body`, up to the next `;window.` or the script's end. */
function assignedJson(body: string, mark: string): string | null {
  const at = body.indexOf(mark);
  if (at < 0) return null;
  const rest = body.slice(at + mark.length);
  const next = rest.indexOf(';window.');
  return (next < 0 ? rest : rest.slice(0, next)).replace(/;\s*$/, '');
}

function parsed(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (bytes(value) >= 24) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectStrings(item, into);
  }
}

/** Strings (24+ bytes) present in both values: data sent twice. */
function duplicatedStrings(a: unknown, b: unknown): { bytes: number; samples: string[] } {
  const left = new Set<string>();
  const right = new Set<string>();
  collectStrings(a, left);
  collectStrings(b, right);
  const both = [...left].filter((text) => right.has(text));
  return { bytes: both.reduce((sum, text) => sum + bytes(text), 0), samples: both.slice(0, 3).map((text) => text.slice(0, 60)) };
}

/** The bytes of JSON-LD (objects with an "@context", or JSON text holding one) inside a value. */
function jsonLdBytes(value: unknown): number {
  if (typeof value === 'string') return value.includes('"@context"') ? bytes(value) : 0;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + jsonLdBytes(item), 0);
  if (!value || typeof value !== 'object') return 0;
  if ('@context' in value) return bytes(JSON.stringify(value));
  return Object.values(value).reduce((sum: number, item) => sum + jsonLdBytes(item), 0);
}

function sectionsBytes(storefront: unknown): number {
  if (!storefront || typeof storefront !== 'object' || !('pages' in storefront) || !Array.isArray(storefront.pages)) return 0;
  return storefront.pages.reduce((sum: number, page: unknown) => {
    const sections = page && typeof page === 'object' && 'sections' in page ? page.sections : undefined;
    return sum + (sections === undefined ? 0 : bytes(JSON.stringify(sections)));
  }, 0);
}

export function htmlBreakdown(html: string): HtmlBreakdown {
  const scripts = scriptsOf(html);
  let boot = 0;
  let hydration = 0;
  let messages = 0;
  let jsonLd = 0;
  let otherScripts = 0;
  let bootValue: unknown = null;
  let hydrationValue: unknown = null;
  for (const script of scripts) {
    const whole = bytes(html.slice(script.start, script.end));
    if (/type="application\/ld\+json"/.test(script.open)) {
      jsonLd += whole;
      continue;
    }
    const bootJson = assignedJson(script.body, BOOT_MARK);
    const hydrationJson = assignedJson(script.body, HYDRATION_MARK);
    const messagesJson = assignedJson(script.body, MESSAGES_MARK);
    let counted = 0;
    if (bootJson !== null) {
      boot += bytes(BOOT_MARK + bootJson);
      counted += bytes(BOOT_MARK + bootJson);
      bootValue = parsed(bootJson);
    }
    if (hydrationJson !== null) {
      hydration += bytes(HYDRATION_MARK + hydrationJson);
      counted += bytes(HYDRATION_MARK + hydrationJson);
      hydrationValue = parsed(hydrationJson);
    }
    if (messagesJson !== null) {
      messages += bytes(MESSAGES_MARK + messagesJson);
      counted += bytes(MESSAGES_MARK + messagesJson);
    }
    otherScripts += whole - counted;
  }
  const withoutScripts = (from: number, to: number) => {
    let text = '';
    let at = from;
    for (const script of scripts) {
      if (script.end <= from || script.start >= to) continue;
      text += html.slice(at, Math.max(at, script.start));
      at = Math.max(at, script.end);
    }
    return text + html.slice(at, to);
  };
  const headEnd = html.indexOf('</head>');
  const head = headEnd < 0 ? 0 : bytes(withoutScripts(0, headEnd + '</head>'.length));
  const headerStart = html.indexOf('<header');
  const headerEnd = headerStart < 0 ? -1 : html.indexOf('</header>', headerStart);
  const header = headerEnd < 0 ? 0 : bytes(withoutScripts(headerStart, headerEnd + '</header>'.length));
  const total = bytes(html);
  const bootStorefront = bootValue && typeof bootValue === 'object' && 'storefront' in bootValue ? bytes(JSON.stringify(bootValue.storefront)) : 0;
  const bootSections = bootValue && typeof bootValue === 'object' && 'storefront' in bootValue ? sectionsBytes(bootValue.storefront) : 0;
  const classAttributes = [...html.matchAll(/ class="[^"]*"/g)].reduce((sum, match) => sum + bytes(match[0]), 0);
  return {
    total,
    boot,
    bootStorefront,
    bootSections,
    hydration,
    messages,
    jsonLd,
    jsonLdInHydration: jsonLdBytes(hydrationValue),
    otherScripts,
    head,
    header,
    bodyMarkup: total - head - header - boot - hydration - messages - jsonLd - otherScripts,
    classAttributes,
    duplicated: duplicatedStrings(bootValue, hydrationValue),
  };
}
