/** Unknown paths inside the layout: the error page with its 404 text (spec section 2). */
import { ErrorScreen } from '@shop/ui/screens/ErrorScreen/index.ts';
import { noindexHead, usePageHead } from '../app/head.tsx';

export default function NotFoundRoute() {
  usePageHead(noindexHead('Page not found'));
  return <ErrorScreen notFound onRetry={() => window.location.reload()} />;
}
