/**
 * Product reads (spec section 7: /products/, /products/{id}/, /products/search/,
 * /products/filter/, /customer-products/), the filter counts of a list (
 * /products/facets/) and the seller's product mutations (spec section 4,
 * product store).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { PRODUCTS_PAGE_SIZE, type Product, type ResponseOf } from '@shop/contract';
import { apiKey, isApiKeyOf } from '../client.ts';
import { useApiClient } from '../provider.tsx';
import { useMutationState } from './useMutationState.ts';
import { catalogueQuery, type CatalogueChoice } from './catalogueQuery.ts';
import { useApiQuery, useSignedIn, type ApiQuery } from './useApiQuery.ts';

export * from './catalogueParams.ts';

/** Options of useProducts: a page of the grid and the list's filters and sort. */
export interface ProductsOptions extends CatalogueChoice {
  /** 1-based page (default 1). */
  page?: number;
  /** Products per page (default PRODUCTS_PAGE_SIZE, 9). */
  pageSize?: number;
  /** Only this category (one of CATEGORIES); all when left out or ''. */
  category?: string;
}

/**
 * The SWR key of one page of the product grid: page and pageSize always (defaults filled in), the
 * filters and sort only when they differ from the defaults (catalogueQuery), so one page has one key.
 */
export function productsKey({ page = 1, pageSize = PRODUCTS_PAGE_SIZE, ...choice }: ProductsOptions = {}) {
  return apiKey('listProducts', { query: { page, pageSize, ...catalogueQuery(choice) } });
}

/**
 * One page of the product grid: GET /products/?page&pageSize[&category][&min_price&max_price
 * &min_rating&in_stock&sort] (prices in pounds, decision 030). data: `{ products, pagination }`.
 */
export function useProducts(options: ProductsOptions = {}): ApiQuery<'listProducts'> {
  return useApiQuery(productsKey(options));
}

/** The SWR key of one product (GET /products/{id}/). */
export function productKey(id: number | string) {
  return apiKey('getProduct', { params: { id } });
}

/** One product by id: GET /products/{id}/. Fetches nothing while id is undefined or ''. data: `{ product }`. */
export function useProduct(id: number | string | undefined | null): ApiQuery<'getProduct'> {
  return useApiQuery(id === undefined || id === null || id === '' ? null : productKey(id));
}

/** The SWR key of a product's related products (GET /products/{id}/related/). */
export function relatedProductsKey(id: number | string) {
  return apiKey('getRelatedProducts', { params: { id } });
}

/**
 * 'Related Products' of product `id`: GET /products/{id}/related/: up to RELATED_COUNT
 * public products, never the product itself, those of its category first. Fetches nothing while
 * id is undefined or ''. data: `{ products }`.
 */
export function useRelatedProducts(id: number | string | undefined | null): ApiQuery<'getRelatedProducts'> {
  return useApiQuery(id === undefined || id === null || id === '' ? null : relatedProductsKey(id));
}

/** Options of useProductSearch and useCategoryProducts: a page and the list's filters and sort. */
export interface SearchOptions extends CatalogueChoice {
  /** 1-based page; 1 is left out of the request (the server's default). */
  page?: number;
  /** Results per page (server default SEARCH_PAGE_SIZE when left out). */
  pageSize?: number;
}

function pageQuery(page: number | undefined, pageSize: number | undefined) {
  return { ...(page && page > 1 ? { page } : {}), ...(pageSize ? { pageSize } : {}) };
}

/**
 * The SWR key of a search: q trimmed (spec section 5) and left out when empty; page 1, the
 * default sort and absent filters left out, so one list has one key.
 */
export function productSearchKey(
  q: string | undefined | null,
  { page, pageSize, ...choice }: SearchOptions = {},
) {
  const text = (q ?? '').trim();
  return apiKey('searchProducts', {
    query: { ...(text ? { q: text } : {}), ...catalogueQuery(choice), ...pageQuery(page, pageSize) },
  });
}

/**
 * Search: GET /products/search/?q[&category&min_price&max_price&min_rating&in_stock&sort&page].
 * The text is trimmed; '' (or none) means all products. data: `{ products, pagination? }`.
 */
export function useProductSearch(
  q: string | undefined | null,
  options: SearchOptions = {},
): ApiQuery<'searchProducts'> {
  return useApiQuery(productSearchKey(q, options));
}

/**
 * The SWR key of a category listing (GET /products/filter/?q={category}); '' means all. The
 * options' own `category` is ignored: the listing's category is the endpoint's q.
 */
export function categoryProductsKey(
  category: string | undefined | null,
  { page, pageSize, category: _ignored, ...choice }: SearchOptions = {},
) {
  const text = (category ?? '').trim();
  return apiKey('filterProducts', {
    query: { ...(text ? { q: text } : {}), ...catalogueQuery(choice), ...pageQuery(page, pageSize) },
  });
}

/**
 * Products of one category: GET /products/filter/?q={category}[&min_price&max_price&min_rating
 * &in_stock&sort&page]; '' (or none) means all. data: `{ products, pagination? }`.
 */
export function useCategoryProducts(
  category: string | undefined | null,
  options: SearchOptions = {},
): ApiQuery<'filterProducts'> {
  return useApiQuery(categoryProductsKey(category, options));
}

/**
 * What a list's filter counts depend on: its search text `q` (trimmed; none = every product) and
 * its filters, category included. Sort and page do not change counts, so they are not part of it.
 */
export interface FacetsOptions extends Omit<CatalogueChoice, 'sort'> {
  q?: string | null;
}

/** The SWR key of a list's filter counts (GET /products/facets/), defaults left out. */
export function productFacetsKey({ q, ...choice }: FacetsOptions = {}) {
  const text = (q ?? '').trim();
  const { sort: _sort, ...filters } = catalogueQuery(choice);
  return apiKey('getProductFacets', { query: { ...(text ? { q: text } : {}), ...filters } });
}

/**
 * The counts beside a list's filters: GET /products/facets/?[q&category&min_price&max_price
 * &min_rating&in_stock] (decision 030). Each facet is counted with every filter but its
 * own (the server's rule). Pass the list's own text and filters; null fetches nothing.
 * data: `{ facets }` (ProductFacets).
 */
export function useProductFacets(options: FacetsOptions | null): ApiQuery<'getProductFacets'> {
  return useApiQuery(options === null ? null : productFacetsKey(options));
}

/** The SWR key of the signed-in seller's products (GET /customer-products/). */
export const myProductsKey = apiKey('listMyProducts');

/** The signed-in user's own products: GET /customer-products/ (only while signed in). data: `{ products }`. */
export function useMyProducts(): ApiQuery<'listMyProducts'> {
  return useApiQuery(useSignedIn() ? myProductsKey : null);
}

/** The SWR key of one of the seller's products (GET /customer-products/{id}/). */
export function myProductKey(id: number | string) {
  return apiKey('getMyProduct', { params: { id } });
}

/** One of the user's own products, for editing: GET /customer-products/{id}/. data: `{ product }`. */
export function useMyProduct(id: number | string | undefined | null): ApiQuery<'getMyProduct'> {
  const signedIn = useSignedIn();
  return useApiQuery(signedIn && id !== undefined && id !== null && id !== '' ? myProductKey(id) : null);
}

/** What useProductActions returns. Each action throws ApiError on failure (TestUserBlockedError for the demo user). */
export interface ProductActions {
  /** POST /add-product/ (multipart); the new product goes first in the user's list. Resolves to it. */
  create(formData: FormData): Promise<Product>;
  /** POST /customer-products/{id}/update/ (multipart); the product is replaced in the user's list and caches. */
  update(id: number, formData: FormData): Promise<Product>;
  /** DELETE /customer-products/{id}/delete/; the product leaves the user's list and its cached entries are cleared. */
  remove(id: number): Promise<void>;
  /** True while an action runs. */
  loading: boolean;
  /** Message of the last failure, or null. */
  error: string | null;
}

type MyProducts = ResponseOf<'listMyProducts'>;

/**
 * The seller's product mutations with the product store rules of spec section 4: add puts the
 * new product at the front of the user's products, update replaces it, delete removes it and
 * clears the current product if it is the same. Public product lists and their filter counts are revalidated after each.
 */
export function useProductActions(): ProductActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { loading, error, track } = useMutationState();

  const refreshPublicLists = useCallback(
    () =>
      mutate(
        (key) =>
          isApiKeyOf(key, 'listProducts') ||
          isApiKeyOf(key, 'searchProducts') ||
          isApiKeyOf(key, 'filterProducts') ||
          isApiKeyOf(key, 'getProductFacets'),
      ),
    [mutate],
  );

  const create = useCallback(
    (formData: FormData) =>
      track(async () => {
        const { product } = await client.request('addProduct', { formData });
        await mutate<MyProducts>(
          myProductsKey,
          (current) => current && { ...current, products: [product, ...current.products] },
          {
            revalidate: false,
          },
        );
        void refreshPublicLists();
        return product;
      }),
    [client, mutate, refreshPublicLists, track],
  );

  const update = useCallback(
    (id: number, formData: FormData) =>
      track(async () => {
        const response = await client.request('updateMyProduct', { params: { id }, formData });
        const { product } = response;
        await Promise.all([
          mutate<MyProducts>(
            myProductsKey,
            (current) =>
              current && {
                ...current,
                products: current.products.map((p) => (p.id === product.id ? product : p)),
              },
            { revalidate: false },
          ),
          mutate(myProductKey(id), response, { revalidate: false }),
          // The product page's answer also carries its review summary, which an update keeps.
          mutate<ResponseOf<'getProduct'>>(productKey(id), (current) => current && { ...current, product }, {
            revalidate: false,
          }),
        ]);
        void refreshPublicLists();
        return product;
      }),
    [client, mutate, refreshPublicLists, track],
  );

  const remove = useCallback(
    (id: number) =>
      track(async () => {
        await client.request('deleteMyProduct', { params: { id } });
        await Promise.all([
          mutate<MyProducts>(
            myProductsKey,
            (current) => current && { ...current, products: current.products.filter((p) => p.id !== id) },
            {
              revalidate: false,
            },
          ),
          mutate(myProductKey(id), undefined, { revalidate: false }),
          mutate(productKey(id), undefined, { revalidate: false }),
        ]);
        void refreshPublicLists();
      }),
    [client, mutate, refreshPublicLists, track],
  );

  return { create, update, remove, loading, error };
}
