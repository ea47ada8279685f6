import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Button } from '../Button/Button.tsx';
import { formAlert } from '../shared.css.ts';
import * as css from './FormDialog.css.ts';

/** Props of {@link FormDialog}. */
export type FormDialogProps = {
  open: boolean;
  /** True while the form's action runs: Escape, a click outside and `onClose` through them do nothing. */
  busy: boolean;
  /** Called when the person closes the dialog (Escape, a click outside) while it is not busy. */
  onClose: () => void;
  /** Where focus goes when the dialog closes (decision 048); Radix's default otherwise. */
  returnFocusTo?: () => HTMLElement | null | undefined;
  title: ReactNode;
  description: ReactNode;
  /** Width: 'form' (480 px, default), 'wide' (560 px) or 'thread' (760 px); the last two scroll inside. */
  size?: keyof typeof css.dialog;
  /** The form (its fields, refusal and buttons). */
  children: ReactNode;
};

/**
 * A modal holding a form whose action takes time (Radix Dialog, ConfirmDialog's backdrop and box):
 * the refund, return request, dispute decision and payout hold dialogs. While `busy` it cannot be
 * closed, so a request in flight is never abandoned; on close focus goes to `returnFocusTo`.
 */
export function FormDialog({
  open,
  busy,
  onClose,
  returnFocusTo,
  title,
  description,
  size = 'form',
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.dialog[size]}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (busy) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <Dialog.Title className={css.title}>{title}</Dialog.Title>
          <Dialog.Description className={css.text}>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Props of {@link FormDialogFooter}. */
export type FormDialogFooterProps = {
  /** The last refusal (the server's words), shown as an alert above the buttons; null for none. */
  error: string | null;
  busy: boolean;
  cancelLabel: ReactNode;
  onCancel: () => void;
  submitLabel: ReactNode;
  /** What the submit button says while busy (default: submitLabel). */
  busyLabel?: ReactNode;
};

/**
 * The end of a FormDialog's form: the refusal as an alert, then Cancel and the submit button, both
 * disabled but focusable while busy (focus is never lost to `<body>`).
 */
export function FormDialogFooter({
  error,
  busy,
  cancelLabel,
  onCancel,
  submitLabel,
  busyLabel = submitLabel,
}: FormDialogFooterProps) {
  return (
    <>
      {error ? (
        <p role="alert" className={formAlert}>
          {error}
        </p>
      ) : null}
      <div className={css.actions}>
        <Button type="button" variant="outline" disabled={busy} focusableWhenDisabled onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" disabled={busy} focusableWhenDisabled aria-busy={busy || undefined}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
