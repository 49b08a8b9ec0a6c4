-- Kit orders (docs/decisions/0080-kit-orders.md): the kit an order was placed from. One order per
-- kit link: the partial UNIQUE index makes a second order of the same kit fail inside its batch,
-- so parallel submits of one gift link yield exactly one order.
ALTER TABLE orders ADD COLUMN kit_id INTEGER REFERENCES kits(id) ON DELETE SET NULL;
CREATE UNIQUE INDEX orders_kit ON orders(kit_id) WHERE kit_id IS NOT NULL;
