import { useEffect, useRef, type ReactNode } from 'react';
import {
  COMMERCE_MESSAGES,
  PAYOUT_MESSAGES,
  type PayoutAccount,
  type PayoutAccountState,
} from '@shop/contract';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { formAlert } from '../../components/shared.css.ts';
import * as css from './MyPayoutsScreen.css.ts';

/** The page's title (and the link's text beside My sales). */
export const MY_PAYOUTS_TITLE = 'My payouts';

/** How each payout account state reads, with its badge tone and what it means (decision 059). */
export const PAYOUT_STATE_TEXTS: Readonly<
  Record<PayoutAccountState, { label: string; tone: 'neutral' | 'info' | 'success' | 'danger'; text: string }>
> = {
  not_started: { label: 'Not started', tone: 'neutral', text: PAYOUT_MESSAGES.notStarted },
  pending_verification: {
    label: 'Pending verification',
    tone: 'info',
    text: PAYOUT_MESSAGES.pendingVerification,
  },
  active: { label: 'Active', tone: 'success', text: PAYOUT_MESSAGES.active },
  restricted: { label: 'Restricted', tone: 'danger', text: PAYOUT_MESSAGES.restricted },
};

/** The onboarding button's text for `state`, or null when there is nothing to do (active). */
export function onboardingActionText(state: PayoutAccountState): string | null {
  if (state === 'active') return null;
  return state === 'not_started' ? PAYOUT_MESSAGES.connect : PAYOUT_MESSAGES.finish;
}

/** Props of {@link MyPayoutsScreen}. */
export type MyPayoutsScreenProps = {
  /** The seller's payout account (GET /payouts/account/); while it is missing and `loading` a spinner shows. */
  account?: PayoutAccount | null;
  loading: boolean;
  /** The account could not be loaded: 'Error: {message}'. */
  error?: string | null;
  /**
   * Starts onboarding (POST /payouts/account/onboarding/; the route then goes to the address it
   * answers). Called by the 'Connect payouts' / 'Finish onboarding' button.
   */
  onStartOnboarding: () => void;
  /** True while onboarding starts: the button reads 'Opening...' and is disabled. */
  starting?: boolean;
  /** Why onboarding could not start (the server's text, or the demo user's refusal); shown in an alert that takes focus. */
  startError?: string | null;
  /**
   * Back from Stripe's form (`?onboarding=return` or `refresh`): 'return' says the details are being
   * checked when the account is not active yet; 'refresh' asks to open the form again.
   */
  onboardingReturn?: 'return' | 'refresh' | null;
  /**
   * What follows the account on the page: the balances with 'Request payout', the payouts, the
   * earnings chart and the statement (decisions 061 and 063). Kept as a slot so the account part
   * stays whole.
   */
  children?: ReactNode;
};

/**
 * The seller's payout page, /my-payouts (decision 059): the payout account's state as a badge with
 * what it means (their listings can be bought only while it is active), the account holder and
 * the last four digits of the bank account when known, and a button to connect payouts (not
 * started) or finish onboarding (pending verification, restricted). The balances and statement
 * go below it (`children`).
 */
export function MyPayoutsScreen({
  account,
  loading,
  error,
  onStartOnboarding,
  starting = false,
  startError,
  onboardingReturn,
  children,
}: MyPayoutsScreenProps) {
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (startError) alertRef.current?.focus();
  }, [startError]);

  return (
    <Container className={css.page}>
      <h1 className={css.title}>{MY_PAYOUTS_TITLE}</h1>
      {loading && !account ? (
        <Spinner label="Loading your payout account" />
      ) : error || !account ? (
        <ErrorText message={error ?? COMMERCE_MESSAGES.payouts.fetch} />
      ) : (
        <AccountCard
          account={account}
          onStartOnboarding={onStartOnboarding}
          starting={starting}
          onboardingReturn={onboardingReturn ?? null}
          alert={
            startError ? (
              <p ref={alertRef} role="alert" tabIndex={-1} className={formAlert}>
                {startError}
              </p>
            ) : null
          }
        />
      )}
      {/* The balances, payouts, earnings and statement go here, below the account. */}
      {children}
    </Container>
  );
}

function AccountCard({
  account,
  onStartOnboarding,
  starting,
  onboardingReturn,
  alert,
}: {
  account: PayoutAccount;
  onStartOnboarding: () => void;
  starting: boolean;
  onboardingReturn: 'return' | 'refresh' | null;
  alert: ReactNode;
}) {
  const state = PAYOUT_STATE_TEXTS[account.state];
  const action = onboardingActionText(account.state);
  return (
    <section className={css.card} aria-labelledby="payout-account-title">
      <div className={css.head}>
        <h2 id="payout-account-title" className={css.cardTitle}>
          Payout account
        </h2>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      {onboardingReturn === 'return' && account.state !== 'active' ? (
        <p role="status" className={css.notice}>
          {PAYOUT_MESSAGES.pendingVerification}
        </p>
      ) : null}
      {onboardingReturn === 'refresh' && account.state !== 'active' ? (
        <p role="status" className={css.notice}>
          The onboarding link expired. Open it again to carry on where you left off.
        </p>
      ) : null}
      <p className={css.text}>{state.text}</p>
      {account.account_holder_name !== null || account.bank_last4 !== null ? (
        <dl className={css.facts}>
          {account.account_holder_name !== null ? (
            <>
              <dt className={css.term}>Account holder</dt>
              <dd className={css.detail}>{account.account_holder_name}</dd>
            </>
          ) : null}
          {account.bank_last4 !== null ? (
            <>
              <dt className={css.term}>Bank account</dt>
              <dd className={css.detail}>Ending in {account.bank_last4}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {alert}
      {action !== null ? (
        <div className={css.actions}>
          <Button
            type="button"
            onClick={onStartOnboarding}
            disabled={starting}
            focusableWhenDisabled
            aria-busy={starting || undefined}
          >
            {starting ? 'Opening...' : action}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
