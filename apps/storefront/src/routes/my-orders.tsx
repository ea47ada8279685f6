/**
 * my-orders (spec section 2): the user's orders with status and progress, Confirm receipt
 * (decision 060), 'Return or report a problem' on the lines that may be asked back (decision 067),
 * each delivered order's ratings panel, 'Rate the seller' (decision 071), and 'Message the seller'
 * (decision 074).
 */
import { Suspense, lazy } from 'react';
import {
  useConfirmReceipt,
  useMyRatings,
  useOrders,
  useRatingActions,
  useReportActions,
  useReturnActions,
} from '@shop/api-client';
import { MyOrdersScreen } from '@shop/ui/screens/MyOrdersScreen/index.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';
import { AfterHydration } from '../app/AfterHydration.tsx';

/** 'Message the seller' (decision 074): its own chunk with the messaging calls. */
const OrderMessage = lazy(() => import('./messages.tsx').then((m) => ({ default: m.OrderMessage })));

export default function MyOrdersRoute() {
  const pageHead = noindexHead('My orders');
  const { data, error, isLoading } = useOrders();
  const { confirmReceipt } = useConfirmReceipt();
  const { createReturnRequest } = useReturnActions();
  const { data: ratings } = useMyRatings('buyer');
  const { createReport } = useReportActions();
  const { rateOrder } = useRatingActions();
  return (
    <>
      <DocumentHead head={pageHead} />
      <MyOrdersScreen
        orders={data?.orders ?? []}
        loading={isLoading}
        error={error?.message ?? null}
        onConfirmReceipt={confirmReceipt}
        onRequestReturn={createReturnRequest}
        ratings={ratings?.ratings ?? []}
        onRate={rateOrder}
        onReport={createReport}
        orderMessage={(orderId) => (
          <AfterHydration>
            <Suspense fallback={null}>
              <OrderMessage orderId={orderId} to="seller" />
            </Suspense>
          </AfterHydration>
        )}
      />
    </>
  );
}
