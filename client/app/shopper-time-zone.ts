import { createContext, use, useSyncExternalStore } from 'react';
import { isSupportedTimeZone } from '../../shared/time-zone-name.ts';
import { BOOT_GLOBAL } from './boot-payload.ts';

/**
 * The time zone the server rendered the page's times in: the request's `tz` cookie, or null when
 * it had none (the times then show in UTC, saying so). Set per request by worker/ssr/render-page.tsx.
 */
export const ServerTimeZoneContext = createContext<string | null>(null);

const subscribe = () => () => {};

let bootZone: string | null | undefined;
let browserZone: string | null | undefined;

/** The zone the server rendered with, as its boot payload says (never the cookie read again: the inline script may just have written it). */
function bootTimeZone(): string | null {
  if (bootZone === undefined) {
    const zone = (window as unknown as Record<string, { timeZone?: unknown } | undefined>)[BOOT_GLOBAL]?.timeZone;
    bootZone = typeof zone === 'string' && isSupportedTimeZone(zone) ? zone : null;
  }
  return bootZone;
}

/** The browser's own zone, when Intl names one it knows. */
function browserTimeZone(): string | null {
  if (browserZone === undefined) {
    let zone: string | undefined;
    try {
      zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      zone = undefined;
    }
    browserZone = zone && isSupportedTimeZone(zone) ? zone : null;
  }
  return browserZone;
}

/**
 * The shopper's time zone, or null for UTC named as such (docs/decisions/0296-shopper-local-times.md).
 * Hydration renders the zone the server rendered with, so the text matches; right after, the
 * browser's own zone replaces it when they differ (a first visit, before the cookie was sent). A
 * page rendered in the browser uses the browser's zone at once.
 */
export function useShopperTimeZone(): string | null {
  const server = use(ServerTimeZoneContext);
  return useSyncExternalStore(
    subscribe,
    () => browserTimeZone() ?? bootTimeZone(),
    () => (typeof document === 'undefined' ? server : bootTimeZone()),
  );
}
