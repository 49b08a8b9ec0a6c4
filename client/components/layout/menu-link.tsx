import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { MenuLink } from '../../../shared/menu-links.ts';
import { ExternalIcon } from '../ui/menu-icons.tsx';
import { PlainLink } from '../ui/plain-link.tsx';

/** One menu link: in-store paths through the router (a plain anchor, ADR 0148), custom http urls in a new tab. */
export function MenuLinkAnchor({
  link,
  className,
  onNavigate,
  current = false,
  children,
}: {
  link: MenuLink;
  className?: string;
  onNavigate?: () => void;
  /** The page shown is this link's: `aria-current="page"` (the phone sidebar). */
  current?: boolean;
  children?: ReactNode;
}) {
  const { _ } = useLingui();
  const content = children ?? link.label;
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {content}
        <ExternalIcon className="ml-1 inline h-3.5 w-3.5" />
        <span className="sr-only"> {_('(opens in a new tab)')}</span>
      </a>
    );
  }
  return (
    <PlainLink href={link.href} className={className} onClick={onNavigate} aria-current={current ? 'page' : undefined}>
      {content}
    </PlainLink>
  );
}
