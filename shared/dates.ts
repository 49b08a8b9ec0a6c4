// The language list lives in its own module (the entry bundle needs it, not the formatting).
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Formats a date with the spec's patterns (section 9), in UTC so the server and the browser
 * render the same text: en-US MM/dd/yyyy, h:mm a; de-DE dd.MM.yyyy, HH:mm;
 * fr-FR dd/MM/yyyy, HH:mm; anything else dd.MM.yyyy, HH:mm.
 */
export function formatDateTime(input: string | Date, lang: string): string {
  const date = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(date.getTime())) return '';
  const dd = pad(date.getUTCDate());
  const mm = pad(date.getUTCMonth() + 1);
  const yyyy = String(date.getUTCFullYear());
  const hours = date.getUTCHours();
  const minutes = pad(date.getUTCMinutes());
  switch (lang) {
    case 'en': {
      const h12 = hours % 12 === 0 ? 12 : hours % 12;
      return `${mm}/${dd}/${yyyy}, ${h12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
    }
    case 'fr':
      return `${dd}/${mm}/${yyyy}, ${pad(hours)}:${minutes}`;
    default:
      return `${dd}.${mm}.${yyyy}, ${pad(hours)}:${minutes}`;
  }
}

/** The date part only, with the same per-language pattern. */
export function formatDate(input: string | Date, lang: string): string {
  return formatDateTime(input, lang).split(',')[0] ?? '';
}
