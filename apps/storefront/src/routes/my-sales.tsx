/**
 * my-sales: the orders of the seller's products, to ship and mark delivered; the return requests
 * on them, what waits for the seller first, each linking to its page; and a refund without a
 * return on a paid order (decision 067); each delivered sale's ratings panel, 'Rate the buyer' and
 * the reply to the buyer's rating (decision 071); 'Message the buyer' (decision 074).
 */
import { Suspense, lazy, useState } from 'react';
import {
  useMyRatings,
  useMySales,
  useOrderStatus,
  useRatingActions,
  useReportActions,
  useReturnActions,
  useReturnRequests,
} from '@shop/api-client';
import { MY_SALES_TITLE, MySalesScreen } from '@shop/ui/screens/MySalesScreen/index.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';
import { AfterHydration } from '../app/AfterHydration.tsx';

/** 'Message the buyer' (decision 074): its own chunk with the messaging calls. */
const OrderMessage = lazy(() => import('./messages.tsx').then((m) => ({ default: m.OrderMessage })));

export default function MySalesRoute() {
  const pageHead = noindexHead(MY_SALES_TITLE);
  const { data, error, isLoading } = useMySales();
  const { updateStatus } = useOrderStatus();
  const [returnsPage, setReturnsPage] = useState(1);
  const returns = useReturnRequests({ role: 'seller', page: returnsPage });
  const { refundOrder } = useReturnActions();
  const { data: ratings } = useMyRatings('seller');
  const { createReport } = useReportActions();
  const { rateOrder, replyToRating } = useRatingActions();
  return (
    <>
      <DocumentHead head={pageHead} />
      <MySalesScreen
        sales={data?.sales ?? []}
        loading={isLoading}
        error={error?.message ?? null}
        onUpdateStatus={(orderId, update) => updateStatus(orderId, update)}
        returns={{
          requests: returns.data?.return_requests ?? [],
          loading: returns.isLoading,
          error: returns.error?.message ?? null,
          page: returns.data?.pagination.page ?? returnsPage,
          totalPages: returns.data?.pagination.totalPages ?? 0,
          onPageChange: setReturnsPage,
        }}
        onRefund={(orderId, refund) => refundOrder(orderId, refund)}
        ratings={ratings?.ratings ?? []}
        onRate={rateOrder}
        onReport={createReport}
        onReply={replyToRating}
        orderMessage={(orderId) => (
          <AfterHydration>
            <Suspense fallback={null}>
              <OrderMessage orderId={orderId} to="buyer" />
            </Suspense>
          </AfterHydration>
        )}
      />
    </>
  );
}
