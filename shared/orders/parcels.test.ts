import { describe, expect, it } from 'vitest';
import { groupIntoParcels } from './parcels.ts';

const north = { id: 1, name: 'North' };
const south = { id: 2, name: 'South' };

describe('groupIntoParcels', () => {
  it('keeps one warehouse as one flat list', () => {
    const result = groupIntoParcels([
      { id: 'a', warehouse: north },
      { id: 'b', warehouse: north },
    ]);
    expect(result.grouped).toBe(false);
    expect(result.parcels).toHaveLength(1);
    expect(result.parcels[0]!.items.map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('groups by warehouse in cart order with gift cards last', () => {
    const result = groupIntoParcels([
      { id: 'gift', warehouse: null, is_gift_card: true },
      { id: 's1', warehouse: south },
      { id: 'n1', warehouse: north },
      { id: 's2', warehouse: south },
    ]);
    expect(result.grouped).toBe(true);
    expect(result.parcels.map((p) => p.key)).toEqual(['warehouse-2', 'warehouse-1', 'gift-cards']);
    expect(result.parcels[0]!.items.map((i) => i.id)).toEqual(['s1', 's2']);
    expect(result.parcels[2]!.giftCards).toBe(true);
  });

  it('separates gift cards from a single warehouse', () => {
    const result = groupIntoParcels([{ id: 'n', warehouse: north }, { id: 'g', is_gift_card: true }]);
    expect(result.grouped).toBe(true);
    expect(result.parcels.map((p) => p.key)).toEqual(['warehouse-1', 'gift-cards']);
  });

  it('treats a line without a warehouse as a gift card', () => {
    expect(groupIntoParcels([{ id: 'x', warehouse: null }]).parcels[0]!.giftCards).toBe(true);
  });

  it('has no parcels for an empty cart', () => {
    expect(groupIntoParcels([])).toEqual({ grouped: false, parcels: [] });
  });
});
