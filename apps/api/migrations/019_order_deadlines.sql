-- 019: a seller order's deadlines and the release of its seller's earnings (decision 060). Keep
-- src/platform/db/tables/orders.ts in sync with this file.
-- ship_by: fixed at payment (paid + SHIP_BY_DAYS); a 'processing' order past it is cancelled and
--   refunded by the 'ship-by-deadlines' job; ship_by_reminded_at: the seller's and buyer's
--   'ship by tomorrow' reminder was sent (once per order).
-- delivered_at, release_at: set when the order is marked delivered (release_at = delivered +
--   RELEASE_AFTER_DELIVERY_DAYS); released_at: the seller's net moved from pending to available
--   (the order_released journal of the same transaction); receipt_confirmed_at: the buyer pressed
--   Confirm receipt.
-- Orders from before this migration keep no ship-by date (none was promised); those already
-- delivered release 14 days (the default) after their last change.
ALTER TABLE orders
  ADD COLUMN ship_by timestamptz,
  ADD COLUMN ship_by_reminded_at timestamptz,
  ADD COLUMN delivered_at timestamptz,
  ADD COLUMN release_at timestamptz,
  ADD COLUMN released_at timestamptz,
  ADD COLUMN receipt_confirmed_at timestamptz;

UPDATE orders SET delivered_at = updated_at, release_at = updated_at + interval '14 days'
  WHERE status = 'delivered';

-- What the jobs claim: unshipped orders by ship-by date, unreleased delivered orders by release date.
CREATE INDEX orders_ship_by_due_idx ON orders (ship_by, id)
  WHERE status = 'processing' AND ship_by IS NOT NULL;
CREATE INDEX orders_release_due_idx ON orders (release_at, id)
  WHERE released_at IS NULL AND release_at IS NOT NULL;
