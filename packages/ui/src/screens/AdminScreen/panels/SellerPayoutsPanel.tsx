import { useRef, useState } from 'react';
import {
  ADMIN_MONEY_MESSAGES as M,
  MESSAGES,
  holdPayoutsLabel,
  liftHoldLabel,
  toPounds,
  type PayoutAccountState,
  type PayoutHoldRequest,
  type SellerPayoutSummary,
} from '@shop/contract';
import { formatDate, formatPrice } from '../../../format.ts';
import { Badge } from '../../../components/Badge/index.ts';
import { Button } from '../../../components/Button/index.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog/index.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { Spinner } from '../../../components/Spinner/index.ts';
import type { AdminList } from '../types.ts';
import * as css from '../AdminScreen.css.ts';
import * as money from '../AdminMoney.css.ts';
import { PayoutHoldDialog } from './PayoutHoldDialog.tsx';
import { listTableProps, useRowActions } from './rows.ts';

/** Props of {@link SellerPayoutsPanel}. */
export type SellerPayoutsPanelProps = {
  /** Every seller with earnings or a payout account (GET /admin/payouts/balances/). */
  sellers: AdminList<SellerPayoutSummary>;
  /**
   * Puts a seller's payouts on hold (`{ on_hold: true, reason }`) or lifts the hold
   * (`{ on_hold: false }`): POST /admin/users/{id}/payout-hold/. Return the request's promise; a
   * rejection's message is shown (in the hold dialog, or on the row for a lift).
   */
  onSetPayoutHold: (sellerId: number, request: PayoutHoldRequest) => Promise<unknown>;
};

/** Integer pence as '£12.34' ('-£2.50' below zero: an available balance may be). */
export function formatPence(pence: number): string {
  return formatPrice(toPounds(pence));
}

const ACCOUNT_TONES = {
  not_started: 'neutral',
  pending_verification: 'info',
  active: 'success',
  restricted: 'danger',
} as const satisfies Record<PayoutAccountState, string>;

const PAYOUT_TONES = {
  requested: 'info',
  in_transit: 'info',
  paid: 'success',
  failed: 'danger',
} as const;

/**
 * The Seller payouts tab of the back office (decision 064): every seller with earnings or a payout
 * account, their payout account's state, balances in pounds (pending, available, in transit, paid
 * out: the ledger's sums), the hold in force with its reason, and their latest payout (date, amount,
 * status). 'Hold payouts' opens a dialog asking the reason (required; the seller is e-mailed it);
 * 'Lift hold' asks for confirmation first. Focus is never lost (decision 048): after either, it
 * returns to the row's Hold / Lift button (the same element in both states), else to the heading.
 */
export function SellerPayoutsPanel({ sellers, onSetPayoutHold }: SellerPayoutsPanelProps) {
  const rows = useRowActions();
  const [holding, setHolding] = useState<SellerPayoutSummary | null>(null);
  const [holdError, setHoldError] = useState<string | null>(null);
  const [lifting, setLifting] = useState<SellerPayoutSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The Hold / Lift button of each row: the one element both states share.
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const buttonRef = (id: number) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(id, button);
    else buttons.current.delete(id);
  };
  // The seller whose dialog was opened last: focus goes back to their row once it closes.
  const askedFor = useRef<number | null>(null);
  const focusTarget = () =>
    (askedFor.current === null ? undefined : buttons.current.get(askedFor.current)) ?? heading.current;

  const hold = (seller: SellerPayoutSummary, reason: string) => {
    setHoldError(null);
    void rows.run(seller.seller.id, async () => {
      try {
        await onSetPayoutHold(seller.seller.id, { on_hold: true, reason });
        setHolding(null);
      } catch (err) {
        setHoldError(err instanceof Error && err.message ? err.message : MESSAGES.admin.update);
      }
    });
  };

  const columns: DataTableColumn<SellerPayoutSummary>[] = [
    {
      header: M.columns.seller,
      rowHeader: true,
      cell: (s) => (
        <>
          {s.seller.name}
          <div className={css.muted}>#{s.seller.id}</div>
        </>
      ),
    },
    {
      header: M.columns.account,
      cell: (s) => (
        <Badge tone={ACCOUNT_TONES[s.payout_account_state]}>{M.accountStates[s.payout_account_state]}</Badge>
      ),
    },
    { header: M.columns.pending, numeric: true, cell: (s) => formatPence(s.balances.pending_pence) },
    { header: M.columns.available, numeric: true, cell: (s) => formatPence(s.balances.available_pence) },
    { header: M.columns.inTransit, numeric: true, cell: (s) => formatPence(s.balances.in_transit_pence) },
    { header: M.columns.paidOut, numeric: true, cell: (s) => formatPence(s.balances.paid_out_pence) },
    {
      header: M.columns.hold,
      cell: (s) =>
        s.hold === null ? (
          <span className={css.muted}>{M.noHold}</span>
        ) : (
          <>
            <Badge tone="warning">{M.onHold}</Badge>
            <span className={money.reason}>{s.hold.reason}</span>
          </>
        ),
    },
    {
      header: M.columns.lastPayout,
      cell: (s) =>
        s.last_payout === null ? (
          <span className={css.muted}>{M.noPayout}</span>
        ) : (
          <div className={css.badges}>
            <time dateTime={s.last_payout.created_at}>{formatDate(s.last_payout.created_at)}</time>
            <span>{formatPence(s.last_payout.amount_pence)}</span>
            <Badge tone={PAYOUT_TONES[s.last_payout.status]}>{M.payoutStates[s.last_payout.status]}</Badge>
          </div>
        ),
    },
    {
      header: M.columns.actions,
      cell: (s) => {
        const id = s.seller.id;
        const busy = rows.busy.has(id);
        return (
          <>
            <div className={css.actions}>
              {s.hold !== null ? (
                <Button
                  ref={buttonRef(id)}
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  focusableWhenDisabled
                  aria-label={liftHoldLabel(s.seller.name)}
                  onClick={() => {
                    askedFor.current = id;
                    setLifting(s);
                  }}
                >
                  {M.liftButton}
                </Button>
              ) : (
                <Button
                  ref={buttonRef(id)}
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  focusableWhenDisabled
                  aria-label={holdPayoutsLabel(s.seller.name)}
                  aria-haspopup="dialog"
                  onClick={() => {
                    askedFor.current = id;
                    setHoldError(null);
                    setHolding(s);
                  }}
                >
                  {M.holdButton}
                </Button>
              )}
              {busy ? <Spinner label={`Saving ${s.seller.name}`} /> : null}
            </div>
            {rows.errors[id] ? (
              <p role="alert" className={css.rowError}>
                {rows.errors[id]}
              </p>
            ) : null}
          </>
        );
      },
    },
  ];

  return (
    <>
      <h2 ref={heading} tabIndex={-1} className={money.heading}>
        {M.payoutsTitle}
      </h2>
      <p className={money.intro}>{M.payoutsIntro}</p>
      <DataTable
        caption={M.payoutsTitle}
        columns={columns}
        rowKey={(s) => s.seller.id}
        rowBusy={(s) => rows.busy.has(s.seller.id)}
        empty={M.payoutsEmpty}
        {...listTableProps(sellers, 'seller payouts')}
      />
      <PayoutHoldDialog
        seller={holding?.seller ?? null}
        busy={holding !== null && rows.busy.has(holding.seller.id)}
        error={holdError}
        onHold={(reason) => {
          if (holding) hold(holding, reason);
        }}
        onClose={() => setHolding(null)}
        returnFocusTo={focusTarget}
      />
      <ConfirmDialog
        open={lifting !== null}
        onOpenChange={(open) => {
          if (!open) setLifting(null);
        }}
        title={lifting ? `${liftHoldLabel(lifting.seller.name)}?` : ''}
        description={M.liftDescription}
        confirmLabel={M.liftConfirm}
        confirmVariant="primary"
        returnFocusTo={focusTarget}
        onConfirm={() => {
          const seller = lifting;
          if (seller)
            void rows.run(seller.seller.id, () => onSetPayoutHold(seller.seller.id, { on_hold: false }));
        }}
      />
    </>
  );
}
