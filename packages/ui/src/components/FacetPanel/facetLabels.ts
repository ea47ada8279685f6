/**
 * The words of the filters, in one place: the facet panel, the active-filter chips
 * and the 'Filters' button all read them from here. Prices are POUNDS (the contract's PRICE_BUCKETS)
 * formatted by formatPrice (en-GB, GBP, 2 decimals; spec section 1).
 */
import type { CatalogueChoice } from '@shop/api-client/hooks';
import { formatPrice } from '../../format.ts';

/**
 * A price range's name from its bounds in pounds, `[min, max)` (max null = open):
 * 'Under £25.00' (min 0), '£25.00 to £50.00', '£250.00 and over' (no max).
 */
export function priceRangeLabel(min: number | undefined, max: number | null | undefined): string {
  const from = min ?? 0;
  if (max === null || max === undefined) return `${formatPrice(from)} and over`;
  if (from === 0) return `Under ${formatPrice(max)}`;
  return `${formatPrice(from)} to ${formatPrice(max)}`;
}

/** A minimum-rating choice's name: '4 stars & up', '1 star & up'. */
export function minRatingLabel(min: number): string {
  return `${min} ${min === 1 ? 'star' : 'stars'} & up`;
}

/** How a count is read out: '1 product', '12 products'. */
export function productCountText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/** The list's size as the toolbar shows it: '1 result', '12 results'. */
export function resultCountText(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'}`;
}

/** The small screens' filter button: 'Filters', or 'Filters (2)' with two filters active. */
export function filtersButtonText(active: number): string {
  return active > 0 ? `Filters (${active})` : 'Filters';
}

/** One active filter as a removable chip: its name and the change that removes it. */
export type ActiveFilter = {
  /** Stable key: 'category', 'price', 'rating' or 'in_stock'. */
  key: 'category' | 'price' | 'rating' | 'in_stock';
  /** What the chip says, e.g. '£25.00 to £50.00', '4 stars & up', 'In stock only'. */
  label: string;
  /** The change of choice that removes this filter. */
  remove: Partial<CatalogueChoice>;
};

/**
 * The active filters of a choice, in the panel's order (category, price, rating, in stock). The
 * sort is not a filter. The category counts only where it is a filter (`categoryIsFilter`; on
 * /search-category it is the page itself). The 'Filters (n)' button counts these.
 */
export function activeFilters(choice: CatalogueChoice, categoryIsFilter = true): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  if (categoryIsFilter && choice.category) {
    list.push({ key: 'category', label: choice.category, remove: { category: undefined } });
  }
  if (choice.min_price !== undefined || choice.max_price !== undefined) {
    list.push({
      key: 'price',
      label: priceRangeLabel(choice.min_price, choice.max_price),
      remove: { min_price: undefined, max_price: undefined },
    });
  }
  if (choice.min_rating !== undefined) {
    list.push({ key: 'rating', label: minRatingLabel(choice.min_rating), remove: { min_rating: undefined } });
  }
  if (choice.in_stock) list.push({ key: 'in_stock', label: IN_STOCK_LABEL, remove: { in_stock: undefined } });
  return list;
}

/** The stock filter's name. */
export const IN_STOCK_LABEL = 'In stock only';
