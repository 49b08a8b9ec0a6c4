import { describe, expect, it } from 'vitest';
import { may } from './roles.ts';

describe('may', () => {
  it('shows designers the design and history, never publish or rollback', () => {
    expect(may('designer', 'design')).toBe(true);
    expect(may('designer', 'history')).toBe(true);
    expect(may('designer', 'publish')).toBe(false);
    expect(may('designer', 'rollback')).toBe(false);
  });
  it('lets store managers publish and roll back but not run stores or people', () => {
    expect(may('store_manager', 'publish')).toBe(true);
    expect(may('store_manager', 'rollback')).toBe(true);
    expect(may('store_manager', 'storeLifecycle')).toBe(false);
    expect(may('store_manager', 'people')).toBe(false);
  });
  it('shows the catalog import to admins and store managers only', () => {
    expect(may('store_manager', 'catalog')).toBe(true);
    expect(may('designer', 'catalog')).toBe(false);
    expect(may('fulfilment', 'catalog')).toBe(false);
  });
  it('shows kits and gift cards to the roles the API lets change them (catalog)', () => {
    expect(may('admin', 'kits')).toBe(true);
    expect(may('store_manager', 'kits')).toBe(true);
    expect(may('designer', 'kits')).toBe(false);
    expect(may('fulfilment', 'kits')).toBe(false);
  });
  it('shows fulfilment no design, and admins everything', () => {
    expect(may('fulfilment', 'design')).toBe(false);
    for (const ability of ['design', 'publish', 'rollback', 'catalog', 'storeLifecycle', 'people', 'orders'] as const) expect(may('admin', ability)).toBe(true);
  });
  it('shows orders to store managers and fulfilment, never to designers', () => {
    expect(may('store_manager', 'orders')).toBe(true);
    expect(may('fulfilment', 'orders')).toBe(true);
    expect(may('designer', 'orders')).toBe(false);
  });
});
