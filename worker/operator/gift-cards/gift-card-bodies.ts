import * as v from 'valibot';
import { objectMessage, whole } from '../kits/kit-bodies.ts';

/** Request bodies of the gift-card routes (docs/api.md "Gift cards"). */
export const GIFT_CARD_STATUSES = ['active', 'inactive', 'expired'] as const;
const Status = v.picklist(GIFT_CARD_STATUSES, `must be one of ${GIFT_CARD_STATUSES.join(', ')}.`);

export const GiftCardBody = v.strictObject(
  {
    /** Minor units (5000 = $50.00). */
    balance: whole(0, 100_000_000),
    code: v.optional(
      v.pipe(
        v.string('must be text.'),
        v.trim(),
        v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{3,63}$/, 'must be 4 to 64 letters, digits or dashes, starting with a letter or digit.'),
      ),
    ),
    status: v.optional(Status, 'active'),
  },
  objectMessage,
);

export const GiftCardStatusBody = v.strictObject({ status: Status }, objectMessage);
