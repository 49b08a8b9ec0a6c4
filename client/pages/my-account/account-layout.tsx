import { useLingui } from '@lingui/react';
import { NavLink, Outlet } from 'react-router';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 font-medium ${isActive ? 'bg-brand text-brand-contrast' : 'text-gray-800 hover:bg-gray-100'}`;

/** Spec section 2: 'Your Account' with side links Orders and Gift Cards and a content outlet. */
export default function AccountLayout() {
  const { _ } = useLingui();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">{_('Your Account')}</h1>
      <div className="grid gap-8 md:grid-cols-[12rem_1fr]">
        <nav aria-label={_('Your Account')}>
          <ul className="flex gap-2 md:flex-col">
            <li>
              <NavLink to="/my-account/orders" className={linkClass}>
                {_('Orders')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/my-account/gift-cards" className={linkClass}>
                {_('Gift Cards')}
              </NavLink>
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
