import type { Role } from '../api/answers.ts';

/**
 * What the Studio shows each role: the operator API's rules (worker/operator/operator-roles.ts),
 * which still decide every call; a hidden button only spares a person a refusal.
 */
const SHOWS = {
  design: ['admin', 'store_manager', 'designer'],
  publish: ['admin', 'store_manager'],
  history: ['admin', 'store_manager', 'designer'],
  rollback: ['admin', 'store_manager'],
  catalog: ['admin', 'store_manager'],
  /** Kits and gift cards are the API's `catalog` permission too. */
  kits: ['admin', 'store_manager'],
  storeLifecycle: ['admin'],
  people: ['admin'],
  orders: ['admin', 'store_manager', 'fulfilment'],
} as const satisfies Record<string, readonly Role[]>;

export type StudioAbility = keyof typeof SHOWS;

export function may(role: Role, ability: StudioAbility): boolean {
  return (SHOWS[ability] as readonly Role[]).includes(role);
}
