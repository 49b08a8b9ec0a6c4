import { parseDescription } from '../../../shared/description.ts';
import { serializeForScript } from '../../../shared/escape-json.ts';
import type { ProductDetail } from '../../../shared/product-detail.ts';
import { absoluteUrl, productJsonLd } from '../../../shared/product-json-ld.ts';

const META_DESCRIPTION_LENGTH = 160;

/** What search engines and link previews read about a product page, ready to render. */
export type ProductSeo = {
  description: string;
  canonical: string;
  image: string | null;
  /** schema.org Product JSON-LD, already escaped for a <script> element. */
  jsonLd: string;
};

/**
 * The product page's description, canonical url, Open Graph image and JSON-LD. Computed by the
 * loader on the server only (crawlers read the server's HTML), so none of it ships to browsers.
 */
export function productSeo(product: ProductDetail, options: { origin: string; showPrice: boolean }): ProductSeo {
  const description = parseDescription(product.description);
  const text = (description.kind === 'list' ? description.items.join('. ') : description.text).replace(/\s+/g, ' ').trim();
  const canonical = `${options.origin}/products/${encodeURIComponent(product.slug)}`;
  return {
    description: (product.short_description || text).slice(0, META_DESCRIPTION_LENGTH),
    canonical,
    image: product.product_thumbnail ? absoluteUrl(options.origin, product.product_thumbnail.full_path) : null,
    jsonLd: serializeForScript(
      productJsonLd(product, { url: canonical, origin: options.origin, descriptionText: text, showPrice: options.showPrice }),
    ),
  };
}
