import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES, RegisterRequest } from '@shop/contract';
import { Button } from '../../components/Button/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { contractTextRule } from '../../components/contractRules.ts';
import { NEW_PASSWORD_MESSAGES, PASSWORD_RULE, newPasswordRules } from '../../components/newPassword.ts';
import { serverFieldError, type ServerFieldRule } from '../../components/serverFieldError.ts';
import type { UserStatus } from '../SignInScreen/SignInScreen.tsx';
import { describeError } from '../SignInScreen/describeError.ts';
import * as styles from '../SignInScreen/auth.css.ts';

/** The sign-up form's values, named as the spec names the fields (spec section 2, sign-up). */
type SignUpValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/** Props of {@link SignUpScreen}. */
export type SignUpScreenProps = {
  /** Called with the registration payload (spec section 3) when every field is filled and the passwords match. */
  onSubmit: (values: RegisterRequest) => void;
  /** The user status; 'loading' disables the button. */
  status: UserStatus;
  /**
   * The registration error as received (a string, an Error or the server's body). A text that
   * belongs to a field (an e-mail already taken, a refused password) shows at that field, which
   * takes focus; anything else shows as readable text in the alert above the form, never as JSON.
   */
  error?: unknown;
  /** Where the sign-in link goes (default '/sign-in'). */
  signInHref?: string;
};

/** The rules of the text fields, from the contract's RegisterRequest (required, lengths, e-mail form). */
const RULES = {
  firstName: contractTextRule(RegisterRequest.shape.first_name, 'First name'),
  lastName: contractTextRule(RegisterRequest.shape.last_name, 'Last name'),
  email: contractTextRule(RegisterRequest.shape.email, 'Email'),
};

/** Which sign-up field a server refusal belongs to. */
const SERVER_FIELDS: Record<keyof Omit<SignUpValues, 'confirmPassword'>, ServerFieldRule> = {
  firstName: { names: ['first_name'] },
  lastName: { names: ['last_name'] },
  email: { names: ['email'], messages: [MESSAGES.server.emailTaken] },
  password: { names: ['password'], messages: NEW_PASSWORD_MESSAGES },
};

/**
 * The sign-up page (spec sections 2 and 5), outside the main layout: firstName, lastName, email,
 * password and confirm-password, all required; names and e-mail are checked against the contract's
 * RegisterRequest (lengths, e-mail form) before sending. The password rule (MESSAGES.account.passwordRule)
 * shows under the password before submitting, linked with aria-describedby, and a
 * too-short password is caught before sending. When the passwords differ the alert
 * "Passwords don't match" shows and `onSubmit` is not called. A server error shows at its field
 * or, readable, in the alert; the alert takes focus. The button stays focusable while busy
 * (aria-disabled), so focus is never lost.
 */
export function SignUpScreen({ onSubmit, status, error, signInHref = '/sign-in' }: SignUpScreenProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<SignUpValues>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const [mismatch, setMismatch] = useState(false);
  const loading = status === 'loading';
  const hasError = error !== undefined && error !== null && error !== '';
  const placed = hasError ? serverFieldError(error, SERVER_FIELDS) : null;
  const alertText = mismatch
    ? MESSAGES.user.passwordsDontMatch
    : hasError && !placed
      ? describeError(error, MESSAGES.user.register)
      : null;
  const alertRef = useRef<HTMLParagraphElement>(null);

  // A server error that belongs to a field shows there and focuses it (cleared once the field is
  // valid again); any other message focuses the alert.
  useEffect(() => {
    const at = serverFieldError(error, SERVER_FIELDS);
    if (at) setError(at.field, { type: 'server', message: at.message }, { shouldFocus: true });
  }, [error, setError]);
  const mismatchSubmit = mismatch ? submitCount : 0;
  useEffect(() => {
    if (alertText) alertRef.current?.focus();
  }, [alertText, mismatchSubmit]);

  const submit = handleSubmit((values) => {
    if (values.password !== values.confirmPassword) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    onSubmit({
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
    });
  });

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Sign Up</h1>
        {alertText ? (
          <p ref={alertRef} tabIndex={-1} role="alert" className={styles.alert}>
            {alertText}
          </p>
        ) : null}
        <form className={styles.form} noValidate aria-busy={loading || undefined} onSubmit={submit}>
          <div className={styles.row}>
            <TextField
              id="firstName"
              label="First name"
              autoComplete="given-name"
              required
              error={errors.firstName?.message}
              {...register('firstName', RULES.firstName)}
            />
            <TextField
              id="lastName"
              label="Last name"
              autoComplete="family-name"
              required
              error={errors.lastName?.message}
              {...register('lastName', RULES.lastName)}
            />
          </div>
          <TextField
            id="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email', RULES.email)}
          />
          <TextField
            id="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            hint={PASSWORD_RULE}
            error={errors.password?.message}
            {...register('password', newPasswordRules('Password is required'))}
          />
          <TextField
            id="confirm-password"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword', { required: 'Confirm password is required' })}
          />
          <Button type="submit" disabled={loading} focusableWhenDisabled>
            Sign Up
          </Button>
          {loading ? <Spinner label="Creating your account" /> : null}
        </form>
        <p className={styles.links}>
          <span>
            Already have an account? <Link href={signInHref}>Sign In</Link>
          </span>
        </p>
      </div>
    </main>
  );
}
