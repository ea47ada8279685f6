import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES, RECOVERY_MESSAGES } from '@shop/contract';
import { Button } from '../../components/Button/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import {
  NEW_PASSWORD_MESSAGES,
  PASSWORD_RULE,
  confirmPasswordRules,
  newPasswordRules,
} from '../../components/newPassword.ts';
import { serverFieldError, type ServerFieldRule } from '../../components/serverFieldError.ts';
import { describeError } from '../SignInScreen/describeError.ts';
import * as styles from '../SignInScreen/auth.css.ts';

/**
 * Where the reset stands: 'invalid' for a missing, unknown, used or expired link, 'done' once the
 * password is changed, 'failed' for any other refusal.
 */
export type ResetPasswordStatus = 'idle' | 'submitting' | 'done' | 'invalid' | 'failed';

/** Props of {@link ResetPasswordScreen}. */
export type ResetPasswordScreenProps = {
  /** Called with the new password once it follows the rule and the confirmation matches. */
  onSubmit: (password: string) => void;
  status: ResetPasswordStatus;
  /**
   * Why it failed (status 'failed'): a string, an Error (ApiError) or the server's body. The
   * invalid-link text (MESSAGES.account.resetInvalid) shows the invalid state; a refused password
   * (too common, too short) shows at the new-password field.
   */
  error?: unknown;
  /** Where 'Sign In' goes once done, and 'Back to sign in' (default '/sign-in'). */
  signInHref?: string;
  /** Where 'Forgot password?' goes from an invalid link (default '/forgot-password'). */
  forgotPasswordHref?: string;
};

type ResetValues = { password: string; confirmPassword: string };

const SERVER_FIELDS: Record<'password', ServerFieldRule> = {
  password: { names: ['password'], messages: NEW_PASSWORD_MESSAGES },
};

/**
 * The page of a password reset link, outside the main layout like sign-in: a new
 * password with the password rule as its hint (aria-describedby) and its confirmation ("Passwords
 * don't match" at the confirmation, nothing sent). Done: RECOVERY_MESSAGES.resetDone and a link to
 * sign in. A missing, unknown, used or expired link: MESSAGES.account.resetInvalid and a link to
 * 'Forgot password?'. The outcome message takes focus.
 */
export function ResetPasswordScreen({
  onSubmit,
  status,
  error,
  signInHref = '/sign-in',
  forgotPasswordHref = '/forgot-password',
}: ResetPasswordScreenProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetValues>({ defaultValues: { password: '', confirmPassword: '' } });
  const failed = status === 'failed';
  const failedText = failed ? describeError(error, MESSAGES.account.resetFailed) : null;
  const invalid = status === 'invalid' || failedText === MESSAGES.account.resetInvalid;
  const placed = failed && !invalid ? serverFieldError(error, SERVER_FIELDS) : null;
  const alertText = failed && !invalid && !placed ? failedText : null;
  const submitting = status === 'submitting';
  const outcome = invalid ? 'invalid' : status === 'done' ? 'done' : alertText ? 'alert' : null;
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome) messageRef.current?.focus();
  }, [outcome, alertText]);
  useEffect(() => {
    if (!failed) return;
    const at = serverFieldError(error, SERVER_FIELDS);
    if (at) setError(at.field, { type: 'server', message: at.message }, { shouldFocus: true });
  }, [failed, error, setError]);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Reset password</h1>
        {invalid ? (
          <>
            <p ref={messageRef} tabIndex={-1} role="alert" className={styles.alert}>
              {MESSAGES.account.resetInvalid}
            </p>
            <Button asChild>
              <Link href={forgotPasswordHref}>{RECOVERY_MESSAGES.forgotPassword}</Link>
            </Button>
          </>
        ) : status === 'done' ? (
          <>
            <p ref={messageRef} tabIndex={-1} role="status" className={styles.notice}>
              {RECOVERY_MESSAGES.resetDone}
            </p>
            <Button asChild>
              <Link href={signInHref}>Sign In</Link>
            </Button>
          </>
        ) : (
          <>
            <p className={styles.intro}>Choose a new password for your account.</p>
            {alertText ? (
              <p ref={messageRef} tabIndex={-1} role="alert" className={styles.alert}>
                {alertText}
              </p>
            ) : null}
            <form
              className={styles.form}
              noValidate
              aria-busy={submitting || undefined}
              onSubmit={handleSubmit((values) => onSubmit(values.password))}
            >
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                required
                hint={PASSWORD_RULE}
                error={errors.password?.message}
                {...register('password', newPasswordRules('New password is required'))}
              />
              <TextField
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                required
                error={errors.confirmPassword?.message}
                {...register('confirmPassword', confirmPasswordRules<ResetValues>('password'))}
              />
              <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
                {submitting ? 'Saving...' : 'Set new password'}
              </Button>
              {submitting ? <Spinner label="Setting your new password" /> : null}
            </form>
          </>
        )}
        {status === 'done' ? null : (
          <nav className={styles.links} aria-label="Account links">
            <Link href={signInHref}>Back to sign in</Link>
          </nav>
        )}
      </div>
    </main>
  );
}
