import * as v from 'valibot';

/** Spec section 7, "Check product variants": data.inactive_product_variants (variant ids). */
export const VariantCheckAnswerSchema = v.object({ data: v.object({ inactive_product_variants: v.array(v.number()) }) });
