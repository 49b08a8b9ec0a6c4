/**
 * Name of the cookie that carries the shopper's time zone to the server (written by the page's
 * inline script, worker/ssr/time-zone-script.ts), so that times render in it from the HTML on
 * (docs/decisions/0296-shopper-local-times.md).
 */
export const TIME_ZONE_COOKIE = 'tz';

/** The longest IANA zone name is 32 characters ("America/Argentina/ComodRivadavia"). */
const MAX_ZONE_LENGTH = 64;

/**
 * Whether Intl knows the zone, as its formatter does: a canonical IANA zone, or an alias such as
 * "Asia/Calcutta" that browsers still report, or "UTC".
 */
export function isSupportedTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > MAX_ZONE_LENGTH || !/^[A-Za-z][\w+/-]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
