import { describe, expect, it } from 'vitest';
import { isSsoRedirectResponse } from './sso-authority.ts';

describe('isSsoRedirectResponse', () => {
  it('recognises the provider answer in the fragment', () => {
    expect(isSsoRedirectResponse('#code=abc&client_info=x&state=eyJ')).toBe(true);
    expect(isSsoRedirectResponse('#state=eyJ&error=access_denied')).toBe(true);
  });
  it('ignores ordinary fragments', () => {
    expect(isSsoRedirectResponse('')).toBe(false);
    expect(isSsoRedirectResponse('#main')).toBe(false);
    expect(isSsoRedirectResponse('#code=abc')).toBe(false);
    expect(isSsoRedirectResponse('#barcode=1&state=2')).toBe(false);
  });
});
