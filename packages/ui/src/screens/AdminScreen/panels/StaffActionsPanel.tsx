import type { StaffAction, StaffActionKind } from '@shop/contract';
import { formatDateTime } from '../../../format.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable/index.ts';
import type { AdminList } from '../types.ts';
import * as css from '../AdminScreen.css.ts';
import { listTableProps } from './rows.ts';

/** What each staff action is called in the audit log (decision 045). */
const STAFF_ACTION_LABELS: Record<StaffActionKind, string> = {
  listing_held: 'Suspended listing',
  listing_released: 'Lifted suspension',
  listing_approved: 'Approved listing',
  listing_unapproved: 'Unapproved listing',
  user_activated: 'Activated account',
  user_deactivated: 'Deactivated account',
  payouts_held: 'Put payouts on hold',
  payouts_released: 'Lifted payout hold',
  order_refunded: 'Refunded order',
  dispute_decided: 'Decided dispute',
  review_hidden: 'Hid review',
  rating_hidden: 'Hid rating',
  reports_dismissed: 'Dismissed reports',
};

const columns: DataTableColumn<StaffAction>[] = [
  { header: 'When', cell: (a) => <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time> },
  { header: 'Action', rowHeader: true, cell: (a) => STAFF_ACTION_LABELS[a.action] },
  { header: 'Who', cell: (a) => a.actor?.name ?? '—' },
  { header: 'On', cell: (a) => a.product?.name ?? a.user?.name ?? '—' },
  { header: 'Note', cellClassName: css.note, cell: (a) => a.note || <span className={css.muted}>—</span> },
];

/**
 * The staff actions besides order moves (decision 045), under the audit log, newest first: when
 * (UTC), what, who and on which listing or account; notes are plain text, one line.
 */
export function StaffActionsPanel({ actions }: { actions: AdminList<StaffAction> }) {
  return (
    <>
      <h2 className={css.panelTitle}>Staff actions</h2>
      <DataTable
        caption="Staff actions"
        columns={columns}
        rowKey={(a) => a.id}
        empty="No staff actions yet."
        {...listTableProps(actions, 'the staff actions')}
      />
    </>
  );
}
