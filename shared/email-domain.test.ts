import { describe, expect, it } from 'vitest';
import { accountDomainOf, emailMatchesDomain } from './email-domain.ts';

describe('emailMatchesDomain', () => {
  it('accepts addresses of exactly the domain, in any case', () => {
    expect(emailMatchesDomain('alice@acme.test', 'acme.test')).toBe(true);
    expect(emailMatchesDomain('Alice@ACME.Test', 'acme.test')).toBe(true);
    expect(emailMatchesDomain('alice@acme.test', 'ACME.TEST')).toBe(true);
  });
  it('refuses look-alike and longer domains', () => {
    expect(emailMatchesDomain('eve@evil-acme.test', 'acme.test')).toBe(false);
    expect(emailMatchesDomain('eve@acme.test.evil.io', 'acme.test')).toBe(false);
    expect(emailMatchesDomain('eve@sub.acme.test', 'acme.test')).toBe(false);
    expect(emailMatchesDomain('eve@acme.test.', 'acme.test')).toBe(false);
    expect(emailMatchesDomain('eve@acmeXtest', 'acme.test')).toBe(false);
  });
  it('refuses malformed addresses', () => {
    expect(emailMatchesDomain('a@b@acme.test', 'acme.test')).toBe(false);
    expect(emailMatchesDomain('@acme.test', 'acme.test')).toBe(false);
    expect(emailMatchesDomain('acme.test', 'acme.test')).toBe(false);
    expect(emailMatchesDomain('a b@acme.test', 'acme.test')).toBe(false);
    expect(emailMatchesDomain('alice@acme.test', '')).toBe(false);
  });
});

describe('accountDomainOf', () => {
  it('restricts only private stores that have a domain', () => {
    expect(accountDomainOf({ private_store: true, domain: 'acme.test' })).toBe('acme.test');
    expect(accountDomainOf({ private_store: false, domain: 'acme.test' })).toBeNull();
    expect(accountDomainOf({ private_store: true, domain: null })).toBeNull();
  });
});
