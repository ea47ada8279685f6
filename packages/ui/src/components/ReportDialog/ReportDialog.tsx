import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  MAX_REPORT_NOTE_LENGTH,
  REPORT_MESSAGES,
  REPORT_REASONS,
  type CreateReportRequest,
  type ReportReasonCode,
} from '@shop/contract';
import { Button } from '../Button/index.ts';
import { FormDialog, FormDialogFooter } from '../FormDialog/index.ts';
import { TextareaField } from '../TextareaField/index.ts';
import * as field from '../field.css.ts';
import { refusalMessage } from '../refusalMessage.ts';
import { fieldGroup, fieldGroupLegend } from '../shared.css.ts';
import * as css from './ReportDialog.css.ts';
import type { ReportTargetRef } from './types.ts';

const M = REPORT_MESSAGES;

/** Props of {@link ReportDialog}. */
export type ReportDialogProps = {
  /** What is reported; the dialog is open while this is set. */
  target: ReportTargetRef | null;
  /**
   * Sends the report (POST /reports/). Return its promise: while it runs the dialog cannot close;
   * a rejection's message (the server's refusal: already reported, the daily limit) shows in the
   * dialog; once it resolves the dialog thanks the reporter.
   */
  onReport: (request: CreateReportRequest) => Promise<unknown>;
  /** Cancel, Close, Escape or a click outside (while not busy). */
  onClose: () => void;
  /** Where focus goes when the dialog closes (the Report button that opened it, decision 048). */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** What the fields hold at first (stories). */
  defaultValues?: Partial<ReportValues>;
};

/** The fields as typed: the reason ('' until one is chosen) and the note. */
type ReportValues = { reason: ReportReasonCode | ''; note: string };

/**
 * The Report dialog (decision 072): a reason from the contract's REPORT_REASONS (radio group,
 * required), an optional note of at most MAX_REPORT_NOTE_LENGTH characters, and 'Send report'.
 * A refusal (the server's words) shows as an alert and the dialog stays open; once sent it says
 * thank you, with Close. Loaded on demand by ReportButton (decision 017).
 */
export default function ReportDialog({
  target,
  onReport,
  onClose,
  returnFocusTo,
  defaultValues,
}: ReportDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const close = () => {
    setError(null);
    setSent(false);
    onClose();
  };
  return (
    <FormDialog
      open={target !== null}
      busy={busy}
      onClose={close}
      returnFocusTo={returnFocusTo}
      title={target ? M.dialogTitle(target.kind) : ''}
      description={target ? `${target.name}. ${M.dialogIntro}` : M.dialogIntro}
    >
      {target === null ? null : sent ? (
        <div className={css.sent}>
          <p role="status">{M.sent}</p>
          <Button type="button" onClick={close} autoFocus>
            {M.close}
          </Button>
        </div>
      ) : (
        <ReportForm
          busy={busy}
          error={error}
          defaultValues={defaultValues}
          onClose={close}
          onSubmit={(values) => {
            if (values.reason === '') return;
            setBusy(true);
            setError(null);
            const note = values.note.trim();
            onReport({
              target_kind: target.kind,
              target_id: target.id,
              reason: values.reason,
              ...(note === '' ? {} : { note }),
            })
              .then(() => setSent(true))
              .catch((err: unknown) => setError(refusalMessage(err, M.create)))
              .finally(() => setBusy(false));
          }}
        />
      )}
    </FormDialog>
  );
}

/** The reason radio group, the note and the buttons. */
function ReportForm({
  busy,
  error,
  defaultValues,
  onSubmit,
  onClose,
}: {
  busy: boolean;
  error: string | null;
  defaultValues?: Partial<ReportValues>;
  onSubmit: (values: ReportValues) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportValues>({ defaultValues: { reason: '', note: '', ...defaultValues } });
  const reasonErrorId = `${ids}-reason-error`;
  return (
    <form
      noValidate
      className={css.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void handleSubmit(onSubmit)(event);
      }}
    >
      <fieldset className={fieldGroup} aria-describedby={errors.reason ? reasonErrorId : undefined}>
        <legend className={fieldGroupLegend}>{M.reasonLegend}</legend>
        <div className={css.reasons}>
          {REPORT_REASONS.map((value) => {
            const id = `${ids}-${value}`;
            return (
              <div key={value} className={field.checkboxRow}>
                <input
                  id={id}
                  type="radio"
                  value={value}
                  className={field.checkbox}
                  {...register('reason', {
                    // Unchosen radios read as null, not ''.
                    validate: (v) => (v ? true : M.reasonMissing),
                  })}
                />
                <label className={field.label} htmlFor={id}>
                  {M.reasons[value]}
                </label>
              </div>
            );
          })}
        </div>
        {errors.reason ? (
          <p id={reasonErrorId} className={field.error}>
            {errors.reason.message}
          </p>
        ) : null}
      </fieldset>
      <TextareaField
        label={M.note}
        rows={3}
        maxLength={MAX_REPORT_NOTE_LENGTH}
        hint={`At most ${MAX_REPORT_NOTE_LENGTH} characters.`}
        {...register('note')}
      />
      <FormDialogFooter
        error={error}
        busy={busy}
        cancelLabel={M.cancel}
        onCancel={onClose}
        submitLabel={M.submit}
        busyLabel={M.sending}
      />
    </form>
  );
}
