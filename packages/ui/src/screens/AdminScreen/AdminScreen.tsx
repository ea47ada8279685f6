import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import {
  FULFILMENT_STATUSES,
  MAX_HOLD_REASON_LENGTH,
  MESSAGES,
  isOnSale,
  type AdminUser,
  type ModerateListingRequest,
  type OrderEvent,
  type OrderStatus,
  type PartyRef,
  type Product,
  type Sale,
  type StaffAction,
  type StaffActionKind,
} from '@shop/contract';
import { formatDate, formatPrice } from '../../format.ts';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { ORDER_STEP_LABELS } from '../../components/OrderProgress/index.ts';
import { OrderStatusBadge, isFulfilmentStatus } from '../../components/OrderStatusBadge/index.ts';
import { OrderStatusControls, type OrderStatusUpdate } from '../../components/OrderStatusControls/index.ts';
import { PostalAddress } from '../../components/PostalAddress/index.ts';
import { Price } from '../../components/Price/index.ts';
import { SelectField } from '../../components/SelectField/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { cx } from '../../components/cx.ts';
import { visuallyHidden } from '../../components/shared.css.ts';
import * as css from './AdminScreen.css.ts';

/** The tabs of the back office. */
export type AdminTab = 'orders' | 'listings' | 'users' | 'audit';

/** One list of the back office as the app loaded it. */
export type AdminList<T> = { items: readonly T[]; loading?: boolean; error?: string | null };

/** The order filter: a status (or '' for all) and a seller id (or null for all). */
export type AdminOrderFilter = { status: OrderStatus | ''; sellerId: number | null };

/** Props of {@link AdminScreen}. */
export type AdminScreenProps = {
  /** False for a signed-in user who is not staff: the screen says 'Only staff can use the back office.' */
  isStaff: boolean;
  /** The tab shown at first (default 'orders'); or control it with `tab` and `onTabChange`. */
  defaultTab?: AdminTab;
  tab?: AdminTab;
  onTabChange?: (tab: AdminTab) => void;
  /** Every order with its buyer and seller (GET /admin/orders/). */
  orders: AdminList<Sale>;
  /** The sellers to filter by (default: the sellers of `orders`). */
  sellers?: readonly PartyRef[];
  /** The order filter at first (default: all). */
  defaultOrderFilter?: AdminOrderFilter;
  /**
   * Called when the filter changes (e.g. to fetch with ?status=&seller_id=). The screen also
   * filters the orders it was given, so it works either way.
   */
  onOrderFilterChange?: (filter: AdminOrderFilter) => void;
  /** Moves an order (POST /orders/{id}/status/); return the request's promise. */
  onUpdateOrderStatus: (orderId: number, update: OrderStatusUpdate) => Promise<unknown>;
  /** Every listing, hidden ones too (GET /admin/products/). */
  listings: AdminList<Product>;
  /** Suspends / unsuspends or approves / unapproves a listing; return the request's promise. */
  onModerateListing: (productId: number, decision: ModerateListingRequest) => Promise<unknown>;
  /** Every user (GET /admin/users/). */
  users: AdminList<AdminUser>;
  /** Activates or deactivates a user; return the request's promise. */
  onSetUserActive: (userId: number, isActive: boolean) => Promise<unknown>;
  /** The audit log, newest first (GET /admin/audit-log/). */
  events: AdminList<OrderEvent>;
  /** The other staff actions of the audit log, newest first (GET /admin/staff-actions/, decision 045). */
  staffActions?: AdminList<StaffAction>;
};

/** Title of the back office. */
export const ADMIN_TITLE = 'Back office';

const TAB_LABELS: Record<AdminTab, string> = {
  orders: 'Orders',
  listings: 'Listings',
  users: 'Users',
  audit: 'Audit log',
};
const TABS = Object.keys(TAB_LABELS) as AdminTab[];

function messageOf(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return MESSAGES.admin.update;
}

/** Runs row actions: which rows are busy and each row's last failure. */
function useRowActions() {
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const [errors, setErrors] = useState<Readonly<Record<number, string>>>({});
  const run = async (id: number, action: () => Promise<unknown>) => {
    setBusy((s) => new Set(s).add(id));
    setErrors(({ [id]: _dropped, ...rest }) => rest);
    try {
      await action();
    } catch (err) {
      setErrors((e) => ({ ...e, [id]: messageOf(err) }));
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  };
  return { busy, errors, run };
}

/**
 * The back office (issue 8, /admin/), for staff: tabs for Orders (filter by status and seller;
 * move an order with the same controls as my-sales, cancel included), Listings (suspend /
 * unsuspend, approve / unapprove), Users (activate / deactivate) and the Audit log (who, when,
 * from, to, note). Presentational: lists in, callbacks out. A signed-in user who is not staff sees
 * 'Only staff can use the back office.' (MESSAGES.server.staffOnly).
 */
export function AdminScreen({
  isStaff,
  defaultTab = 'orders',
  tab,
  onTabChange,
  orders,
  sellers,
  defaultOrderFilter,
  onOrderFilterChange,
  onUpdateOrderStatus,
  listings,
  onModerateListing,
  users,
  onSetUserActive,
  events,
  staffActions,
}: AdminScreenProps) {
  if (!isStaff) {
    return (
      <Container className={css.page}>
        <h1 className={css.title}>{ADMIN_TITLE}</h1>
        <EmptyState
          title={MESSAGES.server.staffOnly}
          description="Sign in with a staff account to manage orders, listings and users."
        />
      </Container>
    );
  }
  return (
    <Container className={css.page}>
      <h1 className={css.title}>{ADMIN_TITLE}</h1>
      <Tabs.Root
        defaultValue={tab === undefined ? defaultTab : undefined}
        value={tab}
        onValueChange={(value) => onTabChange?.(value as AdminTab)}
        className={css.page}
      >
        <Tabs.List className={css.tabList} aria-label="Back office sections">
          {TABS.map((t) => (
            <Tabs.Trigger key={t} value={t} className={css.tab}>
              {TAB_LABELS[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="orders" className={css.panel}>
          <OrdersPanel
            orders={orders}
            sellers={sellers}
            defaultFilter={defaultOrderFilter}
            onFilterChange={onOrderFilterChange}
            onUpdate={onUpdateOrderStatus}
          />
        </Tabs.Content>
        <Tabs.Content value="listings" className={css.panel}>
          <ListingsPanel listings={listings} onModerate={onModerateListing} />
        </Tabs.Content>
        <Tabs.Content value="users" className={css.panel}>
          <UsersPanel users={users} onSetActive={onSetUserActive} />
        </Tabs.Content>
        <Tabs.Content value="audit" className={css.panel}>
          <AuditPanel events={events} />
          {staffActions ? <StaffActionsPanel actions={staffActions} /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}

/** Loading, error and empty states of a list; `children` when it has items. */
function ListState<T>({
  list,
  what,
  empty,
  children,
}: {
  list: AdminList<T>;
  what: string;
  empty: string;
  children: ReactNode;
}) {
  if (list.loading) return <Spinner label={`Loading ${what}`} />;
  if (list.error) return <ErrorText message={list.error} />;
  if (list.items.length === 0) return <EmptyState title={empty} headingLevel={3} />;
  return <>{children}</>;
}

/** A column of an {@link AdminTable}: its heading, right-aligned when numeric. */
type AdminColumn = { label: string; numeric?: boolean };

/**
 * A panel of the back office: its title, optional filters, then the list's loading, error or
 * empty state, or a scrollable, labelled table with these column headings and `children` as rows.
 */
function AdminTable<T>({
  title,
  filters,
  list,
  what,
  empty,
  columns,
  children,
}: {
  title: string;
  filters?: ReactNode;
  list: AdminList<T>;
  what: string;
  empty: string;
  columns: readonly AdminColumn[];
  children: ReactNode;
}) {
  return (
    <>
      <h2 className={css.panelTitle}>{title}</h2>
      {filters}
      <ListState list={list} what={what} empty={empty}>
        <div className={css.tableWrap} role="region" aria-label={`${title} table`} tabIndex={0}>
          <table className={css.table}>
            <caption className={visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={cx(css.th, column.numeric && css.numeric)}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      </ListState>
    </>
  );
}

function OrdersPanel({
  orders,
  sellers,
  defaultFilter = { status: '', sellerId: null },
  onFilterChange,
  onUpdate,
}: {
  orders: AdminList<Sale>;
  sellers?: readonly PartyRef[];
  defaultFilter?: AdminOrderFilter;
  onFilterChange?: (filter: AdminOrderFilter) => void;
  onUpdate: (orderId: number, update: OrderStatusUpdate) => Promise<unknown>;
}) {
  const [filter, setFilter] = useState<AdminOrderFilter>(defaultFilter);
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
  return (
    <AdminTable
      title="Orders"
      list={{ ...orders, items: shown }}
      what="orders"
      empty="No orders match these filters."
      filters={
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
      }
      columns={[
        { label: 'Order' },
        { label: 'Date' },
        { label: 'Seller' },
        { label: 'Buyer and address' },
        { label: 'Total', numeric: true },
        { label: 'Status' },
        { label: 'Move' },
      ]}
    >
      {shown.map((order) => (
        <tr key={order.id}>
          <th scope="row" className={css.rowHead}>
            #{order.id}
            <div className={css.muted}>
              {order.item_count} {order.item_count === 1 ? 'item' : 'items'}
            </div>
          </th>
          <td className={css.td}>
            <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
          </td>
          <td className={css.td}>{order.seller?.name ?? '—'}</td>
          <td className={css.td}>
            {order.buyer.name}
            {order.shipping_address ? (
              <PostalAddress address={order.shipping_address} className={css.muted} />
            ) : null}
          </td>
          <td className={cx(css.td, css.numeric)}>
            <Price value={order.total_amount} />
          </td>
          <td className={css.td}>
            <OrderStatusBadge status={order.status} />
            {order.tracking_number ? (
              <div className={css.muted}>
                {order.carrier ? `${order.carrier} ` : null}
                <span className={css.mono}>{order.tracking_number}</span>
              </div>
            ) : null}
          </td>
          <td className={css.controlsCell}>
            <OrderStatusControls
              orderId={order.id}
              status={order.status}
              refundText={formatPrice(order.total_amount)}
              onUpdate={(update) => onUpdate(order.id, update)}
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/**
 * Whether a listing is public (contract isOnSale, decisions 020 and 045), and each reason it is
 * not: a staff hold (with its reason), the seller's own switch, no approval, a closed seller account.
 */
function listingBadges(p: Product) {
  return (
    <div className={css.badges}>
      {p.hold_reason !== null ? <Badge tone="warning">Suspended by staff</Badge> : null}
      {p.suspend ? <Badge tone="neutral">Suspended by seller</Badge> : null}
      {!p.adminApproved ? <Badge tone="danger">Not approved</Badge> : null}
      {!p.seller_active ? <Badge tone="neutral">Seller deactivated</Badge> : null}
      {isOnSale(p) ? <Badge tone="success">Public</Badge> : null}
      {p.hold_reason !== null ? <span className={css.muted}>{p.hold_reason}</span> : null}
    </div>
  );
}

/**
 * The reason staff give when they suspend a listing (decision 045): a required single-line field,
 * shown to the seller. Focuses its field when it opens; Cancel closes it. While the hold is saved
 * (`busy`) its buttons stay focusable (aria-disabled), so focus is never dropped (decision 029).
 */
function HoldReasonForm({
  product,
  busy,
  onHold,
  onCancel,
}: {
  product: Product;
  busy: boolean;
  onHold: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className={css.holdForm}
      aria-label={`Suspend ${product.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') {
          setError(MESSAGES.server.holdReasonRequired);
          return;
        }
        onHold(reason);
      }}
    >
      <TextField
        label={MESSAGES.admin.holdReason}
        value={reason}
        maxLength={MAX_HOLD_REASON_LENGTH}
        error={error ?? undefined}
        autoFocus
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
      <div className={css.actions}>
        <Button size="sm" type="submit" disabled={busy} focusableWhenDisabled>
          Suspend
        </Button>
        <Button
          size="sm"
          variant="outline"
          type="button"
          disabled={busy}
          focusableWhenDisabled
          onClick={onCancel}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ListingsPanel({
  listings,
  onModerate,
}: {
  listings: AdminList<Product>;
  onModerate: (productId: number, decision: ModerateListingRequest) => Promise<unknown>;
}) {
  const rows = useRowActions();
  const [holding, setHolding] = useState<number | null>(null);
  // The Suspend / Unsuspend button of each row: the one element both states share, so focus stays
  // on it when a hold turns Suspend into Unsuspend.
  const holdButtons = useRef(new Map<number, HTMLButtonElement>());
  const refocus = useRef<number | null>(null);
  const holdButtonRef = (id: number) => (button: HTMLButtonElement | null) => {
    if (button) holdButtons.current.set(id, button);
    else holdButtons.current.delete(id);
  };
  /** Closes the reason form; focus, which was in the form, goes back to the row's hold button. */
  const closeHoldForm = (id: number) => {
    refocus.current = id;
    setHolding((open) => (open === id ? null : open));
  };
  // Once the form has left the page, focus (dropped to <body> with it) goes to the row's
  // Suspend / Unsuspend button, unless the user has already moved on (decision 029).
  useLayoutEffect(() => {
    const id = refocus.current;
    if (id === null || holding === id) return;
    refocus.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    holdButtons.current.get(id)?.focus();
  });
  return (
    <AdminTable
      title="Listings"
      list={listings}
      what="listings"
      empty="No listings yet."
      columns={[
        { label: 'Product' },
        { label: 'Price', numeric: true },
        { label: 'Stock', numeric: true },
        { label: 'Visibility' },
        { label: 'Actions' },
      ]}
    >
      {listings.items.map((p) => {
        const busy = rows.busy.has(p.id);
        return (
          <tr key={p.id} aria-busy={busy || undefined}>
            <th scope="row" className={css.rowHead}>
              {p.name}
              <div className={css.muted}>{p.category}</div>
            </th>
            <td className={cx(css.td, css.numeric)}>
              <Price value={p.price} />
            </td>
            <td className={cx(css.td, css.numeric)}>{p.itemsInStock}</td>
            <td className={css.td}>{listingBadges(p)}</td>
            <td className={css.td}>
              <div className={css.actions}>
                {p.hold_reason !== null ? (
                  <Button
                    ref={holdButtonRef(p.id)}
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    focusableWhenDisabled
                    aria-label={`Unsuspend ${p.name}`}
                    onClick={() => void rows.run(p.id, () => onModerate(p.id, { suspend: false }))}
                  >
                    Unsuspend
                  </Button>
                ) : (
                  <Button
                    ref={holdButtonRef(p.id)}
                    size="sm"
                    variant="outline"
                    disabled={busy || holding === p.id}
                    focusableWhenDisabled
                    aria-label={`Suspend ${p.name}`}
                    aria-expanded={holding === p.id}
                    onClick={() => setHolding(p.id)}
                  >
                    Suspend
                  </Button>
                )}
                <Button
                  size="sm"
                  variant={p.adminApproved ? 'outline' : 'primary'}
                  disabled={busy}
                  focusableWhenDisabled
                  aria-label={`${p.adminApproved ? 'Unapprove' : 'Approve'} ${p.name}`}
                  onClick={() =>
                    void rows.run(p.id, () => onModerate(p.id, { adminApproved: !p.adminApproved }))
                  }
                >
                  {p.adminApproved ? 'Unapprove' : 'Approve'}
                </Button>
                {busy ? <Spinner label={`Saving ${p.name}`} /> : null}
              </div>
              {holding === p.id ? (
                <HoldReasonForm
                  product={p}
                  busy={busy}
                  onCancel={() => closeHoldForm(p.id)}
                  onHold={(reason) => {
                    void rows.run(p.id, async () => {
                      await onModerate(p.id, { suspend: true, reason });
                      closeHoldForm(p.id);
                    });
                  }}
                />
              ) : null}
              {rows.errors[p.id] ? (
                <p role="alert" className={css.rowError}>
                  {rows.errors[p.id]}
                </p>
              ) : null}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

function UsersPanel({
  users,
  onSetActive,
}: {
  users: AdminList<AdminUser>;
  onSetActive: (userId: number, isActive: boolean) => Promise<unknown>;
}) {
  const rows = useRowActions();
  return (
    <AdminTable
      title="Users"
      list={users}
      what="users"
      empty="No users yet."
      columns={[
        { label: 'Name' },
        { label: 'Email' },
        { label: 'Joined' },
        { label: 'Status' },
        { label: 'Actions' },
      ]}
    >
      {users.items.map((u) => {
        const busy = rows.busy.has(u.id);
        return (
          <tr key={u.id} aria-busy={busy || undefined}>
            <th scope="row" className={css.rowHead}>
              {u.name}
            </th>
            <td className={css.td}>{u.email}</td>
            <td className={css.td}>
              <time dateTime={u.date_joined}>{formatDate(u.date_joined)}</time>
            </td>
            <td className={css.td}>
              <div className={css.badges}>
                <Badge tone={u.is_active ? 'success' : 'neutral'}>
                  {u.is_active ? 'Active' : 'Inactive'}
                </Badge>
                {u.is_staff ? <Badge tone="info">Staff</Badge> : null}
                {u.is_test_user ? <Badge tone="warning">Demo user</Badge> : null}
              </div>
            </td>
            <td className={css.td}>
              <div className={css.actions}>
                <Button
                  size="sm"
                  variant={u.is_active ? 'outline' : 'primary'}
                  disabled={busy}
                  focusableWhenDisabled
                  aria-label={`${u.is_active ? 'Deactivate' : 'Activate'} ${u.name}`}
                  onClick={() => void rows.run(u.id, () => onSetActive(u.id, !u.is_active))}
                >
                  {u.is_active ? 'Deactivate' : 'Activate'}
                </Button>
                {busy ? <Spinner label={`Saving ${u.name}`} /> : null}
              </div>
              {rows.errors[u.id] ? (
                <p role="alert" className={css.rowError}>
                  {rows.errors[u.id]}
                </p>
              ) : null}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

function statusLabel(status: string | null): string {
  if (status === null) return 'New';
  return isFulfilmentStatus(status) ? ORDER_STEP_LABELS[status] : status;
}

function AuditPanel({ events }: { events: AdminList<OrderEvent> }) {
  return (
    <AdminTable
      title="Audit log"
      list={events}
      what="the audit log"
      empty="Nothing has happened yet."
      columns={[
        { label: 'When' },
        { label: 'Order' },
        { label: 'Who' },
        { label: 'From' },
        { label: 'To' },
        { label: 'Note' },
      ]}
    >
      {events.items.map((e) => (
        <tr key={e.id}>
          <td className={css.td}>
            <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
          </td>
          <th scope="row" className={css.rowHead}>
            #{e.order_id}
          </th>
          <td className={css.td}>{e.actor?.name ?? 'System'}</td>
          <td className={css.td}>{statusLabel(e.from_status)}</td>
          <td className={css.td}>
            <OrderStatusBadge status={e.to_status} />
          </td>
          <td className={cx(css.td, css.note)}>{e.note || <span className={css.muted}>—</span>}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** What each staff action is called in the audit log (decision 045). */
const STAFF_ACTION_LABELS: Record<StaffActionKind, string> = {
  listing_held: 'Suspended listing',
  listing_released: 'Lifted suspension',
  listing_approved: 'Approved listing',
  listing_unapproved: 'Unapproved listing',
  user_activated: 'Activated account',
  user_deactivated: 'Deactivated account',
};

/** The staff actions besides order moves (decision 045); notes are plain text, one line. */
function StaffActionsPanel({ actions }: { actions: AdminList<StaffAction> }) {
  return (
    <AdminTable
      title="Staff actions"
      list={actions}
      what="the staff actions"
      empty="No staff actions yet."
      columns={[{ label: 'When' }, { label: 'Action' }, { label: 'Who' }, { label: 'On' }, { label: 'Note' }]}
    >
      {actions.items.map((a) => (
        <tr key={a.id}>
          <td className={css.td}>
            <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>
          </td>
          <th scope="row" className={css.rowHead}>
            {STAFF_ACTION_LABELS[a.action]}
          </th>
          <td className={css.td}>{a.actor?.name ?? '—'}</td>
          <td className={css.td}>{a.product?.name ?? a.user?.name ?? '—'}</td>
          <td className={cx(css.td, css.note)}>{a.note || <span className={css.muted}>—</span>}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** '02/03/2026, 10:15' (en-GB, UTC), or the input when it is not a date. */
function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}
