import { useId } from 'react';
import { CATEGORIES } from '@shop/api-client/contract';
import { cx } from '../cx.ts';
import { Link } from '../Link/index.ts';
import { searchCategoryHref } from '../ProductCard/hrefs.ts';
import * as styles from './CategoryPanel.css.ts';

/** Props of {@link CategoryPanel}. */
export type CategoryPanelProps = {
  /** The categories to list (default: the 20 of spec section 3, `CATEGORIES`). */
  categories?: readonly string[];
  /** The category being shown, marked as the current page. */
  selected?: string;
  /** The address of a category (default: '/search-category?q={category URL-encoded}'). */
  hrefFor?: (category: string) => string;
  /** The panel heading (default 'Categories'). */
  title?: string;
  /** Level of the panel heading (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
};

/**
 * The category filter panel (spec section 2, products and search-category): a navigation landmark
 * with one link per category; the selected one carries `aria-current="page"`.
 */
export function CategoryPanel({
  categories = CATEGORIES,
  selected,
  hrefFor = searchCategoryHref,
  title = 'Categories',
  headingLevel = 2,
  className,
}: CategoryPanelProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <nav aria-labelledby={headingId} className={cx(styles.root, className)}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {categories.map((category) => {
          const current = category === selected;
          return (
            <li key={category}>
              <Link
                href={hrefFor(category)}
                aria-current={current ? 'page' : undefined}
                className={styles.link({ current })}
              >
                {category}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
