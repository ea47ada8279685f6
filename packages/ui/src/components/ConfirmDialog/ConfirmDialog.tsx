import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../Button/Button.tsx';
import * as styles from './ConfirmDialog.css.ts';

/** Props of {@link ConfirmDialog}. */
export type ConfirmDialogProps = {
  /** The element that opens the dialog (e.g. a delete button); omit when controlling `open` yourself. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The question, e.g. 'Are you sure you want to delete this comment?'. */
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: ReactNode;
  /** Default 'Cancel'. */
  cancelLabel?: ReactNode;
  /** Called when the user confirms; the dialog then closes (unless `open` is controlled). */
  onConfirm: () => void;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  /** Style of the confirm button: 'danger' (default, deletions) or 'primary' (a move that destroys nothing). */
  confirmVariant?: 'danger' | 'primary';
  /**
   * Where focus goes when the dialog closes. Without a `trigger`, Radix has nothing to return focus
   * to and it drops to `<body>`; pass the element that opened the dialog (decision 048).
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/**
 * A modal confirmation (Radix AlertDialog): focus moves into it, Escape or Cancel closes it, and the
 * confirm button (danger style) calls `onConfirm`. Used for deletions (spec sections 2 and 5).
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  busy = false,
  confirmVariant = 'danger',
  returnFocusTo,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.content}
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  const target = returnFocusTo();
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                }
              : undefined
          }
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          ) : null}
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant={confirmVariant}
                disabled={busy}
                aria-busy={busy || undefined}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
