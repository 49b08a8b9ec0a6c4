/** The plain page for a hostname that no storefront claims (no tenant, so no store branding). */
export function storeNotFoundResponse(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Store not found</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111"><h1>Store not found</h1><p>No store is configured for this address. Check the address, or ask the store's operator to add this domain.</p></body></html>`;
  return new Response(html, {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
