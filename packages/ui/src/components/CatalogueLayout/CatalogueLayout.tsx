import type { ReactNode } from 'react';
import type { CatalogueChoice } from '@shop/api-client/hooks';
import type { ProductFacets, ProductSort } from '@shop/contract';
import { ActiveFilters } from '../ActiveFilters/index.ts';
import { cx } from '../cx.ts';
import { FacetPanel } from '../FacetPanel/index.ts';
import { activeFilters } from '../FacetPanel/facetLabels.ts';
import { FilterDrawer } from '../FilterDrawer/index.ts';
import { SortSelect } from '../SortSelect/index.ts';
import * as styles from './CatalogueLayout.css.ts';

/** What a product list screen takes for its sort and filters. */
export type CatalogueControls = {
  /** The list's current choice, from the URL. */
  choice: CatalogueChoice;
  /** Called with each change of filter or sort (undefined = removed); the caller updates the URL. */
  onChoiceChange: (change: Partial<CatalogueChoice>) => void;
  /** The address of a category's list (undefined = every category), keeping the other choices. */
  categoryHref: (category: string | undefined) => string;
  /** The server's counts (GET /products/facets/); left out while they load or when they failed. */
  facets?: ProductFacets | null;
  /** True while the counts load. */
  facetsLoading?: boolean;
  /** The counts' error message. */
  facetsError?: string | null;
  /** The sorts offered (default every PRODUCT_SORTS). */
  sorts?: readonly ProductSort[];
};

/** Props of {@link CatalogueLayout}. */
export type CatalogueLayoutProps = CatalogueControls & {
  /** The list itself (grid, loading, error or empty state, pagination). */
  children: ReactNode;
  /** The list's size ('N results'); undefined while loading. */
  total?: number;
  /** Whether to show 'N results' (default true). */
  showTotal?: boolean;
  /** Whether the category is a removable filter (default true; false on /search-category). */
  categoryIsFilter?: boolean;
  className?: string;
};

/**
 * The frame of a filterable product list: the facet panel as a sidebar on large
 * screens (its column is always there, so counts or results arriving move nothing), and below the
 * large breakpoint a 'Filters' button opening it in a drawer; above the list, the 'Sort by' control,
 * 'N results' and the active filters' chips.
 */
export function CatalogueLayout({
  choice,
  onChoiceChange,
  categoryHref,
  facets,
  facetsLoading = false,
  facetsError,
  sorts,
  children,
  total,
  showTotal = true,
  categoryIsFilter = true,
  className,
}: CatalogueLayoutProps) {
  const panel = (titleHidden: boolean) => (
    <FacetPanel
      choice={choice}
      facets={facets}
      loading={facetsLoading}
      error={facetsError}
      onChange={onChoiceChange}
      categoryHref={categoryHref}
      categoryIsFilter={categoryIsFilter}
      titleHidden={titleHidden}
    />
  );
  return (
    <div className={cx(styles.layout, className)}>
      <div className={styles.sidebar}>{panel(false)}</div>
      <div className={styles.main}>
        <div className={styles.toolbar}>
          <FilterDrawer
            activeCount={activeFilters(choice, categoryIsFilter).length}
            total={total}
            triggerClassName={styles.drawerTrigger}
          >
            {panel(true)}
          </FilterDrawer>
          <SortSelect
            value={choice.sort}
            sorts={sorts}
            onSortChange={(sort) => onChoiceChange({ sort })}
            className={styles.sort}
          />
        </div>
        <ActiveFilters
          choice={choice}
          categoryIsFilter={categoryIsFilter}
          onChange={onChoiceChange}
          total={total}
          showTotal={showTotal}
        />
        {children}
      </div>
    </div>
  );
}
