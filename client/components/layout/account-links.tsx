import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import type { PublicUser } from '../../../shared/schemas/public-user.ts';
import { useCurrentUser } from '../../app/session-context.tsx';
import { isLoggedIn } from '../../state/session-store.ts';
import { PlainLink } from '../ui/plain-link.tsx';

// The user menu loads only for signed-in shoppers (guests never download it). During
// hydration React keeps the server's markup until the chunk is there, so nothing shifts.
const UserMenu = lazy(() => import('./user-menu.tsx'));

/** The Login button of the top bar (docs/product.md §2: a Login button to /login). */
function LoginButton() {
  const { _ } = useLingui();
  return (
    <PlainLink
      href="/login"
      className="inline-flex h-10 items-center rounded-md bg-brand px-4 text-sm font-semibold text-brand-contrast hover:opacity-90"
    >
      {_('Login')}
    </PlainLink>
  );
}

/** The user menu of one width (desktop: My Account and Logout; phone: Home), lazily loaded. */
function AccountMenu({ user, variant }: { user: PublicUser; variant: 'desktop' | 'mobile' }) {
  return (
    <Suspense fallback={<span className="inline-flex h-10 max-w-40 items-center truncate px-3 text-sm font-semibold">{user.first_name}</span>}>
      <UserMenu user={user} variant={variant} />
    </Suspense>
  );
}

/**
 * The account corner of the top bar: the user menu when logged in (desktop and phone variants
 * differ, so both are rendered and CSS shows one), else one Login button for every width.
 */
export function AccountLinks() {
  const user = useCurrentUser();
  if (!isLoggedIn(user)) return <LoginButton />;
  return (
    <>
      <div className="hidden sm:block">
        <AccountMenu user={user} variant="desktop" />
      </div>
      <div className="sm:hidden">
        <AccountMenu user={user} variant="mobile" />
      </div>
    </>
  );
}
