import { toCsv } from '../catalog/csv.ts';

/** A kit link as the operator API answers it (docs/api.md "Kits"); `ordered` only in the list. */
export type KitLinkRow = { user_token: string; url: string | null; email: string | null; name: string | null; ordered?: boolean; order_uuid?: string | null };

/**
 * A kit's links as CSV for a mail merge: email, name, url (the link), user token, and whether it
 * was ordered. One format for the CLI and the Studio's download.
 */
export function kitLinksCsv(links: readonly KitLinkRow[]): string {
  return toCsv([
    ['email', 'name', 'url', 'user_token', 'ordered', 'order_uuid'],
    ...links.map((link) => [link.email, link.name, link.url, link.user_token, link.ordered === undefined ? '' : link.ordered ? 'yes' : 'no', link.order_uuid ?? '']),
  ]).trimEnd();
}
