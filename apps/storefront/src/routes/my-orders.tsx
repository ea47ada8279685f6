/** my-orders (spec section 2): the user's orders with status and progress. */
import { useOrders } from '@shop/api-client';
import { MyOrdersScreen } from '@shop/ui/screens/MyOrdersScreen/index.ts';
import { noindexHead, usePageHead } from '../app/head.tsx';

export default function MyOrdersRoute() {
  usePageHead(noindexHead('My orders'));
  const { data, error, isLoading } = useOrders();
  return <MyOrdersScreen orders={data?.orders ?? []} loading={isLoading} error={error?.message ?? null} />;
}
