import { CircleAlert, House, RefreshCw } from 'lucide-react';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import * as styles from './ErrorScreen.css.ts';

/** Props of {@link ErrorScreen}: whether the failure is a 404, and `onRetry` (the app reloads the page). */
export type ErrorScreenProps = {
  notFound: boolean;
  onRetry: () => void;
};

/**
 * The generic error page of every route (spec section 2): 'Oops! Something went wrong', then
 * "The page you're looking for doesn't exist." for a 404 or "We're sorry, but there was an error
 * loading this page." otherwise; Try Again calls `onRetry`, Go Home links to /.
 */
export function ErrorScreen({ notFound, onRetry }: ErrorScreenProps) {
  return (
    <section className={styles.root} aria-labelledby="error-screen-title">
      <CircleAlert aria-hidden="true" size={56} className={styles.icon} />
      <h1 id="error-screen-title" className={styles.title}>
        Oops! Something went wrong
      </h1>
      <p className={styles.message}>
        {notFound
          ? "The page you're looking for doesn't exist."
          : "We're sorry, but there was an error loading this page."}
      </p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" size={18} />
          Try Again
        </Button>
        <Button asChild variant="outline">
          <Link href="/">
            <House aria-hidden="true" size={18} />
            Go Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
