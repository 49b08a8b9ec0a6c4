import { useLingui } from '@lingui/react';
import { Outlet, useLocation } from 'react-router';
import { LogoutForm } from '../../components/layout/logout-form.tsx';
import { PlainLink } from '../../components/ui/plain-link.tsx';

const linkClass = (isActive: boolean) =>
  `block rounded-md px-3 py-2 font-medium ${isActive ? 'bg-brand text-brand-contrast' : 'text-gray-800 hover:bg-gray-100'}`;

/** Active as `NavLink` judged it: the path itself or a page below it, letter case ignored. */
function isActivePath(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  return path === to || path.startsWith(`${to}/`);
}

/** A side link with `NavLink`'s active styling and `aria-current="page"` (ADR 0148). */
function SideLink({ to, pathname, children }: { to: string; pathname: string; children: string }) {
  const isActive = isActivePath(pathname, to);
  return (
    <PlainLink href={to} className={linkClass(isActive)} aria-current={isActive ? 'page' : undefined}>
      {children}
    </PlainLink>
  );
}

/** docs/product.md §2: 'Your Account' with side links Orders and Gift Cards and a content outlet; and Logout, which works without JavaScript. */
export default function AccountLayout() {
  const { _ } = useLingui();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">{_('Your Account')}</h1>
      <div className="grid gap-8 md:grid-cols-[12rem_1fr]">
        <nav aria-label={_('Your Account')}>
          <ul className="flex gap-2 md:flex-col">
            <li>
              <SideLink to="/my-account/orders" pathname={pathname}>
                {_('Orders')}
              </SideLink>
            </li>
            <li>
              <SideLink to="/my-account/gift-cards" pathname={pathname}>
                {_('Gift Cards')}
              </SideLink>
            </li>
            {/* The phone's other Logout is in the menu sidebar, which needs JavaScript (ADR 0176). */}
            <li className="md:mt-4">
              <LogoutForm className={`${linkClass(false)} w-full text-left`} />
            </li>
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
