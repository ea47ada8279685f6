import { useLayoutEffect, useRef, useState } from 'react';
import {
  ADMIN_MONEY_MESSAGES as M,
  orderLedgerHeading,
  orderNotFoundText,
  orderWithoutJournalsText,
  parseLedgerAccount,
  type LedgerEntry,
  type LedgerJournal,
  type OrderLedger,
} from '@shop/contract';
import { formatDateTime } from '../../../format.ts';
import { Button } from '../../../components/Button/index.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { EmptyState } from '../../../components/EmptyState/index.ts';
import { ErrorText } from '../../../components/ErrorText/index.ts';
import { Spinner } from '../../../components/Spinner/index.ts';
import { TextField } from '../../../components/TextField/index.ts';
import { visuallyHidden } from '../../../components/shared.css.ts';
import * as money from '../AdminMoney.css.ts';
import { formatPence } from './SellerPayoutsPanel.tsx';

/** What the Order ledger panel shows: the order chosen and its journals as the app loaded them. */
export type OrderLedgerView = {
  /** The order chosen; null before staff enter or pick one. */
  orderId: number | null;
  /** Its journals (GET /admin/orders/{id}/ledger/) once loaded. */
  ledger?: OrderLedger | null;
  loading?: boolean;
  /** True when the server answered 404: no such order. */
  notFound?: boolean;
  /** Any other failure to load. */
  error?: string | null;
};

/** Props of {@link OrderLedgerPanel}. */
export type OrderLedgerPanelProps = {
  view: OrderLedgerView;
  /** Called with the order number staff entered (a whole number from 1). */
  onShowOrder: (orderId: number) => void;
  /**
   * True when staff came from an order's Ledger link, whose button has left the page: the panel
   * focuses its heading once it is on the page, then calls `onHeadingFocused` (decision 048).
   */
  focusHeading?: boolean;
  onHeadingFocused?: () => void;
};

/** A ledger account as staff read it: 'Shop fees', 'Seller #12 pending' (contract parseLedgerAccount). */
export function ledgerAccountLabel(account: string): string {
  const parsed = parseLedgerAccount(account);
  switch (parsed.owner) {
    case 'buyers':
      return M.accounts.buyers;
    case 'shop':
      return M.accounts[parsed.part];
    case 'seller':
      return `Seller #${parsed.sellerId} ${M.sellerAccounts[parsed.part]}`;
    case 'other':
      return account;
    default:
      return parsed satisfies never;
  }
}

/**
 * An entry's side (decision 064): what the account received (+) is a debit, what it gave (-) a
 * credit, as for an account that holds money (the ledger's "where the money is" convention,
 * decision 055). A journal's debits therefore equal its credits.
 */
export function entrySide(amountPence: number): 'debit' | 'credit' {
  return amountPence > 0 ? 'debit' : 'credit';
}

/** An entry of a journal and its place in it (accounts may repeat within a journal). */
type EntryRow = LedgerEntry & { index: number };

/** One journal as a table: its entries' accounts, debits and credits, and their totals. */
function JournalTable({ journal }: { journal: LedgerJournal }) {
  const debits = journal.entries.filter((e) => entrySide(e.amount_pence) === 'debit');
  const credits = journal.entries.filter((e) => entrySide(e.amount_pence) === 'credit');
  const sum = (entries: LedgerEntry[]) => entries.reduce((total, e) => total + Math.abs(e.amount_pence), 0);
  const columns: DataTableColumn<EntryRow>[] = [
    {
      header: M.ledgerColumns.account,
      rowHeader: true,
      cell: (e) => (
        <>
          {ledgerAccountLabel(e.account)}
          <span className={money.account}>{e.account}</span>
        </>
      ),
    },
    {
      header: M.ledgerColumns.debit,
      numeric: true,
      cell: (e) => (entrySide(e.amount_pence) === 'debit' ? formatPence(e.amount_pence) : ''),
    },
    {
      header: M.ledgerColumns.credit,
      numeric: true,
      cell: (e) => (entrySide(e.amount_pence) === 'credit' ? formatPence(-e.amount_pence) : ''),
    },
  ];
  return (
    <DataTable
      caption={`${M.journalKinds[journal.kind]}, ${formatDateTime(journal.created_at)} (journal #${journal.id})`}
      columns={columns}
      rows={journal.entries.map((e, index) => ({ ...e, index }))}
      rowKey={(e) => e.index}
      empty=""
      footer={[M.total, formatPence(sum(debits)), formatPence(sum(credits))]}
    />
  );
}

/**
 * One line for screen readers saying what the form's answer is ('' while there is none): the
 * result appears below the form while focus stays on its button, so a status region announces it.
 */
function ledgerAnnouncement(view: OrderLedgerView): string {
  if (view.orderId === null || view.loading) return '';
  if (view.notFound) return orderNotFoundText(view.orderId);
  if (view.error) return view.error;
  const journals = view.ledger?.order_id === view.orderId ? view.ledger.journals : [];
  if (journals.length === 0) return orderWithoutJournalsText(view.orderId);
  return orderLedgerHeading(view.orderId);
}

/** What the panel shows under the form for `view`. */
function LedgerResult({ view }: { view: OrderLedgerView }) {
  if (view.orderId === null) return <p className={money.intro}>{M.ledgerPrompt}</p>;
  if (view.loading) return <Spinner label={M.ledgerLoading} />;
  if (view.notFound) return <EmptyState title={orderNotFoundText(view.orderId)} headingLevel={3} />;
  if (view.error) return <ErrorText message={view.error} />;
  const journals = view.ledger?.order_id === view.orderId ? view.ledger.journals : [];
  if (journals.length === 0)
    return <EmptyState title={orderWithoutJournalsText(view.orderId)} headingLevel={3} />;
  return (
    <section className={money.journals} aria-labelledby="order-ledger-journals">
      <h3 id="order-ledger-journals" className={money.subheading}>
        {orderLedgerHeading(view.orderId)}
      </h3>
      {journals.map((journal) => (
        <JournalTable key={journal.id} journal={journal} />
      ))}
    </section>
  );
}

/**
 * The Order ledger tab of the back office (decision 064): staff enter an order number (or come
 * from an order's Ledger link) and see every journal the ledger holds for that order, oldest first:
 * its kind, when it was written and its entries' accounts with debits and credits in pounds, and
 * their totals (equal: a journal sums to zero). A number that is not a whole number from 1 is
 * refused in place; an unknown order says so.
 */
export function OrderLedgerPanel({
  view,
  onShowOrder,
  focusHeading = false,
  onHeadingFocused,
}: OrderLedgerPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (!focusHeading || heading.current === null) return;
    heading.current.focus();
    onHeadingFocused?.();
  }, [focusHeading, onHeadingFocused]);
  const [text, setText] = useState(view.orderId === null ? '' : String(view.orderId));
  const [invalid, setInvalid] = useState(false);
  // A pick from elsewhere (an order's Ledger link) shows its number in the field.
  const [shown, setShown] = useState(view.orderId);
  if (shown !== view.orderId) {
    setShown(view.orderId);
    setText(view.orderId === null ? '' : String(view.orderId));
    setInvalid(false);
  }
  return (
    <>
      <h2 ref={heading} tabIndex={-1} className={money.heading}>
        {M.ledgerTitle}
      </h2>
      <p className={money.intro}>{M.ledgerIntro}</p>
      <form
        noValidate
        className={money.ledgerForm}
        aria-label={M.ledgerTitle}
        onSubmit={(event) => {
          event.preventDefault();
          const value = text.trim();
          const id = /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
          if (id === null) {
            setInvalid(true);
            return;
          }
          onShowOrder(id);
        }}
      >
        <TextField
          className={money.orderField}
          label={M.orderNumberLabel}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          error={invalid ? M.orderNumberInvalid : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
        />
        <Button type="submit">{M.showLedger}</Button>
      </form>
      <p role="status" className={visuallyHidden}>
        {ledgerAnnouncement(view)}
      </p>
      <LedgerResult view={view} />
    </>
  );
}
