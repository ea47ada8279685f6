import type { ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { X } from 'lucide-react';
import * as styles from './Toast.css.ts';

/** Props of {@link ToastProvider}: default `duration` of each toast in milliseconds (default 3000). */
export type ToastProviderProps = { children: ReactNode; duration?: number; label?: string };

/** Hosts toasts: wrap the app (or a screen) once; toasts show bottom right. */
export function ToastProvider({ children, duration = 3000, label = 'Notifications' }: ToastProviderProps) {
  return (
    <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
      {children}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}

/** Props of {@link Toast}. */
export type ToastProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The message, e.g. 'User profile updated successfully!' or 'Error: {message}'. */
  title: ReactNode;
  description?: ReactNode;
  tone: 'success' | 'danger';
  /** Milliseconds before it closes by itself (default: the provider's). */
  duration?: number;
};

/** A short notice (Radix Toast) that closes itself after `duration` ms or with its close button (spec section 4, profile update). */
export function Toast({ open, onOpenChange, title, description, tone, duration }: ToastProps) {
  return (
    <RadixToast.Root
      open={open}
      onOpenChange={onOpenChange}
      duration={duration}
      className={styles.toast({ tone })}
    >
      <div>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description ? (
          <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
        ) : null}
      </div>
      <RadixToast.Close className={styles.close} aria-label="Close">
        <X aria-hidden="true" size={18} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
