import { parseDescription } from '../../../shared/description.ts';
import type { ProductView } from '../../../shared/product-view.ts';
import { SeoHead } from '../../components/layout/seo-head.tsx';

const META_DESCRIPTION_LENGTH = 160;

/** The short description, else the start of the description as plain text. */
function metaDescription(product: ProductView): string {
  if (product.short_description) return product.short_description.slice(0, META_DESCRIPTION_LENGTH);
  const description = parseDescription(product.description);
  const text = description.kind === 'list' ? description.items.join('. ') : description.text;
  return text.replace(/\s+/g, ' ').trim().slice(0, META_DESCRIPTION_LENGTH);
}

/**
 * Title, description, canonical url and Open Graph (the shared SeoHead). The schema.org Product
 * JSON-LD is the server's alone: the loader hands it to the Worker, which writes it once at the
 * end of the document (docs/decisions/0144-json-ld-once.md).
 */
export function ProductHead({ product }: { product: ProductView }) {
  return (
    <SeoHead
      title={product.name}
      description={metaDescription(product)}
      path={`/products/${encodeURIComponent(product.slug)}`}
      image={product.product_thumbnail?.full_path ?? null}
    />
  );
}
