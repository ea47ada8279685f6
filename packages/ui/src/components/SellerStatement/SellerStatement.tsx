import { useId } from 'react';
import type { Pagination as PaginationFacts, Statement, StatementRow, StatementStatus } from '@shop/contract';
import { Badge, type BadgeProps } from '../Badge/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { Pagination } from '../Pagination/index.ts';
import { SelectField } from '../SelectField/index.ts';
import * as css from './SellerStatement.css.ts';
import { formatPence, monthLabel, shopDayLabel, statusLabel } from './statementFormat.ts';

/** The badge tone of each statement status. */
const STATUS_TONE: Record<StatementStatus, NonNullable<BadgeProps['tone']>> = {
  pending: 'info',
  released: 'success',
  'part refunded': 'warning',
  refunded: 'neutral',
  cancelled: 'danger',
};

/** The value of the month filter's 'All months' choice. */
const ALL_MONTHS = '';

const columns: readonly DataTableColumn<StatementRow>[] = [
  { header: 'Date paid', cell: (row) => shopDayLabel(row.paid_at) },
  { header: 'Order', rowHeader: true, cell: (row) => `Order #${row.order_id}` },
  { header: 'Gross', numeric: true, cell: (row) => formatPence(row.gross_pence) },
  {
    header: 'Fee',
    numeric: true,
    cell: (row) => (
      <>
        {formatPence(row.fee_pence)}
        {row.fee_refunded_pence > 0 ? (
          <span className={css.returned}>{formatPence(row.fee_refunded_pence)} returned</span>
        ) : null}
      </>
    ),
  },
  { header: 'Refunds', numeric: true, cell: (row) => formatPence(row.refunds_pence) },
  { header: 'Net', numeric: true, cell: (row) => formatPence(row.net_pence) },
  {
    header: 'Status',
    cell: (row) => <Badge tone={STATUS_TONE[row.status]}>{statusLabel(row.status)}</Badge>,
  },
];

/** Props of {@link SellerStatement}. */
export type SellerStatementProps = {
  /** One page of the statement (GET /payouts/statement/); undefined while it first loads. */
  statement?: Statement | undefined;
  /** The page facts of that answer. */
  pagination?: PaginationFacts | undefined;
  /** True while a page loads: a spinner replaces the table. */
  loading?: boolean;
  /** A failure to load: shown instead of the table. */
  error?: string | null;
  /** The month shown, 'YYYY-MM', or undefined for every month. */
  month: string | undefined;
  /** Called with the month chosen ('YYYY-MM', or undefined for 'All months'). */
  onMonthChange: (month: string | undefined) => void;
  /** The page shown (1-based). */
  page: number;
  onPageChange: (page: number) => void;
  /** The CSV download of the month shown (useStatementCsvUrl). */
  csvHref: string;
  /** Level of the 'Statement' heading (default 2). */
  headingLevel?: 2 | 3;
};

/**
 * A seller's statement (decision 063): the month filter (a select of every month with rows, and
 * 'All months'), the month's totals, a table of one page of rows (date paid in the shop's time
 * zone, order, gross, fee with what came back of it, refunds, net, status), the pagination and a
 * 'Download CSV' link for the month. Amounts arrive in pence and show as pounds. Presentational:
 * the route reads useSellerStatement and passes the answer, the chosen month and page, and the
 * CSV address. Shows a spinner while loading, the error, or an empty state.
 */
export function SellerStatement({
  statement,
  pagination,
  loading = false,
  error = null,
  month,
  onMonthChange,
  page,
  onPageChange,
  csvHref,
  headingLevel = 2,
}: SellerStatementProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const months = statement?.months ?? [];
  // The chosen month stays a choice while its answer loads (or if it has no rows).
  const choices = month !== undefined && !months.includes(month) ? [month, ...months] : months;
  const rows = statement?.rows ?? [];
  const totals = statement?.totals;
  const scope = month === undefined ? 'all months' : monthLabel(month);
  return (
    <section className={css.root} aria-labelledby={headingId}>
      <Heading id={headingId}>Statement</Heading>
      <div className={css.toolbar}>
        <SelectField
          className={css.monthField}
          label="Month"
          value={month ?? ALL_MONTHS}
          onChange={(event) =>
            onMonthChange(event.target.value === ALL_MONTHS ? undefined : event.target.value)
          }
          options={[
            { value: ALL_MONTHS, label: 'All months' },
            ...choices.map((m) => ({ value: m, label: monthLabel(m) })),
          ]}
        />
        {!loading && !error && rows.length > 0 ? (
          <a className={css.download} href={csvHref} download>
            Download CSV
          </a>
        ) : null}
      </div>
      {!loading && !error && totals !== undefined && totals.orders > 0 ? (
        <dl className={css.totals} aria-label={`Totals for ${scope}`}>
          <div className={css.total}>
            <dt className={css.totalLabel}>Orders</dt>
            <dd className={css.totalValue}>{totals.orders}</dd>
          </div>
          <div className={css.total}>
            <dt className={css.totalLabel}>Gross</dt>
            <dd className={css.totalValue}>{formatPence(totals.gross_pence)}</dd>
          </div>
          <div className={css.total}>
            <dt className={css.totalLabel}>Shop&apos;s fee</dt>
            <dd className={css.totalValue}>{formatPence(totals.fee_pence - totals.fee_refunded_pence)}</dd>
          </div>
          <div className={css.total}>
            <dt className={css.totalLabel}>Refunds</dt>
            <dd className={css.totalValue}>{formatPence(totals.refunds_pence)}</dd>
          </div>
          <div className={css.total}>
            <dt className={css.totalLabel}>You receive</dt>
            <dd className={css.totalValue}>{formatPence(totals.net_pence)}</dd>
          </div>
        </dl>
      ) : null}
      <DataTable
        caption={`Statement for ${scope}`}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => row.order_id}
        empty={month === undefined ? 'No paid sales yet.' : `No paid sales in ${monthLabel(month)}.`}
        loading={loading}
        loadingLabel="Loading your statement"
        error={error}
      />
      {!loading && !error && pagination !== undefined ? (
        <Pagination page={page} totalPages={pagination.totalPages} onPageChange={onPageChange} />
      ) : null}
    </section>
  );
}
