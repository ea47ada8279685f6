import { paginationWindow } from '@shop/contract';
import { Button } from '../Button/Button.tsx';
import { cx } from '../cx.ts';
import * as styles from './Pagination.css.ts';

/** Props of {@link Pagination}: the current `page` (1-based), `totalPages`, and `onPageChange(page)`. */
export type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
  /** The navigation's accessible name (default 'Pagination'): give each its own when a page has two. */
  label?: string;
};

/**
 * The pagination control (spec section 4): nothing for 0 or 1 pages; Previous, up to 5 page buttons
 * around the current page (`paginationWindow`), Next, and 'Page X of Y'. Previous is disabled on page 1
 * and Next on the last page (`aria-disabled`, so pressing Next onto the last page keeps focus on it,
 * decision 029); the current page carries `aria-current="page"`.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  className,
  label = 'Pagination',
}: PaginationProps) {
  const pages = paginationWindow(page, totalPages);
  if (pages.length === 0) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  return (
    <nav aria-label={label} className={cx(styles.nav, className)}>
      <ul className={styles.list}>
        <li>
          <Button
            variant="outline"
            size="sm"
            disabled={current <= 1}
            focusableWhenDisabled
            onClick={() => onPageChange(current - 1)}
          >
            Previous
          </Button>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <Button
              variant={n === current ? 'primary' : 'ghost'}
              size="sm"
              className={styles.pageButton}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => {
                if (n !== current) onPageChange(n);
              }}
            >
              {n}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="outline"
            size="sm"
            disabled={current >= totalPages}
            focusableWhenDisabled
            onClick={() => onPageChange(current + 1)}
          >
            Next
          </Button>
        </li>
      </ul>
      <p className={styles.status}>
        Page {current} of {totalPages}
      </p>
    </nav>
  );
}
