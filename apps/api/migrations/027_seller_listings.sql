-- 027: a seller's public listings (decision 075). Keep src/platform/db/tables/catalogue.ts in sync
-- with this file.
-- The seller's page lists their public products with the catalogue's sort and filters: its total
-- and its facets are counted from this index alone (index-only, as products_public_facets_idx
-- counts every product's), and a seller with few listings finds them here before sorting them.
CREATE INDEX products_public_seller_idx ON products (owner_id, category, charged_price_pence, rating_x10)
  INCLUDE (in_stock, items_in_stock) WHERE active AND NOT suspend AND admin_approved;
