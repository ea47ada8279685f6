import { useLayoutEffect, useRef, useState } from 'react';
import { isOnSale, type ModerateListingRequest, type Product } from '@shop/contract';
import { Badge } from '../../../components/Badge/index.ts';
import { Button } from '../../../components/Button/index.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { Price } from '../../../components/Price/index.ts';
import { Spinner } from '../../../components/Spinner/index.ts';
import type { AdminList } from '../types.ts';
import * as css from '../AdminScreen.css.ts';
import { HoldReasonForm } from './HoldReasonForm.tsx';
import { listTableProps, useRowActions } from './rows.ts';

/** Props of {@link ListingsPanel}. */
export type ListingsPanelProps = {
  /** Every listing, hidden ones too (GET /admin/products/). */
  listings: AdminList<Product>;
  /** Suspends / unsuspends or approves / unapproves a listing; returns the request's promise. */
  onModerate: (productId: number, decision: ModerateListingRequest) => Promise<unknown>;
};

/**
 * Whether a listing is public (contract isOnSale, decisions 020 and 045), and each reason it is
 * not: a staff hold (with its reason), the seller's own switch, no approval, a closed seller account.
 */
function ListingBadges({ product: p }: { product: Product }) {
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
 * The Listings tab of the back office: every listing with its price, stock and visibility, and the
 * staff actions on it: suspend with a reason / unsuspend (decision 045), approve / unapprove. Each
 * row shows its own saving state and failure; focus stays on the row's Suspend / Unsuspend button
 * when the reason form closes (decision 029).
 */
export function ListingsPanel({ listings, onModerate }: ListingsPanelProps) {
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

  const actions = (p: Product) => {
    const busy = rows.busy.has(p.id);
    return (
      <>
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
            onClick={() => void rows.run(p.id, () => onModerate(p.id, { adminApproved: !p.adminApproved }))}
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
      </>
    );
  };

  const columns: DataTableColumn<Product>[] = [
    {
      header: 'Product',
      rowHeader: true,
      cell: (p) => (
        <>
          {p.name}
          <div className={css.muted}>{p.category}</div>
        </>
      ),
    },
    { header: 'Price', numeric: true, cell: (p) => <Price value={p.price} /> },
    { header: 'Stock', numeric: true, cell: (p) => p.itemsInStock },
    { header: 'Visibility', cell: (p) => <ListingBadges product={p} /> },
    { header: 'Actions', cell: actions },
  ];
  return (
    <>
      <h2 className={css.panelTitle}>Listings</h2>
      <DataTable
        caption="Listings"
        columns={columns}
        rowKey={(p) => p.id}
        rowBusy={(p) => rows.busy.has(p.id)}
        empty="No listings yet."
        {...listTableProps(listings, 'listings')}
      />
    </>
  );
}
