import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES, type ChangePasswordRequest, PROFILE_MESSAGES } from '@shop/contract';
import { Button } from '../Button/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { TextField } from '../TextField/index.ts';
import { cx } from '../cx.ts';
import {
  NEW_PASSWORD_MESSAGES,
  PASSWORD_RULE,
  confirmPasswordRules,
  newPasswordRules,
} from '../newPassword.ts';
import { serverErrorText, serverFieldError } from '../serverFieldError.ts';
import { card, formAlert } from '../shared.css.ts';
import * as styles from './ChangePasswordForm.css.ts';

type ChangePasswordValues = { current: string; next: string; confirm: string };

const EMPTY: ChangePasswordValues = { current: '', next: '', confirm: '' };

/** Props of {@link ChangePasswordForm}. */
export type ChangePasswordFormProps = {
  /**
   * Changes the password (POST /auth/change-password/). Resolve on success; reject with the
   * server's error (an ApiError or Error whose message is the server's text): a wrong current
   * password or a refused new password shows at its field, anything else above the button.
   */
  onSubmit: (passwords: ChangePasswordRequest) => Promise<unknown>;
  /** The demo user: nothing is sent; the test-user message shows and `onTestUserBlocked` is called. */
  isTestUser?: boolean;
  /** Called instead of `onSubmit` when the test user submits (e.g. to show the alert banner). */
  onTestUserBlocked?: () => void;
  className?: string;
};

type Outcome = { tone: 'success' | 'danger'; message: string };

/**
 * my-profile's 'Change password' section: current password, new password (with the
 * password rule as its hint, linked by aria-describedby) and its confirmation. Empty fields, a
 * too-short new password and "Passwords don't match" are caught before sending. On success the
 * fields clear and PROFILE_MESSAGES.passwordChanged shows; the outcome message takes focus.
 */
export function ChangePasswordForm({
  onSubmit,
  isTestUser = false,
  onTestUserBlocked,
  className,
}: ChangePasswordFormProps) {
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ defaultValues: EMPTY });
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    if (isTestUser) {
      onTestUserBlocked?.();
      setOutcome({ tone: 'danger', message: MESSAGES.testUser.default });
      return;
    }
    setSaving(true);
    try {
      await onSubmit({ current_password: values.current, new_password: values.next });
      reset(EMPTY);
      setOutcome({ tone: 'success', message: PROFILE_MESSAGES.passwordChanged });
    } catch (caught) {
      const placed = serverFieldError(caught, {
        current: { names: ['current_password'], messages: [MESSAGES.account.currentPasswordWrong] },
        next: { names: ['new_password'], messages: NEW_PASSWORD_MESSAGES },
      });
      if (placed) setError(placed.field, { type: 'server', message: placed.message }, { shouldFocus: true });
      else
        setOutcome({
          tone: 'danger',
          message: serverErrorText(caught) ?? MESSAGES.account.changePasswordFailed,
        });
    } finally {
      setSaving(false);
    }
  });

  return (
    <form
      className={cx(card, className)}
      aria-labelledby={titleId}
      aria-busy={saving || undefined}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={titleId} className={styles.title}>
        Change password
      </h2>
      <div className={styles.fields}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.current?.message}
          {...register('current', { required: 'Current password is required' })}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint={PASSWORD_RULE}
          error={errors.next?.message}
          {...register('next', newPasswordRules('New password is required'))}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm?.message}
          {...register('confirm', confirmPasswordRules<ChangePasswordValues>('next'))}
        />
      </div>
      {outcome ? (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role={outcome.tone === 'success' ? 'status' : 'alert'}
          className={outcome.tone === 'success' ? styles.notice : formAlert}
        >
          {outcome.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Changing...' : 'Change password'}
        </Button>
        {saving ? <Spinner label="Changing your password" /> : null}
      </div>
    </form>
  );
}
