/**
 * Counts for stories and tests (not shipped): ProductFacets of the 30-product sample catalogue with
 * no filter chosen, counted the contract's way (charged price `salePrice ?? price` in [min, max),
 * average rating >= min, in stock = inStock and itemsInStock > 0).
 */
import { CATEGORIES, MIN_RATING_CHOICES, PRICE_BUCKETS, type ProductFacets } from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';

const charged = (p: (typeof sampleProducts)[number]) => p.salePrice ?? p.price;

/** The sample catalogue's counts with no filter chosen. */
export const sampleFacets: ProductFacets = {
  categories: CATEGORIES.map((value) => ({
    value,
    count: sampleProducts.filter((p) => p.category === value).length,
  })).filter((c) => c.count > 0),
  price_ranges: PRICE_BUCKETS.map(({ min, max }) => ({
    min,
    max,
    count: sampleProducts.filter((p) => charged(p) >= min && (max === null || charged(p) < max)).length,
  })),
  ratings: MIN_RATING_CHOICES.map((min) => ({
    min,
    count: sampleProducts.filter((p) => p.rating >= min).length,
  })),
  in_stock: sampleProducts.filter((p) => p.inStock && p.itemsInStock > 0).length,
  total: sampleProducts.length,
};

/** Counts where nothing matches (every count 0): a search for text no product has. */
export const emptyFacets: ProductFacets = {
  categories: [],
  price_ranges: PRICE_BUCKETS.map(({ min, max }) => ({ min, max, count: 0 })),
  ratings: MIN_RATING_CHOICES.map((min) => ({ min, count: 0 })),
  in_stock: 0,
  total: 0,
};

/** The counts of `products` with no filter chosen, counted as sampleFacets (e.g. one seller's listings). */
export function facetsOfProducts(products: readonly (typeof sampleProducts)[number][]): ProductFacets {
  return {
    categories: CATEGORIES.map((value) => ({
      value,
      count: products.filter((p) => p.category === value).length,
    })).filter((c) => c.count > 0),
    price_ranges: PRICE_BUCKETS.map(({ min, max }) => ({
      min,
      max,
      count: products.filter((p) => charged(p) >= min && (max === null || charged(p) < max)).length,
    })),
    ratings: MIN_RATING_CHOICES.map((min) => ({
      min,
      count: products.filter((p) => p.rating >= min).length,
    })),
    in_stock: products.filter((p) => p.inStock && p.itemsInStock > 0).length,
    total: products.length,
  };
}
