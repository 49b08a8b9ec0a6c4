const BOT_PATTERN = /bot|crawl|spider|slurp|facebookexternalhit|embedly/i;

/** Crawlers get the complete document (the stream is awaited to the end before it is sent). */
export function isBot(userAgent: string | null | undefined): boolean {
  return BOT_PATTERN.test(userAgent ?? '');
}
