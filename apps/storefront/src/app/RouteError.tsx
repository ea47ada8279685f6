/**
 * The generic error page on every route (spec section 2): 404 text for a missing page, the
 * other text for any other failure; Try Again reloads, Go Home links to /.
 */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '@shop/ui/screens/ErrorScreen/index.ts';
import { DocumentHead, noindexHead } from './head.tsx';

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const pageHead = noindexHead(notFound ? 'Page not found' : 'Something went wrong');
  if (!notFound) console.error(error);
  return (
    <>
      <DocumentHead head={pageHead} />
      <ErrorScreen notFound={notFound} onRetry={() => window.location.reload()} />
    </>
  );
}
