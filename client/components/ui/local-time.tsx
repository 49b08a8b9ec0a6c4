import { useLingui } from '@lingui/react';
import { formatDateTime } from '../../../shared/dates.ts';
import { useShopperTimeZone } from '../../app/shopper-time-zone.ts';

/**
 * A date and time shown to the shopper in the spec's format, in their own time zone; while the
 * zone is not known (a first page before its cookie was sent) in UTC, saying so
 * (docs/decisions/0296-shopper-local-times.md).
 */
export function LocalTime({ at }: { at: string }) {
  const { _, i18n } = useLingui();
  const timeZone = useShopperTimeZone();
  const text = formatDateTime(at, i18n.locale, timeZone ? { timeZone } : {});
  return <time dateTime={at}>{timeZone ? text : _('{time} UTC', { time: text })}</time>;
}
