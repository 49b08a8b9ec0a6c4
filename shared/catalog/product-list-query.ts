import * as v from 'valibot';
import {
  DEFAULT_ROWS,
  LIST_RELATIONS,
  MAX_FILTER_VALUES,
  MAX_PAGE,
  MAX_ROWS,
  MAX_SEARCH_LENGTH,
  type ListRelation,
} from './list-limits.ts';
import { SORT_FIELDS, SORT_ORDERS } from './sort-options.ts';

/** A query value that may arrive once (key=a) or repeated (key[]=a&key[]=b): always a list. */
function list(name: string) {
  return v.pipe(
    v.union([v.string(), v.array(v.string())], `${name} must be a list of values.`),
    v.transform((value) => (typeof value === 'string' ? [value] : value)),
    v.maxLength(MAX_FILTER_VALUES, `${name} accepts at most ${MAX_FILTER_VALUES} values.`),
  );
}

function idList(name: string) {
  return v.pipe(
    list(name),
    v.check((values) => values.every((value) => /^\d{1,15}$/.test(value)), `${name} must be a list of ids (whole numbers).`),
    v.transform((values) => [...new Set(values.map(Number))]),
  );
}

function wholeNumber(name: string, min: number, max: number) {
  return v.pipe(
    v.string(`${name} must be a whole number.`),
    v.regex(/^-?\d{1,16}$/, `${name} must be a whole number.`),
    v.transform(Number),
    v.minValue(min, `${name} must be between ${min} and ${max}.`),
    v.maxValue(max, `${name} must be between ${min} and ${max}.`),
  );
}

/**
 * GET storefronts/{id}/storefront-products (docs/product.md §7), validated at the API's edge.
 * Every problem is a 400 with a sentence naming the parameter and what it accepts.
 */
export const ProductListQuerySchema = v.object({
  relations: v.optional(
    v.pipe(
      list('relations'),
      v.check(
        (values) => values.every((value) => (LIST_RELATIONS as readonly string[]).includes(value)),
        `relations accepts only: ${LIST_RELATIONS.join(', ')}.`,
      ),
      v.transform((values) => [...new Set(values)] as ListRelation[]),
    ),
    [],
  ),
  global_filter: v.optional(
    v.pipe(
      v.string('global_filter must be text.'),
      v.trim(),
      v.maxLength(MAX_SEARCH_LENGTH, `global_filter must be at most ${MAX_SEARCH_LENGTH} characters.`),
    ),
    '',
  ),
  sort_field: v.optional(v.picklist(SORT_FIELDS, `sort_field must be one of: ${SORT_FIELDS.join(', ')}.`)),
  sort_order: v.optional(
    v.pipe(v.string(), v.toLowerCase(), v.picklist(SORT_ORDERS, `sort_order must be asc or desc.`)),
    'asc',
  ),
  product_categories: v.optional(idList('product_categories'), []),
  product_category_id: v.optional(wholeNumber('product_category_id', 1, Number.MAX_SAFE_INTEGER)),
  brands: v.optional(
    v.pipe(
      list('brands'),
      v.transform((values) => [...new Set(values.map((value) => value.trim()).filter(Boolean))]),
      v.check((values) => values.every((value) => value.length <= 120), 'brands must be brand names of at most 120 characters.'),
    ),
    [],
  ),
  rows: v.optional(wholeNumber('rows', 1, MAX_ROWS), String(DEFAULT_ROWS)),
  page: v.optional(wholeNumber('page', 1, MAX_PAGE), '1'),
});
export type ProductListQuery = v.InferOutput<typeof ProductListQuerySchema>;
