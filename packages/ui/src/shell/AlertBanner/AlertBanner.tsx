import { useEffect, useRef } from 'react';
import { CircleAlert, CircleCheck, CircleX, Info, X } from 'lucide-react';
import * as styles from './AlertBanner.css.ts';

/** The alert types of the generic UI state (spec section 3: typeOfError, default 'alert-info'). */
export type AlertType = 'alert-info' | 'alert-success' | 'alert-danger' | 'alert-warning';

/** Props of {@link AlertBanner}: the `message`, its `type`, and `onDismiss` to show a close button. */
export type AlertBannerProps = {
  message: string;
  type?: AlertType;
  onDismiss?: () => void;
};

const icons = {
  'alert-info': Info,
  'alert-success': CircleCheck,
  'alert-danger': CircleX,
  'alert-warning': CircleAlert,
} as const;

/**
 * The page alert banner (spec section 2, Shell): role alert, and it takes focus when shown or when its
 * message changes, so the message is read at once. Closing is the caller's (decision 013).
 */
export function AlertBanner({ message, type = 'alert-info', onDismiss }: AlertBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message, type]);
  const Icon = icons[type];
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.banner({ type })} data-type={type}>
      <p className={styles.message}>
        <Icon aria-hidden="true" size={18} />
        {message}
      </p>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Dismiss alert">
          <X aria-hidden="true" size={18} />
        </button>
      ) : null}
    </div>
  );
}
