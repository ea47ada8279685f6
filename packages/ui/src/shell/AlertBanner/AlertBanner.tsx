import { useEffect, useLayoutEffect, useRef } from 'react';
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
 * It sticks below the top navigation and takes focus without scrolling, so a message shown far down
 * the page (add to cart from a product card) neither jumps to the top nor goes unseen; when it
 * closes while holding focus (timed out, dismissed), focus goes back where it was (decision 029).
 */
export function AlertBanner({ message, type = 'alert-info', onDismiss }: AlertBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const banner = ref.current;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !banner?.contains(active))
      previous.current = active;
    banner?.focus({ preventScroll: true });
  }, [message, type]);
  // A layout cleanup runs while the banner is still in the document, so it can see it held focus.
  useLayoutEffect(() => {
    const banner = ref.current;
    return () => {
      if (!banner?.contains(document.activeElement)) return;
      const back = previous.current?.isConnected ? previous.current : document.getElementById('main');
      back?.focus({ preventScroll: true });
    };
  }, []);
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
