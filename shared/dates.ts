// The language list lives in its own module (the entry bundle needs it, not the formatting).
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar and clock fields of an instant in one time zone. */
type WallClock = { year: number; month: number; day: number; hours: number; minutes: number };

/**
 * Intl formatters by time zone. Few zones ever meet one Worker (a shopper's own, UTC), so the
 * oldest is dropped past a handful rather than the map growing with every zone asked for.
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const ZONE_FORMATS_KEPT = 16;

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    // Numbers only, 0–23 hours: the spec's patterns are put together below, never Intl's own.
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    if (zoneFormats.size >= ZONE_FORMATS_KEPT) zoneFormats.delete(zoneFormats.keys().next().value!);
    zoneFormats.set(timeZone, format);
  }
  return format;
}

function wallClock(date: Date, timeZone: string): WallClock {
  if (timeZone === 'UTC') {
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hours: date.getUTCHours(), minutes: date.getUTCMinutes() };
  }
  const field: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of zoneFormat(timeZone).formatToParts(date)) if (part.type !== 'literal') field[part.type] = Number(part.value);
  return { year: field.year ?? 0, month: field.month ?? 0, day: field.day ?? 0, hours: (field.hour ?? 0) % 24, minutes: field.minute ?? 0 };
}

export type DateFormatOptions = {
  /**
   * The IANA time zone to show the time in (the shopper's: shared/time-zone.ts); UTC when left
   * out. A zone Intl does not know throws a RangeError: check it first (isSupportedTimeZone).
   */
  timeZone?: string;
};

/**
 * Formats a date with the spec's patterns (section 9): en-US MM/dd/yyyy, h:mm a; de-DE
 * dd.MM.yyyy, HH:mm; fr-FR dd/MM/yyyy, HH:mm; anything else dd.MM.yyyy, HH:mm. The wall clock
 * of `timeZone` (UTC by default), read from Intl's parts so the pattern stays the spec's in every
 * runtime: the server and the browser given the same zone render the same text.
 */
export function formatDateTime(input: string | Date, lang: string, options: DateFormatOptions = {}): string {
  const date = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day, hours, minutes } = wallClock(date, options.timeZone ?? 'UTC');
  const dd = pad(day);
  const mm = pad(month);
  const yyyy = String(year);
  const min = pad(minutes);
  switch (lang) {
    case 'en': {
      const h12 = hours % 12 === 0 ? 12 : hours % 12;
      return `${mm}/${dd}/${yyyy}, ${h12}:${min} ${hours < 12 ? 'AM' : 'PM'}`;
    }
    case 'fr':
      return `${dd}/${mm}/${yyyy}, ${pad(hours)}:${min}`;
    default:
      return `${dd}.${mm}.${yyyy}, ${pad(hours)}:${min}`;
  }
}

/** The date part only, with the same per-language pattern. */
export function formatDate(input: string | Date, lang: string, options: DateFormatOptions = {}): string {
  return formatDateTime(input, lang, options).split(',')[0] ?? '';
}
