import { storeRowId } from './store-row-id.ts';

/** A customer row as the account endpoints need it (password hash included: never send it out). */
export type CustomerRecord = {
  id: number;
  storefront_id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  email_verified_at: string | null;
  sso_tenant_id: string | null;
  sso_object_id: string | null;
};

const COLUMNS = 'id, storefront_id, email, username, first_name, last_name, password_hash, email_verified_at, sso_tenant_id, sso_object_id';
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** A customer of this store by e-mail (case-insensitive: the column is NOCASE). */
export function findCustomerByEmail(db: D1Database, storefrontId: number, email: string): Promise<CustomerRecord | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM customers WHERE storefront_id = ? AND email = ?`).bind(storefrontId, email).first<CustomerRecord>();
}

export function findCustomerById(db: D1Database, storefrontId: number, id: number): Promise<CustomerRecord | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM customers WHERE storefront_id = ? AND id = ?`).bind(storefrontId, id).first<CustomerRecord>();
}

/** A work-account customer by identity provider tenant id + object id (never by e-mail). */
export function findCustomerBySso(db: D1Database, storefrontId: number, tenantId: string, objectId: string): Promise<CustomerRecord | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM customers WHERE storefront_id = ? AND sso_tenant_id = ? AND sso_object_id = ?`)
    .bind(storefrontId, tenantId, objectId)
    .first<CustomerRecord>();
}

export type NewCustomer = {
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  verified: boolean;
  sso_tenant_id?: string | null;
  sso_object_id?: string | null;
};

/** Inserts a customer; answers null when the e-mail is already taken in this store. */
export async function insertCustomer(db: D1Database, storefrontId: number, customer: NewCustomer): Promise<CustomerRecord | null> {
  return db
    .prepare(
      `INSERT INTO customers (id, storefront_id, email, username, first_name, last_name, password_hash, email_verified_at, sso_tenant_id, sso_object_id)
       VALUES (${storeRowId('customers', storefrontId)}, ?, ?, ?, ?, ?, ?, ${customer.verified ? NOW : 'NULL'}, ?, ?)
       ON CONFLICT (storefront_id, email) DO NOTHING
       RETURNING ${COLUMNS}`,
    )
    .bind(
      storefrontId,
      customer.email,
      customer.username,
      customer.first_name,
      customer.last_name,
      customer.password_hash,
      customer.sso_tenant_id ?? null,
      customer.sso_object_id ?? null,
    )
    .first<CustomerRecord>();
}

/** Marks the e-mail address verified (kept at its first verification time). */
export async function markEmailVerified(db: D1Database, storefrontId: number, customerId: number): Promise<void> {
  await db
    .prepare(`UPDATE customers SET email_verified_at = COALESCE(email_verified_at, ${NOW}) WHERE storefront_id = ? AND id = ?`)
    .bind(storefrontId, customerId)
    .run();
}

/** Updates the profile fields the identity provider owns for a work account. */
export async function updateSsoProfile(
  db: D1Database,
  storefrontId: number,
  customerId: number,
  profile: { first_name: string; last_name: string },
): Promise<void> {
  await db
    .prepare('UPDATE customers SET first_name = ?, last_name = ? WHERE storefront_id = ? AND id = ?')
    .bind(profile.first_name, profile.last_name, storefrontId, customerId)
    .run();
}

/**
 * A password reset, all or nothing: the new hash, the address counted as verified (the link
 * proved the mailbox), and every session of the customer ended.
 */
export async function replacePassword(db: D1Database, storefrontId: number, customerId: number, passwordHash: string): Promise<void> {
  await db.batch([
    db
      .prepare(`UPDATE customers SET password_hash = ?, email_verified_at = COALESCE(email_verified_at, ${NOW}) WHERE storefront_id = ? AND id = ?`)
      .bind(passwordHash, storefrontId, customerId),
    db.prepare('DELETE FROM sessions WHERE storefront_id = ? AND customer_id = ?').bind(storefrontId, customerId),
  ]);
}
