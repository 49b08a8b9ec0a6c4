import { describe, expect, it } from 'vitest';
import { apiPathStorefrontId, isOpenBeforePrivateGate, isPageOpenBeforePrivateGate, privateGateRedirect } from './private-gate-paths.ts';

describe('isOpenBeforePrivateGate', () => {
  it('opens the gate, the account pages, the legal pages and Contact (issue 27)', () => {
    for (const path of ['/private', '/login', '/login/', '/register', '/email-verification', '/reset-password', '/reset-password-success', '/update-password', '/privacy-policy', '/terms-and-conditions', '/logout', '/contact', '/api/storefronts/2/contact']) {
      expect(isOpenBeforePrivateGate(path), path).toBe(true);
    }
  });
  it('opens the brand files (logo, favicon) the gate page shows, and no other media', () => {
    expect(isOpenBeforePrivateGate('/media/2/brand/logo-acme.svg')).toBe(true);
    for (const path of ['/media/2/products/tee-black-front.svg', '/media/2/brand/../products/x.svg', '/media/2/brand/sub/x.svg', '/media/2/brandx/logo.svg']) {
      expect(isOpenBeforePrivateGate(path), path).toBe(false);
    }
  });
  it('opens the account and gate APIs', () => {
    for (const path of ['/api/storefronts/2/login', '/api/storefronts/2/me', '/api/storefronts/2/private-access', '/api/storefronts/3/sso/login', '/api/storefronts/2/email-verification/resend', '/api/storefronts/get-by-url']) {
      expect(isOpenBeforePrivateGate(path), path).toBe(true);
    }
  });
  it('keeps everything else closed', () => {
    for (const path of ['/', '/products', '/products/login', '/login/extra', '/privatex', '/api/storefronts/2/storefront-products', '/api/storefronts/2/login/x', '/api/storefronts/get-by-url/x', '/api/login', '/cart', '/contact/x', '/api/storefronts/2/contact/x', '/checkout', '/categories/tees', '/products/classic-crew-tee', '/my-account/orders', '/under-construction']) {
      expect(isOpenBeforePrivateGate(path), path).toBe(false);
    }
  });
});

describe('isPageOpenBeforePrivateGate (the browser route tree)', () => {
  it('answers for pages only', () => {
    expect(isPageOpenBeforePrivateGate('/terms-and-conditions')).toBe(true);
    expect(isPageOpenBeforePrivateGate('/login/')).toBe(true);
    expect(isPageOpenBeforePrivateGate('/contact')).toBe(true);
    for (const path of ['/cart', '/products', '/api/storefronts/2/login', '/media/2/brand/logo.svg']) {
      expect(isPageOpenBeforePrivateGate(path), path).toBe(false);
    }
  });
});

describe('privateGateRedirect', () => {
  it('sends guests to /private and unverified customers to /email-verification, keeping the path', () => {
    expect(privateGateRedirect('/cart', 'none')).toBe('/private?returnUrl=%2Fcart');
    expect(privateGateRedirect('/products?search=tee', 'unverified')).toBe('/email-verification?returnUrl=%2Fproducts%3Fsearch%3Dtee');
    expect(privateGateRedirect('/', 'none')).toBe('/private');
  });
});

describe('apiPathStorefrontId', () => {
  it('reads the id of a store API path', () => {
    expect(apiPathStorefrontId('/api/storefronts/2/storefront-products')).toBe('2');
    expect(apiPathStorefrontId('/api/storefronts/get-by-url')).toBeNull();
    expect(apiPathStorefrontId('/products')).toBeNull();
    expect(apiPathStorefrontId('/media/2/products/tee.svg')).toBe('2');
  });
});
