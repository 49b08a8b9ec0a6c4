import { describe, expect, it } from 'vitest';
import { apiPathStorefrontId, isOpenBeforePrivateGate } from './private-gate-paths.ts';

describe('isOpenBeforePrivateGate', () => {
  it('opens the gate and the account pages', () => {
    for (const path of ['/private', '/login', '/login/', '/register', '/email-verification', '/reset-password', '/reset-password-success', '/update-password']) {
      expect(isOpenBeforePrivateGate(path), path).toBe(true);
    }
  });
  it('opens the account and gate APIs', () => {
    for (const path of ['/api/storefronts/2/login', '/api/storefronts/2/me', '/api/storefronts/2/private-access', '/api/storefronts/3/sso/login', '/api/storefronts/2/email-verification/resend', '/api/storefronts/get-by-url']) {
      expect(isOpenBeforePrivateGate(path), path).toBe(true);
    }
  });
  it('keeps everything else closed', () => {
    for (const path of ['/', '/products', '/products/login', '/login/extra', '/privatex', '/api/storefronts/2/storefront-products', '/api/storefronts/2/login/x', '/api/storefronts/get-by-url/x', '/api/login', '/cart']) {
      expect(isOpenBeforePrivateGate(path), path).toBe(false);
    }
  });
});

describe('apiPathStorefrontId', () => {
  it('reads the id of a store API path', () => {
    expect(apiPathStorefrontId('/api/storefronts/2/storefront-products')).toBe('2');
    expect(apiPathStorefrontId('/api/storefronts/get-by-url')).toBeNull();
    expect(apiPathStorefrontId('/products')).toBeNull();
  });
});
