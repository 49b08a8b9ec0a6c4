import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react';
import type { MenuLink } from '../../../shared/menu-links.ts';
import { CloseIcon } from '../ui/close-icon.tsx';
import { MenuLinkAnchor } from './menu-link.tsx';

function SidebarList({ links, onNavigate, depth }: { links: MenuLink[]; onNavigate: () => void; depth: number }) {
  return (
    <ul className={depth > 0 ? 'ml-4 border-l border-gray-200 pl-2' : ''}>
      {links.map((link, index) => (
        <li key={`${link.label}-${index}`}>
          {link.href ? (
            <MenuLinkAnchor link={link} onNavigate={onNavigate} className="block rounded px-3 py-2 hover:bg-gray-100 focus:bg-gray-100" />
          ) : (
            <span className="block px-3 py-2 text-sm font-semibold text-gray-700">{link.label}</span>
          )}
          {link.children.length > 0 && <SidebarList links={link.children} onNavigate={onNavigate} depth={depth + 1} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The mobile menu: a modal left sidebar (16rem). Headless UI's Dialog traps focus, closes on
 * Escape and returns focus to the hamburger; this module is loaded only when it first opens.
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
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 left-0 flex w-64 flex-col overflow-y-auto bg-white p-4 text-gray-900 shadow-xl">
        <div className="mb-4 flex items-center justify-between">
          <DialogTitle className="text-lg font-semibold">{storeName}</DialogTitle>
          <button type="button" onClick={onClose} className="rounded p-1 hover:bg-gray-100" aria-label={_('Close menu')}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={_('Main menu')}>
          <SidebarList links={[{ label: _('Home'), href: '/', external: false, children: [] }, ...links]} onNavigate={onClose} depth={0} />
        </nav>
      </DialogPanel>
    </Dialog>
  );
}
