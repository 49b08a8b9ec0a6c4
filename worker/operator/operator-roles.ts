/**
 * Who may do what through the operator API (docs/decisions/0157-operator-tokens-and-roles.md).
 * A principal is the root credential (OPERATOR_TOKEN) or a token with one role and, unless it
 * is an admin, a list of stores. Pure: the routes ask `can` and `reachesStore`.
 */
export const OPERATOR_ROLES = ['admin', 'store_manager', 'designer', 'fulfilment'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export type OperatorPrincipal = {
  /** The token's id; `root` for OPERATOR_TOKEN, `studio:…` for a Studio session. */
  id: string;
  name: string;
  role: OperatorRole;
  /** The stores it reaches; null for an admin (every store). */
  storefrontIds: readonly number[] | null;
};

/** What an operator call does, and the roles that may do it. */
const RULES = {
  'stores.list': { roles: ['admin', 'store_manager', 'designer', 'fulfilment'], what: 'list stores' },
  'stores.read': { roles: ['admin', 'store_manager', 'designer'], what: "read a store's config, drafts and versions" },
  'stores.create': { roles: ['admin'], what: 'create a store' },
  'stores.lifecycle': { roles: ['admin'], what: 'suspend, resume or delete a store' },
  'stores.move': { roles: ['admin'], what: 'move a store to another database' },
  'stores.write': { roles: ['admin', 'store_manager'], what: "change a store's name, status, live config, hostnames or password" },
  'drafts.write': { roles: ['admin', 'store_manager', 'designer'], what: 'save a draft or make a preview link' },
  publish: { roles: ['admin', 'store_manager'], what: 'publish or roll back a store' },
  'audit.store': { roles: ['admin', 'store_manager'], what: "read a store's audit log" },
  'audit.all': { roles: ['admin'], what: 'read the audit log of every store' },
  tokens: { roles: ['admin'], what: 'manage operator tokens' },
  catalog: { roles: ['admin', 'store_manager'], what: "change a store's catalog, kits or gift cards" },
  media: { roles: ['admin', 'store_manager', 'designer'], what: "upload or remove a store's media" },
  orders: { roles: ['admin', 'store_manager', 'fulfilment'], what: "read or change a store's orders" },
} as const satisfies Record<string, { roles: readonly OperatorRole[]; what: string }>;

export type OperatorPermission = keyof typeof RULES;

export function can(principal: OperatorPrincipal, permission: OperatorPermission): boolean {
  return (RULES[permission].roles as readonly OperatorRole[]).includes(principal.role);
}

/** The 403 message: what the call needed and which roles have it. */
export function missingPermissionMessage(principal: OperatorPrincipal, permission: OperatorPermission): string {
  const rule = RULES[permission];
  const roles = rule.roles.join(' or ');
  return `This token's role (${principal.role}) cannot ${rule.what}: that needs the ${roles} role.`;
}

/** Whether the principal reaches this store at all (outside its list a store answers 404). */
export function reachesStore(principal: OperatorPrincipal, storefrontId: number): boolean {
  return principal.storefrontIds === null || principal.storefrontIds.includes(storefrontId);
}
