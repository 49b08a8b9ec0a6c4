import { describe, expect, it } from 'vitest';
import { normaliseHostname } from './hostname.ts';

describe('normaliseHostname', () => {
  it.each([
    ['demo.localhost', 'demo.localhost'],
    ['Demo.LocalHost:8787', 'demo.localhost'],
    ['shop.example.com.', 'shop.example.com'],
    ['shop.example.com.:443', 'shop.example.com'],
    ['  private.localhost  ', 'private.localhost'],
    ['localhost', 'localhost'],
    ['127.0.0.1:8787', '127.0.0.1'],
    ['[::1]:8787', '::1'],
    ['[::1]', '::1'],
    ['[2001:DB8::1]', '2001:db8::1'],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseHostname(input)).toBe(expected);
  });

  it.each([
    [''],
    [null],
    [undefined],
    ['demo.localhost:abc'],
    ['demo..localhost'],
    ['-bad.example'],
    ['bad_host.example'],
    ['[::1'],
    ['[::1]x'],
    ['a'.repeat(64) + '.com'],
    ['evil.com/path'],
  ])('rejects %s', (input) => {
    expect(normaliseHostname(input)).toBeNull();
  });
});
