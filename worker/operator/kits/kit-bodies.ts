import * as v from 'valibot';
import { SLUG_PATTERN } from '../catalog/catalog-document.ts';

/** Request bodies of the kit routes (docs/api.md "Kits"). */
export const objectMessage = (issue: v.BaseIssue<unknown>) =>
  issue.expected === 'never' ? `unknown field "${String(issue.input)}".` : issue.expected === 'Object' ? 'must be an object.' : 'is required.';
export const whole = (min: number, max: number) =>
  v.pipe(v.number('must be a whole number.'), v.integer('must be a whole number.'), v.minValue(min, `must be at least ${min}.`), v.maxValue(max, `must be at most ${max}.`));

export const KitBody = v.pipe(
  v.strictObject(
    {
      name: v.pipe(v.string('must be text.'), v.trim(), v.minLength(1, 'must not be empty.'), v.maxLength(200, 'is too long (200 characters at most).')),
      /** How many products a recipient picks (required ones included). */
      amount: whole(1, 100),
      banner: v.optional(v.nullable(v.pipe(v.string('must be a /media/… path or an https:// URL.'), v.maxLength(2048, 'is too long.'))), null),
      hide_prices: v.optional(v.boolean('must be true or false.'), false),
      products: v.pipe(
        v.array(
          v.strictObject(
            {
              product: v.pipe(v.string('must be a product slug.'), v.regex(SLUG_PATTERN, 'must be a product slug like "harbor-tee".')),
              required: v.optional(v.boolean('must be true or false.'), false),
              /** At most this many of it in one recipient's choice. */
              quantity: v.optional(whole(1, 100), 1),
            },
            objectMessage,
          ),
          'must be a list of { product, required, quantity }.',
        ),
        v.minLength(1, 'must hold at least one product.'),
        v.maxLength(100, 'holds too many products (100 at most).'),
      ),
    },
    objectMessage,
  ),
  v.forward(
    v.check(
      (kit) => kit.products.filter((p) => p.required).length <= kit.amount,
      'A recipient picks `amount` products: more required products than that could never be ordered.',
    ),
    ['amount'],
  ),
);
export type KitInput = v.InferOutput<typeof KitBody>;

const Email = v.pipe(v.string('must be an e-mail address.'), v.trim(), v.toLowerCase(), v.maxLength(254, 'is too long.'), v.email('must be an e-mail address.'));

export const KitLinksBody = v.pipe(
  v.strictObject(
    {
      count: v.optional(whole(1, 1000)),
      recipients: v.optional(
        v.pipe(
          v.array(
            v.strictObject(
              { email: Email, name: v.optional(v.nullable(v.pipe(v.string('must be text.'), v.trim(), v.maxLength(200, 'is too long.'))), null) },
              objectMessage,
            ),
            'must be a list of { email, name? }.',
          ),
          v.minLength(1, 'must hold at least one recipient.'),
          v.maxLength(1000, 'holds too many recipients (1000 at most per call).'),
        ),
      ),
    },
    objectMessage,
  ),
  v.check((body) => (body.count === undefined) !== (body.recipients === undefined), 'Send either count or recipients.'),
);
