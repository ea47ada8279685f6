-- 018: sellers' payout accounts (decision 059). Keep src/modules/payouts/tables.ts and the
-- products table of src/platform/db/tables/catalogue.ts in sync with this file.
-- A seller takes orders only once their payout account is active. Until then their listings stay
-- visible (public lists, search, the product page) but cannot be bought: add to cart and checkout
-- refuse them. Bank details are never stored whole: only the last four digits of the account
-- number (bank_last4). No row: the seller has not started (not_started).
CREATE TABLE payout_accounts (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('stripe', 'simulated')),
  -- Stripe's connected account id (acct_...); null for the simulated provider.
  provider_account_id text UNIQUE,
  state text NOT NULL DEFAULT 'not_started'
    CHECK (state IN ('not_started', 'pending_verification', 'active', 'restricted')),
  account_holder_name text CHECK (char_length(account_holder_name) BETWEEN 1 AND 100),
  bank_last4 text CHECK (bank_last4 ~ '^[0-9]{4}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A listing can be bought only while its seller's payout account is active (contract
-- takesOrders). Kept by the API in the transaction that changes the account's state (with the
-- catalogue's change events, decision 026), and set on insert by the trigger below, so a listing
-- created by any path starts right. Not part of `suspend`: the listing stays public.
ALTER TABLE products ADD COLUMN seller_taking_orders boolean NOT NULL DEFAULT false;

CREATE FUNCTION products_seller_taking_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The seller's row is locked (shared) first: the API locks it (FOR UPDATE) before it changes the
  -- payout account's state, so a listing inserted meanwhile waits and then reads the new state.
  PERFORM 1 FROM users WHERE id = NEW.owner_id FOR SHARE;
  NEW.seller_taking_orders := EXISTS (
    SELECT 1 FROM payout_accounts WHERE user_id = NEW.owner_id AND state = 'active'
  );
  RETURN NEW;
END;
$$;

CREATE TRIGGER products_seller_taking_orders BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_seller_taking_orders();
