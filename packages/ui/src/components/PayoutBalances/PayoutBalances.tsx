import { useEffect, useId, useRef } from 'react';
import {
  SELLER_PAYOUT_MESSAGES,
  payoutRequestRefusal,
  type Payout,
  type SellerMoneySummary,
} from '@shop/contract';
import { Button } from '../Button/index.ts';
import { ErrorText } from '../ErrorText/index.ts';
import { Link } from '../Link/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { formatPence } from '../SellerStatement/statementFormat.ts';
import { payoutDayLabel } from './payoutFormat.ts';
import { formAlert, visuallyHidden } from '../shared.css.ts';
import * as css from './PayoutBalances.css.ts';

/** The sentence announced once a payout is requested: its amount, and where it goes. */
export function payoutRequestedText(payout: Pick<Payout, 'amount_pence'>): string {
  return `Payout of ${formatPence(payout.amount_pence)} requested. It is on its way to your bank.`;
}

/** Props of {@link PayoutBalances}. */
export type PayoutBalancesProps = {
  /** The seller's money page (GET /payouts/balances/); undefined while it first loads. */
  money?: SellerMoneySummary | undefined;
  /** True while the balances load and none are shown yet: a spinner. */
  loading?: boolean;
  /** The balances could not be loaded: 'Error: {message}' instead of them. */
  error?: string | null;
  /** Asks for a payout (POST /payouts/): called by 'Request payout' when it is enabled. */
  onRequestPayout: () => void;
  /** True while the request runs: the button reads 'Requesting...' and waits. */
  requesting?: boolean;
  /** The payout just requested: announced in the status region. */
  requested?: Pick<Payout, 'amount_pence'> | null;
  /**
   * Why the request was refused (the server's text, or the demo user's refusal): shown in an alert
   * that takes focus.
   */
  requestError?: string | null;
  /** Level of the 'Balances' heading (default 2). */
  headingLevel?: 2 | 3;
};

/**
 * A seller's balances and their payout request (decision 061): pending, available, in transit and
 * paid out (integer pence shown as pounds), the next scheduled payout's day in the shop's calendar
 * and the minimum payout; a hold as the reason staff gave with a link to contact us. 'Request
 * payout' is enabled only when the contract's payoutRequestRefusal finds nothing (no hold, an
 * active payout account, available at least the minimum); otherwise it stays focusable, disabled,
 * and described (aria-describedby) by the reason. A request's success is announced in a polite
 * status region and focus stays on the button; a refusal shows in an alert that takes focus.
 * Presentational: the route reads useSellerMoney and useRequestPayout.
 */
export function PayoutBalances({
  money,
  loading = false,
  error = null,
  onRequestPayout,
  requesting = false,
  requested = null,
  requestError = null,
  headingLevel = 2,
}: PayoutBalancesProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={css.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={css.title}>
        Balances
      </Heading>
      {money === undefined && loading ? (
        <Spinner label="Loading your balances" />
      ) : money === undefined ? (
        <ErrorText message={error ?? SELLER_PAYOUT_MESSAGES.fetch} />
      ) : (
        <>
          {/* A refresh that failed keeps the figures (and the focused button) on screen. */}
          {error ? <ErrorText message={error} /> : null}
          <Figures
            money={money}
            onRequestPayout={onRequestPayout}
            requesting={requesting}
            requested={requested}
            requestError={requestError}
          />
        </>
      )}
    </section>
  );
}

function Figures({
  money,
  onRequestPayout,
  requesting,
  requested,
  requestError,
}: {
  money: SellerMoneySummary;
  onRequestPayout: () => void;
  requesting: boolean;
  requested: Pick<Payout, 'amount_pence'> | null;
  requestError: string | null;
}) {
  const ids = useId();
  const reasonId = `${ids}-reason`;
  const holdId = `${ids}-hold`;
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (requestError) alertRef.current?.focus();
  }, [requestError]);

  const { balances, terms } = money;
  const refusal = payoutRequestRefusal(money);
  const next = terms.next_payout_at;
  return (
    <>
      <dl className={css.figures}>
        <Figure label="Pending" value={balances.pending_pence} hint="From orders not yet released to you." />
        <Figure
          label="Available"
          value={balances.available_pence}
          hint={
            balances.available_pence < 0
              ? 'Below zero after a refund: later earnings make it up.'
              : 'Ready to pay out.'
          }
          strong
        />
        <Figure label="In transit" value={balances.in_transit_pence} hint="On its way to your bank." />
        <Figure label="Paid out" value={balances.paid_out_pence} hint="Paid to your bank so far." />
      </dl>
      <dl className={css.terms}>
        <div className={css.term}>
          <dt className={css.termLabel}>Next scheduled payout</dt>
          <dd className={css.termValue}>{next === null ? 'Only when you ask' : payoutDayLabel(next)}</dd>
        </div>
        <div className={css.term}>
          <dt className={css.termLabel}>Minimum payout</dt>
          <dd className={css.termValue}>{formatPence(terms.min_payout_pence)}</dd>
        </div>
      </dl>
      {money.on_hold ? (
        <div id={holdId} className={css.hold}>
          <p className={css.holdTitle}>Your payouts are on hold.</p>
          {money.hold_reason !== null ? (
            <p className={css.holdText}>Reason from our staff: {money.hold_reason}</p>
          ) : null}
          <p className={css.holdText}>
            Please <Link href="/contact">contact us</Link> if you have questions.
          </p>
        </div>
      ) : null}
      <div className={css.actions}>
        <Button
          type="button"
          onClick={onRequestPayout}
          disabled={refusal !== null || requesting}
          focusableWhenDisabled
          aria-busy={requesting || undefined}
          aria-describedby={refusal === null ? undefined : money.on_hold ? holdId : reasonId}
        >
          {requesting ? 'Requesting...' : 'Request payout'}
        </Button>
        {refusal !== null && !money.on_hold ? (
          <p id={reasonId} className={css.reason}>
            {refusal}
          </p>
        ) : null}
      </div>
      {/* Always in the page (hidden while empty), so a screen reader hears what is put in it. */}
      <p role="status" className={requested ? css.success : visuallyHidden}>
        {requested ? payoutRequestedText(requested) : null}
      </p>
      {requestError ? (
        <p ref={alertRef} role="alert" tabIndex={-1} className={formAlert}>
          {requestError}
        </p>
      ) : null}
    </>
  );
}

function Figure({
  label,
  value,
  hint,
  strong = false,
}: {
  label: string;
  value: number;
  hint: string;
  strong?: boolean;
}) {
  return (
    <div className={strong ? css.figureStrong : css.figure}>
      <dt className={css.figureLabel}>{label}</dt>
      <dd className={css.figureValue}>{formatPence(value)}</dd>
      <dd className={css.figureHint}>{hint}</dd>
    </div>
  );
}
