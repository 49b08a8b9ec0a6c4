import { parseDescription } from '../../../shared/description.ts';
import { serializeForScript } from '../../../shared/escape-json.ts';
import type { ProductDetail } from '../../../shared/product-detail.ts';
import { productJsonLd } from '../../../shared/product-json-ld.ts';

/** schema.org Product JSON-LD of a product page, escaped for a <script> element (crawlers read the server's HTML). */
export function productJsonLdScript(product: ProductDetail, options: { origin: string; showPrice: boolean }): string {
  const description = parseDescription(product.description);
  const text = (description.kind === 'list' ? description.items.join('. ') : description.text).replace(/\s+/g, ' ').trim();
  const url = `${options.origin}/products/${encodeURIComponent(product.slug)}`;
  return serializeForScript(productJsonLd(product, { url, origin: options.origin, descriptionText: text, showPrice: options.showPrice }));
}
