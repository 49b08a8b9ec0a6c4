import * as v from 'valibot';

/** GET /brands/colors: the brand names of a store's products (widget filters). */
export const BrandsAnswerSchema = v.object({ data: v.object({ brands: v.array(v.string()) }) });
