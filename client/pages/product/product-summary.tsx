import { useLingui } from '@lingui/react';
import type { ProductView } from '../../../shared/product-view.ts';

const STARS = 5;
const STAR_ID = 'review-star';

/** Per language: lingui's formatter for `i18n.number(value, { maximumFractionDigits: 1 })` and the ratings it wrote. */
const ratingTexts = new Map<string, { format: Intl.NumberFormat; texts: Map<number, string> }>();

/**
 * An average rating as lingui's `i18n.number(rating, { maximumFractionDigits: 1 })` writes it (the
 * locale, then lingui's default 'en'): one formatter per language, and each of the few ratings
 * (0 to 5 in tenths) formatted once.
 */
function ratingText(locale: string, rating: number): string {
  let language = ratingTexts.get(locale);
  if (!language) {
    language = { format: new Intl.NumberFormat([locale, 'en'], { maximumFractionDigits: 1 }), texts: new Map() };
    ratingTexts.set(locale, language);
  }
  // A Map holds -0 and 0 as one key; -0 is written "-0".
  if (Object.is(rating, -0)) return language.format.format(rating);
  let text = language.texts.get(rating);
  if (text === undefined) {
    text = language.format.format(rating);
    if (language.texts.size < 100) language.texts.set(rating, text);
  }
  return text;
}

/** Average review stars (1 to 5) and the review count ('review' singular or plural). */
function ReviewStars({ average, count }: { average: number; count: number }) {
  const { _, i18n } = useLingui();
  // The locale's decimal separator ("4,5" in German and French).
  const rating = ratingText(i18n.locale, Math.round(average * 10) / 10);
  const filled = Math.min(STARS, Math.max(1, Math.round(average)));
  return (
    <div className="flex items-center gap-2">
      <span role="img" aria-label={_('Rated {rating} out of 5', { rating })} className="flex text-amber-500">
        {Array.from({ length: STARS }, (_unused, i) => (
          <svg key={i} aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 ${i < filled ? 'fill-current' : 'fill-gray-300'}`}>
            {/* The first star's outline; the others reuse it (one ReviewStars per page). */}
            {i === 0 ? <path id={STAR_ID} d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" /> : <use href={`#${STAR_ID}`} />}
          </svg>
        ))}
      </span>
      <span className="text-sm text-gray-700">{_('{count, plural, one {# review} other {# reviews}}', { count })}</span>
    </div>
  );
}

/**
 * Name, short description, review stars and decoration methods as chips (docs/product.md §2). The
 * name is the page's h1 on the product page, an h2 under the kit page's own h1.
 */
export function ProductSummary({ product, headingLevel = 1 }: { product: ProductView; headingLevel?: 1 | 2 }) {
  const { _ } = useLingui();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-col gap-3">
      <Heading className="text-2xl font-bold sm:text-3xl">{product.name}</Heading>
      {product.short_description && <p className="text-gray-700">{product.short_description}</p>}
      {product.reviews_count > 0 && <ReviewStars average={product.reviews_rate_average} count={product.reviews_count} />}
      {product.decoration_methods.length > 0 && (
        <ul aria-label={_('Decoration methods')} className="flex flex-wrap gap-2">
          {product.decoration_methods.map((method) => (
            <li key={method.id} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800">
              {method.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
