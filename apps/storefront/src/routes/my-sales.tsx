/** my-sales: the orders of the seller's products, to ship and mark delivered. */
import { useMySales, useOrderStatus } from '@shop/api-client';
import { MY_SALES_TITLE, MySalesScreen } from '@shop/ui/screens/MySalesScreen/index.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function MySalesRoute() {
  const pageHead = noindexHead(MY_SALES_TITLE);
  const { data, error, isLoading } = useMySales();
  const { updateStatus } = useOrderStatus();
  return (
    <>
      <DocumentHead head={pageHead} />
      <MySalesScreen
        sales={data?.sales ?? []}
        loading={isLoading}
        error={error?.message ?? null}
        onUpdateStatus={(orderId, update) => updateStatus(orderId, update)}
      />
    </>
  );
}
