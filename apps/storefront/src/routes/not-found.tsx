/** Unknown paths inside the layout: the error page with its 404 text (spec section 2). */
import { ErrorScreen } from '@shop/ui/screens/ErrorScreen/index.ts';
import { usePageTitle } from '../app/pageTitle.ts';

export default function NotFoundRoute() {
  usePageTitle('Page not found');
  return <ErrorScreen notFound onRetry={() => window.location.reload()} />;
}
