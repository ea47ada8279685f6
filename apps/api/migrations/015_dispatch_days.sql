-- 015: the seller's dispatch time (decision 047): working days from an order to handing the parcel
-- to the carrier, 0..30, default 2 (DEFAULT_DISPATCH_DAYS, MAX_DISPATCH_DAYS in the contract).
-- Existing listings get the default. The product page states the estimated delivery dates from it.
ALTER TABLE products
  ADD COLUMN dispatch_days integer NOT NULL DEFAULT 2
  CONSTRAINT products_dispatch_days_range CHECK (dispatch_days BETWEEN 0 AND 30);
