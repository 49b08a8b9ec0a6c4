import * as v from 'valibot';
import { readCookie } from './cart-cookie.ts';
import { isSupportedTimeZone, TIME_ZONE_COOKIE } from './time-zone-name.ts';

/** A time zone as a browser names it, checked against Intl's zones. */
export const TimeZoneSchema = v.pipe(v.string(), v.check(isSupportedTimeZone, 'tz must be a time zone Intl knows.'));

/**
 * The time zone a Cookie header names, or null when there is none or it is not a zone (the page
 * then shows UTC and says so). The value is URI-encoded by the script ("America/Los_Angeles" has
 * a slash); one that does not decode is no zone.
 */
export function timeZoneFromCookie(cookieHeader: string | null | undefined): string | null {
  const raw = readCookie(cookieHeader, TIME_ZONE_COOKIE)?.trim();
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const checked = v.safeParse(TimeZoneSchema, value);
  return checked.success ? checked.output : null;
}
