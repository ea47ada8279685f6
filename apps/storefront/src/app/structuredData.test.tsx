/**
 * Structured data of a product page (decision 036): JSON-LD that parses, the price
 * CHARGED in GBP (decision 019, the figure the page shows), availability from stock, a rating only
 * with reviews, and breadcrumbs Home > category > product.
 */
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contract';
import { sampleProducts, sampleReviewSummary } from '@shop/mocks';
import { chargedPrice } from '@shop/ui/components/ProductPrice/ProductPrice.tsx';
import { renderToString } from 'react-dom/server';
import { DocumentHead, HeadProvider } from './head.tsx';
import {
  IN_STOCK,
  OUT_OF_STOCK,
  breadcrumbJsonLd,
  offerPrice,
  productJsonLd,
  productPageHead,
} from './structuredData.ts';

const ORIGIN = 'https://shop.example';

function sample(id: number): Product {
  const found = sampleProducts.find((p) => p.id === id);
  if (!found) throw new Error(`No sample product ${id}`);
  return found;
}

/** A product with every price-relevant field set as given (others from sample product 1). */
const priced = (fields: Partial<Product>): Product => ({ ...sample(1), ...fields });

describe('offerPrice: the price charged, in pounds with two decimals', () => {
  it('is the figure the page shows (salePrice ?? price) for every sample product', () => {
    for (const product of sampleProducts)
      expect(Number(offerPrice(product)), product.name).toBe(chargedPrice(product));
  });

  it('applies the discount rule, rounding half up on the penny (decision 019)', () => {
    expect(offerPrice(priced({ price: 199.99, onSale: true, specialOffer: false, percentageOff: 50 }))).toBe(
      '100.00',
    );
    expect(offerPrice(priced({ price: 899, onSale: false, specialOffer: true, percentageOff: 25 }))).toBe(
      '674.25',
    );
    // Not on sale nor an offer: the list price, whatever percentageOff says.
    expect(offerPrice(priced({ price: 12.5, onSale: false, specialOffer: false, percentageOff: 50 }))).toBe(
      '12.50',
    );
    expect(offerPrice(priced({ price: 0.07, onSale: false, specialOffer: false, percentageOff: 0 }))).toBe(
      '0.07',
    );
  });
});

describe('productJsonLd', () => {
  it('describes the product with absolute URLs, its id as sku and an Offer in GBP', () => {
    const product = priced({
      id: 7,
      price: 199.99,
      onSale: true,
      percentageOff: 50,
      inStock: true,
      itemsInStock: 3,
    });
    const data = productJsonLd(product, { average: 4.5, count: 2 }, ORIGIN);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: '7',
      url: `${ORIGIN}/single-product/7`,
      offers: {
        '@type': 'Offer',
        price: '100.00',
        priceCurrency: 'GBP',
        availability: IN_STOCK,
        url: `${ORIGIN}/single-product/7`,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    const images = data.image as string[];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images)
      expect(image.startsWith(`${ORIGIN}/`) || image.startsWith('https://')).toBe(true);
  });

  it("names the Offer's seller as a Person with their page's absolute URL (decision 075), and none without one", () => {
    const seller = { id: 3, display_name: 'Sam S.' };
    const offers = (s: typeof seller | null) =>
      productJsonLd(sample(2), null, ORIGIN, s).offers as Record<string, unknown>;
    expect(offers(seller).seller).toEqual({ '@type': 'Person', name: 'Sam S.', url: `${ORIGIN}/sellers/3` });
    expect(offers(null)).not.toHaveProperty('seller');
  });

  it('has no aggregateRating without reviews', () => {
    expect(productJsonLd(sample(2), { average: 0, count: 0 }, ORIGIN)).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(sample(2), null, ORIGIN)).not.toHaveProperty('aggregateRating');
  });

  it('is out of stock when the product says so or has no units left', () => {
    const availability = (fields: Partial<Product>) =>
      (productJsonLd(priced(fields), null, ORIGIN).offers as { availability: string }).availability;
    expect(availability({ inStock: false, itemsInStock: 5 })).toBe(OUT_OF_STOCK);
    expect(availability({ inStock: true, itemsInStock: 0 })).toBe(OUT_OF_STOCK);
    expect(availability({ inStock: true, itemsInStock: 1 })).toBe(IN_STOCK);
  });
});

describe('the product page head', () => {
  it('parses from the HTML with the right price, rating and breadcrumbs', () => {
    const product = sample(1);
    const reviews = sampleReviewSummary(1);
    // Rendered as the server renders a page: a document, React hoisting the tags into its <head>.
    const html = renderToString(
      <html>
        <body>
          <HeadProvider origin={ORIGIN}>
            <DocumentHead head={productPageHead(product, reviews, ORIGIN)} />
          </HeadProvider>
        </body>
      </html>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const [productLd, crumbs] = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    );
    expect(productLd).toMatchObject({
      '@type': 'Product',
      offers: { price: (product.salePrice ?? product.price).toFixed(2), priceCurrency: 'GBP' },
    });
    if (reviews.count > 0)
      expect(productLd?.aggregateRating).toMatchObject({
        ratingValue: reviews.average,
        reviewCount: reviews.count,
      });
    else expect(productLd).not.toHaveProperty('aggregateRating');
    expect(crumbs).toEqual(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: product.category, path: `/search-category?q=${encodeURIComponent(product.category)}` },
          { name: product.name, path: '/single-product/1' },
        ],
        ORIGIN,
      ),
    );
    expect((crumbs?.itemListElement as { position: number; item: string }[])[1]).toMatchObject({
      position: 2,
      item: `${ORIGIN}/search-category?q=${encodeURIComponent(product.category)}`,
    });
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/single-product/1`,
    );
    expect(doc.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
  });

  it("uses the product's description, cut at a word to at most 155 characters", () => {
    const long = priced({ description: `${'A fine walnut lamp with a brass switch. '.repeat(8)}` });
    const head = productPageHead(long, null, ORIGIN);
    expect(head.description?.length).toBeLessThanOrEqual(155);
    expect(head.description?.endsWith('…')).toBe(true);
    expect(long.description.startsWith(head.description?.slice(0, -1) ?? '-')).toBe(true);
    expect(productPageHead(priced({ description: ' Short. ' }), null, ORIGIN).description).toBe('Short.');
  });
});
