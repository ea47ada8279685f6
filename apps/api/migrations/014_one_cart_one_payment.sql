-- 014: one cart, one payment; money that sums in 64-bit integers (decision 046). Keep
-- src/db/schema.ts in sync with this file.
--
-- * Amounts that are sums of lines move from integer (at most 2,147,483,647 pence, about
--   £21 million) to bigint: a cart of 22 x £1,000,000 overflowed orders.total_pence and
--   checkout_sessions.amount_pence and answered 500. Unit prices stay integer (the listing form
--   caps a price at £1,000,000); the cart total is capped at MAX_CART_TOTAL_PENCE (contract).
ALTER TABLE checkout_sessions
  ALTER COLUMN amount_pence TYPE bigint,
  ALTER COLUMN refunded_pence TYPE bigint;
ALTER TABLE orders
  ALTER COLUMN total_pence TYPE bigint,
  ALTER COLUMN refunded_pence TYPE bigint;

-- * users.paid_checkouts counts the buyer's fulfilled checkout sessions, and each session records
--   the count when it opened (paid_checkouts_at_open). Fulfilment locks the buyer's row and
--   refuses a session opened before another checkout of the buyer was paid: its cart was already
--   bought (409 checkoutChanged; a payment made at Stripe is refunded through the outbox,
--   decision 041). Sessions open at deploy time and their buyers both start at 0, so they pay.
ALTER TABLE users ADD COLUMN paid_checkouts integer NOT NULL DEFAULT 0 CHECK (paid_checkouts >= 0);
ALTER TABLE checkout_sessions
  ADD COLUMN paid_checkouts_at_open integer NOT NULL DEFAULT 0 CHECK (paid_checkouts_at_open >= 0);
