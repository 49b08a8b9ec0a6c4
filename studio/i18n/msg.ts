/**
 * Marks a text kept in data (a field list, a role's name) for the extractor
 * (npm run i18n:extract:studio); it is translated where it is shown, with `_(text)`.
 */
export const msg = (id: string): string => id;
