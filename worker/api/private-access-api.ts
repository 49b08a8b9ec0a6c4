import { Hono } from 'hono';
import { verifyPassword } from '../../shared/password-hash.ts';
import { PrivateCodeSchema } from '../../shared/schemas/account.ts';
import type { AppEnv } from '../app-types.ts';
import { clientIp } from '../auth/client-ip.ts';
import { limitCodeCheck } from '../auth/code-check-limit.ts';
import { isKnownDevice, rememberDevice } from '../auth/known-devices.ts';
import { limitSharedGuesses } from '../auth/shared-guess-limit.ts';
import { RATE_LIMITS } from '../auth/rate-limit-policy.ts';
import { storeRateLimits } from '../auth/store-rate-limits.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { grantPrivateAccess, type PrivateGrantKind } from '../private/private-grants.ts';
import type { StorefrontRecord } from '../storefront/storefront-record.ts';
import { tooManyAttempts, validAccountJson } from './account-validation.ts';
import { otherStoreInPayload } from './storefront-id-check.ts';

/** What a code opens: an active gift card / promo code of the store, or the store password. */
async function checkCode(db: D1Database, storefront: StorefrontRecord, code: string): Promise<PrivateGrantKind | null> {
  if (storefront.config.private_promo_code) {
    const card = await db
      .prepare("SELECT 1 AS ok FROM gift_cards WHERE storefront_id = ? AND code = ? AND status = 'active'")
      .bind(storefront.id, code)
      .first<{ ok: number }>();
    if (card) return 'gift_card';
  }
  if (storefront.config.private_password && storefront.private_password_hash) {
    if (await verifyPassword(code, storefront.private_password_hash)) return 'password';
  }
  return null;
}

/**
 * The private-store code check (docs/product.md §7, Private-code check): POST /private-access
 * { code } → 200 and the store's grant cookie, or 422 with a message to toast.
 */
export const privateAccessApi = new Hono<AppEnv>().post('/private-access', validAccountJson(PrivateCodeSchema), async (c) => {
  const { code, storefront_id } = c.req.valid('json');
  const otherStore = otherStoreInPayload(c, storefront_id);
  if (otherStore) return otherStore;
  const storefront = c.var.storefront;
  const i18n = requestI18n(c);
  if (!storefront.config.private_store) return c.json({ message: i18n._('This store is open to everyone.') }, 404);
  if (storefront.config.sso.enabled) return c.json({ message: i18n._('This store signs in with your work account.') }, 403);

  const limits = storeRateLimits(c);
  const client = await limits.hit(RATE_LIMITS.privateCodeClient, clientIp(c));
  if (!client.allowed) return tooManyAttempts(c, client.retryAfterSeconds);
  const limited = await limitCodeCheck(c);
  if (limited) return limited;
  // Many clients guessing the store's code: past the limit a trickle goes through, the rest are
  // refused; a browser that passed this gate before is not counted (ADR 0260).
  const known = await isKnownDevice(c, c.var.db, 'gate');
  const shared = await limitSharedGuesses(limits, { wide: RATE_LIMITS.privateCodeStore, slow: RATE_LIMITS.privateCodeStoreSlow }, 'gate', known);
  if (shared) return tooManyAttempts(c, shared.retryAfterSeconds);

  const kind = await checkCode(c.var.db, storefront, code);
  if (!kind) {
    const { private_promo_code: promo, private_password: password } = storefront.config;
    const message =
      promo && password
        ? i18n._('Not a valid gift card, code or store password.')
        : password
          ? i18n._('The store password is not correct.')
          : i18n._('Not a valid gift card');
    return c.json({ message }, 422);
  }
  await grantPrivateAccess(c, kind);
  // A right code: wrong ones so far no longer count against the store (only a visitor who has a
  // code can do this, and the code already opens the store).
  await limits.reset(RATE_LIMITS.privateCodeStore, 'gate');
  await rememberDevice(c, c.var.db, 'gate');
  return c.json({ message: i18n._('Welcome!'), data: { kind } });
});
