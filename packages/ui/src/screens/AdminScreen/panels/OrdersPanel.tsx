import { useLayoutEffect, useRef, useState } from 'react';
import {
  ADMIN_MONEY_MESSAGES,
  FULFILMENT_STATUSES,
  RETURN_MESSAGES,
  formatPence,
  orderLedgerLinkLabel,
  orderPaidInTheEndPence,
  orderRefundLeftPence,
  toPence,
  type PartyRef,
  type RefundRequest,
  type SellerOrder,
} from '@shop/contract';
import { Button } from '../../../components/Button/index.ts';
import { formatDate } from '../../../format.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { ORDER_STEP_LABELS } from '../../../components/OrderProgress/index.ts';
import { OrderStatusBadge, isFulfilmentStatus } from '../../../components/OrderStatusBadge/index.ts';
import {
  OrderStatusControls,
  type OrderStatusUpdate,
} from '../../../components/OrderStatusControls/index.ts';
import { PostalAddress } from '../../../components/PostalAddress/index.ts';
import { Price } from '../../../components/Price/index.ts';
import { RefundOrderDialog } from '../../../components/RefundOrderDialog/index.ts';
import { SelectField } from '../../../components/SelectField/index.ts';
import { visuallyHidden } from '../../../components/shared.css.ts';
import type { AdminList, AdminOrderFilter } from '../types.ts';
import * as css from '../AdminScreen.css.ts';
import * as disputes from '../AdminDisputes.css.ts';
import { listTableProps } from './rows.ts';

const R = RETURN_MESSAGES.seller;

/** Props of {@link OrdersPanel}. */
export type OrdersPanelProps = {
  /** Every order with its buyer and seller (GET /admin/orders/). */
  orders: AdminList<SellerOrder>;
  /** The sellers to filter by (default: the sellers of `orders`). */
  sellers?: readonly PartyRef[];
  /** The filter at first (default: all statuses, all sellers). */
  defaultFilter?: AdminOrderFilter;
  /** Called with each new filter; the panel also filters the orders it was given. */
  onFilterChange?: (filter: AdminOrderFilter) => void;
  /** Moves an order (POST /orders/{id}/status/); returns the request's promise. */
  onUpdate: (orderId: number, update: OrderStatusUpdate) => Promise<unknown>;
  /** Opens an order's journals (the Order ledger tab, decision 064); without it no Ledger link shows. */
  onShowLedger?: (orderId: number) => void;
  /**
   * Gives back an amount of any paid order without a return (POST /orders/{id}/refunds/, decision
   * 067); return its promise. Without it no Refund column shows.
   */
  onRefund?: (orderId: number, refund: RefundRequest) => Promise<unknown>;
};

/**
 * The Orders tab of the back office: filters by status and seller, then every matching order with
 * its date, seller, buyer and address, total (with what was refunded and paid in the end, decision
 * 067), status and tracking, and the controls that move it (the same as my-sales, cancel and refund
 * included). With `onRefund`, a paid order with something left to refund has 'Refund' (the same
 * dialog as My sales): a refund made is announced above the list, and focus goes back to 'Refund',
 * or to that announcement when nothing is left to refund.
 */
export function OrdersPanel({
  orders,
  sellers,
  defaultFilter = { status: '', sellerId: null },
  onFilterChange,
  onUpdate,
  onShowLedger,
  onRefund,
}: OrdersPanelProps) {
  const [filter, setFilter] = useState<AdminOrderFilter>(defaultFilter);
  const [refunding, setRefunding] = useState<SellerOrder | null>(null);
  const [refunded, setRefunded] = useState<string | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  // Each row's Refund button, and the order whose dialog was opened last.
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const askedFor = useRef<number | null>(null);
  // The button focus went back to: once it is gone (nothing left to refund), the announcement takes it.
  const returned = useRef<HTMLElement | null>(null);
  const focusTarget = () => {
    const button = askedFor.current === null ? undefined : buttons.current.get(askedFor.current);
    returned.current = button?.isConnected ? button : done.current;
    return returned.current;
  };
  useLayoutEffect(() => {
    const target = returned.current;
    if (!target || target.isConnected) return;
    returned.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body) done.current?.focus();
  });
  const change = (next: AdminOrderFilter) => {
    setFilter(next);
    onFilterChange?.(next);
  };
  const sellerOptions = sellers ?? [
    ...new Map(orders.items.flatMap((o) => (o.seller ? [[o.seller.id, o.seller] as const] : []))).values(),
  ];
  const shown = orders.items.filter(
    (o) =>
      (filter.status === '' || o.status === filter.status) &&
      (filter.sellerId === null || o.seller?.id === filter.sellerId),
  );
  const columns: DataTableColumn<SellerOrder>[] = [
    {
      header: 'Order',
      rowHeader: true,
      cell: (order) => (
        <>
          #{order.id}
          <div className={css.muted}>
            {order.item_count} {order.item_count === 1 ? 'item' : 'items'}
          </div>
        </>
      ),
    },
    {
      header: 'Date',
      cell: (order) => <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>,
    },
    { header: 'Seller', cell: (order) => order.seller?.name ?? '—' },
    {
      header: 'Buyer and address',
      cell: (order) => (
        <>
          {order.buyer.name}
          {order.shipping_address ? (
            <PostalAddress address={order.shipping_address} className={css.muted} />
          ) : null}
        </>
      ),
    },
    {
      header: 'Total',
      numeric: true,
      cell: (order) => (
        <>
          <Price value={order.total_amount} />
          {order.refunded_amount > 0 ? (
            <>
              <div className={css.muted}>
                {R.refundedLabel} {formatPence(-toPence(order.refunded_amount))}
              </div>
              <div>
                {R.paidLabel} {formatPence(orderPaidInTheEndPence(order))}
              </div>
            </>
          ) : null}
        </>
      ),
    },
    {
      header: 'Status',
      cell: (order) => (
        <>
          <OrderStatusBadge status={order.status} />
          {order.tracking_number ? (
            <div className={css.muted}>
              {order.carrier ? `${order.carrier} ` : null}
              <span className={css.mono}>{order.tracking_number}</span>
            </div>
          ) : null}
        </>
      ),
    },
    ...(onShowLedger
      ? [
          {
            header: ADMIN_MONEY_MESSAGES.orderLedgerLink,
            cell: (order: SellerOrder) => (
              <Button
                size="sm"
                variant="ghost"
                aria-label={orderLedgerLinkLabel(order.id)}
                onClick={() => onShowLedger(order.id)}
              >
                {ADMIN_MONEY_MESSAGES.orderLedgerLink}
              </Button>
            ),
          },
        ]
      : []),
    ...(onRefund
      ? [
          {
            header: RETURN_MESSAGES.staff.refundColumn,
            cell: (order: SellerOrder) =>
              orderRefundLeftPence(order) > 0 ? (
                <Button
                  ref={(button) => {
                    if (button) buttons.current.set(order.id, button);
                    else buttons.current.delete(order.id);
                  }}
                  size="sm"
                  variant="outline"
                  aria-haspopup="dialog"
                  aria-label={R.refundLabel(order.id)}
                  onClick={() => {
                    askedFor.current = order.id;
                    setRefunding(order);
                  }}
                >
                  {R.refundButton}
                </Button>
              ) : null,
          },
        ]
      : []),
    {
      header: 'Move',
      cellClassName: css.controlsCell,
      cell: (order) => (
        <OrderStatusControls
          orderId={order.id}
          status={order.status}
          refundText={formatPence(orderPaidInTheEndPence(order))}
          onUpdate={(update) => onUpdate(order.id, update)}
        />
      ),
    },
  ];
  return (
    <>
      <h2 className={css.panelTitle}>Orders</h2>
      <div className={css.filters}>
        <SelectField
          className={css.filter}
          label="Status"
          value={filter.status}
          options={[
            { value: '', label: 'All statuses' },
            ...FULFILMENT_STATUSES.map((s) => ({ value: s, label: ORDER_STEP_LABELS[s] })),
          ]}
          onChange={(event) => {
            const value = event.target.value;
            change({ ...filter, status: isFulfilmentStatus(value) ? value : '' });
          }}
        />
        <SelectField
          className={css.filter}
          label="Seller"
          value={filter.sellerId === null ? '' : String(filter.sellerId)}
          options={[
            { value: '', label: 'All sellers' },
            ...sellerOptions.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          onChange={(event) =>
            change({ ...filter, sellerId: event.target.value === '' ? null : Number(event.target.value) })
          }
        />
      </div>
      {onRefund ? (
        // Always in the page (hidden while empty), so a screen reader hears what is put in it.
        <p
          ref={done}
          role="status"
          tabIndex={-1}
          className={refunded === null ? visuallyHidden : disputes.done}
        >
          {refunded}
        </p>
      ) : null}
      <DataTable
        caption="Orders"
        columns={columns}
        rowKey={(order) => order.id}
        empty="No orders match these filters."
        {...listTableProps({ ...orders, items: shown }, 'orders')}
      />
      {onRefund ? (
        <RefundOrderDialog
          order={refunding}
          onRefund={onRefund}
          onRefunded={(orderId, pence) => setRefunded(R.refundedText(orderId, formatPence(pence)))}
          onClose={() => setRefunding(null)}
          returnFocusTo={focusTarget}
        />
      ) : null}
    </>
  );
}
