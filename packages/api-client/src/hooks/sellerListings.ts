/**
 * A seller's listings on their page (decision 075): the product list and its filter counts of one
 * seller (GET /products/?seller={id}, GET /products/facets/?seller={id}), with the products page's
 * paging, filters and sort. Kept apart from products.ts, whose module the home route loads, so the
 * home route's first load does not grow (decision 017).
 */
import { apiKey } from '../client.ts';
import { productFacetsKey, productsKey, type FacetsOptions, type ProductsOptions } from './products.ts';
import { useApiQuery, type ApiQuery } from './useApiQuery.ts';

/** The SWR key of a page of seller `seller`'s listings: productsKey's query and the seller. */
export function sellerListingsKey(seller: number, options: ProductsOptions = {}) {
  const [, request] = productsKey(options);
  return apiKey('listProducts', { query: { ...request?.query, seller } });
}

/**
 * One page of seller `seller`'s public listings: GET /products/?seller={id}&page&pageSize[&filters
 * and sort] (decision 075). data: `{ products, pagination }`.
 */
export function useSellerListings(seller: number, options: ProductsOptions = {}): ApiQuery<'listProducts'> {
  return useApiQuery(sellerListingsKey(seller, options));
}

/** The SWR key of the filter counts of seller `seller`'s listings: productFacetsKey's query and the seller. */
export function sellerFacetsKey(seller: number, options: FacetsOptions = {}) {
  const [, request] = productFacetsKey(options);
  return apiKey('getProductFacets', { query: { ...request?.query, seller } });
}

/** The counts beside a seller's listings' filters: GET /products/facets/?seller={id}[&filters] (decision 075). */
export function useSellerFacets(seller: number, options: FacetsOptions = {}): ApiQuery<'getProductFacets'> {
  return useApiQuery(sellerFacetsKey(seller, options));
}
