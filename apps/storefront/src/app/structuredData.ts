/**
 * Structured data (schema.org JSON-LD) and the head of a product page (decision 036):
 * a `Product` with its `Offer` (the price CHARGED, in GBP, by the contract's money rule, decision
 * 019: the figure the page shows) and an `AggregateRating` only when it has reviews, and a
 * `BreadcrumbList` Home > its category's page > the product. Every URL is absolute.
 */
import {
  chargedPricePence,
  toPence,
  type Product,
  type ReviewSummary,
  type SellerSummary,
} from '@shop/contract';
import { productHref, searchCategoryHref } from '@shop/ui/components/ProductCard/hrefs.ts';
import { sellerHref } from '@shop/ui/components/SellerCard/hrefs.ts';
import { absoluteUrl, summarise, type PageHead } from './head.tsx';

/** schema.org's addresses of the two availabilities an Offer of ours can have. */
export const IN_STOCK = 'https://schema.org/InStock';
export const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** The name of the first crumb. */
export const HOME_CRUMB = 'Home';

/**
 * What one unit of `product` costs the shopper, as schema.org's `price` text in pounds with two
 * decimals ('100.00'): chargedPricePence (money.ts, decision 019) of its list price and discount,
 * the figure the page shows (`salePrice ?? price`). Integer arithmetic: no floating-point text.
 */
export function offerPrice(
  product: Pick<Product, 'price' | 'onSale' | 'specialOffer' | 'percentageOff'>,
): string {
  const pence = chargedPricePence({
    pricePence: toPence(product.price),
    onSale: product.onSale,
    specialOffer: product.specialOffer,
    percentageOff: product.percentageOff,
  });
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

/**
 * True when `product` can be bought now: `inStock` and `itemsInStock` > 0 (the contract's
 * meaning of in stock, CatalogueFilters `in_stock`).
 */
export function isAvailable(product: Pick<Product, 'inStock' | 'itemsInStock'>): boolean {
  return product.inStock && product.itemsInStock > 0;
}

/** The product's image URLs, absolute on `origin`: its images, else its main image. */
function imagesOf(product: Pick<Product, 'images' | 'imageUrl'>, origin: string): string[] {
  const paths = product.images.length > 0 ? product.images.map((i) => i.image_url) : [product.imageUrl];
  return paths.filter(Boolean).map((path) => absoluteUrl(origin, path));
}

/**
 * schema.org `Product` of `product` on `origin`: name, description, image, sku (its id), url (its
 * page), `offers` (an `Offer`: offerPrice in GBP, availability from isAvailable, url) and, only
 * when `reviews` counts at least one review, `aggregateRating` (ratingValue = the average, reviewCount,
 * on the 1-5 scale). With `seller` (the product answer's seller card, decision 075) the Offer names
 * its seller: a schema.org `Person` with their display name and the absolute URL of their page.
 */
export function productJsonLd(
  product: Product,
  reviews: Pick<ReviewSummary, 'average' | 'count'> | null,
  origin: string,
  seller: Pick<SellerSummary, 'id' | 'display_name'> | null = null,
): Record<string, unknown> {
  const url = absoluteUrl(origin, productHref(product.id));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description.trim() || product.detailedDescription.trim() || product.name,
    image: imagesOf(product, origin),
    sku: String(product.id),
    category: product.category,
    url,
    offers: {
      '@type': 'Offer',
      price: offerPrice(product),
      priceCurrency: 'GBP',
      availability: isAvailable(product) ? IN_STOCK : OUT_OF_STOCK,
      url,
      ...(seller
        ? {
            seller: {
              '@type': 'Person',
              name: seller.display_name,
              url: absoluteUrl(origin, sellerHref(seller.id)),
            },
          }
        : {}),
    },
  };
  if (reviews && reviews.count > 0)
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    };
  return data;
}

/** schema.org `BreadcrumbList` of `crumbs` (name and site path, in order), URLs absolute on `origin`. */
export function breadcrumbJsonLd(
  crumbs: readonly { name: string; path: string }[],
  origin: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/**
 * The head of `product`'s page: its name, its description summarised (summarise: at most 155
 * characters, cut at a word; else the detailed description; else the default), canonical
 * /single-product/{id}, og:type product, og:image its main image, and JSON-LD: productJsonLd and
 * the breadcrumbs Home > its category (/search-category?q=...; left out when blank) > the product.
 * `seller` names the Offer's seller (decision 075).
 */
export function productPageHead(
  product: Product,
  reviews: Pick<ReviewSummary, 'average' | 'count'> | null,
  origin: string,
  seller: Pick<SellerSummary, 'id' | 'display_name'> | null = null,
): PageHead {
  const path = productHref(product.id);
  const description = summarise(product.description) || summarise(product.detailedDescription);
  return {
    title: product.name,
    ...(description ? { description } : {}),
    canonicalPath: path,
    image: product.imageUrl || null,
    type: 'product',
    jsonLd: [
      productJsonLd(product, reviews, origin, seller),
      breadcrumbJsonLd(
        [
          { name: HOME_CRUMB, path: '/' },
          ...(product.category.trim()
            ? [{ name: product.category, path: searchCategoryHref(product.category) }]
            : []),
          { name: product.name, path },
        ],
        origin,
      ),
    ],
  };
}
