import { REPORT_MESSAGES, type AdminUser } from '@shop/contract';
import { StaffReasonForm } from './StaffReasonForm.tsx';

/** Props of {@link DeactivationReasonForm}. */
export type DeactivationReasonFormProps = {
  /** The account being deactivated (names the form). */
  user: AdminUser;
  /** True while the deactivation is saved. */
  busy: boolean;
  /** Called with the reason (not blank, at most MAX_HOLD_REASON_LENGTH characters). */
  onDeactivate: (reason: string) => void;
  onCancel: () => void;
};

/**
 * The reason staff give when they deactivate an account (decision 072): the account's owner is
 * e-mailed it and the audit log keeps it. A StaffReasonForm.
 */
export function DeactivationReasonForm({ user, busy, onDeactivate, onCancel }: DeactivationReasonFormProps) {
  return (
    <StaffReasonForm
      name={`Deactivate ${user.name}`}
      label={REPORT_MESSAGES.deactivationReason}
      requiredMessage={REPORT_MESSAGES.deactivationReasonRequired}
      submitLabel="Deactivate"
      busy={busy}
      onSubmit={onDeactivate}
      onCancel={onCancel}
    />
  );
}
