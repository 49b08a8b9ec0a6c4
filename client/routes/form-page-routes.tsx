import { useEffect, type ComponentType } from 'react';
import { useLocation, type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { privateEntryGuardLazy } from '../auth/lazy-guards.ts';
import { readStoredCode } from '../auth/private-code-storage.ts';
import { OnDemandBoundary } from '../components/on-demand/on-demand-boundary.tsx';
import { preloadable } from '../app/preloadable.ts';
import { getCartStore } from '../state/cart-store.ts';

/**
 * The form pages hydrate on demand (ADR 0154): this module, the only one of theirs loaded before
 * interaction, gives each its route: the page inside an on-demand boundary (ADR 0151), a loader
 * that loads the page's code beside its guard, and the form's action, imported when a form is
 * posted (ADR 0149). After a full page load the page's code loads on the shopper's first touch;
 * meanwhile the form posts to the route's action, and what is typed is taken at hydration (ADR 0245).
 */

type FormRoute = Pick<RouteObject, 'Component' | 'loader' | 'action'>;
/** A page module: `preloadParts` loads what it renders without suspending (the work-account button of a single-sign-on store). */
type PageModule = { default: ComponentType; preloadParts?: (storefront: PublicStorefront) => Promise<unknown> };
/** A form's route action, made for the store. */
type ActionFor = (storefront: PublicStorefront) => (args: ActionFunctionArgs) => unknown;
type Guard = (args: LoaderFunctionArgs) => Promise<null>;

/**
 * A form page's route. `load` imports the page module and the parts it renders; `action` the
 * form's action. `wantNow(state)`: true when the browser renders the page differently from the
 * server, so it hydrates at once. `onShow(search)`: an effect that cannot wait for the first touch.
 */
function formRoute(
  name: string,
  storefront: PublicStorefront,
  load: () => Promise<PageModule>,
  action: () => Promise<ActionFor>,
  { guard, wantNow, onShow }: { guard?: Guard; wantNow?: (state: unknown) => boolean; onShow?: (search: string) => void } = {},
): FormRoute {
  const Page = preloadable(async () => {
    const page = await load();
    await page.preloadParts?.(storefront);
    return page;
  });
  function FormPage() {
    const { state, search } = useLocation();
    useEffect(() => onShow?.(search), [search]);
    return (
      <OnDemandBoundary code={Page} attributes={{ 'data-form-page': name }} wantNow={wantNow && (() => wantNow(state))}>
        <Page />
      </OnDemandBoundary>
    );
  }
  return {
    Component: FormPage,
    loader: loaderWith(Page.preload, guard),
    action: async (args: ActionFunctionArgs) => (await action())(storefront)(args),
  };
}

/** docs/product.md §4: the return url is remembered locally, which a guard run on the server could not do. */
function rememberReturnUrl(search: string): void {
  const returnUrl = new URLSearchParams(search).get('returnUrl');
  if (returnUrl) void import('../auth/return-url-storage.ts').then((storage) => storage.rememberReturnUrl(returnUrl));
}

/**
 * A loader that loads the page's code beside its guard, whose answer or redirect counts. Both
 * settle first, also on a redirect: a module load left running would outlive its request while
 * other requests await it.
 */
function loaderWith(preload: () => Promise<unknown>, guard?: Guard) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const [guarded, loaded] = await Promise.allSettled([guard ? guard(args) : null, preload()]);
    if (guarded.status === 'rejected') throw guarded.reason;
    if (loaded.status === 'rejected') throw loaded.reason;
    return guarded.value;
  };
}

/** Login and registration: guests only, and closed in gifting mode (the guards load with the first such navigation). */
const guestOutsideGifting = async (args: LoaderFunctionArgs): Promise<null> => (await import('../auth/guards.ts')).guestOutsideGifting(args);

/**
 * What the browser renders differently on a sign-in page: a gifting token in the cart (the page
 * leaves for /, docs/product.md §4) or, in a single-sign-on store, a fragment (maybe the provider's answer).
 */
function signInWantNow(storefront: PublicStorefront) {
  return () => Boolean(getCartStore().giftingToken) || (storefront.sso.enabled && window.location.hash.length > 1);
}

export function loginRoute(storefront: PublicStorefront): FormRoute {
  return formRoute('login', storefront, () => import('../pages/account/login-page.tsx'), async () => (await import('../pages/account/login-action.ts')).loginAction, {
    guard: guestOutsideGifting,
    wantNow: signInWantNow(storefront),
    onShow: rememberReturnUrl,
  });
}

export function registerRoute(storefront: PublicStorefront): FormRoute {
  return formRoute('register', storefront, () => import('../pages/account/register-page.tsx'), async () => (await import('../pages/account/register-action.ts')).registerAction, {
    guard: guestOutsideGifting,
    wantNow: signInWantNow(storefront),
  });
}

export function resetPasswordRoute(storefront: PublicStorefront): FormRoute {
  return formRoute('reset-password', storefront, () => import('../pages/account/reset-password-page.tsx'), async () => (await import('../pages/account/password-actions.ts')).forgotPasswordAction);
}

/** /update-password, opened from the reset mail (?token&email): no guard. */
export function updatePasswordRoute(storefront: PublicStorefront): FormRoute {
  return formRoute('update-password', storefront, () => import('../pages/account/update-password-page.tsx'), async () => (await import('../pages/account/password-actions.ts')).updatePasswordAction);
}

/**
 * /email-verification: no guard (the guards send unverified shoppers here). Hydrated at once with
 * a `?token=`, which the page verifies as soon as it can (docs/product.md §2); without JavaScript
 * its button posts the token to the action (ADR 0176).
 */
export function emailVerificationRoute(storefront: PublicStorefront): FormRoute {
  return formRoute('email-verification', storefront, () => import('../pages/account/email-verification-page.tsx'), async () => (await import('../pages/account/email-verification-action.ts')).emailVerificationAction, {
    wantNow: () => new URLSearchParams(window.location.search).has('token'),
    onShow: rememberReturnUrl,
  });
}

/**
 * The private store's entry. Hydrated at once when a code kept from an earlier visit fills the
 * field, or (single sign-on) when the provider's answer is in the fragment.
 */
export function privateRoute(storefront: PublicStorefront): FormRoute {
  return formRoute('private', storefront, () => import('../pages/account/private-page.tsx'), async () => (await import('../pages/account/private-action.ts')).privateAction, {
    guard: privateEntryGuardLazy(storefront.private_store),
    wantNow: () => (storefront.sso.enabled ? window.location.hash.length > 1 : readStoredCode() !== ''),
  });
}

/**
 * /contact. Navigation state may carry the form's first values (applied once hydrated): a page
 * loaded with history state (a reload) hydrates at once; the page checks the state itself.
 */
export function contactRoute(storefront: PublicStorefront): FormRoute {
  return formRoute('contact', storefront, () => import('../pages/contact/contact-page.tsx'), async () => (await import('../pages/contact/contact-action.ts')).contactAction, {
    wantNow: (state) => state !== null && state !== undefined,
  });
}
