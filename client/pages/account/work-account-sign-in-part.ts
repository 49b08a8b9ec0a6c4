import { preloadable } from '../../app/preloadable.ts';

/**
 * The work-account (single sign-on) part of /login, /register and the private gate, declared once
 * for the three pages. Each page loads it with its own code only in a store with single sign-on
 * (its `preloadParts`, ADR 0154), so the `sso` chunk never loads elsewhere. This module stays
 * outside `sso/`: vite's `sso` chunk group would take it in, and every page importing it would
 * then load that chunk.
 */
export const WorkAccountSignIn = preloadable(() => import('./sso/work-account-sign-in.tsx'));
