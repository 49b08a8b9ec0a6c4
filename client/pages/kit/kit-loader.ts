import { data, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { KIT_PRODUCT_PARAM, kitTokensFrom, type KitTokens } from '../../../shared/kits/kit-links.ts';
import type { ProductView } from '../../../shared/product-view.ts';
import { KitAnswerSchema, type Kit } from '../../../shared/schemas/kit-order.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext, type ApiClient } from '../../api/api-client.ts';
import type { ServerSelection } from './kit-selection-server.ts';
import { OPEN_PARAM } from './kit-forms.ts';

/** The kit call's relations (docs/product.md §7). */
const KIT_RELATIONS = ['products.productThumbnail', 'products.productVariants.variantThumbnail', 'banner'];

export type KitLoaderData =
  | { status: 'error' }
  /** The shopper is choosing another gift (the server's gifting cookie): opening this one is asked first (ADR 0255). */
  | { status: 'confirm'; tokens: KitTokens }
  | {
      status: 'loaded';
      tokens: KitTokens;
      kit: Kit;
      /** The product opened inside the kit page (`?product=slug`): null when none; 'missing' when it is not one of the kit's. */
      product: ProductView | 'missing' | null;
      /** On the server: the selection of the cart's cookie (ADR 0293); in the browser null (the stored cart is read). */
      selection: ServerSelection | null;
    };

async function loadProduct(api: ApiClient, storefrontId: number, kit: Kit, slug: string): Promise<ProductView | 'missing'> {
  if (!kit.products.some((product) => product.slug === slug)) return 'missing';
  try {
    const [{ ProductDetailAnswerSchema, PRODUCT_DETAIL_RELATIONS }, { productView }] = await Promise.all([
      import('../../../shared/product-detail.ts'),
      import('../../../shared/product-view.ts'),
    ]);
    const answer = await api.get(`/storefronts/${storefrontId}/storefront-products/slug/${encodeURIComponent(slug)}`, ProductDetailAnswerSchema, {
      relations: PRODUCT_DETAIL_RELATIONS,
    });
    // Only what the page renders travels in the router's hydration data.
    return productView(answer.data);
  } catch {
    return 'missing';
  }
}

/**
 * Loader of /kit (docs/product.md §2 and §4): both tokens are required; the kit by its token with the
 * user token, and the product opened inside the page. A missing token or any failed load is the
 * page's error message (the API answers every wrong token with the same 404).
 */
/** The kit of a link of this store with its products, or null when it cannot be loaded (the API answers every wrong token with the same 404). */
export async function fetchKit(api: ApiClient, storefrontId: number, tokens: KitTokens): Promise<Kit | null> {
  try {
    const answer = await api.get(`/storefronts/${storefrontId}/product-kits/token/${encodeURIComponent(tokens.token)}`, KitAnswerSchema, {
      user_token: tokens.userToken,
      relations: KIT_RELATIONS,
    });
    return answer.data;
  } catch {
    return null;
  }
}

export function kitLoader(storefront: PublicStorefront) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const search = new URL(request.url).searchParams;
    const tokens = kitTokensFrom(search);
    if (!tokens) return { status: 'error' };
    const api = context.get(apiClientContext);
    const kit = await fetchKit(api, storefront.id, tokens);
    if (!kit) return { status: 'error' };
    const slug = search.get(KIT_PRODUCT_PARAM)?.trim();
    const loaded: KitLoaderData = { status: 'loaded', tokens, kit, product: slug ? await loadProduct(api, storefront.id, kit, slug) : null, selection: null };
    if (typeof document !== 'undefined') return loaded;
    // On the server: gifting mode starts here, in a cookie every page reads (ADR 0255), and the
    // selection is the cart's cookie (ADR 0293). A cart or another gift's selection is not
    // dropped without asking (the page's confirmation, a plain link).
    const { giftingCookieHeader } = await import('../../../shared/gifting-cookie.ts');
    const { priceSelection, readSelection, selectionCookies } = await import('./kit-selection-server.ts');
    const current = readSelection(request, tokens);
    const secure = new URL(request.url).protocol === 'https:';
    if (kit.ordered) return current.ours ? data(loaded, { headers: { 'set-cookie': giftingCookieHeader(null, secure) } }) : loaded;
    if (!current.ours && search.get(OPEN_PARAM) !== '1' && (current.giftingSet || current.lines.length > 0)) return { status: 'confirm', tokens };
    const headers = new Headers({ 'set-cookie': giftingCookieHeader({ ...tokens, hidePrices: kit.hide_prices }, secure) });
    if (!current.ours) {
      // Opening the gift empties the cart (docs/product.md §4); the browser learns it from the revision.
      if (current.lines.length > 0) {
        const emptied = selectionCookies(request, [], current.revision);
        for (const header of emptied.headers) headers.append('set-cookie', header);
        loaded.selection = { items: [], revision: emptied.revision };
      } else loaded.selection = { items: [], revision: current.revision };
      return data(loaded, { headers });
    }
    let items: ServerSelection['items'] = [];
    try {
      items = (await priceSelection(api, storefront.id, current.lines)).map((line) => line.item);
    } catch (error) {
      // Slots show empty; the checkout prices the lines again and says what is wrong.
      console.error('Kit selection pricing failed', error);
    }
    loaded.selection = { items, revision: current.revision };
    return data(loaded, { headers });
  };
}

/** A colour or size choice inside the kit changes only `?color=`/`?size=`: nothing is fetched again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const same = (name: string) => currentUrl.searchParams.get(name) === nextUrl.searchParams.get(name);
  return !(same('token') && same('user_token') && same(KIT_PRODUCT_PARAM) && same(OPEN_PARAM)) && defaultShouldRevalidate;
}
