import { useStorefront } from '../../app/storefront-context.tsx';
import type { ProductSeo } from './product-seo.ts';

/**
 * The document title, and with the server's SEO data (first load) the description, canonical
 * url, Open Graph tags and schema.org JSON-LD — data, not script. React 19 hoists the tags into <head>.
 */
export function ProductHead({ name, seo }: { name: string; seo: ProductSeo | null }) {
  const storefront = useStorefront();
  return (
    <>
      <title>{`${name} | ${storefront.name}`}</title>
      {seo && (
        <>
          {seo.description && <meta name="description" content={seo.description} />}
          <link rel="canonical" href={seo.canonical} />
          <meta property="og:type" content="product" />
          <meta property="og:title" content={name} />
          <meta property="og:url" content={seo.canonical} />
          <meta property="og:site_name" content={storefront.name} />
          {seo.description && <meta property="og:description" content={seo.description} />}
          {seo.image && <meta property="og:image" content={seo.image} />}
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: seo.jsonLd }} />
        </>
      )}
    </>
  );
}
