import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES, PasswordResetRequest, RECOVERY_MESSAGES } from '@shop/contract';
import { Button } from '../../components/Button/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { registerWithDefaults } from '../../components/registerWithDefaults.ts';
import { serverFieldError } from '../../components/serverFieldError.ts';
import { describeError } from '../SignInScreen/describeError.ts';
import * as styles from '../SignInScreen/auth.css.ts';

/** Where the request stands: 'sent' shows the neutral confirmation, 'failed' the error. */
export type ForgotPasswordStatus = 'idle' | 'submitting' | 'sent' | 'failed';

/** Props of {@link ForgotPasswordScreen}. */
export type ForgotPasswordScreenProps = {
  /** Called with the trimmed e-mail address once it is filled in and looks like one. */
  onSubmit: (email: string) => void;
  status: ForgotPasswordStatus;
  /**
   * Why the request failed (status 'failed'): a string, an Error (ApiError) or the server's body,
   * e.g. the 429 'too many attempts' text or 'Network error occurred'.
   */
  error?: unknown;
  /** Prefilled address (default empty). */
  defaultEmail?: string;
  /** Where 'Back to sign in' goes (default '/sign-in'). */
  signInHref?: string;
  /** Where 'Sign Up' goes (default '/sign-up'). */
  signUpHref?: string;
};

/**
 * The 'Forgot password?' page, outside the main layout like sign-in: an e-mail field
 * and 'Send reset link'. Once sent it shows RECOVERY_MESSAGES.resetRequested, the same for any
 * address (no enumeration); a failure shows in a red alert (a malformed address at the field).
 * The confirmation or the alert takes focus.
 */
export function ForgotPasswordScreen({
  onSubmit,
  status,
  error,
  defaultEmail = '',
  signInHref = '/sign-in',
  signUpHref = '/sign-up',
}: ForgotPasswordScreenProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>();
  // The address in the HTML only, as on the sign-in page (decision 038): the server's page arrives
  // filled and hydrating never writes the field.
  const fieldProps = registerWithDefaults(register, { email: defaultEmail });
  const submitting = status === 'submitting';
  const failed = status === 'failed';
  const placed = failed ? serverFieldError(error, { email: { names: ['email'] } }) : null;
  const alertText = failed && !placed ? describeError(error, MESSAGES.account.resetRequestFailed) : null;
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (status === 'sent' || alertText) messageRef.current?.focus();
  }, [status, alertText]);
  useEffect(() => {
    if (!failed) return;
    const at = serverFieldError(error, { email: { names: ['email'] } });
    if (at) setError('email', { type: 'server', message: at.message }, { shouldFocus: true });
  }, [failed, error, setError]);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Forgot password</h1>
        {status === 'sent' ? (
          <p ref={messageRef} tabIndex={-1} role="status" className={styles.notice}>
            {RECOVERY_MESSAGES.resetRequested}
          </p>
        ) : (
          <>
            <p className={styles.intro}>
              Enter the e-mail address of your account and we will send you a link to choose a new password.
            </p>
            {alertText ? (
              <p ref={messageRef} tabIndex={-1} role="alert" className={styles.alert}>
                {alertText}
              </p>
            ) : null}
            <form
              className={styles.form}
              noValidate
              aria-busy={submitting || undefined}
              onSubmit={handleSubmit((values) => onSubmit(values.email.trim()))}
            >
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                required
                error={errors.email?.message}
                {...fieldProps('email', {
                  validate: (value) =>
                    value.trim() === ''
                      ? 'Email is required'
                      : PasswordResetRequest.safeParse({ email: value.trim() }).success ||
                        'Enter a valid e-mail address',
                })}
              />
              <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
                {submitting ? 'Sending...' : 'Send reset link'}
              </Button>
              {submitting ? <Spinner label="Sending the reset link" /> : null}
            </form>
          </>
        )}
        <nav className={styles.links} aria-label="Account links">
          <Link href={signInHref}>Back to sign in</Link>
          <Link href={signUpHref}>Sign Up</Link>
        </nav>
      </div>
    </main>
  );
}
