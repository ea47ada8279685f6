import { useId, type ReactNode } from 'react';
import type { CatalogueChoice } from '@shop/api-client/hooks';
import { CATEGORIES, MIN_RATING_CHOICES, PRICE_BUCKETS, type ProductFacets } from '@shop/contract';
import { Button } from '../Button/index.ts';
import { cx } from '../cx.ts';
import { ErrorText } from '../ErrorText/index.ts';
import { Link } from '../Link/index.ts';
import { RatingStars } from '../RatingStars/index.ts';
import { visuallyHidden } from '../shared.css.ts';
import {
  IN_STOCK_LABEL,
  activeFilters,
  minRatingLabel,
  priceRangeLabel,
  productCountText,
} from './facetLabels.ts';
import * as styles from './FacetPanel.css.ts';

/** Props of {@link FacetPanel}. */
export type FacetPanelProps = {
  /** The list's current choice (from the URL); its filters are shown as chosen. */
  choice: CatalogueChoice;
  /**
   * The server's counts for the list (GET /products/facets/): each facet counted with every
   * filter but its own, read out after each choice's name ('Furniture (3 products)'). Left out while they load or when they failed: the choices stay usable,
   * without counts, and the panel keeps its size.
   */
  facets?: ProductFacets | null;
  /** True while the counts load (the panel is marked busy). */
  loading?: boolean;
  /** The counts' error message, shown as 'Error: {message}' above the choices. */
  error?: string | null;
  /**
   * Called with the change a choice makes, e.g. `{ min_price: 25, max_price: 50 }` or
   * `{ in_stock: undefined }` (undefined = that filter removed). The caller merges it into the
   * URL (page back to 1). 'Clear filters' sends every filter undefined.
   */
  onChange: (change: Partial<CatalogueChoice>) => void;
  /**
   * The address of a category's list (undefined = every category), keeping the other filters;
   * categories are links, since the category list navigates (spec section 2).
   */
  categoryHref: (category: string | undefined) => string;
  /**
   * Whether the category is one of the filters 'Clear filters' removes (default true). False on
   * /search-category, where the category is the page itself.
   */
  categoryIsFilter?: boolean;
  /** Level of the panel's heading (default 2); its groups' headings are one level below. */
  headingLevel?: 2 | 3;
  /** Hides the 'Filters' heading visually (kept for screen readers), where a dialog's title already says it. */
  titleHidden?: boolean;
  className?: string;
};

/**
 * A choice's name and count: the name, then the count as a number (muted when 0, except on the
 * current category's coloured row) that screen readers skip, read out instead as part of the name
 * (' (12 products)'); a fixed-width placeholder while the count is unknown.
 */
function NameAndCount({
  children,
  count,
  current = false,
}: {
  children: ReactNode;
  count?: number | undefined;
  current?: boolean;
}) {
  return (
    <>
      <span className={styles.name}>
        {children}
        {count === undefined ? null : <span className={visuallyHidden}> ({productCountText(count)})</span>}
      </span>
      {count === undefined ? (
        <span className={styles.countPlaceholder} aria-hidden="true" />
      ) : (
        <span className={styles.count({ empty: count === 0 && !current })} aria-hidden="true">
          {count}
        </span>
      )}
    </>
  );
}

/**
 * The filters of a product list: the categories (links with the current one marked
 * `aria-current="page"`), the price ranges of PRICE_BUCKETS and the minimum ratings of
 * MIN_RATING_CHOICES (radio groups, each with an 'Any' choice), 'In stock only' (a checkbox), each
 * with the server's count, and 'Clear filters'. Every choice is always listed (a count of 0 is
 * shown muted, never disabled), so counts arriving do not move anything and focus is never lost;
 * 'Clear filters' stays focusable when there is nothing to clear (decision 029).
 */
export function FacetPanel({
  choice,
  facets,
  loading = false,
  error,
  onChange,
  categoryHref,
  categoryIsFilter = true,
  headingLevel = 2,
  titleHidden = false,
  className,
}: FacetPanelProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const counts = facets ?? undefined;
  const categoryCount = (category: string) =>
    counts ? (counts.categories.find((c) => c.value === category)?.count ?? 0) : undefined;
  const priceCount = (min: number, max: number | null) =>
    counts ? (counts.price_ranges.find((r) => r.min === min && r.max === max)?.count ?? 0) : undefined;
  const ratingCount = (min: number) =>
    counts ? (counts.ratings.find((r) => r.min === min)?.count ?? 0) : undefined;
  const categories =
    choice.category && !CATEGORIES.some((c) => c === choice.category)
      ? [...CATEGORIES, choice.category]
      : CATEGORIES;
  const anyPrice = choice.min_price === undefined && choice.max_price === undefined;
  const active = activeFilters(choice, categoryIsFilter);
  const clearAll: Partial<CatalogueChoice> = {
    ...(categoryIsFilter ? { category: undefined } : {}),
    min_price: undefined,
    max_price: undefined,
    min_rating: undefined,
    in_stock: undefined,
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={loading || undefined}
      className={cx(styles.root, className)}
    >
      <div className={styles.header}>
        <Heading id={`${id}-title`} className={titleHidden ? visuallyHidden : styles.title}>
          Filters
        </Heading>
        <Button
          variant="ghost"
          size="sm"
          focusableWhenDisabled
          disabled={active.length === 0}
          onClick={() => onChange(clearAll)}
        >
          Clear filters
        </Button>
      </div>
      {error ? <ErrorText message={error} className={styles.error} /> : null}

      <nav aria-labelledby={`${id}-categories`} className={styles.group}>
        <SubHeading id={`${id}-categories`} className={styles.groupTitle}>
          Categories
        </SubHeading>
        <ul className={styles.list}>
          <li>
            <Link
              href={categoryHref(undefined)}
              aria-current={choice.category ? undefined : 'page'}
              className={styles.link({ current: !choice.category })}
            >
              <span className={styles.name}>All categories</span>
            </Link>
          </li>
          {categories.map((category) => {
            const current = category === choice.category;
            return (
              <li key={category}>
                <Link
                  href={categoryHref(category)}
                  aria-current={current ? 'page' : undefined}
                  className={styles.link({ current })}
                >
                  <NameAndCount count={categoryCount(category)} current={current}>
                    {category}
                  </NameAndCount>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Price</legend>
        <div className={styles.list}>
          <label className={styles.option}>
            <input
              type="radio"
              name={`${id}-price`}
              className={styles.input}
              checked={anyPrice}
              onChange={() => onChange({ min_price: undefined, max_price: undefined })}
            />
            <span className={styles.name}>Any price</span>
          </label>
          {PRICE_BUCKETS.map((bucket) => (
            <label key={bucket.min} className={styles.option}>
              <input
                type="radio"
                name={`${id}-price`}
                className={styles.input}
                checked={choice.min_price === bucket.min && (choice.max_price ?? null) === bucket.max}
                onChange={() => onChange({ min_price: bucket.min, max_price: bucket.max ?? undefined })}
              />
              <NameAndCount count={priceCount(bucket.min, bucket.max)}>
                {priceRangeLabel(bucket.min, bucket.max)}
              </NameAndCount>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Customer rating</legend>
        <div className={styles.list}>
          <label className={styles.option}>
            <input
              type="radio"
              name={`${id}-rating`}
              className={styles.input}
              checked={choice.min_rating === undefined}
              onChange={() => onChange({ min_rating: undefined })}
            />
            <span className={styles.name}>Any rating</span>
          </label>
          {MIN_RATING_CHOICES.map((min) => (
            <label key={min} className={styles.option}>
              <input
                type="radio"
                name={`${id}-rating`}
                className={styles.input}
                checked={choice.min_rating === min}
                onChange={() => onChange({ min_rating: min })}
              />
              <NameAndCount count={ratingCount(min)}>
                <RatingStars rating={min} label={null} size={12} />
                <span className={styles.ratingName}>{minRatingLabel(min)}</span>
              </NameAndCount>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Availability</legend>
        <label className={styles.option}>
          <input
            type="checkbox"
            className={styles.input}
            checked={choice.in_stock === true}
            onChange={(event) => onChange({ in_stock: event.currentTarget.checked ? true : undefined })}
          />
          <NameAndCount count={counts?.in_stock}>{IN_STOCK_LABEL}</NameAndCount>
        </label>
      </fieldset>
    </section>
  );
}
