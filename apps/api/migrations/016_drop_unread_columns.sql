-- 016: two columns nothing reads are dropped. Keep src/platform/db/schema.ts in sync with this file.
-- * products.sale_price_pence: the sale price is computed on read from the price and the discount
--   (decision 019); the column only mirrored it.
-- * products.rating: the sample's made-up figure; a product's rating is the average of its
--   reviews, kept in rating_sum and review_count (decision 028, migration 008).
ALTER TABLE products DROP COLUMN IF EXISTS sale_price_pence;
ALTER TABLE products DROP COLUMN IF EXISTS rating;
