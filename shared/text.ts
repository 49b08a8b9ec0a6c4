/** 'draft' -> 'Draft', 'acme private' -> 'Acme Private'. */
export function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split(/(\s+)/)
    .map((word) => (word.trim() ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join('');
}

/** Adds https:// to a url that has no scheme (spec: social icons, banners, tiles). */
export function withHttps(url: string): string {
  const trimmed = url.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** True for a url that may be rendered as a link (no javascript:, data: ... schemes). */
export function isSafeHref(url: string): boolean {
  const trimmed = url.trim().toLowerCase();
  // eslint-disable-next-line no-control-regex -- browsers ignore control characters inside a scheme, so they are dropped before the check
  return !/^(javascript|data|vbscript):/.test(trimmed.replace(/[\s\u0000-\u001f]/g, ''));
}
