import { describe, expect, it } from 'vitest';
import { extractMessageIds } from './extract-messages.ts';

describe('extractMessageIds', () => {
  it('finds _() calls with single or double quoted ids', () => {
    const source = `const a = _('Search'); i18n._("Store is in {status} mode!", { status }); x_('no');`;
    expect(extractMessageIds(source)).toEqual(['Search', 'Store is in {status} mode!']);
  });
  it('unescapes quotes and unicode escapes', () => {
    expect(extractMessageIds(`_('Passwords don\\'t match')`)).toEqual(["Passwords don't match"]);
    expect(extractMessageIds(`_('Contact us\\u2014we help')`)).toEqual(['Contact us—we help']);
  });
});
