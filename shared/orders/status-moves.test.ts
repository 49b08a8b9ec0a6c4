import { describe, expect, it } from 'vitest';
import { ALLOWED_MOVES, isAllowedMove, orderStatusLabel, parseOrderStatus, refusedMoveMessage } from './status-moves.ts';

describe('order status moves (issue 24)', () => {
  it('allows exactly the moves of the issue', () => {
    const moves = Object.entries(ALLOWED_MOVES).flatMap(([from, tos]) => tos.map((to) => `${orderStatusLabel(Number(from))} → ${orderStatusLabel(to)}`));
    expect(moves.sort()).toEqual(
      [
        'New Order → In Progress', 'New Order → On Hold', 'New Order → Cancelled', 'New Order → Not Paid',
        'In Progress → Partially Shipped', 'In Progress → Shipped', 'In Progress → On Hold', 'In Progress → Cancelled',
        'Partially Shipped → Shipped',
        'On Hold → In Progress', 'On Hold → Cancelled',
        'Not Paid → New Order', 'Not Paid → Cancelled',
        'Shipped → Refund',
      ].sort(),
    );
    let allowed = 0;
    for (let from = 0; from <= 9; from++) for (let to = 0; to <= 9; to++) if (isAllowedMove(from, to)) allowed++;
    expect(allowed).toBe(14);
  });

  it('names the allowed moves when refusing', () => {
    expect(refusedMoveMessage(1, 3)).toBe('The order is New Order: it cannot move to Shipped. From New Order it can move to In Progress (2), On Hold (6), Cancelled (5) or Not Paid (7).');
    expect(refusedMoveMessage(4, 8)).toBe('The order is Partially Shipped: it cannot move to Refund. From Partially Shipped it can move to Shipped (3).');
    expect(refusedMoveMessage(5, 1)).toBe('The order is Cancelled, which is final: it cannot move to New Order or any other status.');
  });

  it('reads a status by number or label', () => {
    expect(parseOrderStatus('3')).toBe(3);
    expect(parseOrderStatus(8)).toBe(8);
    expect(parseOrderStatus('in progress')).toBe(2);
    expect(parseOrderStatus('Partially-Shipped')).toBe(4);
    expect(parseOrderStatus('NotPaid')).toBe(7);
    expect(parseOrderStatus('shipping')).toBeNull();
    expect(parseOrderStatus('9')).toBeNull();
    expect(orderStatusLabel(0)).toBe('Pending');
  });
});
