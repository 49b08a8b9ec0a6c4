import { describe, expect, it } from 'vitest';
import { serializeForScript } from './escape-json.ts';

describe('serializeForScript', () => {
  const hostile = {
    footer: '</script><script>alert(1)</script>',
    comment: '<!-- x -->',
    amp: 'a & b',
    separators: 'line\u2028para\u2029end',
  };

  it('contains no characters that can end a script element or break a string', () => {
    const out = serializeForScript(hostile);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).not.toContain('</script');
  });

  it('round-trips through JSON.parse', () => {
    expect(JSON.parse(serializeForScript(hostile))).toEqual(hostile);
  });

  it('serialises undefined as null', () => {
    expect(serializeForScript(undefined)).toBe('null');
  });
});
