/** Unknown paths inside the layout: the error page with its 404 text (spec section 2). */
import { ErrorScreen } from '@shop/ui/screens/ErrorScreen/index.ts';

export default function NotFoundRoute() {
  return <ErrorScreen notFound onRetry={() => window.location.reload()} />;
}
