import type { OrderEvent } from '@shop/contract';
import { formatDateTime } from '../../../format.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { ORDER_STEP_LABELS } from '../../../components/OrderProgress/index.ts';
import { OrderStatusBadge, isFulfilmentStatus } from '../../../components/OrderStatusBadge/index.ts';
import type { AdminList } from '../types.ts';
import * as css from '../AdminScreen.css.ts';
import { listTableProps } from './rows.ts';

/** The label of the status an order moved from: 'New' before its first move. */
function statusLabel(status: string | null): string {
  if (status === null) return 'New';
  return isFulfilmentStatus(status) ? ORDER_STEP_LABELS[status] : status;
}

const columns: DataTableColumn<OrderEvent>[] = [
  { header: 'When', cell: (e) => <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time> },
  { header: 'Order', rowHeader: true, cell: (e) => `#${e.order_id}` },
  { header: 'Who', cell: (e) => e.actor?.name ?? 'System' },
  { header: 'From', cell: (e) => statusLabel(e.from_status) },
  { header: 'To', cell: (e) => <OrderStatusBadge status={e.to_status} /> },
  { header: 'Note', cellClassName: css.note, cell: (e) => e.note || <span className={css.muted}>—</span> },
];

/**
 * The order moves of the back office's audit log, newest first: when (UTC), which order, who
 * ('System' for automatic moves), from and to which status, and the note.
 */
export function AuditPanel({ events }: { events: AdminList<OrderEvent> }) {
  return (
    <>
      <h2 className={css.panelTitle}>Audit log</h2>
      <DataTable
        caption="Audit log"
        columns={columns}
        rowKey={(e) => e.id}
        empty="Nothing has happened yet."
        {...listTableProps(events, 'the audit log')}
      />
    </>
  );
}
