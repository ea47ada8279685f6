import type { CatalogueChoice } from '@shop/api-client/hooks';
import { X } from 'lucide-react';
import { Button } from '../Button/index.ts';
import { cx } from '../cx.ts';
import { activeFilters, resultCountText } from '../FacetPanel/facetLabels.ts';
import { visuallyHidden } from '../shared.css.ts';
import { useFocusAfterRemoval } from '../useFocusAfterRemoval.ts';
import * as styles from './ActiveFilters.css.ts';

/** Props of {@link ActiveFilters}. */
export type ActiveFiltersProps = {
  /** The list's current choice (from the URL). */
  choice: CatalogueChoice;
  /** Whether the category is a removable filter (default true; false on /search-category). */
  categoryIsFilter?: boolean;
  /** Called with the change that removes a filter, e.g. `{ min_rating: undefined }`. */
  onChange: (change: Partial<CatalogueChoice>) => void;
  /**
   * The list's size, shown as 'N results' in a polite live region (so a change of filter is read
   * out once the list has loaded). Undefined while loading: the line keeps its height, empty.
   */
  total?: number;
  /** Whether to show 'N results' (default true; the search page's heading already says it). */
  showTotal?: boolean;
  className?: string;
};

/**
 * The list's size and its active filters: 'N results', then one chip per active filter
 * ('£25.00 to £50.00', '4 stars & up', 'In stock only', the category) whose button removes it
 * ('Remove filter: …'). When the focused chip goes, focus moves to the chip now in its place, or
 * to the group when none is left (decision 029: focus is never lost).
 */
export function ActiveFilters({
  choice,
  categoryIsFilter = true,
  onChange,
  total,
  showTotal = true,
  className,
}: ActiveFiltersProps) {
  const chips = activeFilters(choice, categoryIsFilter);
  const { listProps, fallbackRef } = useFocusAfterRemoval<HTMLUListElement, HTMLDivElement>();
  return (
    <div className={cx(styles.root, className)}>
      {showTotal ? (
        <p className={styles.total} aria-live="polite">
          {total === undefined ? '\u00a0' : resultCountText(total)}
        </p>
      ) : null}
      <div role="group" aria-label="Active filters" tabIndex={-1} ref={fallbackRef}>
        {chips.length > 0 ? (
          <ul className={styles.list} {...listProps}>
            {chips.map((chip) => (
              <li key={chip.key}>
                <Button
                  variant="outline"
                  size="sm"
                  className={styles.chip}
                  onClick={() => onChange(chip.remove)}
                >
                  <span className={visuallyHidden}>Remove filter: </span>
                  {chip.label}
                  <X aria-hidden="true" size={14} />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
