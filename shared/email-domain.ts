/**
 * Whether an e-mail address belongs to exactly the company domain of a private store (spec
 * sections 5 and 6). The address must have one '@', a non-empty local part, and a domain part
 * equal to `domain` (case-insensitive): sub-domains, look-alike suffixes ('evil-acme.test'),
 * longer names ('acme.test.evil.io') and addresses with a second '@' are refused.
 */
export function emailMatchesDomain(email: string, domain: string): boolean {
  const wanted = domain.trim().toLowerCase();
  if (!wanted) return false;
  const at = email.indexOf('@');
  if (at <= 0 || at !== email.lastIndexOf('@')) return false;
  if (/\s/.test(email)) return false;
  return email.slice(at + 1).toLowerCase() === wanted;
}

/** The company domain a store restricts accounts to: only private stores with a domain do. */
export function accountDomainOf(store: { private_store: boolean; domain: string | null }): string | null {
  return store.private_store && store.domain ? store.domain : null;
}
