import * as v from 'valibot';
import { normaliseHostname } from '../../../shared/hostname.ts';
import { STOREFRONT_STATUSES, StorefrontConfigSchema } from '../../../shared/schemas/storefront-config.ts';

/** Request bodies of the store routes (docs/api.md "Operator API"). */
const Hostname = v.pipe(
  v.string('must be a hostname.'),
  v.trim(),
  v.toLowerCase(),
  v.check((value) => normaliseHostname(value) === value, 'must be a hostname like shop.example.com (no scheme, port or path).'),
);
const Hostnames = v.pipe(
  v.array(Hostname, 'hostnames must be a list of hostnames.'),
  v.maxLength(100, 'At most 100 hostnames per store.'),
  v.transform((list) => [...new Set(list)]),
);
const Name = v.pipe(v.string('name must be text.'), v.trim(), v.minLength(1, 'name is required.'), v.maxLength(200, 'name is too long (200 characters at most).'));
const Status = v.picklist(STOREFRONT_STATUSES, `status must be one of ${STOREFRONT_STATUSES.join(', ')}.`);
const CompanyName = v.pipe(v.string('company_name must be text.'), v.trim(), v.maxLength(200, 'company_name is too long.'));
/** A store database by number (STORE_DB_<n>); whether it is bound is checked by the route. */
const Database = v.pipe(v.number('database must be a number.'), v.integer('database must be a whole number.'), v.minValue(0, 'database must be 0 or more.'));
const Primary = v.optional(v.pipe(v.string('primary must be a hostname.'), v.trim(), v.toLowerCase()));

type WithHostnames = { hostnames: string[]; primary?: string | undefined };

/** The primary must be one of the hostnames; it defaults to the first one given. */
function withPrimary<T extends WithHostnames>(body: T): T & { primary: string | null } {
  return { ...body, primary: body.primary ?? body.hostnames[0] ?? null };
}
/** The primary, when given, must be one of the hostnames (reported on `primary`). */
const listsPrimary = (body: WithHostnames) => body.primary === undefined || body.hostnames.includes(body.primary);
const PRIMARY_NOT_LISTED = 'primary must be one of the hostnames.';

export const CreateStoreBody = v.pipe(
  v.object({
    name: Name,
    status: v.optional(Status, 'live'),
    company_name: v.optional(CompanyName, ''),
    hostnames: v.optional(Hostnames, []),
    primary: Primary,
    config: StorefrontConfigSchema,
    /** The store database for the store's rows; without it the one with the fewest rows. */
    database: v.optional(Database),
  }),
  v.forward(v.check((body) => listsPrimary(body), PRIMARY_NOT_LISTED), ['primary']),
  v.transform((body) => withPrimary(body)),
);

/** `stores move`: the store database to move the store's rows to. */
export const MoveStoreBody = v.object({ database: Database });

export const UpdateStoreBody = v.pipe(
  v.object({ name: v.optional(Name), status: v.optional(Status), company_name: v.optional(CompanyName), config: v.optional(StorefrontConfigSchema) }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), 'Send at least one of name, status, company_name, config.'),
);

export const HostnamesBody = v.pipe(
  v.object({ hostnames: Hostnames, primary: Primary }),
  v.forward(v.check((body) => listsPrimary(body), PRIMARY_NOT_LISTED), ['primary']),
  v.transform((body) => withPrimary(body)),
);

export const ConfigBody = v.object({ config: StorefrontConfigSchema });

export const RollbackBody = v.object({
  version: v.pipe(v.number('version must be a number.'), v.integer('version must be a whole number.'), v.minValue(1, 'version must be at least 1.')),
});

export const PrivatePasswordBody = v.object({
  password: v.pipe(
    v.string('password must be text.'),
    v.minLength(6, 'password must be at least 6 characters.'),
    v.maxLength(200, 'password must be at most 200 characters.'),
  ),
});
