import { useLingui } from '@lingui/react';
import { formatDateTime } from '../../../shared/dates.ts';
import { useShopperTimeZone } from '../../app/shopper-time-zone.ts';

/** A date and time in the spec's format and the shopper's time zone, or in UTC, saying so, while the zone is unknown (ADR 0296). */
export function LocalTime({ at }: { at: string }) {
  const { _, i18n } = useLingui();
  const timeZone = useShopperTimeZone();
  const text = formatDateTime(at, i18n.locale, timeZone ? { timeZone } : {});
  return <time dateTime={at}>{timeZone ? text : _('{time} UTC', { time: text })}</time>;
}
