/** Unknown paths inside the layout: the error page with its 404 text (spec section 2). */
import { ErrorScreen } from '@shop/ui/screens/ErrorScreen/index.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';

export default function NotFoundRoute() {
  const pageHead = noindexHead('Page not found');
  return (
    <>
      <DocumentHead head={pageHead} />
      <ErrorScreen notFound onRetry={() => window.location.reload()} />
    </>
  );
}
