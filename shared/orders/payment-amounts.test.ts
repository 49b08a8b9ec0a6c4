import { describe, expect, it } from 'vitest';
import { needsManualPayment, paymentAmounts } from './payment-amounts.ts';

describe('paymentAmounts', () => {
  it('counts the total as due until the order is paid', () => {
    expect(paymentAmounts({ payment_status: 'pending', total: 6290 })).toEqual({ paid: 0, due: 6290 });
    expect(paymentAmounts({ payment_status: 'failed', total: 6290 })).toEqual({ paid: 0, due: 6290 });
    expect(paymentAmounts({ payment_status: 'paid', total: 6290 })).toEqual({ paid: 6290, due: 0 });
  });

  it('owes nothing on a cancelled or refunded order, whatever its payment did (issue 27)', () => {
    expect(paymentAmounts({ payment_status: 'failed', total: 9895, status: 5 })).toEqual({ paid: 0, due: 0 });
    expect(paymentAmounts({ payment_status: 'pending', total: 9895, status: 5 })).toEqual({ paid: 0, due: 0 });
    expect(paymentAmounts({ payment_status: 'pending', total: 9895, status: 8 })).toEqual({ paid: 0, due: 0 });
    expect(paymentAmounts({ payment_status: 'failed', total: 9895, status: 7 })).toEqual({ paid: 0, due: 9895 });
  });
});

describe('needsManualPayment', () => {
  it('is true only for a pending manual order with something to pay', () => {
    expect(needsManualPayment({ payment_status: 'pending', payment_provider: 'manual', total: 6290 })).toBe(true);
    expect(needsManualPayment({ payment_status: 'paid', payment_provider: 'manual', total: 6290 })).toBe(false);
    expect(needsManualPayment({ payment_status: 'pending', payment_provider: 'stripe', total: 6290 })).toBe(false);
    expect(needsManualPayment({ payment_status: 'pending', payment_provider: 'manual', total: 0 })).toBe(false);
    expect(needsManualPayment({ payment_status: 'pending', payment_provider: 'manual', total: 6290, status: 5 })).toBe(false);
  });
});
