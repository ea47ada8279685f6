/** my-listings (spec section 2): the seller's products, newest first, with counts and badges. */
import { useMyProducts, usePayoutAccount } from '@shop/api-client';
import { takesOrders } from '@shop/contract';
import { MyListingsScreen } from '@shop/ui/screens/MyListingsScreen/index.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function MyListingsRoute() {
  const pageHead = noindexHead('My listings');
  const { data, error, isLoading } = useMyProducts();
  // Decision 059: until the payout account is active, the listings cannot be bought.
  const payout = usePayoutAccount().data?.account;
  return (
    <>
      <DocumentHead head={pageHead} />
      <MyListingsScreen
        products={data?.products ?? []}
        loading={isLoading}
        error={error?.message ?? null}
        takingOrders={payout ? takesOrders(payout.state) : undefined}
      />
    </>
  );
}
