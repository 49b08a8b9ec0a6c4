import { describe, expect, it } from 'vitest';
import { isCodeApplied, orderStatusTag, paymentStatusTag } from './order-status.ts';

describe('orderStatusTag', () => {
  it.each([
    [1, 'new-order', 'info'],
    [2, 'in-progress', 'warning'],
    [3, 'shipped', 'success'],
    [4, 'partially-shipped', 'warning'],
    [5, 'cancelled', 'danger'],
    [6, 'on-hold', 'warning'],
    [7, 'not-paid', 'danger'],
    [8, 'refund', 'info'],
  ])('status %i is %s (%s)', (status, key, severity) => {
    expect(orderStatusTag(status)).toEqual({ key, severity });
  });

  it.each([0, 9, -1, 1.5, '1', null, undefined])('labels %p as pending', (status) => {
    expect(orderStatusTag(status).key).toBe('pending');
  });
});

describe('paymentStatusTag', () => {
  it('maps the three payment statuses', () => {
    expect(paymentStatusTag('pending')).toEqual({ key: 'pending', severity: 'warning' });
    expect(paymentStatusTag('paid')).toEqual({ key: 'paid', severity: 'success' });
    expect(paymentStatusTag('failed')).toEqual({ key: 'failed', severity: 'danger' });
  });
  it('treats anything else as pending', () => {
    expect(paymentStatusTag('refunded').key).toBe('pending');
    expect(paymentStatusTag(undefined).key).toBe('pending');
  });
});

describe('isCodeApplied', () => {
  it('is applied when the totals differ', () => {
    expect(isCodeApplied({ total: 1000, total_without_discounts: 2500 })).toBe(true);
    expect(isCodeApplied({ total: 2500, total_without_discounts: 2500 })).toBe(false);
  });
});
