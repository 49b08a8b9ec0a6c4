/** Paths crawlers have no business in: the API, personal and transactional pages. */
export const NOT_FOR_CRAWLERS = [
  '/api/', '/cart', '/checkout', '/my-account', '/order-confirmation/', '/kit', '/login', '/register',
  '/reset-password', '/update-password', '/email-verification', '/private', '/not-found', '/dev/',
] as const;

/**
 * robots.txt of one store. A store that asks not to be indexed (no_index_site) or is private
 * disallows everything; any other store lists what is off limits and names its sitemap.
 */
export function robotsTxt(options: { origin: string; closed: boolean }): string {
  if (options.closed) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${options.origin}/sitemap.xml`,
    '',
  ].join('\n');
}
