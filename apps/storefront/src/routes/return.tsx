/**
 * return (spec section 4): reads session_id and checks the payment status: complete -> success
 * with the orders of this session (order numbers, lines, totals, delivery address; decision 047)
 * and the cart read again (fulfilment on the server has emptied it of what was paid for;
 * lines the server kept, e.g. added in another tab meanwhile, stay); open -> back to /payment; missing -> 'No session ID found'; another
 * status -> 'Payment Status: {status}'; a failure -> the 'Payment Error' card.
 */
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useCart, useSessionStatus } from '@shop/api-client';
import { useOrders } from '@shop/api-client/hooks';
import { COMMERCE_MESSAGES } from '@shop/contract';
import { ReturnScreen } from '@shop/ui/screens/ReturnScreen/index.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function ReturnRoute() {
  return (
    <>
      <DocumentHead head={noindexHead('Payment status')} />
      <PaymentStatus />
    </>
  );
}

/** The screen for the payment in `?session_id`: missing, loading, failed, open, complete or other. */
function PaymentStatus() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { data, error, isLoading } = useSessionStatus(sessionId);
  const { fetchCart } = useCart();
  const refreshed = useRef(false);
  const status = data?.status;
  // The orders this payment made (decision 047): the thank-you names them and sums them up.
  const orders = useOrders();
  const paid = (orders.data?.orders ?? []).filter((order) => order.checkout_session_id === sessionId);

  const revalidateOrders = orders.mutate;
  useEffect(() => {
    if (status === 'complete' && !refreshed.current) {
      refreshed.current = true;
      void fetchCart();
      // Read the orders again now that the payment is complete (they may have been read before).
      void revalidateOrders();
    }
  }, [status, fetchCart, revalidateOrders]);

  if (!sessionId) return <ReturnScreen state="missing" message={COMMERCE_MESSAGES.payment.noSessionId} />;
  if (error)
    return <ReturnScreen state="error" message={error.message || COMMERCE_MESSAGES.payment.processing} />;
  if (isLoading || !data) return <ReturnScreen state="loading" />;
  if (status === 'open') return <Navigate to="/payment" replace />;
  if (status === 'complete')
    return (
      <ReturnScreen
        state="complete"
        customerEmail={data.customer_email}
        orders={paid}
        ordersLoading={orders.isLoading}
      />
    );
  return <ReturnScreen state="other" status={status} />;
}
