import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../app-types.ts';
import { limitCodeCheck } from '../auth/code-check-limit.ts';
import { requireCustomer } from '../auth/current-customer.ts';
import { listCustomerGiftCards } from '../db/gift-cards.ts';
import { requestI18n } from '../i18n/request-i18n.ts';
import { usableGiftCard } from '../orders/quote-cart.ts';

const CodeSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));

/**
 * Gift cards (docs/api.md), mounted under /api/storefronts/{storefrontId}:
 * GET /codes/auth-gift-cards (docs/product.md §7: the signed-in customer's cards) and
 * GET /gift-cards/balance?code=… (spec: "Gift card balance by storefront and code"; the `Code`
 * header is used when the query has none).
 */
export const giftCardsApi = new Hono<AppEnv>()
  .get('/codes/auth-gift-cards', requireCustomer, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ data: await listCustomerGiftCards(c.var.db, c.var.storefront.id, c.var.customer!.id) });
  })
  .get('/gift-cards/balance', async (c) => {
    const i18n = requestI18n(c);
    const code = v.safeParse(CodeSchema, c.req.query('code') ?? c.req.header('code') ?? '');
    if (!code.success) return c.json({ message: i18n._('Code is required.') }, 400);
    // Balance look-ups share the per-client code-check limit with every other code check (ADR 0060).
    const limited = await limitCodeCheck(c);
    if (limited) return limited;
    const card = await usableGiftCard(c.var.db, c.var.storefront.id, code.output);
    if (!card) return c.json({ message: i18n._('Not a valid gift card') }, 404);
    c.header('cache-control', 'no-store');
    return c.json({ data: { code: card.code, balance: card.balance, status: card.status } });
  });
