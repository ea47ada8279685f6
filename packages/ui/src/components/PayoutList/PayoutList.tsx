import { useId } from 'react';
import type { Pagination as PaginationFacts, Payout, PayoutState } from '@shop/contract';
import { Badge, type BadgeProps } from '../Badge/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { Pagination } from '../Pagination/index.ts';
import { PAYOUT_STATUS_LABELS } from '../PayoutBalances/payoutFormat.ts';
import { formatPence, shopDayLabel } from '../SellerStatement/statementFormat.ts';
import * as css from './PayoutList.css.ts';

/** The badge tone of each payout status. */
const STATUS_TONE: Record<PayoutState, NonNullable<BadgeProps['tone']>> = {
  requested: 'neutral',
  in_transit: 'info',
  paid: 'success',
  failed: 'danger',
};

const columns: readonly DataTableColumn<Payout>[] = [
  { header: 'Date', rowHeader: true, cell: (payout) => shopDayLabel(payout.created_at) },
  { header: 'Amount', numeric: true, cell: (payout) => formatPence(payout.amount_pence) },
  {
    header: 'Status',
    cell: (payout) => (
      <>
        <Badge tone={STATUS_TONE[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</Badge>
        {payout.status === 'failed' ? (
          <span className={css.failure}>
            {payout.failure_reason ?? 'The payment to your bank failed.'} The amount is back in your available
            balance.
          </span>
        ) : null}
      </>
    ),
  },
];

/** Props of {@link PayoutList}. */
export type PayoutListProps = {
  /** One page of the seller's payouts (GET /payouts/), newest first; undefined while it first loads. */
  payouts?: readonly Payout[] | undefined;
  /** The page facts of that answer. */
  pagination?: PaginationFacts | undefined;
  /** True while a page loads: a spinner replaces the table. */
  loading?: boolean;
  /** A failure to load: shown instead of the table. */
  error?: string | null;
  /** The page shown (1-based). */
  page: number;
  onPageChange: (page: number) => void;
  /** Level of the 'Payouts' heading (default 2). */
  headingLevel?: 2 | 3;
};

/**
 * A seller's payouts (decision 061): a table of one page, newest first, with the day it was made
 * (the shop's calendar), the amount (pence shown as pounds) and the status (requested, in transit,
 * paid, or failed with the reason, its amount back in the available balance), and the pagination.
 * Shows a spinner while loading, the error, or an empty state. Presentational: the route reads
 * usePayouts.
 */
export function PayoutList({
  payouts,
  pagination,
  loading = false,
  error = null,
  page,
  onPageChange,
  headingLevel = 2,
}: PayoutListProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={css.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={css.title}>
        Payouts
      </Heading>
      <DataTable
        caption="Your payouts"
        hideCaption
        columns={columns}
        rows={payouts ?? []}
        rowKey={(payout) => payout.id}
        empty="No payouts yet."
        loading={loading && payouts === undefined}
        loadingLabel="Loading your payouts"
        error={error}
      />
      {!error && pagination !== undefined ? (
        <Pagination
          label="Payouts pages"
          page={page}
          totalPages={pagination.totalPages}
          onPageChange={onPageChange}
        />
      ) : null}
    </section>
  );
}
