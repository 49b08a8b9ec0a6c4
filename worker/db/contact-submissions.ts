import { storeRowId } from './store-row-id.ts';

/** A contact submission as stored (docs/product.md §3), bound to its storefront. */
export type NewContactSubmission = {
  first_name: string;
  last_name: string;
  email: string;
  order_uuid: string | null;
  message: string;
  /** Key of the attached image in the UPLOADS bucket, or null. */
  image_key: string | null;
};

/** Stores one submission of a store and answers its id and time. */
export async function insertContactSubmission(
  db: D1Database,
  storefrontId: number,
  submission: NewContactSubmission,
): Promise<{ id: number; created_at: string }> {
  const row = await db
    .prepare(
      `INSERT INTO contact_submissions (id, storefront_id, first_name, last_name, email, order_uuid, message, image_key)
       VALUES (${storeRowId('contact_submissions', storefrontId)}, ?, ?, ?, ?, ?, ?, ?) RETURNING id, created_at`,
    )
    .bind(storefrontId, submission.first_name, submission.last_name, submission.email, submission.order_uuid, submission.message, submission.image_key)
    .first<{ id: number; created_at: string }>();
  if (!row) throw new Error('The contact submission was not stored.');
  return row;
}
