import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuLink } from '../../../shared/menu-links.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { MenuLinkAnchor } from './menu-link.tsx';

function SubmenuList({ links, depth }: { links: MenuLink[]; depth: number }) {
  return (
    <ul className={depth === 0 ? '' : 'ml-3 border-l border-gray-200 pl-2'}>
      {links.map((link, index) => (
        <li key={`${link.label}-${index}`}>
          {link.href ? (
            <MenuLinkAnchor link={link} className="block rounded px-3 py-2 text-sm hover:bg-gray-100 focus:bg-gray-100" />
          ) : (
            <span className="block px-3 py-2 text-xs font-semibold uppercase tracking-wide text-gray-600">{link.label}</span>
          )}
          {link.children.length > 0 && <SubmenuList links={link.children} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

/** A top-level entry with children: opens on mouse hover, on click or tap, and from the keyboard. */
function DropdownItem({ link }: { link: MenuLink }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <li
      ref={ref}
      className="group relative"
      // Hover opens only for a mouse: on touch screens the synthetic hover would open the menu
      // and the same tap's click would close it again (one tap must be enough).
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="flex items-center">
        {link.href && <MenuLinkAnchor link={link} className="px-3 py-3 text-sm font-medium hover:text-brand" />}
        <button
          type="button"
          aria-expanded={open}
          aria-label={link.href ? _('Show {label} submenu', { label: link.label }) : undefined}
          onClick={() => setOpen((value) => !value)}
          className={`flex items-center gap-1 py-3 text-sm font-medium hover:text-brand ${link.href ? 'pr-2' : 'px-3'}`}
        >
          {!link.href && link.label}
          <ChevronDownIcon />
        </button>
      </div>
      <div className={`absolute left-0 top-full z-30 min-w-56 rounded-md border border-gray-200 bg-white p-1 text-gray-900 shadow-lg ${open ? 'block' : 'hidden'}`}>
        <SubmenuList links={link.children} depth={0} />
      </div>
    </li>
  );
}

/** The desktop menu bar of configured items (items can nest). */
export function DesktopMenuBar({ links }: { links: MenuLink[] }) {
  const { _ } = useLingui();
  if (links.length === 0) return null;
  return (
    <nav aria-label={_('Main menu')} className="border-t border-gray-200">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4">
        {links.map((link, index) =>
          link.children.length > 0 ? (
            <DropdownItem key={`${link.label}-${index}`} link={link} />
          ) : (
            <li key={`${link.label}-${index}`}>
              <MenuLinkAnchor link={link} className="block px-3 py-3 text-sm font-medium hover:text-brand" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
