import { describe, expect, it } from 'vitest';
import { kitCheckoutHref, kitConfirmationHref, kitHref, kitTokensFrom, showsGiftingBanner } from './kit-links.ts';

const tokens = { token: 'demo-kit-token', userToken: 'demo-user-token' };

describe('gifting link tokens', () => {
  it('needs both tokens, trimmed and not empty', () => {
    expect(kitTokensFrom(new URLSearchParams('token=a&user_token=b'))).toEqual({ token: 'a', userToken: 'b' });
    expect(kitTokensFrom(new URLSearchParams('token=%20a%20&user_token=b'))).toEqual({ token: 'a', userToken: 'b' });
    expect(kitTokensFrom(new URLSearchParams('token=a'))).toBeNull();
    expect(kitTokensFrom(new URLSearchParams('user_token=b'))).toBeNull();
    expect(kitTokensFrom(new URLSearchParams('token=&user_token=b'))).toBeNull();
    expect(kitTokensFrom(new URLSearchParams(`token=${'x'.repeat(201)}&user_token=b`))).toBeNull();
  });

  it('builds the kit, product, checkout and confirmation links with both tokens, encoded', () => {
    expect(kitHref(tokens)).toBe('/kit?token=demo-kit-token&user_token=demo-user-token');
    expect(kitHref(tokens, 'classic-tee')).toBe('/kit?token=demo-kit-token&user_token=demo-user-token&product=classic-tee');
    expect(kitCheckoutHref(tokens)).toBe('/checkout?token=demo-kit-token&user_token=demo-user-token');
    expect(kitConfirmationHref({ token: 'a&b', userToken: 'c d' })).toBe('/kit/confirmation?token=a%26b&user_token=c+d');
  });

  it('shows the gifting banner everywhere but the kit, the cart and the checkout', () => {
    for (const path of ['/', '/products', '/categories/tees', '/contact', '/kitchen', '/carts']) expect(showsGiftingBanner(path)).toBe(true);
    for (const path of ['/kit', '/kit/confirmation', '/cart', '/checkout']) expect(showsGiftingBanner(path)).toBe(false);
  });
});
