import type { GiftCardRow, SeedCustomer } from './row-types.ts';

/** The demo password of every seeded account (demo-fixtures.md, "Accounts and codes"). */
export const DEMO_PASSWORD = 'Shopper#2026';

export const customers: SeedCustomer[] = [
  {
    id: 1, storefront_id: 1, email: 'shopper@demo.test', username: 'samshopper', first_name: 'Sam',
    last_name: 'Shopper', password: DEMO_PASSWORD, email_verified_at: '2025-01-10T09:05:00.000Z',
    created_at: '2025-01-10T09:00:00.000Z',
  },
  {
    id: 2, storefront_id: 1, email: 'unverified@demo.test', username: 'umaunverified', first_name: 'Uma',
    last_name: 'Unverified', password: DEMO_PASSWORD, email_verified_at: null,
    created_at: '2026-03-01T15:30:00.000Z',
  },
  {
    id: 3, storefront_id: 2, email: 'alice@acme.test', username: 'alice', first_name: 'Alice',
    last_name: 'Anderson', password: DEMO_PASSWORD, email_verified_at: '2025-06-02T08:15:00.000Z',
    created_at: '2025-06-02T08:00:00.000Z',
  },
];

/**
 * Store 1's cards all belong to shopper@demo.test, so they show on the gift-card screen.
 * GIFT-DEMO-ZERO was used up by orders 9 and 10; GIFT-DEMO-EXPIRED paid part of order 11.
 */
export const giftCards: GiftCardRow[] = [
  { id: 1, storefront_id: 1, customer_id: 1, code: 'GIFT-DEMO-50', balance: 5000, status: 'active', created_at: '2025-12-24T10:00:00.000Z' },
  { id: 2, storefront_id: 1, customer_id: 1, code: 'GIFT-DEMO-ZERO', balance: 0, status: 'active', created_at: '2025-05-01T10:00:00.000Z' },
  { id: 3, storefront_id: 1, customer_id: 1, code: 'GIFT-DEMO-EXPIRED', balance: 1000, status: 'expired', created_at: '2024-06-01T10:00:00.000Z' },
  { id: 4, storefront_id: 2, customer_id: null, code: 'ACME-CODE', balance: 2500, status: 'active', created_at: '2025-06-01T10:00:00.000Z' },
];
