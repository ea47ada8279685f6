/** my-orders (spec section 2): the user's orders with status and progress, and Confirm receipt (decision 060). */
import { useConfirmReceipt, useOrders } from '@shop/api-client';
import { MyOrdersScreen } from '@shop/ui/screens/MyOrdersScreen/index.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function MyOrdersRoute() {
  const pageHead = noindexHead('My orders');
  const { data, error, isLoading } = useOrders();
  const { confirmReceipt } = useConfirmReceipt();
  return (
    <>
      <DocumentHead head={pageHead} />
      <MyOrdersScreen
        orders={data?.orders ?? []}
        loading={isLoading}
        error={error?.message ?? null}
        onConfirmReceipt={confirmReceipt}
      />
    </>
  );
}
