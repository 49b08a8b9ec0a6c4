import { describe, expect, it } from 'vitest';
import { DEFAULT_UNPAID_ORDER_HOURS, unpaidOrderDeadlines, unpaidOrderHours } from './unpaid-expiry.ts';

describe('unpaid order expiry', () => {
  it('takes the store’s whole hours in range, else 72', () => {
    expect(unpaidOrderHours(undefined)).toBe(DEFAULT_UNPAID_ORDER_HOURS);
    expect(unpaidOrderHours(48)).toBe(48);
    expect(unpaidOrderHours(24)).toBe(72);
    expect(unpaidOrderHours(48.5)).toBe(72);
    expect(unpaidOrderHours('48')).toBe(72);
  });

  it('reminds a day before the order expires', () => {
    const { remindAt, expiresAt } = unpaidOrderDeadlines('2026-11-01T10:00:00.000Z', 72);
    expect(remindAt.toISOString()).toBe('2026-11-03T10:00:00.000Z');
    expect(expiresAt.toISOString()).toBe('2026-11-04T10:00:00.000Z');
  });

});
