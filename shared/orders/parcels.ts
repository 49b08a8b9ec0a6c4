/** What parcel grouping needs to know about a line: its warehouse (absent means gift card). */
export type ParcelLine = {
  warehouse?: { id: number; name: string } | null;
  is_gift_card?: boolean;
};

export type Parcel<T> = {
  /** 'warehouse-{id}' or 'gift-cards': stable across renders and between cart and checkout. */
  key: string;
  warehouse: { id: number; name: string } | null;
  /** The gift-card parcel: delivered by e-mail, no shipping. */
  giftCards: boolean;
  items: T[];
};

export type ParcelGrouping<T> = {
  /** False when everything comes from one place: the cart shows one flat list. */
  grouped: boolean;
  parcels: Parcel<T>[];
};

function isGiftCardLine(line: ParcelLine): boolean {
  return line.is_gift_card === true || !line.warehouse;
}

/**
 * docs/product.md §2: lines from one warehouse are one flat list; otherwise one parcel per warehouse
 * (in the order the cart first names them), with the gift cards as the last parcel.
 */
export function groupIntoParcels<T extends ParcelLine>(lines: readonly T[]): ParcelGrouping<T> {
  const byWarehouse = new Map<number, Parcel<T>>();
  const giftCards: T[] = [];
  for (const line of lines) {
    if (isGiftCardLine(line)) {
      giftCards.push(line);
      continue;
    }
    const warehouse = line.warehouse!;
    let parcel = byWarehouse.get(warehouse.id);
    if (!parcel) {
      parcel = { key: `warehouse-${warehouse.id}`, warehouse: { id: warehouse.id, name: warehouse.name }, giftCards: false, items: [] };
      byWarehouse.set(warehouse.id, parcel);
    }
    parcel.items.push(line);
  }
  const parcels = [...byWarehouse.values()];
  if (giftCards.length) parcels.push({ key: 'gift-cards', warehouse: null, giftCards: true, items: giftCards });
  return { grouped: parcels.length > 1, parcels };
}
