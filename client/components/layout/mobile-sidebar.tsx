import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuLink } from '../../../shared/menu-links.ts';
import { menuGroupKey, menuTrail } from '../../../shared/menu-trail.ts';
import { useCurrentUser } from '../../app/session-context.tsx';
import { isLoggedIn } from '../../state/session-store.ts';
import { CloseIcon } from '../ui/close-icon.tsx';
import { NativeDialog } from '../ui/native-dialog.tsx';
import { ChevronDownIcon } from '../ui/menu-icons.tsx';
import { PlainLink } from '../ui/plain-link.tsx';
import { LogoutForm } from './logout-form.tsx';
import { MenuLinkAnchor } from './menu-link.tsx';
import { MY_ACCOUNT_PATH } from './user-menu.tsx';

const rowClass = 'block rounded px-3 py-2 hover:bg-gray-100 focus:bg-gray-100 aria-[current=page]:bg-gray-100 aria-[current=page]:font-semibold';

type GroupState = { isOpen: (key: string) => boolean; toggle: (key: string) => void };

/**
 * One entry of the sidebar. An entry with children is a collapsible group: its own link (if it
 * has one) plus a toggle button with aria-expanded; an entry without a link is the toggle itself.
 */
function SidebarItem({ link, path, groups, onNavigate }: { link: MenuLink; path: number[]; groups: GroupState; onNavigate: () => void }) {
  const { _ } = useLingui();
  const listId = useId();
  const key = menuGroupKey(path);
  const { pathname } = useLocation();
  const current = !link.external && link.href === pathname;
  if (link.children.length === 0) {
    return (
      <li>
        {link.href ? (
          <MenuLinkAnchor link={link} onNavigate={onNavigate} current={current} className={rowClass} />
        ) : (
          <span className="block px-3 py-2 text-sm font-semibold text-gray-700">{link.label}</span>
        )}
      </li>
    );
  }
  const open = groups.isOpen(key);
  const chevron = <ChevronDownIcon className={`h-5 w-5 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />;
  return (
    <li>
      {link.href ? (
        <div className="flex items-center">
          <MenuLinkAnchor link={link} onNavigate={onNavigate} current={current} className={`${rowClass} min-w-0 flex-1`} />
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={_('Show {label} submenu', { label: link.label })}
            onClick={() => groups.toggle(key)}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded hover:bg-gray-100 focus:bg-gray-100"
          >
            {chevron}
          </button>
        </div>
      ) : (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => groups.toggle(key)}
          className={`${rowClass} flex w-full items-center justify-between text-left`}
        >
          {link.label}
          {chevron}
        </button>
      )}
      <ul id={listId} hidden={!open} className="ml-4 border-l border-gray-200 pl-2">
        {link.children.map((child, index) => (
          <SidebarItem key={`${child.label}-${index}`} link={child} path={[...path, index]} groups={groups} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/** Login for guests; My Account and Logout for a signed-in shopper (the phone has no other Logout). */
function SidebarAccount({ onNavigate }: { onNavigate: () => void }) {
  const { _ } = useLingui();
  const user = useCurrentUser();
  if (!isLoggedIn(user)) {
    return (
      <PlainLink href="/login" onClick={onNavigate} className="block rounded-md bg-brand px-3 py-2 text-center font-semibold text-brand-contrast hover:opacity-90">
        {_('Login')}
      </PlainLink>
    );
  }
  return (
    <ul>
      <li>
        <PlainLink href={MY_ACCOUNT_PATH} onClick={onNavigate} className={rowClass}>
          {_('My Account')}
        </PlainLink>
      </li>
      <li>
        <LogoutForm className={`${rowClass} w-full text-left`} onDone={onNavigate} />
      </li>
    </ul>
  );
}

/**
 * The mobile menu: a modal left sidebar (16rem) with the configured menu, its groups collapsed
 * except the way to the current page, and the account links. NativeDialog keeps focus inside and
 * closes on Escape or a tap beside the panel (the top bar returns focus to the hamburger); this
 * module is loaded only when it first opens.
 */
export default function MobileSidebar({
  open,
  onClose,
  links,
  storeName,
}: {
  open: boolean;
  onClose: () => void;
  links: MenuLink[];
  storeName: string;
}) {
  const { _ } = useLingui();
  const location = useLocation();
  const titleId = useId();
  const all: MenuLink[] = [{ label: _('Home'), href: '/', external: false, children: [] }, ...links];
  // Toggled groups by key; untouched groups follow the current page's trail.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const trail = menuTrail(all, location.pathname);
  const groups: GroupState = {
    isOpen: (key) => toggled[key] ?? trail.includes(key),
    toggle: (key) => setToggled((state) => ({ ...state, [key]: !(state[key] ?? trail.includes(key)) })),
  };
  return (
    <NativeDialog open={open} onClose={onClose} labelledBy={titleId}>
      <div className="fixed inset-y-0 left-0 flex w-64 flex-col overflow-y-auto bg-white p-4 text-gray-900 shadow-xl">
        <div className="mb-4 flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-semibold">
            {storeName}
          </h2>
          <button type="button" onClick={onClose} className="rounded p-1 hover:bg-gray-100" aria-label={_('Close menu')}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={_('Main menu')}>
          <ul>
            {all.map((link, index) => (
              <SidebarItem key={`${link.label}-${index}`} link={link} path={[index]} groups={groups} onNavigate={onClose} />
            ))}
          </ul>
        </nav>
        <div className="mt-4 border-t border-gray-200 pt-4">
          <SidebarAccount onNavigate={onClose} />
        </div>
      </div>
    </NativeDialog>
  );
}
