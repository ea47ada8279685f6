/**
 * Sort, filters and facets of product lists in the mocks (decision 030): the server's
 * SQL semantics (apps/api/src/modules/catalogue/) over contract Products, so both answer alike
 * (the contract suite, contract-tests/):
 * - the charged price is the contract's chargedPricePenceOf (the server's `salePrice` is
 *   chargedPricePence of the same facts), in integer pence; min_price inclusive, max_price exclusive;
 * - min_rating against `rating` (averageRating of the reviews; 0 without any);
 * - in stock = inStock and itemsInStock > 0; in_stock false = any;
 * - sorts: relevance keeps the list's own order (id order; a search's match order), price_asc
 *   (price, then id), price_desc, rating (rating, then review_count) and newest (created_at)
 *   highest first, their ties on id descending;
 * - facets count the products passing every filter but their own;
 * - `seller` keeps one seller's listings (their page, decision 075): a scope, like the search
 *   text, that every facet counts within.
 */
import {
  CATEGORIES,
  MIN_RATING_CHOICES,
  PRICE_BUCKETS,
  chargedPricePenceOf,
  coversQuantity,
  toPence,
  type Product,
  type ProductFacets,
  type ProductSort,
} from '@shop/contract';

/** The filters of a list as the contract parses them (CatalogueFilters, without the sort). */
export interface ListFilters {
  /** Canonical or any-case category name; undefined or blank = every category. */
  category?: string | undefined;
  /** Pounds, inclusive. */
  min_price?: number | undefined;
  /** Pounds, exclusive. */
  max_price?: number | undefined;
  /** 1-5: products whose rating is at least this. */
  min_rating?: number | undefined;
  /** true = only products in stock. */
  in_stock?: boolean | undefined;
  /** Only this seller's (user id) listings; undefined = every seller's. */
  seller?: number | undefined;
}

/** What one unit of `product` costs, integer pence: the contract's chargedPricePenceOf (decision 019). */
function chargedPence(product: Product): number {
  return chargedPricePenceOf(product);
}

/**
 * True when `product` can be bought now (CatalogueFilters' in stock): one unit is covered by its
 * stock, the contract's coversQuantity (switch on and itemsInStock >= 1).
 */
export function isInStock(product: Pick<Product, 'inStock' | 'itemsInStock'>): boolean {
  return coversQuantity(product, 1);
}

/** Each filter on its own (true when absent). */
const passes = {
  category: (p: Product, f: ListFilters) => {
    const category = f.category?.trim().toLowerCase() ?? '';
    return category === '' || p.category.toLowerCase() === category;
  },
  price: (p: Product, f: ListFilters) =>
    (f.min_price === undefined || chargedPence(p) >= toPence(f.min_price)) &&
    (f.max_price === undefined || chargedPence(p) < toPence(f.max_price)),
  rating: (p: Product, f: ListFilters) => f.min_rating === undefined || p.rating >= f.min_rating,
  stock: (p: Product, f: ListFilters) => f.in_stock !== true || isInStock(p),
  seller: (p: Product, f: ListFilters) => f.seller === undefined || p.seller_id === f.seller,
};

/** The products of `items` passing every filter of `filters`, in their order. */
export function applyFilters(items: readonly Product[], filters: ListFilters): Product[] {
  return items.filter(
    (p) =>
      passes.seller(p, filters) &&
      passes.category(p, filters) &&
      passes.price(p, filters) &&
      passes.rating(p, filters) &&
      passes.stock(p, filters),
  );
}

/** `items` in `sort` order (a new array); 'relevance' or undefined keeps their order. */
export function sortProducts(items: readonly Product[], sort: ProductSort | undefined): Product[] {
  const list = [...items];
  const order: ProductSort = sort ?? 'relevance';
  switch (order) {
    case 'relevance':
      return list;
    case 'price_asc':
      return list.sort((a, b) => chargedPence(a) - chargedPence(b) || a.id - b.id);
    case 'price_desc':
      return list.sort((a, b) => chargedPence(b) - chargedPence(a) || b.id - a.id);
    case 'rating':
      return list.sort((a, b) => b.rating - a.rating || b.review_count - a.review_count || b.id - a.id);
    case 'newest':
      return list.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
    default:
      return order satisfies never;
  }
}

/** The position of `category` in CATEGORIES (others after them). */
function categoryRank(category: string): number {
  const i = (CATEGORIES as readonly string[]).indexOf(category);
  return i === -1 ? CATEGORIES.length : i;
}

/**
 * The facets (contract ProductFacets) of `items` (the list's products before any filter: public,
 * matching the search text) under `filters`: each facet counts with every filter but its own.
 */
export function facetsOf(all: readonly Product[], filters: ListFilters): ProductFacets {
  const items = all.filter((p) => passes.seller(p, filters));
  const counts = new Map<string, number>();
  for (const p of items)
    if (passes.price(p, filters) && passes.rating(p, filters) && passes.stock(p, filters))
      counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  const count = (test: (p: Product) => boolean) => items.filter(test).length;
  return {
    categories: [...counts]
      .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || a.localeCompare(b))
      .map(([value, n]) => ({ value, count: n })),
    price_ranges: PRICE_BUCKETS.map((bucket) => ({
      min: bucket.min,
      max: bucket.max,
      count: count(
        (p) =>
          passes.category(p, filters) &&
          passes.rating(p, filters) &&
          passes.stock(p, filters) &&
          chargedPence(p) >= toPence(bucket.min) &&
          (bucket.max === null || chargedPence(p) < toPence(bucket.max)),
      ),
    })),
    ratings: MIN_RATING_CHOICES.map((min) => ({
      min,
      count: count(
        (p) =>
          passes.category(p, filters) &&
          passes.price(p, filters) &&
          passes.stock(p, filters) &&
          p.rating >= min,
      ),
    })),
    in_stock: count(
      (p) =>
        passes.category(p, filters) && passes.price(p, filters) && passes.rating(p, filters) && isInStock(p),
    ),
    total: applyFilters(items, filters).length,
  };
}
