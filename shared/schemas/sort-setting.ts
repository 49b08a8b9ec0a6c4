import * as v from 'valibot';

/**
 * docs/product.md §3: a sort setting (sortBy) or sort option: id, name (the field), code (the
 * direction). Its own module so the browser's sort code does not pull in the whole storefront
 * config schema.
 */
export const SortSettingSchema = v.object({
  id: v.number(),
  name: v.string(),
  code: v.string(),
});
export type SortSetting = v.InferOutput<typeof SortSettingSchema>;
