/** docs/product.md §4: after logout a private store goes to /login, any other store to /. */
export function logoutPath(storefront: { private_store: boolean }): string {
  return storefront.private_store ? '/login' : '/';
}
