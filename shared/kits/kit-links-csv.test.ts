import { describe, expect, it } from 'vitest';
import { kitLinksCsv } from './kit-links-csv.ts';

describe('kitLinksCsv', () => {
  it('writes one row per link under the header, quoting what needs it', () => {
    const csv = kitLinksCsv([
      { user_token: 'abc', url: 'http://shop.localhost/kit?token=t&user_token=abc', email: 'a@example.com', name: 'Ada, Lovelace', ordered: true, order_uuid: 'u-1' },
      { user_token: 'def', url: null, email: null, name: null },
    ]);
    expect(csv.split(/\r?\n/)).toEqual([
      'email,name,url,user_token,ordered,order_uuid',
      'a@example.com,"Ada, Lovelace",http://shop.localhost/kit?token=t&user_token=abc,abc,yes,u-1',
      ',,,def,,',
    ]);
  });
});
