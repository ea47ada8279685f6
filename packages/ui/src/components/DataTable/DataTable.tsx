import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/index.ts';
import { ErrorText } from '../ErrorText/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { cx } from '../cx.ts';
import { visuallyHidden } from '../shared.css.ts';
import * as css from './DataTable.css.ts';

/** One column of a {@link DataTable}. */
export type DataTableColumn<T> = {
  /** The column's heading (a `<th scope="col">`); also its React key, so unique within a table. */
  header: string;
  /** What the column shows for one row. */
  cell: (row: T) => ReactNode;
  /**
   * True for the column that names the row (one per table): its cells are `<th scope="row">`, so a
   * screen reader announces them with every other cell of the row.
   */
  rowHeader?: boolean;
  /** Right-aligned tabular figures on one line, for prices and counts. */
  numeric?: boolean;
  /** Extra class names for this column's body cells (e.g. a minimum width). */
  cellClassName?: string;
};

/** Props of {@link DataTable}. */
export type DataTableProps<T> = {
  /** What the table lists: its `<caption>` and, as '{caption} table', its scroll region's name. */
  caption: string;
  /** Hides the caption visually (screen readers still read it), when a heading above says the same. */
  hideCaption?: boolean;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** A stable, unique key per row (e.g. its id). */
  rowKey: (row: T) => string | number;
  /** Marks a row `aria-busy` while it is being saved. */
  rowBusy?: (row: T) => boolean;
  /** The empty state's title when there are no rows, e.g. 'No users yet.'. */
  empty: ReactNode;
  /** Heading level of the empty state's title (default 3: a table sits under a section's h2). */
  emptyHeadingLevel?: 2 | 3 | 4;
  /** True while the rows load: a spinner named `loadingLabel` replaces the table. */
  loading?: boolean;
  /** The spinner's name while loading (default 'Loading'). */
  loadingLabel?: string;
  /** A failure to load the rows: shown instead of the table. */
  error?: string | null;
  /**
   * A totals row under the rows (a `<tfoot>`): one cell per column, in the columns' order, the
   * row-heading column's as `<th scope="row">` (e.g. 'Total'); numeric columns aligned as above.
   */
  footer?: readonly ReactNode[];
};

/**
 * An accessible data table (decision 052): a caption, column headings with `scope="col"`, one
 * row-heading column with `scope="row"`, in a keyboard-scrollable region named '{caption} table'.
 * Shows, in this order, a spinner while `loading`, the `error`, the `empty` state when there are no
 * rows, else the table. Presentational: rows in, cells out.
 */
export function DataTable<T>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  rowBusy,
  empty,
  emptyHeadingLevel = 3,
  loading = false,
  loadingLabel = 'Loading',
  error,
  footer,
}: DataTableProps<T>) {
  if (loading) return <Spinner label={loadingLabel} />;
  if (error) return <ErrorText message={error} />;
  if (rows.length === 0) return <EmptyState title={empty} headingLevel={emptyHeadingLevel} />;
  return (
    <div className={css.wrap} role="region" aria-label={`${caption} table`} tabIndex={0}>
      <table className={css.table}>
        <caption className={hideCaption ? visuallyHidden : css.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cx(css.th, column.numeric && css.numeric)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} aria-busy={rowBusy?.(row) || undefined}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className={cx(css.rowHead, column.cellClassName)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className={cx(css.td, column.numeric && css.numeric, column.cellClassName)}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer ? (
          <tfoot>
            <tr>
              {columns.map((column, i) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className={cx(css.rowHead, css.foot)}>
                    {footer[i]}
                  </th>
                ) : (
                  <td key={column.header} className={cx(css.td, css.foot, column.numeric && css.numeric)}>
                    {footer[i]}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
