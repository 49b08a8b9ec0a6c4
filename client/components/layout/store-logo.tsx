import { Link } from 'react-router';
import { useStorefront } from '../../app/storefront-context.tsx';

/** The store's logo linking home; sized so it never shifts the layout while loading. */
export function StoreLogo({ className = '' }: { className?: string }) {
  const storefront = useStorefront();
  const src = storefront.logo?.full_path;
  return (
    <Link to="/" className={`inline-flex shrink-0 items-center${className ? ` ${className}` : ''}`} aria-label={storefront.name} discover="none">
      {src ? (
        <img src={src} alt={storefront.name} width={160} height={40} className="h-10 w-auto max-w-40 object-contain" />
      ) : (
        <span className="text-xl font-bold">{storefront.name}</span>
      )}
    </Link>
  );
}
