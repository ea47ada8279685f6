/**
 * payment-page (spec sections 2, 3, 8): stores the payment details, creates a checkout session
 * on load and shows the embedded checkout: Stripe's (loaded only here, and only with
 * VITE_STRIPE_PUBLISHABLE_KEY) or the simulated provider's card form (docs/decisions/010).
 * The card form's 'Pay' shows the current cart's total; the server charges the session only while
 * the cart is still what it was opened for (decision 043). When it refuses (409
 * MESSAGES.server.checkoutChanged) the page shows that message, reads the cart again and opens a
 * fresh session, so the next 'Pay' charges the cart on screen.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  TestUserBlockedError,
  useAddressActions,
  useAddresses,
  useCart,
  usePaymentActions,
  usePaymentDetails,
} from '@shop/api-client';
import { BANNER_MS, COMMERCE_MESSAGES, MAX_SAVED_ADDRESSES, STORAGE_KEYS } from '@shop/contract';
import { PaymentScreen } from '@shop/ui/screens/PaymentScreen/index.ts';
import { SimulatedCheckout } from '@shop/ui/components/SimulatedCheckout/index.ts';
import { useAuth } from '@shop/api-client';
import { useAlert } from '../app/alert.tsx';
import { DocumentHead, noindexHead } from '../app/head.tsx';

const STRIPE_KEY = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined;
const StripeEmbeddedCheckout = lazy(() => import('../app/StripeEmbeddedCheckout.tsx'));

export default function PaymentPageRoute() {
  const pageHead = noindexHead('Payment');
  const cart = useCart();
  const auth = useAuth();
  const details = usePaymentDetails();
  const payment = usePaymentActions();
  const saved = useAddresses();
  const addressBook = useAddressActions();
  const savedAddresses = saved.data?.addresses ?? [];
  const navigate = useNavigate();
  const { setAlert } = useAlert();
  const [session, setSession] = useState<{ clientSecret: string; sessionId: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const started = useRef(false);
  const { fetchCart } = cart;
  const revalidateDetails = details.mutate;

  useEffect(() => {
    if (details.data) {
      try {
        localStorage.setItem(STORAGE_KEYS.paymentDetails, JSON.stringify(details.data.payment));
      } catch {
        // Storage unavailable: the details are only a convenience copy.
      }
    }
  }, [details.data]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    payment
      .createCheckoutSession()
      .then((res) => setSession({ clientSecret: res.clientSecret, sessionId: res.sessionId }))
      .catch((err: unknown) => {
        // The demo user may look but not pay (spec section 1): the banner shows for 3 s, as elsewhere.
        if (err instanceof TestUserBlockedError) setAlert(err.message, 'alert-warning', BANNER_MS);
        setError(err instanceof ApiError ? err.message : COMMERCE_MESSAGES.payment.initFailed);
      });
  }, [payment, setAlert]);

  /** Reads the cart and its payment details again and replaces the session with a fresh one. */
  const reopen = async (): Promise<void> => {
    // A failed read keeps what is on screen; the new session is what matters.
    await Promise.all([fetchCart(), revalidateDetails().catch(() => undefined)]);
    try {
      const res = await payment.createCheckoutSession();
      setSession({ clientSecret: res.clientSecret, sessionId: res.sessionId });
    } catch (err: unknown) {
      // E.g. the cart is now empty: the page says why it cannot take a payment.
      setError(err instanceof ApiError ? err.message : COMMERCE_MESSAGES.payment.initFailed);
    }
  };

  const checkout = !session ? null : STRIPE_KEY ? (
    <Suspense fallback={<p>{COMMERCE_MESSAGES.payment.loadingForm}</p>}>
      <StripeEmbeddedCheckout publishableKey={STRIPE_KEY} clientSecret={session.clientSecret} />
    </Suspense>
  ) : (
    <SimulatedCheckout
      amount={details.data?.payment.total_amount ?? cart.totalPrice}
      email={auth.user?.email}
      busy={paying}
      error={payError}
      savedAddresses={savedAddresses}
      offerSaveAddress={savedAddresses.length < MAX_SAVED_ADDRESSES}
      onPay={({ saveAddress, ...card }) => {
        setPaying(true);
        setPayError(null);
        // Saving the address is a convenience: a failure there must not stop the payment.
        const saving = saveAddress
          ? addressBook.add(card.shipping).catch(() => undefined)
          : Promise.resolve();
        saving
          .then(() => payment.confirmSimulatedPayment({ clientSecret: session.clientSecret, ...card }))
          .then((res) => navigate(`/return?session_id=${encodeURIComponent(res.sessionId)}`))
          .catch(async (err: unknown) => {
            setPayError(err instanceof ApiError ? err.message : COMMERCE_MESSAGES.payment.processing);
            // 409 checkoutChanged: this session is failed for good (decision 043). Show the cart as
            // it is now and open a session for it; the button stays busy until then.
            if (err instanceof ApiError && err.status === 409) await reopen();
          })
          .finally(() => setPaying(false));
      }}
    />
  );

  return (
    <>
      <DocumentHead head={pageHead} />
      <PaymentScreen
        items={cart.items}
        totalPrice={cart.totalPrice}
        state={error ? 'error' : session ? 'ready' : 'loading'}
        error={error}
        checkout={checkout}
      />
    </>
  );
}
