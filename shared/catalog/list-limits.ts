/**
 * Limits and relation names of the product list, kept apart from its validation schema so the
 * browser can use them without bundling the server's schema.
 */
export const LIST_RELATIONS = ['productThumbnail', 'productVariants', 'productVariants.variantThumbnail'] as const;
export type ListRelation = (typeof LIST_RELATIONS)[number];

export const MAX_ROWS = 100;
export const MAX_PAGE = 100_000;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_FILTER_VALUES = 50;
export const DEFAULT_ROWS = 10;
