import type { LoaderFunctionArgs } from 'react-router';

// The guards (and the session and return-url rules they use) load with the first guarded
// navigation, not with every page's entry bundle. On the server the import is in-process.
const guards = () => import('./guards.ts');

/** Lazy form of requireVerified (login and a verified e-mail required). */
export async function requireVerifiedLazy(args: LoaderFunctionArgs): Promise<null> {
  return (await guards()).requireVerified(args);
}

/** Lazy form of privateEntryGuard: /private is for private stores, and guests only. */
export function privateEntryGuardLazy(isPrivateStore: boolean) {
  return async (args: LoaderFunctionArgs): Promise<null> => (await guards()).privateEntryGuard(isPrivateStore)(args);
}
