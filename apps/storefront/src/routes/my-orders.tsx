/** my-orders (spec section 2): the user's orders with status and progress. */
import { useOrders } from '@shop/api-client';
import { MyOrdersScreen } from '@shop/ui/screens/MyOrdersScreen/index.ts';
import { usePageTitle } from '../app/pageTitle.ts';

export default function MyOrdersRoute() {
  usePageTitle('My orders');
  const { data, error, isLoading } = useOrders();
  return <MyOrdersScreen orders={data?.orders ?? []} loading={isLoading} error={error?.message ?? null} />;
}
