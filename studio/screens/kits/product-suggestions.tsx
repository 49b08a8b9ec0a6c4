import { useEffect, useState } from 'react';
import type { ListedProduct } from '../../api/answers.ts';
import { listProducts } from '../../api/catalog-api.ts';

/**
 * The store's products whose name or slug contains `text` (GET …/products, 25 at most), fetched
 * 250 ms after the last keystroke: the suggestions of a kit's product field (a native datalist,
 * so the browser's own keyboard and screen-reader handling apply).
 */
export function ProductSuggestions({ id, storeId, text }: { id: string; storeId: number; text: string }) {
  const [products, setProducts] = useState<ListedProduct[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      listProducts(storeId, text.trim(), null, controller.signal)
        .then((page) => setProducts(page.data))
        // Suggestions are a help: without them the slug is still typed and checked on save.
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [storeId, text]);
  return (
    <datalist id={id}>
      {products.map((product) => (
        <option key={product.slug} value={product.slug} label={product.name} />
      ))}
    </datalist>
  );
}
