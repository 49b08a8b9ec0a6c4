import { useStorefront } from '../../app/storefront-context.tsx';
import { PlainLink } from '../ui/plain-link.tsx';

/** The store's logo linking home; sized so it never shifts the layout while loading. */
export function StoreLogo({ className = '' }: { className?: string }) {
  const storefront = useStorefront();
  const src = storefront.logo?.full_path;
  return (
    <PlainLink href="/" className={`inline-flex shrink-0 items-center${className ? ` ${className}` : ''}`} aria-label={storefront.name}>
      {src ? (
        <img src={src} alt={storefront.name} width={160} height={40} className="h-10 w-auto max-w-40 object-contain" />
      ) : (
        <span className="text-xl font-bold">{storefront.name}</span>
      )}
    </PlainLink>
  );
}
