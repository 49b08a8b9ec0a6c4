import { describe, expect, it } from 'vitest';
import { isSupportedTimeZone } from './time-zone-name.ts';
import { timeZoneFromCookie } from './time-zone.ts';

describe('isSupportedTimeZone', () => {
  it('accepts the zones browsers report, aliases and UTC included', () => {
    for (const zone of ['America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Calcutta', 'UTC', 'Etc/GMT+8', 'America/Argentina/Buenos_Aires']) {
      expect(isSupportedTimeZone(zone), zone).toBe(true);
    }
  });
  it('refuses anything else', () => {
    for (const zone of ['', 'Mars/Olympus_Mons', 'America/Los Angeles', '../etc', 'x'.repeat(65), '<script>', 'Europe/Berlin;path=/']) {
      expect(isSupportedTimeZone(zone), zone).toBe(false);
    }
  });
});

describe('timeZoneFromCookie', () => {
  it('reads the encoded zone among other cookies', () => {
    expect(timeZoneFromCookie('lang=de; tz=America%2FLos_Angeles; session=x')).toBe('America/Los_Angeles');
    expect(timeZoneFromCookie('tz=UTC')).toBe('UTC');
  });
  it('is null without a zone, for a zone Intl does not know and for a value that does not decode', () => {
    expect(timeZoneFromCookie(undefined)).toBeNull();
    expect(timeZoneFromCookie('lang=de')).toBeNull();
    expect(timeZoneFromCookie('tz=')).toBeNull();
    expect(timeZoneFromCookie('tz=Mars%2FOlympus')).toBeNull();
    expect(timeZoneFromCookie('tz=%')).toBeNull();
    expect(timeZoneFromCookie('xtz=Europe%2FBerlin')).toBeNull();
  });
});
