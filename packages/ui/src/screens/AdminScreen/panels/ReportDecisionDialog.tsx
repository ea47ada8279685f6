import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  MAX_MODERATION_REASON_LENGTH,
  REPORT_ACTIONS,
  REPORT_MESSAGES,
  type ReportDecision,
  type ReportDecisionRequest,
  type ReportGroup,
} from '@shop/contract';
import { FormDialog, FormDialogFooter } from '../../../components/FormDialog/index.ts';
import { TextareaField } from '../../../components/TextareaField/index.ts';
import * as field from '../../../components/field.css.ts';
import { refusalMessage } from '../../../components/refusalMessage.ts';
import { fieldGroup, fieldGroupLegend } from '../../../components/shared.css.ts';
import * as css from '../AdminReports.css.ts';

const M = REPORT_MESSAGES;

/** Props of {@link ReportDecisionDialog}. */
export type ReportDecisionDialogProps = {
  /** The target decided; the dialog is open while this is set. */
  group: ReportGroup | null;
  /** Records the decision (POST /admin/reports/decision/); return its promise. */
  onDecide: (decision: ReportDecisionRequest) => Promise<unknown>;
  /** Called once the decision is recorded, with it (to announce it). */
  onDecided?: (decision: ReportDecisionRequest) => void;
  onClose: () => void;
  /** Where focus goes when the dialog closes (decision 048). */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

type DecisionValues = { decision: ReportDecision | ''; reason: string };

/**
 * Staff's decision on a target's open reports (decision 072): one of the kind's REPORT_ACTIONS
 * (only 'dismiss' when the content is gone), with a required reason the person concerned reads;
 * a refusal (the server's words) shows in the dialog, which stays open.
 */
export function ReportDecisionDialog({
  group,
  onDecide,
  onDecided,
  onClose,
  returnFocusTo,
}: ReportDecisionDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <FormDialog
      open={group !== null}
      busy={busy}
      onClose={close}
      returnFocusTo={returnFocusTo}
      title={group ? M.decisionTitle(group.target.kind, group.target.title) : ''}
      description={group ? M.reportsCount(group.reports.length) : ''}
    >
      {group === null ? null : (
        <DecisionForm
          key={`${group.target.kind}:${group.target.id}`}
          group={group}
          busy={busy}
          error={error}
          onClose={close}
          onSubmit={(values) => {
            if (values.decision === '') return;
            const request: ReportDecisionRequest = {
              target_kind: group.target.kind,
              target_id: group.target.id,
              decision: values.decision,
              reason: values.reason.trim(),
            };
            setBusy(true);
            setError(null);
            onDecide(request)
              .then(() => {
                onDecided?.(request);
                close();
              })
              .catch((err: unknown) => setError(refusalMessage(err, M.decideFailed)))
              .finally(() => setBusy(false));
          }}
        />
      )}
    </FormDialog>
  );
}

function DecisionForm({
  group,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  group: ReportGroup;
  busy: boolean;
  error: string | null;
  onSubmit: (values: DecisionValues) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DecisionValues>({ defaultValues: { decision: '', reason: '' } });
  const choices: readonly ReportDecision[] = group.target.gone
    ? ['dismiss']
    : REPORT_ACTIONS[group.target.kind];
  const errorId = `${ids}-decision-error`;
  return (
    <form
      noValidate
      className={css.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void handleSubmit(onSubmit)(event);
      }}
    >
      <fieldset className={fieldGroup} aria-describedby={errors.decision ? errorId : undefined}>
        <legend className={fieldGroupLegend}>{M.decisionLegend}</legend>
        <div className={css.choices}>
          {choices.map((value) => (
            <div key={value} className={field.checkboxRow}>
              <input
                id={`${ids}-${value}`}
                type="radio"
                value={value}
                className={field.checkbox}
                {...register('decision', { validate: (v) => (v ? true : 'Choose a decision.') })}
              />
              <label className={field.label} htmlFor={`${ids}-${value}`}>
                {M.decisions[value]}
              </label>
            </div>
          ))}
        </div>
        {errors.decision ? (
          <p id={errorId} className={field.error}>
            {errors.decision.message}
          </p>
        ) : null}
      </fieldset>
      <TextareaField
        label={M.decisionReason}
        rows={3}
        maxLength={MAX_MODERATION_REASON_LENGTH}
        error={errors.reason?.message}
        {...register('reason', { validate: (v) => (v.trim() === '' ? M.reasonRequired : true) })}
      />
      <FormDialogFooter
        error={error}
        busy={busy}
        cancelLabel={M.cancel}
        onCancel={onClose}
        submitLabel={M.decisionSubmit}
      />
    </form>
  );
}
