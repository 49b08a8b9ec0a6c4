/**
 * One type per D1 table the seed fills, with exactly the columns of migrations/0001_init.sql that
 * the seed sets (the rest keep their defaults). Types, not interfaces, so a row is assignable to
 * the generic `Record<string, SqlScalar>` the SQL builder takes.
 */

export type CategoryRow = {
  id: number; storefront_id: number; parent_id: number | null; name: string; slug: string;
  is_company: 0 | 1; position: number;
};
export type BrandRow = { id: number; storefront_id: number; name: string };
export type WarehouseRow = { id: number; storefront_id: number; name: string };
export type DecorationMethodRow = { id: number; storefront_id: number; name: string };

export type ProductRow = {
  id: number; storefront_id: number; slug: string; name: string; description: string;
  short_description: string; copy_underneath_description: string; price: number;
  final_price: number; margin: number; total_cost: number; currency: string; status: string;
  discontinued: 0 | 1; disabled: 0 | 1; is_gift_card: 0 | 1; is_custom: 0 | 1;
  library_approved: 0 | 1; need_attention: number; allow_custom_amount: 0 | 1;
  product_color_id: number | null; warehouse_id: number | null; brand_id: number | null;
  thumbnail_path: string | null; created_at: string;
};
export type ProductCategoryRow = { product_id: number; category_id: number; storefront_id: number };
export type ProductDecorationMethodRow = { product_id: number; decoration_method_id: number };
export type ProductFileRow = {
  id: number; product_id: number; name: string; extension: string; path: string;
  full_path: string; type: string; position: number;
};
export type ProductVariantRow = {
  id: number; product_id: number; storefront_id: number; color: string;
  primary_hex_color: string | null; secondary_hex_color: string | null; swatch_url: string | null;
  thumbnail_path: string | null; discontinued: 0 | 1; position: number;
};
export type VariantImageRow = {
  id: number; variant_id: number; type: 'frontImage' | 'rearImage' | 'other'; full_path: string;
  position: number;
};
export type VariantSizeRow = {
  id: number; variant_id: number; size: string; price: number; quantity: number; weight: number;
  position: number;
};
export type SizeGuideRow = { id: number; product_id: number; specification_type: string };
export type SizeGuideSizeRow = { id: number; size_guide_id: number; size: string; value: string };
export type InputFieldRow = {
  id: number; product_id: number; label: string; is_required: 0 | 1; position: number;
};
export type ReviewRow = {
  id: number; product_id: number; rating: number; author: string; body: string; created_at: string;
};
export type KitRow = {
  id: number; storefront_id: number; token: string; user_token: string; amount: number;
  banner_path: string | null; hide_prices: 0 | 1;
};
export type KitProductRow = {
  kit_id: number; product_id: number; required: 0 | 1; quantity: number; position: number;
};
/** `password` is plain text here; the SQL builder turns it into customers.password_hash. */
export type SeedCustomer = {
  id: number; storefront_id: number; email: string; username: string; first_name: string;
  last_name: string; password: string; email_verified_at: string | null; created_at: string;
};
export type GiftCardRow = {
  id: number; storefront_id: number; customer_id: number | null; code: string; balance: number;
  status: 'active' | 'inactive' | 'expired'; created_at: string;
};
export type OrderRow = {
  id: number; uuid: string; storefront_id: number; customer_id: number | null; status: number;
  payment_status: 'pending' | 'paid' | 'failed'; payment_provider: string;
  payment_reference: string | null; email: string; shipping_address: string; subtotal: number;
  shipping_total: number; gift_card_id: number | null; gift_card_amount: number;
  total_without_discounts: number; total: number; idempotency_key: string | null;
  created_at: string;
};
export type OrderItemRow = {
  id: number; order_id: number; product_id: number | null; variant_id: number | null;
  size_id: number | null; name: string; color: string | null; size: string | null;
  quantity: number; unit_price: number; total: number; warehouse_id: number | null;
  warehouse_name: string | null; is_gift_card: 0 | 1; recipient_email: string | null;
  note: string | null; input_fields: string; image: string | null;
};

/** Every product-related table, as produced by the product factory. */
export type ProductTables = {
  products: ProductRow[];
  product_categories: ProductCategoryRow[];
  product_decoration_methods: ProductDecorationMethodRow[];
  product_files: ProductFileRow[];
  product_variants: ProductVariantRow[];
  variant_images: VariantImageRow[];
  variant_sizes: VariantSizeRow[];
  size_guides: SizeGuideRow[];
  size_guide_sizes: SizeGuideSizeRow[];
  input_fields: InputFieldRow[];
  reviews: ReviewRow[];
};
