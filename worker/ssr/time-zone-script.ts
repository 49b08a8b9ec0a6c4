import { TIME_ZONE_COOKIE } from '../../shared/time-zone-name.ts';

/**
 * Part of the page's inline script (./render-page.tsx): remembers the browser's time
 * zone in a cookie, so that the server renders the shopper's times in it from the next page on
 * (docs/decisions/0296-shopper-local-times.md). It runs before any module loads, on every page,
 * and writes only when the cookie does not already hold the zone.
 */
export const TIME_ZONE_SCRIPT =
  `try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone,t='${TIME_ZONE_COOKIE}='+encodeURIComponent(z);` +
  `if(z&&(';'+document.cookie.replace(/ /g,'')+';').indexOf(';'+t+';')<0)document.cookie=t+';path=/;max-age=31536000;samesite=lax';}catch(e){}`;
