import { Hono } from 'hono';
import * as v from 'valibot';
import { validJson } from '../../api/validation.ts';
import type { AppEnv } from '../../app-types.ts';
import { registryDb, storeDb } from '../../db/databases.ts';
import { auditStatement } from '../audit-log.ts';
import { GIFT_CARD_STATUSES, GiftCardBody, GiftCardStatusBody } from '../gift-cards/gift-card-bodies.ts';
import { codeHint, generateGiftCardCode, insertGiftCard, listGiftCards, readGiftCard, setGiftCardStatus } from '../gift-cards/operator-gift-cards.ts';
import { actorOf, badCursor, numericCursor, pageOf, paged, storeFor } from '../operator-http.ts';

const StatusFilter = v.optional(v.picklist(GIFT_CARD_STATUSES));

/**
 * A store's gift cards and promo codes (docs/api.md "Gift cards"): issued with a balance in minor
 * units, listed newest first, activated or deactivated. The `catalog` permission.
 */
export const giftCardRoutes = new Hono<AppEnv>()
  .post('/storefronts/:id/gift-cards', validJson(GiftCardBody), async (c) => {
    const found = await storeFor(c, 'catalog');
    if ('response' in found) return found.response;
    const id = found.store.id;
    const body = c.req.valid('json');
    const actor = actorOf(c);
    // A generated code that is (very improbably) taken is drawn again; a given one is the caller's.
    for (let attempt = 0; attempt < 3; attempt++) {
      const code = body.code ?? generateGiftCardCode();
      const card = { code, balance: body.balance, status: body.status };
      const audit = auditStatement(registryDb(c.env), actor, 'gift_card.issue', id, { code: codeHint(code), balance: body.balance, status: body.status });
      if (await insertGiftCard(storeDb(c.env, found.store), id, card, audit)) return c.json({ data: card }, 201);
      if (body.code) {
        const message = `Store ${id} already has the code ${body.code} (codes are not case-sensitive).`;
        return c.json({ message, errors: { code: [message] } }, 409);
      }
    }
    throw new Error('Could not draw a free gift card code in three attempts.');
  })
  .get('/storefronts/:id/gift-cards', async (c) => {
    const found = await storeFor(c, 'catalog');
    if ('response' in found) return found.response;
    const status = v.safeParse(StatusFilter, c.req.query('status') || undefined);
    if (!status.success) {
      const message = `status must be one of ${GIFT_CARD_STATUSES.join(', ')}.`;
      return c.json({ message, errors: { status: [message] } }, 400);
    }
    const page = pageOf(c);
    if ('response' in page) return page.response;
    const cursor = numericCursor(page.cursor);
    if (cursor === undefined) return badCursor(c);
    const { cards, next } = await listGiftCards(storeDb(c.env, found.store), found.store.id, status.output ?? null, page.limit, cursor);
    return paged(c, cards, next);
  })
  .patch('/storefronts/:id/gift-cards/:code', validJson(GiftCardStatusBody), async (c) => {
    const found = await storeFor(c, 'catalog');
    if ('response' in found) return found.response;
    const id = found.store.id;
    const card = await readGiftCard(storeDb(c.env, found.store), id, c.req.param('code'));
    if (!card) return c.json({ message: 'Gift card not found.' }, 404);
    const { status } = c.req.valid('json');
    if (card.status !== status) {
      const audit = auditStatement(registryDb(c.env), actorOf(c), 'gift_card.status', id, { code: codeHint(card.code), from: card.status, to: status });
      await setGiftCardStatus(storeDb(c.env, found.store), id, card.code, status, audit);
    }
    return c.json({ data: { ...card, status } });
  });
