-- 006: reviews in figures (decision 028). Keep src/platform/db/schema.ts in sync with this file.
-- A product's rating is now the average of its comments' ratings and review_count their number,
-- both counted on read inside the one catalogue statement (services/catalogue.ts, a LATERAL
-- count and sum per product). This index covers that aggregate (an index-only scan of the
-- product's range), so a page of products reads one short index range per product.
-- products.rating (the sample's made-up figure) is no longer read.

CREATE INDEX comments_product_rating_idx ON comments (product_id, rating);
