import { beforeAll, describe, expect, it } from 'vitest';
import { setStock, sku, type Sku } from '../orders/order-helpers.ts';
import { moveOrder, outboxMails, placeOrder } from './fulfilment-helpers.ts';
import { DEMO_DB } from '../databases.ts';

// The mails of fulfilment, in the development outbox: the store's contact e-mails hear of a new
// order; the shopper hears of Shipped (with the tracking), Cancelled and Refund in the language
// they ordered in, from the store's name, answered to the store's contact e-mail.

let tee: Sku;
beforeAll(async () => {
  tee = await sku('classic-crew-tee', 'Navy', 'M');
  await setStock(tee.product_size_id, 100);
});

describe('fulfilment mail', () => {
  it("tells the store's contact e-mails about a new order", async () => {
    const uuid = await placeOrder([{ item: tee, quantity: 2 }]);
    for (const to of ['support@demo.test', 'orders@demo.test']) {
      const [mail] = await outboxMails(to, 'New order #');
      expect(mail, to).toBeDefined();
      expect(mail!.subject).toMatch(/^New order #\d+ at Demo Merch$/);
      expect(mail!.text_body).toContain(`(${uuid})`);
      expect(mail!.text_body).toContain('2 × Classic Crew T-Shirt (Navy, M)');
      expect(mail!.text_body).toContain('Wilmington, DE 19801');
      expect(mail!.text_body).toContain('Payment status: Pending');
      // With a Studio (STUDIO_HOST), the mail links to the order's detail there.
      expect(mail!.text_body).toContain(`Open the order in Studio: http://studio.localhost/stores/1/orders?order=${uuid}`);
      // Answering it answers the shopper.
      expect(mail).toMatchObject({ from_name: 'Demo Merch', reply_to: 'shopper@demo.test' });
    }
  });

  it('mails the shopper on Shipped with the tracking, in the language of the order', async () => {
    const uuid = await placeOrder([{ item: tee }], {}, { cookie: 'lang=de' });
    await moveOrder(uuid, { status: 2 });
    const shipped = await moveOrder(uuid, { status: 3, tracking: { carrier: 'DHL', number: 'JJD000390007', url: 'https://dhl.example/track?id=JJD000390007' } });
    expect(shipped.body.data.shopper_mail).toBe('sent');
    const [mail] = await outboxMails('shopper@demo.test', uuid);
    expect(mail!.subject).toBe(`Ihre Bestellung ${uuid} bei Demo Merch wurde versandt`);
    expect(mail!.text_body).toContain('Versanddienst: DHL');
    expect(mail!.text_body).toContain('Sendungsnummer: JJD000390007');
    expect(mail!.text_body).toContain('https://dhl.example/track?id=JJD000390007');
    expect(mail!.text_body).toContain(`http://demo.localhost/my-account/orders/${uuid}`);
    expect(mail).toMatchObject({ from_name: 'Demo Merch', reply_to: 'support@demo.test' });
    // The shopper's order page shows it too.
    const { api } = await import('../orders/order-helpers.ts');
    const { shopperHeaders } = await import('./fulfilment-helpers.ts');
    const order = await api<{ data: { status: number; shipments: unknown[] } }>('GET', `/storefronts/1/orders/${uuid}`, { headers: await shopperHeaders() });
    expect(order.body.data).toMatchObject({ status: 3, shipments: [{ carrier: 'DHL', number: 'JJD000390007', url: 'https://dhl.example/track?id=JJD000390007' }] });
  });

  it('mails the shopper on Cancelled and on Refund, with the gift-card balance given back', async () => {
    await DEMO_DB.prepare("UPDATE gift_cards SET balance = 1000, status = 'active' WHERE storefront_id = 1 AND code = 'GIFT-DEMO-50'").run();
    const cancelled = await placeOrder([{ item: tee }], { gift_card_code: 'GIFT-DEMO-50' }, { cookie: 'lang=fr' });
    expect((await moveOrder(cancelled, { status: 5 })).body.data.shopper_mail).toBe('sent');
    const [cancelMail] = await outboxMails('shopper@demo.test', cancelled);
    expect(cancelMail!.subject).toBe(`Votre commande ${cancelled} chez Demo Merch a été annulée`);
    expect(cancelMail!.text_body).toContain('GIFT-DEMO-50');

    const refunded = await placeOrder([{ item: tee }]);
    await moveOrder(refunded, { status: 2 });
    await moveOrder(refunded, { status: 3 });
    expect((await moveOrder(refunded, { status: 8 })).body.data.shopper_mail).toBe('sent');
    const [refundMail, shippedMail] = await outboxMails('shopper@demo.test', refunded);
    expect(refundMail!.subject).toBe(`Your Demo Merch order ${refunded} was refunded`);
    expect(refundMail!.text_body).toContain(`Your order ${refunded} was refunded.`);
    expect(shippedMail!.subject).toBe(`Your Demo Merch order ${refunded} has shipped`);
  });

  it('mails nothing to the shopper for the other moves', async () => {
    const uuid = await placeOrder([{ item: tee }]);
    const before = (await outboxMails('shopper@demo.test', uuid)).length;
    expect((await moveOrder(uuid, { status: 6 })).body.data.shopper_mail).toBe('none');
    expect((await moveOrder(uuid, { status: 2 })).body.data.shopper_mail).toBe('none');
    expect((await moveOrder(uuid, { status: 4, tracking: { carrier: 'UPS', number: '1Z1' } })).body.data.shopper_mail).toBe('none');
    expect(await outboxMails('shopper@demo.test', uuid)).toHaveLength(before);
  });
});
