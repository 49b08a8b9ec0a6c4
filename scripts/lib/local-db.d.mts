/** Types of local-db.mjs for TypeScript scripts. */
export function prepareLocalDatabase(persistTo?: string): Promise<void>;
