/** Absolute URL of a path on one demo store of the e2e server. */
export function storeUrl(host: string, path = '/'): string {
  return `http://${host}:${process.env.E2E_PORT ?? '8799'}${path}`;
}
