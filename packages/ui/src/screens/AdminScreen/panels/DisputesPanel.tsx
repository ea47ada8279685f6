import { useLayoutEffect, useRef, useState } from 'react';
import {
  RETURN_MESSAGES,
  formatPence,
  toPence,
  type DisputeDecisionRequest,
  type ReturnRequest,
} from '@shop/contract';
import { Button } from '../../../components/Button/index.ts';
import { CheckboxField } from '../../../components/CheckboxField/index.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { Pagination } from '../../../components/Pagination/index.ts';
import { visuallyHidden } from '../../../components/shared.css.ts';
import { formatDateTime } from '../../../format.ts';
import type { AdminDisputes, DisputesQuery } from '../types.ts';
import * as css from '../AdminScreen.css.ts';
import * as money from '../AdminMoney.css.ts';
import * as disputes from '../AdminDisputes.css.ts';
import { DisputeThreadDialog } from './DisputeThreadDialog.tsx';
import { decisionText, reachedAt } from './disputes.ts';
import { listTableProps } from './rows.ts';

const S = RETURN_MESSAGES.staff;

/** Props of {@link DisputesPanel}. */
export type DisputesPanelProps = {
  /** A page of the queue (GET /admin/disputes/?state=): open ones oldest first, or decided ones. */
  disputes: AdminDisputes;
  /** Called with the queue and page staff ask for (the toggle, the pages). */
  onChange?: (query: DisputesQuery) => void;
  /** Records a decision (POST /admin/disputes/{id}/decision/); return its promise. */
  onDecide: (id: number, decision: DisputeDecisionRequest) => Promise<unknown>;
  /** Id of a dispute whose thread starts open (stories). */
  openFor?: number;
};

/**
 * The back office's Disputes tab (decision 067): the escalated return requests, oldest first, with
 * their order, product and quantity, buyer and seller, amount, reason and since when they wait; a
 * toggle shows the decided ones instead (with their decision). 'Open' shows a dispute's whole
 * thread with the decision form (DisputeThreadDialog). A decision is announced above the list;
 * focus goes back to the row's Open button, or to that announcement once the row has left the queue.
 */
export function DisputesPanel({ disputes: queue, onChange, onDecide, openFor }: DisputesPanelProps) {
  const [shown, setShown] = useState<number | null>(openFor ?? null);
  const [decided, setDecided] = useState<string | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  // Each row's Open button, and the dispute whose thread was opened last.
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const askedFor = useRef<number | null>(openFor ?? null);
  // The button focus went back to: if its row leaves the queue, the announcement takes the focus.
  const returned = useRef<HTMLElement | null>(null);
  const focusTarget = () => {
    const button = askedFor.current === null ? undefined : buttons.current.get(askedFor.current);
    const target = button?.isConnected ? button : done.current;
    returned.current = target ?? null;
    return target;
  };
  useLayoutEffect(() => {
    const target = returned.current;
    if (!target || target.isConnected) return;
    returned.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body) done.current?.focus();
  });

  const isOpen = queue.state === 'open';
  const request = queue.items.find((r) => r.id === shown) ?? null;
  const columns: DataTableColumn<ReturnRequest>[] = [
    {
      header: S.columns.request,
      rowHeader: true,
      cell: (r) => (
        <>
          #{r.id}
          <div className={css.muted}>
            {r.quantity} × {r.product_name}
          </div>
        </>
      ),
    },
    { header: S.columns.order, cell: (r) => `#${r.order_id}` },
    {
      header: S.columns.parties,
      cell: (r) => (
        <>
          {RETURN_MESSAGES.parties.buyer}: {r.buyer.name}
          <div className={css.muted}>
            {RETURN_MESSAGES.parties.seller}: {r.seller?.name ?? S.noSeller}
          </div>
        </>
      ),
    },
    { header: S.columns.amount, numeric: true, cell: (r) => formatPence(toPence(r.amount)) },
    { header: S.columns.reason, cell: (r) => RETURN_MESSAGES.reasons[r.reason] },
    isOpen
      ? {
          header: S.columns.since,
          cell: (r) => {
            const at = reachedAt(r, 'escalated');
            return <time dateTime={at}>{formatDateTime(at)}</time>;
          },
        }
      : {
          header: S.columns.outcome,
          cell: (r) => {
            const at = reachedAt(r, 'resolved');
            return (
              <>
                <span className={disputes.decision}>
                  {decisionText(r) ?? RETURN_MESSAGES.statuses[r.status]}
                </span>
                <div className={css.muted}>
                  <time dateTime={at}>{S.decidedOn(formatDateTime(at))}</time>
                </div>
              </>
            );
          },
        },
    {
      header: S.columns.thread,
      cell: (r) => (
        <Button
          ref={(button) => {
            if (button) buttons.current.set(r.id, button);
            else buttons.current.delete(r.id);
          }}
          size="sm"
          variant="outline"
          aria-haspopup="dialog"
          aria-label={S.openThreadLabel(r.id)}
          onClick={() => {
            askedFor.current = r.id;
            setShown(r.id);
          }}
        >
          {S.openThread}
        </Button>
      ),
    },
  ];

  return (
    <>
      <h2 className={money.heading}>{S.disputesTitle}</h2>
      <p className={money.intro}>{S.disputesIntro}</p>
      <div className={disputes.toolbar}>
        <CheckboxField
          label={S.showDecided}
          checked={!isOpen}
          onChange={(event) => onChange?.({ state: event.target.checked ? 'decided' : 'open', page: 1 })}
        />
      </div>
      {/* Always in the page (hidden while empty), so a screen reader hears what is put in it. */}
      <p ref={done} role="status" tabIndex={-1} className={decided === null ? visuallyHidden : disputes.done}>
        {decided}
      </p>
      <DataTable
        caption={S.disputesTitle}
        columns={columns}
        rowKey={(r) => r.id}
        empty={isOpen ? S.openEmpty : S.decidedEmpty}
        {...listTableProps(queue, 'disputes')}
        loadingLabel={S.loading}
        loading={queue.loading === true && queue.items.length === 0}
      />
      <Pagination
        page={queue.page ?? 1}
        totalPages={queue.totalPages ?? 0}
        onPageChange={(page) => onChange?.({ state: queue.state, page })}
        label={S.pages}
      />
      <DisputeThreadDialog
        request={request}
        onDecide={onDecide}
        onDecided={(id, summary) => setDecided(S.decidedText(id, summary))}
        onClose={() => setShown(null)}
        returnFocusTo={focusTarget}
      />
    </>
  );
}
