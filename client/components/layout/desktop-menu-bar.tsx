import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuLink } from '../../../shared/menu-links.ts';
import { MAIN_MENU_ID } from './main-menu-id.ts';
import { MenuLinkAnchor } from './menu-link.tsx';

/**
 * A submenu's entries, styled by shared classes in client/styles/app.css rather than utilities per
 * item: every item is in every page's HTML (ADR 0143).
 */
function SubmenuList({ links }: { links: MenuLink[] }) {
  return links.map((link, index) => (
    <li key={`${link.label}-${index}`}>
      {link.href ? <MenuLinkAnchor link={link} className="menu-sub-link" /> : <span className="menu-sub-heading">{link.label}</span>}
      {link.children.length > 0 && (
        <ul>
          <SubmenuList links={link.children} />
        </ul>
      )}
    </li>
  ));
}

/**
 * A top-level entry with children: opens on mouse hover, on click or tap, and from the keyboard.
 * Before hydration (and without JavaScript) CSS opens it on hover and on keyboard focus.
 */
function DropdownItem({ link }: { link: MenuLink }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  // Until the bar hydrates (on demand, ADR 0150) CSS opens a submenu on hover and keyboard focus:
  // one open then stays open (a mouse over it; the focus inside its panel, which would be lost).
  useEffect(() => {
    const item = ref.current;
    const hovered = item?.matches(':hover') && window.matchMedia('(hover: hover)').matches;
    if (hovered || item?.querySelector('.menu-panel')?.contains(document.activeElement)) setOpen(true);
  }, []);

  return (
    <li
      ref={ref}
      className="menu-item"
      data-open={open ? '' : undefined}
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
      {link.href && <MenuLinkAnchor link={link} className="menu-top" />}
      <button
        type="button"
        aria-expanded={open}
        aria-label={link.href ? _('Show {label} submenu', { label: link.label }) : undefined}
        onClick={() => setOpen((value) => !value)}
        className="menu-toggle"
      >
        {!link.href && link.label}
      </button>
      <ul className="menu-panel">
        <SubmenuList links={link.children} />
      </ul>
    </li>
  );
}

/**
 * The desktop menu bar of configured items (items can nest), 576px and wider. Phones use the
 * sidebar once the page is interactive; before that, and without JavaScript, the hamburger links
 * here and CSS shows the bar (`:target`, client/styles/app.css).
 */
export function DesktopMenuBar({ links }: { links: MenuLink[] }) {
  const { _ } = useLingui();
  if (links.length === 0) return null;
  return (
    <nav id={MAIN_MENU_ID} aria-label={_('Main menu')} className="hidden border-t border-gray-200 sm:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4">
        {links.map((link, index) =>
          link.children.length > 0 ? (
            <DropdownItem key={`${link.label}-${index}`} link={link} />
          ) : (
            <li key={`${link.label}-${index}`}>
              <MenuLinkAnchor link={link} className="menu-top" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
