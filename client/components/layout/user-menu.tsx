import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { PublicUser } from '../../../shared/schemas/public-user.ts';
import { ChevronDownIcon } from '../ui/menu-icons.tsx';
import { PlainLink } from '../ui/plain-link.tsx';
import { LogoutForm } from './logout-form.tsx';

/** Path of the account area (client/routes/order-routes.tsx): "My Account" in the user menu. */
export const MY_ACCOUNT_PATH = '/my-account';

const itemClass = 'block w-full rounded px-3 py-2 text-left text-sm hover:bg-gray-100 focus:bg-gray-100';

/**
 * The signed-in user's menu (docs/product.md §2): the first name opens it on hover, click and from
 * the keyboard (Escape closes and returns focus). Desktop: My Account and Logout; mobile: Home.
 * Without JavaScript, CSS opens it on hover and focus, and Logout is a form post (ADR 0176).
 */
export default function UserMenu({ user, variant }: { user: PublicUser; variant: 'desktop' | 'mobile' }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <div
      ref={ref}
      className="relative"
      // Before the page runs, hovering or focusing opens it (client/styles/app.css).
      data-user-menu=""
      // Hover opens only for a mouse, so a tap on a touch screen opens the menu in one go.
      onPointerEnter={variant === 'desktop' ? (event) => event.pointerType === 'mouse' && setOpen(true) : undefined}
      onPointerLeave={variant === 'desktop' ? (event) => event.pointerType === 'mouse' && setOpen(false) : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={_('Account menu of {name}', { name: user.first_name })}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 max-w-40 items-center gap-1 rounded-md px-3 text-sm font-semibold hover:bg-black/5"
      >
        <span className="truncate">{user.first_name}</span>
        <ChevronDownIcon />
      </button>
      <div
        id={menuId}
        data-user-menu-panel=""
        className={`absolute right-0 top-full z-30 min-w-44 rounded-md border border-gray-200 bg-white p-1 text-gray-900 shadow-lg ${open ? 'block' : 'hidden'}`}
      >
        <ul>
          {variant === 'mobile' && (
            <li>
              <PlainLink href="/" className={itemClass}>
                {_('Home')}
              </PlainLink>
            </li>
          )}
          {variant === 'desktop' && (
            <>
              <li>
                <PlainLink href={MY_ACCOUNT_PATH} className={itemClass}>
                  {_('My Account')}
                </PlainLink>
              </li>
              <li>
                <LogoutForm className={itemClass} />
              </li>
            </>
          )}
        </ul>
      </div>
    </div>
  );
}
