import { useId } from 'react';
import { RETURN_MESSAGES, type ReturnRequest, type ReturnStatusCode } from '@shop/contract';
import { Badge, type BadgeProps } from '../../components/Badge/index.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Pagination } from '../../components/Pagination/index.ts';
import { formatDateTime } from '../../format.ts';
import { awaitsSeller, sellerReturnsFirst } from './sellerReturns.ts';
import * as css from './MySalesScreen.css.ts';

const M = RETURN_MESSAGES.seller;

/** The page of a return request, where its buyer, seller and staff take their steps (decision 067). */
export const returnRequestHref = (id: number) => `/return-requests/${id}`;

/** The badge tone of each state: what waits for the seller stands out, a refund reads as done. */
const STATUS_TONES: Record<ReturnStatusCode, NonNullable<BadgeProps['tone']>> = {
  requested: 'warning',
  accepted: 'info',
  declined: 'danger',
  in_transit: 'warning',
  received: 'info',
  refunded: 'success',
  escalated: 'info',
  resolved: 'neutral',
};

/** The return requests on a seller's sales as the app loaded one page of them. */
export type SellerReturnsView = {
  /** A page of GET /returns/?role=seller (newest first, as the API sends them). */
  requests: readonly ReturnRequest[];
  /** True while the page loads (and none is shown yet). */
  loading?: boolean;
  /** A load error, shown as 'Error: {message}'. */
  error?: string | null;
  /** The page shown (1-based) and how many there are: pages show when there is more than one. */
  page?: number;
  totalPages?: number;
  /** Called with the page the seller asks for. */
  onPageChange?: (page: number) => void;
};

/**
 * My sales' Returns section (decision 067): the return requests on the seller's sales, what waits
 * for the seller first (sellerReturnsFirst: requests to answer by their deadline, then parcels on
 * their way back), each with its product and order, buyer, quantity, reason, state, the deadline
 * to answer and a link 'Open' to the request's page, where the seller accepts, declines or marks
 * it received. Loading, error and empty states as the other lists; pages when there are several.
 */
export function SellerReturns({
  requests,
  loading = false,
  error = null,
  page = 1,
  totalPages = 0,
  onPageChange,
}: SellerReturnsView) {
  const headingId = useId();
  const columns: DataTableColumn<ReturnRequest>[] = [
    {
      header: M.columns.product,
      rowHeader: true,
      cell: (r) => (
        <>
          {r.product_name}
          <div className={css.muted}>Order #{r.order_id}</div>
        </>
      ),
    },
    { header: M.columns.buyer, cell: (r) => r.buyer.name },
    { header: M.columns.quantity, numeric: true, cell: (r) => r.quantity },
    { header: M.columns.reason, cell: (r) => RETURN_MESSAGES.reasons[r.reason] },
    {
      header: M.columns.state,
      cell: (r) => (
        <>
          <Badge tone={STATUS_TONES[r.status]}>{RETURN_MESSAGES.statuses[r.status]}</Badge>
          {awaitsSeller(r.status) ? <div className={css.yourMove}>{M.waitingForYou}</div> : null}
        </>
      ),
    },
    {
      header: M.columns.deadline,
      cell: (r) =>
        r.status === 'requested' && r.respond_by !== null ? (
          <time dateTime={r.respond_by}>{formatDateTime(r.respond_by)}</time>
        ) : (
          <span className={css.muted}>{M.noDeadline}</span>
        ),
    },
    {
      header: M.columns.open,
      cell: (r) => (
        <Link href={returnRequestHref(r.id)} aria-label={M.openLabel(r.id, r.product_name)}>
          {M.openLink}
        </Link>
      ),
    },
  ];
  return (
    <section className={css.returns} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sectionTitle}>
        {M.returnsTitle}
      </h2>
      {requests.length > 0 && !loading && !error ? <p className={css.intro}>{M.returnsIntro}</p> : null}
      <DataTable
        caption={M.returnsCaption}
        hideCaption
        columns={columns}
        rows={sellerReturnsFirst(requests)}
        rowKey={(r) => r.id}
        empty={M.returnsEmpty}
        loading={loading && requests.length === 0}
        loadingLabel={M.returnsLoading}
        error={error}
      />
      {onPageChange ? (
        <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} label={M.returnsPages} />
      ) : null}
    </section>
  );
}
