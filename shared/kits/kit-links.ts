/**
 * A gifting link's two tokens and the URLs that carry them (docs/product.md §2 and §4; docs/decisions/
 * 0081-gifting-mode.md): the kit page, a product opened inside it, the kit's checkout and the
 * confirmation of its order. Pure.
 */
export type KitTokens = { token: string; userToken: string };

/** The kit page's query parameter naming the product opened inside it. */
export const KIT_PRODUCT_PARAM = 'product';

const MAX_TOKEN = 200;
const clean = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed && trimmed.length <= MAX_TOKEN ? trimmed : null;
};

/** Both tokens from a query (`token`, `user_token`), or null when either is missing or too long. */
export function kitTokensFrom(search: URLSearchParams): KitTokens | null {
  const token = clean(search.get('token'));
  const userToken = clean(search.get('user_token'));
  return token && userToken ? { token, userToken } : null;
}

function withTokens(path: string, tokens: KitTokens, extra: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ token: tokens.token, user_token: tokens.userToken, ...extra }).toString()}`;
}

/** /kit with both tokens; with `product`, that product's detail inside the kit page. */
export function kitHref(tokens: KitTokens, product?: string): string {
  return withTokens('/kit', tokens, product ? { [KIT_PRODUCT_PARAM]: product } : {});
}

/** The kit's checkout: /checkout with both tokens (no account needed; they authorise it). */
export function kitCheckoutHref(tokens: KitTokens): string {
  return withTokens('/checkout', tokens);
}

/** The page of the link's placed order. */
export function kitConfirmationHref(tokens: KitTokens): string {
  return withTokens('/kit/confirmation', tokens);
}

/** Paths where the gifting banner stays away (docs/product.md §4): /kit, /cart, /checkout and below. */
export function showsGiftingBanner(pathname: string): boolean {
  return !/^\/(kit|cart|checkout)(\/|$)/.test(pathname);
}
