/** my-listings (spec section 2): the seller's products, newest first, with counts and badges. */
import { useMyProducts } from '@shop/api-client';
import { MyListingsScreen } from '@shop/ui/screens/MyListingsScreen/index.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function MyListingsRoute() {
  const pageHead = noindexHead('My listings');
  const { data, error, isLoading } = useMyProducts();
  return (
    <>
      <DocumentHead head={pageHead} />
      <MyListingsScreen products={data?.products ?? []} loading={isLoading} error={error?.message ?? null} />
    </>
  );
}
