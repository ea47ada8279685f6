import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { MESSAGES } from '@shop/api-client/contract';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import * as css from './ReturnScreen.css.ts';

/** The outcome the return page shows (spec section 4, payment session status). */
export type ReturnState = 'loading' | 'complete' | 'open' | 'missing' | 'other' | 'error';

/** Props of {@link ReturnScreen}. */
export type ReturnScreenProps = {
  state: ReturnState;
  /** The session status text for 'other' (e.g. 'expired'): 'Payment Status: {status}'. */
  status?: string | null;
  /** The customer's e-mail for the confirmation text on 'complete'. */
  customerEmail?: string | null;
  /** The failure message for 'error' (default 'There was an error processing your payment.'). */
  message?: string | null;
};

/** Text shown while the session status is checked. */
export const CHECKING_PAYMENT_TEXT = 'Checking your payment...';

/**
 * The payment return page (spec sections 2, 4 and 8): loading; 'complete' shows a thank-you with the
 * confirmation e-mail address and links to /my-orders and /products; 'open' says the app is going back
 * to /payment (the app redirects); 'missing' shows 'No session ID found'; any other status shows
 * 'Payment Status: {status}' and 'Your payment is being processed.' with 'Return to Home'; 'error'
 * shows the 'Payment Error' card with 'There was an error processing your payment.' (or `message`)
 * and 'Return to Cart'.
 */
export function ReturnScreen({ state, status, customerEmail, message }: ReturnScreenProps) {
  return <Container className={css.page}>{body(state, status, customerEmail, message)}</Container>;
}

function body(
  state: ReturnState,
  status?: string | null,
  customerEmail?: string | null,
  message?: string | null,
) {
  switch (state) {
    case 'loading':
      return (
        <div className={css.card.neutral}>
          <Spinner label="Loading" />
          <h1 className={css.title}>{CHECKING_PAYMENT_TEXT}</h1>
        </div>
      );
    case 'complete':
      return (
        <div className={css.card.success}>
          <CircleCheck className={css.icon.success} size={56} aria-hidden="true" />
          <h1 className={css.title}>Thank you for your order!</h1>
          <p className={css.text}>
            Your payment was successful.{' '}
            {customerEmail ? (
              <>
                A confirmation email will be sent to <span className={css.email}>{customerEmail}</span>.
              </>
            ) : (
              'A confirmation email will be sent to you.'
            )}
          </p>
          <div className={css.actions}>
            <Button asChild>
              <Link href="/my-orders">View my orders</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/products">Continue shopping</Link>
            </Button>
          </div>
        </div>
      );
    case 'open':
      return (
        <div className={css.card.info}>
          <Clock className={css.icon.info} size={56} aria-hidden="true" />
          <h1 className={css.title}>Your payment is not finished yet</h1>
          <p className={css.text} role="status">
            Taking you back to the payment form...
          </p>
          <Button asChild variant="outline">
            <Link href="/payment">Return to payment</Link>
          </Button>
        </div>
      );
    case 'missing':
      return <PaymentError text={MESSAGES.payment.noSessionId} />;
    case 'other':
      return (
        <div className={css.card.info}>
          <Clock className={css.icon.info} size={56} aria-hidden="true" />
          <h1 className={css.title}>Payment Status: {status ?? 'unknown'}</h1>
          <p className={css.text}>Your payment is being processed.</p>
          <Button asChild>
            <Link href="/">Return to Home</Link>
          </Button>
        </div>
      );
    case 'error':
      return <PaymentError text={message || MESSAGES.payment.processing} />;
    default:
      return state satisfies never;
  }
}

function PaymentError({ text }: { text: string }) {
  return (
    <div className={css.card.danger}>
      <CircleAlert className={css.icon.danger} size={56} aria-hidden="true" />
      <h1 className={css.title}>Payment Error</h1>
      <p className={css.text} role="alert">
        {text}
      </p>
      <Button asChild>
        <Link href="/cart">Return to Cart</Link>
      </Button>
    </div>
  );
}
