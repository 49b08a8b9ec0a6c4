import { data, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { KIT_PRODUCT_PARAM, kitTokensFrom, type KitTokens } from '../../../shared/kits/kit-links.ts';
import type { ProductView } from '../../../shared/product-view.ts';
import { KitAnswerSchema, type Kit } from '../../../shared/schemas/kit-order.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { apiClientContext, type ApiClient } from '../../api/api-client.ts';
import { serverActions, type ServerSelection } from '../../app/server-actions.ts';
import { OPEN_PARAM } from '../../../shared/kits/kit-forms.ts';

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
    // On the server: gifting mode and the selection of the cart's cookie (ADR 0255, 0293).
    const server = await serverActions().kitSelection(storefront, request, api, tokens, kit, search.get(OPEN_PARAM) === '1');
    if (server === 'confirm') return { status: 'confirm', tokens };
    loaded.selection = server.selection;
    return server.headers ? data(loaded, { headers: server.headers }) : loaded;
  };
}

/** A colour or size choice inside the kit changes only `?color=`/`?size=`: nothing is fetched again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const same = (name: string) => currentUrl.searchParams.get(name) === nextUrl.searchParams.get(name);
  return !(same('token') && same('user_token') && same(KIT_PRODUCT_PARAM) && same(OPEN_PARAM)) && defaultShouldRevalidate;
}
