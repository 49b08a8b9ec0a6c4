import { useLocation } from 'react-router';
import { useSiteOrigin } from '../../app/site-origin.tsx';
import { useStorefront } from '../../app/storefront-context.tsx';

/** An absolute URL on the store's own host ('' origin: left as given). */
function absolute(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl) || !origin) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * A page's head tags (React hoists them into <head>): title "{page} | {store}", description,
 * canonical URL on the store's own host, and Open Graph. Robots noindex for no_index_site
 * stores is written once by the document for every page.
 */
export function SeoHead({
  title,
  description,
  path,
  image,
}: {
  title?: string | undefined;
  description?: string | undefined;
  /** Canonical path with its meaningful query (default: the current path, no query). */
  path?: string | undefined;
  /** Picture for link previews (default: the store logo). */
  image?: string | null | undefined;
}) {
  const storefront = useStorefront();
  const origin = useSiteOrigin();
  const location = useLocation();
  const fullTitle = title ? `${title} | ${storefront.name}` : storefront.name;
  const url = absolute(origin, path ?? location.pathname);
  const picture = image ?? storefront.logo?.full_path ?? null;
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={storefront.name} />
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url} />
      {picture && <meta property="og:image" content={absolute(origin, picture)} />}
    </>
  );
}
