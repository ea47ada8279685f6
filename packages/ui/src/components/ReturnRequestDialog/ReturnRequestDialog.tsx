import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FormDialog, FormDialogFooter } from '../FormDialog/index.ts';
import {
  MAX_RETURN_NOTE_LENGTH,
  MAX_RETURN_PHOTOS,
  RETURN_MESSAGES,
  RETURN_REASONS,
  type LineReturn,
  type OrderItem,
  type ReturnReasonCode,
} from '@shop/contract';
import { formatDate } from '../../format.ts';
import { Button } from '../Button/index.ts';
import { SelectField } from '../SelectField/index.ts';
import { TextareaField } from '../TextareaField/index.ts';
import * as fieldCss from '../field.css.ts';
import {
  RETURN_PHOTO_TYPES,
  quantityChoices,
  returnPhotosProblem,
  returnRequestFormData,
} from './returnRequestForm.ts';
import * as css from './ReturnRequestDialog.css.ts';
import { refusalMessage } from '../refusalMessage.ts';

const T = RETURN_MESSAGES.buyer;

/** The line a return is asked on: its order, the line, the units left and the window's end. */
export type ReturnTarget = {
  orderId: number;
  item: OrderItem;
  /** Units that may still be asked back (returnableQuantity), at least 1. */
  left: number;
  /** The order's `return_by` (ISO). */
  returnBy: string;
};

/** Props of {@link ReturnRequestDialog}. */
export type ReturnRequestDialogProps = {
  /** The line asked about; the dialog is open while this is set. */
  target: ReturnTarget | null;
  /**
   * POST /orders/{id}/returns/ with the multipart body (ReturnRequestFormFields and files
   * `photos`). Resolves to the new request; a rejection's message (the server's text) shows in the
   * dialog and it stays open.
   */
  onSubmit: (orderId: number, form: FormData) => Promise<LineReturn>;
  /** Called with the new request once it is made; the parent closes the dialog (sets `target` null). */
  onCreated: (target: ReturnTarget, created: LineReturn) => void;
  /** Cancel, Escape or a click outside, while nothing is being sent. */
  onClose: () => void;
  /**
   * Where focus goes when the dialog closes: the line's new status after a request, else the
   * button that opened it (nothing opened it through Radix, so focus would drop to `<body>`).
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/** Object URLs for `files` (previews before upload), revoked when the files change or on unmount. */
function useObjectUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

/** The form (keyed by the line: nothing typed carries over to another line). */
function ReturnForm({
  target,
  onSubmit,
  onCreated,
  onClose,
  onBusy,
}: Pick<ReturnRequestDialogProps, 'onSubmit' | 'onCreated' | 'onClose'> & {
  target: ReturnTarget;
  onBusy: (busy: boolean) => void;
}) {
  const [quantity, setQuantity] = useState(1);
  const [reason, setReason] = useState<ReturnReasonCode | ''>('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [photosError, setPhotosError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const previews = useObjectUrls(photos);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const removeRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusRemoveAt = useRef<number | null>(null);
  const photosId = useId();

  // After a photo is removed, focus goes to the Remove button now in its place, else the one
  // before, else the file input (decision 048: focus is never dropped to <body>).
  useEffect(() => {
    const index = focusRemoveAt.current;
    if (index === null) return;
    focusRemoveAt.current = null;
    const next = removeRefs.current[Math.min(index, photos.length - 1)];
    (next ?? fileRef.current)?.focus();
  }, [photos]);

  const setSending = (sending: boolean) => {
    setBusy(sending);
    onBusy(sending);
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared, so that choosing the same file again (after removing it) is a change.
    event.target.value = '';
    if (chosen.length === 0) return;
    const next = [...photos, ...chosen];
    const problem = returnPhotosProblem(next);
    setPhotosError(problem);
    if (problem === null) setPhotos(next);
  };

  const removePhoto = (index: number) => {
    focusRemoveAt.current = index;
    setPhotosError(null);
    setPhotos((current) => current.filter((_, i) => i !== index));
  };

  const submit = async () => {
    if (busy) return;
    if (reason === '') {
      setReasonMissing(true);
      reasonRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const created = await onSubmit(
        target.orderId,
        returnRequestFormData({ orderItemId: target.item.id, quantity, reason, note }, photos),
      );
      setSending(false);
      onCreated(target, created);
    } catch (err) {
      setSending(false);
      setError(refusalMessage(err, RETURN_MESSAGES.create));
    }
  };

  const photosDescribedBy = [`${photosId}-hint`, photosError ? `${photosId}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      noValidate
      className={css.form}
      encType="multipart/form-data"
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={css.row}>
        <SelectField
          label={T.quantityLabel}
          options={quantityChoices(target.left)}
          value={String(quantity)}
          onChange={(event) => setQuantity(Number(event.target.value))}
        />
        <SelectField
          ref={reasonRef}
          label={T.reasonLabel}
          placeholder={T.reasonPlaceholder}
          required
          options={RETURN_REASONS.map((code) => ({ value: code, label: RETURN_MESSAGES.reasons[code] }))}
          value={reason}
          error={reasonMissing ? T.reasonRequired : undefined}
          onChange={(event) => {
            setReason(event.target.value as ReturnReasonCode | '');
            setReasonMissing(false);
          }}
        />
      </div>
      <TextareaField
        label={T.noteLabel}
        hint={T.noteHint}
        rows={3}
        maxLength={MAX_RETURN_NOTE_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className={fieldCss.field}>
        <label className={fieldCss.label} htmlFor={photosId}>
          {T.photosLabel}
        </label>
        <input
          ref={fileRef}
          id={photosId}
          className={css.fileInput}
          type="file"
          accept={RETURN_PHOTO_TYPES.join(',')}
          multiple
          onChange={onFiles}
          aria-invalid={photosError ? true : undefined}
          aria-describedby={photosDescribedBy}
        />
        <p id={`${photosId}-hint`} className={fieldCss.hint}>
          {T.photosHint(MAX_RETURN_PHOTOS)}
        </p>
        {photosError ? (
          // An alert: focus is back on the file input after the picker, so it is announced.
          <p id={`${photosId}-error`} className={fieldCss.error} role="alert">
            {photosError}
          </p>
        ) : null}
      </div>
      {photos.length > 0 ? (
        <ul className={css.previews} aria-label={T.photosLabel}>
          {photos.map((file, i) => (
            <li key={`${file.name}-${i}`} className={css.preview}>
              {previews[i] ? (
                <img
                  className={css.thumb}
                  src={previews[i]}
                  alt={T.photoAlt(i + 1, file.name)}
                  width={72}
                  height={72}
                />
              ) : (
                <span className={css.thumb} />
              )}
              <Button
                ref={(element) => {
                  removeRefs.current[i] = element;
                }}
                size="sm"
                variant="ghost"
                disabled={busy}
                focusableWhenDisabled
                aria-label={T.removePhotoLabel(i + 1, file.name)}
                onClick={() => removePhoto(i)}
              >
                {T.removePhoto}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormDialogFooter
        error={error}
        busy={busy}
        cancelLabel={T.cancel}
        onCancel={onClose}
        submitLabel={T.send}
        busyLabel={T.sending}
      />
    </form>
  );
}

/**
 * The dialog in which a buyer asks to return units of one line of a delivered order, or reports a
 * problem with it (decision 067): a modal (Radix Dialog) with how many (1 to what is left), the
 * reason (RETURN_REASONS, required), a note and up to MAX_RETURN_PHOTOS photos (JPEG, PNG or
 * WebP, previewed, each removable). Sending calls `onSubmit` with the multipart body; the
 * server's refusal shows in the dialog, which stays open; success calls `onCreated`. Focus starts
 * in the first field and goes to `returnFocusTo` on close; while sending the dialog cannot be
 * closed and its buttons stay focusable.
 */
export function ReturnRequestDialog({
  target,
  onSubmit,
  onCreated,
  onClose,
  returnFocusTo,
}: ReturnRequestDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={target !== null}
      busy={busy}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      title={T.dialogTitle}
      description={
        target
          ? T.dialogDescription(target.item.product_name, target.orderId, formatDate(target.returnBy))
          : ''
      }
      size="wide"
    >
      {target ? (
        <ReturnForm
          key={target.item.id}
          target={target}
          onSubmit={onSubmit}
          onCreated={onCreated}
          onClose={onClose}
          onBusy={setBusy}
        />
      ) : null}
    </FormDialog>
  );
}
