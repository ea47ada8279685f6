import { SPECIAL_OFFERS_COUNT, TRENDING_COUNT, WORTH_A_LOOK_COUNT, type Product } from '@shop/contract';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { Link } from '../../components/Link/index.ts';
import { ProductPriceOf } from '../../components/ProductPrice/index.ts';
import { ProductCard, productGrid } from '../../components/ProductCard/index.ts';
import { BROWSE_PATHS, productHref, searchCategoryHref } from '../../components/ProductCard/hrefs.ts';
import { ProductImage } from '../../components/ProductImage/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { TrendingCarousel } from '../../components/TrendingCarousel/index.ts';
import * as styles from './HomeScreen.css.ts';

/** The hero image (served from the app's public folder). */
export const HERO_IMAGE_SRC = '/images/hero.svg';

/**
 * The three static 'top categories' tiles of the home page (spec section 2). `category` is the
 * catalogue category the tile opens ('Clothing' opens 'Clothing & Apparel', the list's name for it);
 * `image` a picture with no text in it, {@link CATEGORY_IMAGE_SIZE} (decision 049).
 */
/** The top-category pictures' size, px: 4:3, as scripts/generate-product-images.mjs draws them (decision 049). */
export const CATEGORY_IMAGE_SIZE = { width: 800, height: 600 } as const;

export const TOP_CATEGORIES = [
  { label: 'Furniture', category: 'Furniture', image: '/images/categories/furniture.svg' },
  { label: 'Home & Kitchen', category: 'Home & Kitchen', image: '/images/categories/home-kitchen.svg' },
  { label: 'Clothing', category: 'Clothing & Apparel', image: '/images/categories/clothing.svg' },
] as const;

/** The product lists of the home page, picked from the catalogue list. */
export type HomeSections = {
  /** The first 6 products (TRENDING_COUNT). */
  trending: Product[];
  /** The first 2 products flagged featured (SPECIAL_OFFERS_COUNT). */
  specialOffers: Product[];
  /** The last 3 products, reversed (WORTH_A_LOOK_COUNT). */
  worthALook: Product[];
};

/**
 * Picks the home page lists from `products` (spec sections 2 and 9): trending = first 6,
 * special offers = first 2 flagged featured, worth a look = last 3 reversed.
 */
export function homeSections(products: readonly Product[]): HomeSections {
  return {
    trending: products.slice(0, TRENDING_COUNT),
    specialOffers: products.filter((p) => p.featured).slice(0, SPECIAL_OFFERS_COUNT),
    worthALook: products.slice(-WORTH_A_LOOK_COUNT).reverse(),
  };
}

/** Props of {@link HomeScreen}. */
export type HomeScreenProps = {
  /** The catalogue list (the sample catalogue); the screen picks its sections from it. */
  products: readonly Product[];
  /** True while the list loads: the product sections show a spinner. */
  loading?: boolean;
  /** A list error, shown as 'Error: {message}'. */
  error?: string | null;
  /** Let the trending carousel advance by itself (default true; stories and visual tests pass false). */
  autoplay?: boolean;
};

/**
 * The home page (spec section 2, '/'): the hero 'Shop till you drop' with 'Get Shopping' to
 * /products, the 'trending products' carousel, 'special offers' with a percentage-off badge,
 * 'worth a look' (or 'No products available') and the static 'top categories' tiles.
 */
export function HomeScreen({ products, loading = false, error, autoplay = true }: HomeScreenProps) {
  const { trending, specialOffers, worthALook } = homeSections(products);
  return (
    <div className={styles.root}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <img
          src={HERO_IMAGE_SRC}
          alt=""
          width={1600}
          height={700}
          className={styles.heroImage}
          fetchPriority="high"
        />
        <div className={styles.heroShade} aria-hidden="true" />
        <Container className={styles.heroContent}>
          <h1 id="home-hero-title" className={styles.heroTitle}>
            Shop till you drop
          </h1>
          <p className={styles.heroText}>
            Furniture, kitchenware, clothing, gadgets and more: quality products at prices worth celebrating.
          </p>
          <Button asChild size="lg" className={styles.heroButton}>
            <Link href={BROWSE_PATHS.products}>Get Shopping</Link>
          </Button>
        </Container>
      </section>

      <Container className={styles.sections}>
        {loading ? (
          <Spinner label="Loading products" className={styles.loading} />
        ) : error ? (
          <ErrorText message={error} />
        ) : (
          <>
            {trending.length > 0 ? <TrendingCarousel products={trending} autoplay={autoplay} /> : null}

            {specialOffers.length > 0 ? (
              <section aria-labelledby="home-special-offers" className={styles.section}>
                <h2 id="home-special-offers" className={styles.sectionTitle}>
                  special offers
                </h2>
                <ul className={styles.offers}>
                  {specialOffers.map((product) => (
                    <li key={product.id}>
                      <SpecialOffer product={product} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section aria-labelledby="home-worth-a-look" className={styles.section}>
              <h2 id="home-worth-a-look" className={styles.sectionTitle}>
                worth a look
              </h2>
              {worthALook.length === 0 ? (
                <p className={styles.empty}>No products available</p>
              ) : (
                <ul className={productGrid}>
                  {worthALook.map((product) => (
                    <li key={product.id}>
                      <ProductCard product={product} href={productHref(product.id)} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}

        <TopCategories />
      </Container>
    </div>
  );
}

/**
 * The home page's 'top categories' section: the {@link TOP_CATEGORIES} tiles, each a picture
 * ({@link CATEGORY_IMAGE_SIZE}, shown whole) over its label, linking to the category's search.
 * Takes no props; renders a `<section>` named by its heading (decision 049).
 */
export function TopCategories() {
  return (
    <section aria-labelledby="home-top-categories" className={styles.section}>
      <h2 id="home-top-categories" className={styles.sectionTitle}>
        top categories
      </h2>
      <ul className={styles.categories}>
        {TOP_CATEGORIES.map((tile) => (
          <li key={tile.label}>
            <Link href={searchCategoryHref(tile.category)} className={styles.categoryTile}>
              <img
                src={tile.image}
                alt=""
                width={CATEGORY_IMAGE_SIZE.width}
                height={CATEGORY_IMAGE_SIZE.height}
                loading="lazy"
                className={styles.categoryImage}
              />
              <span className={styles.categoryLabel}>{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A special-offer tile: image, name, description and the price as the server sent it
 * (`salePrice ?? price`, decision 019); when the product is discounted (`salePrice` set) a
 * percentage-off badge and the list price struck through. It never computes a price.
 */
function SpecialOffer({ product }: { product: Product }) {
  const image = product.images[0]?.image_url ?? product.imageUrl;
  const discounted = product.salePrice !== null && product.percentageOff > 0;
  return (
    <article className={styles.offer} aria-labelledby={`offer-${product.id}`}>
      <div className={styles.offerMedia}>
        <ProductImage src={image} alt="" width={400} height={300} className={styles.offerImage} />
        {discounted ? (
          <Badge tone="accent" className={styles.offerBadge}>
            {product.percentageOff}% off
          </Badge>
        ) : null}
      </div>
      <div className={styles.offerBody}>
        <h3 id={`offer-${product.id}`} className={styles.offerName}>
          <Link href={productHref(product.id)} className={styles.offerLink}>
            {product.name}
          </Link>
        </h3>
        <p className={styles.offerDescription}>{product.description}</p>
        <p className={styles.offerPrices}>
          <ProductPriceOf product={product} className={styles.nowPrice} />
        </p>
      </div>
    </article>
  );
}
