import { useLingui } from '@lingui/react';

/**
 * The error toast of a product that could not be loaded (docs/product.md §8), when the server sent
 * the shopper here from a direct link (`?failed=<status>`, client/pages/product/product-loader.ts):
 * rendered in the page's HTML where the toasts show, so it is there before (and without)
 * JavaScript, and it closes itself after the default life (the `server-toast` CSS). A client
 * navigation shows the browser's own toast instead and does not put `failed` in the address.
 */
export function LoadFailedToast({ status }: { status: number }) {
  const { _ } = useLingui();
  const summary =
    status === 404 ? _('The requested product was not found!') : status === 500 ? _('Server error. Please try again later.') : _('Failed to load product details.');
  return (
    <div className="server-toast pointer-events-none fixed right-4 top-4 z-50 print:hidden">
      <div role="alert" className="pointer-events-auto w-80 max-w-[calc(100vw-2rem)] rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-semibold text-red-900 shadow-lg">
        {summary}
      </div>
    </div>
  );
}
