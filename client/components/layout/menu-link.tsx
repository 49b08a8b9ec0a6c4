import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuLink } from '../../../shared/menu-links.ts';
import { ExternalIcon } from '../ui/icons.tsx';

/** One menu link: in-store paths through the router, custom http urls in a new tab. */
export function MenuLinkAnchor({
  link,
  className,
  onNavigate,
  children,
}: {
  link: MenuLink;
  className?: string;
  onNavigate?: () => void;
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
    // discover="none": no data-discover attribute (it serves framework mode's route discovery, unused here; ADR 0143).
    <Link to={link.href} className={className} onClick={onNavigate} discover="none">
      {content}
    </Link>
  );
}
