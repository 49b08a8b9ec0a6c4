/**
 * Name of the cookie that carries the shopper's time zone to the server (written by the page's
 * inline script, client/app/time-zone-script.ts), so that times render in it from the HTML on
 * (docs/decisions/0296-shopper-local-times.md).
 */
export const TIME_ZONE_COOKIE = 'tz';

/** The longest IANA zone name is 32 characters ("America/Argentina/ComodRivadavia"). */
const MAX_ZONE_LENGTH = 64;

let supported: Set<string> | null = null;

/**
 * Whether Intl knows the zone: one of its canonical zones, or a name its formatter accepts (an
 * alias such as "Asia/Calcutta", which browsers still report, or "UTC").
 */
export function isSupportedTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > MAX_ZONE_LENGTH || !/^[A-Za-z][\w+/-]*$/.test(zone)) return false;
  supported ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (supported.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
