import * as v from 'valibot';
import { ShippingRuleSchema } from '../../orders/shipping-rules.ts';
import { MAX_UNPAID_ORDER_HOURS, MIN_UNPAID_ORDER_HOURS } from '../../orders/unpaid-expiry.ts';
import { SortSettingSchema } from '../sort-setting.ts';
import { configObject } from './config-object.ts';
import { LANGUAGES } from '../../languages.ts';
import { HexColorSchema } from './hex-color.ts';
import { UrlSchema } from './links-and-images.ts';
import { localized, type ResolvedTexts } from './localized-text.ts';
import { readFallback } from './read-fallback.ts';
import { RichTextSchema } from './rich-text.ts';

/** A store text, per language if the store wants (ADR 0270). */
const OptionalText = v.optional(localized(v.string()), '');
const SortSetting = configObject(SortSettingSchema.entries);

type SortSettingInput = v.InferInput<typeof SortSetting>;
const NOT_A_SORT_SETTING = 'must be a sort setting (id, name, code) or its JSON text';

/**
 * The default sort: an object or its JSON text (docs/product.md §3), read as the object. One schema,
 * not a union, so a wrong field is named by its path (a union only says neither form fits).
 */
const SortBy = v.pipe(
  v.custom<SortSettingInput | string>((value) => typeof value === 'string' || (typeof value === 'object' && value !== null), NOT_A_SORT_SETTING),
  v.rawTransform<SortSettingInput | string, SortSettingInput>(({ dataset, addIssue, NEVER }) => {
    if (typeof dataset.value !== 'string') return dataset.value;
    try {
      return JSON.parse(dataset.value);
    } catch {
      addIssue({ message: NOT_A_SORT_SETTING });
      return NEVER;
    }
  }),
  SortSetting,
);

/** The rules these settings had before ADR 0180, for stored documents (readFallback). */
const HEX_COLOR_BEFORE = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{3,8}$/));
const SORT_BY_BEFORE = v.nullable(v.union([SortSettingSchema, v.pipe(v.string(), v.parseJson(), SortSettingSchema)]));

/** A store's settings (docs/product.md §3 "Storefront config": settings, plus shipping, gift-card and payment settings). */
export const SettingsSchema = configObject({
  favicon: v.optional(v.nullable(UrlSchema)),
  /** The language a text written per language falls back to when it has none in the shopper's (ADR 0270). */
  defaultLanguage: v.optional(v.picklist(LANGUAGES, `must be one of ${LANGUAGES.join(', ')}`), 'en'),
  /** An object or a JSON string (spec): normalised to an object when parsed. */
  sortBy: readFallback(v.optional(v.nullable(SortBy), null), SORT_BY_BEFORE),
  productsPerRow: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)), 4),
  productsPerPage: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 9),
  /** The footer's rich-text block. */
  footerContent: v.optional(localized(RichTextSchema), ''),
  copyrightText: OptionalText,
  socialIcons: v.optional(v.array(configObject({ name: v.string(), url: UrlSchema })), []),
  alertText: OptionalText,
  alertBackgroundColor: readFallback(v.optional(v.nullable(HexColorSchema), null), v.nullable(HEX_COLOR_BEFORE)),
  logoPosition: v.optional(v.picklist(['left', 'center']), 'left'),
  primaryColor: readFallback(v.optional(HexColorSchema, '#1e3a8a'), HEX_COLOR_BEFORE),
  accentColor: readFallback(v.optional(HexColorSchema, '#f59e0b'), HEX_COLOR_BEFORE),
  /** Largest custom gift-card amount in dollars; $1,000 when absent (shared/gift-amount.ts). */
  giftCardMaxAmount: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(1_000_000))),
  /** Shipping: a flat rate per parcel and a free-shipping threshold, dollars; $7.95 and none when absent (ADR 0120). */
  shipping: v.optional(ShippingRuleSchema),
  /** Shown with a manual (invoice, bank transfer) payment on the confirmation and order pages (ADR 0122). */
  paymentInstructions: v.optional(localized(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'paymentInstructions must be at most 2000 characters.')))),
  /**
   * Hours an order may stay unpaid before it is cancelled and its stock and gift-card balance go
   * back; 72 when absent (docs/decisions/0261-unpaid-orders-expire.md).
   */
  unpaidOrderHours: v.optional(
    v.pipe(
      v.number(),
      v.integer('unpaidOrderHours must be a whole number of hours.'),
      v.minValue(MIN_UNPAID_ORDER_HOURS, `unpaidOrderHours must be at least ${MIN_UNPAID_ORDER_HOURS}.`),
      v.maxValue(MAX_UNPAID_ORDER_HOURS, `unpaidOrderHours must be at most ${MAX_UNPAID_ORDER_HOURS}.`),
    ),
  ),
  /** The store's Stripe connected account (Stripe Connect): its Checkout Sessions are made for it (ADR 0208). */
  stripe_account: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^acct_[A-Za-z0-9]{1,64}$/, 'must be a Stripe account id like acct_1NvXYZ…'))),
});
/** The settings as a page reads them: each text in the shopper's language. */
export type Settings = ResolvedTexts<v.InferOutput<typeof SettingsSchema>>;
