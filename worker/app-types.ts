import type { Customer } from './auth/customer.ts';
import type { Env } from './env.ts';
import type { OperatorPrincipal } from './operator/operator-roles.ts';
import type { StorefrontRecord } from './storefront/storefront-record.ts';

/** Hono environment of every handler: bindings plus the storefront resolved from the Host. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    storefront: StorefrontRecord;
    /** The database of the storefront's own rows (worker/db/databases.ts), set with it by the tenant middleware. */
    db: D1Database;
    /** Set by optionalCustomer / requireCustomer (worker/auth/current-customer.ts). */
    customer?: Customer;
    /**
     * True on a private store while the request has not passed its gate (set by
     * worker/private/private-gate.ts): only the locked public config may be shown.
     */
    privateLocked?: boolean;
    /** True when the request carries a valid preview cookie for this store (worker/preview/preview-mode.ts). */
    preview?: boolean;
    /** The operator API's authenticated caller (worker/operator/operator-auth.ts). */
    operator?: OperatorPrincipal;
  };
};
