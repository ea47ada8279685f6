/** Home (/): the catalogue's first page feeds the carousel, offers and worth-a-look (spec section 2). */
import { useProducts } from '@shop/api-client/hooks';
import { HomeScreen } from '@shop/ui/screens/HomeScreen/index.ts';
import { HOME_HEAD, DocumentHead } from '../app/head.tsx';

/** The home lists need the first 6 and the last 3 of the catalogue: one page of 30 covers the sample. */
const HOME_PAGE_SIZE = 30;

export default function HomeRoute() {
  const pageHead = HOME_HEAD;
  const { data, error, isLoading } = useProducts({ page: 1, pageSize: HOME_PAGE_SIZE });
  return (
    <>
      <DocumentHead head={pageHead} />
      <HomeScreen products={data?.products ?? []} loading={isLoading} error={error?.message ?? null} />
    </>
  );
}
