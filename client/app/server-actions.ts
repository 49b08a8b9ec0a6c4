import type { ActionFunctionArgs, data, LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import type { CartItem } from '../../shared/cart.ts';
import type { KitTokens } from '../../shared/kits/kit-links.ts';
import type { ProductDetail } from '../../shared/product-detail.ts';
import type { OrderLineInput } from '../../shared/schemas/checkout.ts';
import type { Kit } from '../../shared/schemas/kit-order.ts';
import type { Quote } from '../../shared/schemas/orders.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import type { ApiClient } from '../api/api-client.ts';
import type { GiftCardAnswer } from '../pages/cart/gift-card-answers.ts';
import type { GiftCardState } from '../state/gift-card-store.ts';

/**
 * What only the server does for the shopper's pages: the actions of forms posted without
 * JavaScript and the loaders' reads of the cart's cookies (worker/ssr/page-actions/, ADR 0310).
 * A route module calls them behind `typeof window === 'undefined'`; the Worker provides them
 * once, when its routes module loads, so none of their code is in the browser's bundle and
 * client/ never imports worker/. The answers' shapes are here: the pages render them.
 */

/** A route's answer with a status and headers (react-router's `data()`). */
type Answer<T> = ReturnType<typeof data<T>>;

/**
 * A refused Add to Cart post (ADR 0107): the typed values, kept in the re-rendered form, and why
 * nothing was added (`form`: a field's error, shown under it; the others also as a message above
 * the button; `kit-limit`: inside a gifting kit, more than the kit's rules allow, ADR 0293).
 */
export type AddToCartAnswer = {
  values: {
    quantity: number;
    email: string;
    note: string;
    fields: Record<number, string>;
    /** A gift card's custom amount as typed, and whether its switch was on (ADR 0153). */
    amount: string;
    customAmount: boolean;
  };
  problem: 'choose' | 'form' | 'out-of-stock' | 'size-unavailable' | 'unavailable' | 'kit-limit';
};

/** What a cart line's form asks: the intent, the line's id and the quantity wanted (null: not a whole number of at least 1). */
export type LineRequest = { intent: string; id: string; wanted: number | null };

/** The gift-card form's fields as posted (`back`: the page it was posted from). */
export type GiftCardForm = { code: string; intent: string; back: string };

/** What the variant check answered for the server's lines (use-cart-check.ts starts from it). */
export type CartCheckSeed = { inactive: number[]; stock: [sizeId: number, quantity: number][] };

/** The cart as the server rendered it from the cart's cookies. */
export type ServerCart = {
  items: CartItem[];
  /** Lines the server could not price (no longer sold, …), each a sentence naming the item. */
  problems: string[];
  check: CartCheckSeed;
  giftCard: GiftCardState | null;
  /** Why the lines could not be shown (the API's message or a message id), or null. */
  error: string | null;
  /** The cart did not fit its cookie: without JavaScript it cannot be shown. */
  tooLarge: boolean;
  /** The cookie's revision (shared/cart-revision.ts): the browser takes these lines when it is newer than its stored cart. */
  revision: number;
};

/** In the browser `cart` is null: the page shows the stored cart (spec: cart operations are local). */
export type CartData = { cart: ServerCart | null };

/** A gift's selection the server rendered from the cart's cookie (ADR 0293): the priced items and the cookie's revision. */
export type ServerSelection = { items: CartItem[]; revision: number };

/** What the kit's checkout renders from on the server: the priced selection, or the kit's error. */
export type KitCheckoutSeed =
  | { status: 'error' }
  | {
      status: 'loaded';
      items: CartItem[];
      hidePrices: boolean;
      revision: number;
      /** The kit's required products the selection lacks, by name: the order would be refused. */
      missing: string[];
    };

/** A refused kit order: the typed values, field errors (lingui ids or the server's texts), the message, the kit's problems. */
export type KitCheckoutAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  message: string | null;
  problems: string[];
  alreadyOrdered: boolean;
};

/**
 * The checkout's data on the server (ADR 0123): the cart cookie's `lines` and their `quote`, or a
 * kit link's selection (`kit`). In the browser `lines` is null: the page reads the stored cart.
 */
export type CheckoutData = {
  /** The idempotency key of this page's order (a hidden field, so a post without JavaScript carries it too). */
  key: string;
  lines: OrderLineInput[] | null;
  quote: Quote | null;
  quoteError: string | null;
  /** The cart did not fit the cookie: without JavaScript it cannot be checked out. */
  cartTooLarge: boolean;
  kit: KitCheckoutSeed | null;
};

export interface ServerActions {
  /** The product route's action: a refusal re-renders the page (422); else 307 to /cart/add. */
  addToCart(storefront: PublicStorefront, args: ActionFunctionArgs): Promise<Answer<AddToCartAnswer> | Response>;
  /** The /cart/add route's action: the line added to the cart's cookie, then 303 to /cart. */
  addToCookieCart(storefront: PublicStorefront, args: ActionFunctionArgs): Promise<Response>;
  /** A cart line's quantity or Remove form: the cart's cookie changed, then 303 to /cart. */
  changeCartLine(storefront: PublicStorefront, args: ActionFunctionArgs, request: LineRequest): Promise<Response>;
  /** The gift-card form: the code checked and kept in the cart's cookie, 303 back to its page; or why not. */
  giftCardCode(storefront: PublicStorefront, args: ActionFunctionArgs, form: GiftCardForm): Promise<Answer<GiftCardAnswer> | Response>;
  /** The cart page's data from the cart's cookies. */
  cartData(storefront: PublicStorefront, args: LoaderFunctionArgs): Promise<CartData>;
  /** The kit page's forms: Add to Cart inside the kit, a slot's remove. */
  kitAction(storefront: PublicStorefront, args: ActionFunctionArgs): Promise<Answer<AddToCartAnswer | null> | Response>;
  /**
   * The kit page's selection from the cart's cookie, with the cookies that start gifting mode;
   * `confirm` when another cart or gift would be dropped without asking (`open`: the shopper said yes).
   */
  kitSelection(storefront: PublicStorefront, request: Request, api: ApiClient, tokens: KitTokens, kit: Kit, open: boolean): Promise<'confirm' | { selection: ServerSelection | null; headers: Headers | null }>;
  /** The checkout's data from the cart's cookies, or a kit link's selection. */
  checkoutData(storefront: PublicStorefront, args: LoaderFunctionArgs, key: string): Promise<CheckoutData>;
  /** A kit link's Place Order: 303 to the gift's confirmation, or the page again with why. */
  kitCheckout(storefront: PublicStorefront, args: ActionFunctionArgs, tokens: KitTokens): Promise<Answer<KitCheckoutAnswer> | Response>;
  /** Adds a product page's schema.org JSON-LD to the render's, written at the end of the document (ADR 0144). */
  addProductJsonLd(context: Readonly<RouterContextProvider>, product: ProductDetail, options: { origin: string; showPrice: boolean }): void;
}

let provided: ServerActions | null = null;

/** Called once by the Worker (worker/ssr/page-actions/page-actions.ts) when its routes module loads. */
export function provideServerActions(actions: ServerActions): void {
  provided = actions;
}

/** The server's actions; throws outside the Worker, where nothing provides them. */
export function serverActions(): ServerActions {
  if (!provided) throw new Error('Server actions run in the Worker only (ADR 0310)');
  return provided;
}
