import { useState } from 'react';
import { MAX_HOLD_REASON_LENGTH } from '@shop/contract';
import { Button } from '../../../components/Button/index.ts';
import { TextField } from '../../../components/TextField/index.ts';
import * as css from '../AdminScreen.css.ts';

/** Props of {@link StaffReasonForm}. */
export type StaffReasonFormProps = {
  /** The form's accessible name, e.g. 'Suspend Glazed bowl'. */
  name: string;
  /** The field's label. */
  label: string;
  /** The error shown when the reason is blank. */
  requiredMessage: string;
  /** The submit button's text, e.g. 'Suspend'. */
  submitLabel: string;
  /** True while the action is saved. */
  busy: boolean;
  /** Called with the reason (not blank, at most MAX_HOLD_REASON_LENGTH characters). */
  onSubmit: (reason: string) => void;
  onCancel: () => void;
};

/**
 * The reason staff give for a moderation action (decisions 045 and 072): a required single-line
 * field, shown to the person it concerns. Focuses its field when it opens; Cancel closes it. While
 * the action is saved (`busy`) its buttons stay focusable (aria-disabled), so focus is never
 * dropped (decision 029).
 */
export function StaffReasonForm({
  name,
  label,
  requiredMessage,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: StaffReasonFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className={css.holdForm}
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') {
          setError(requiredMessage);
          return;
        }
        onSubmit(reason);
      }}
    >
      <TextField
        label={label}
        value={reason}
        maxLength={MAX_HOLD_REASON_LENGTH}
        error={error ?? undefined}
        autoFocus
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
      <div className={css.actions}>
        <Button size="sm" type="submit" disabled={busy} focusableWhenDisabled>
          {submitLabel}
        </Button>
        <Button
          size="sm"
          variant="outline"
          type="button"
          disabled={busy}
          focusableWhenDisabled
          onClick={onCancel}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
