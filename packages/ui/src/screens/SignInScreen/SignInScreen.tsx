import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { KeyRound } from 'lucide-react';
import { DEMO_ACCOUNT, LoginRequest, MESSAGES, PASSKEY_MESSAGES, RECOVERY_MESSAGES } from '@shop/contract';
import { Button } from '../../components/Button/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { contractTextRule, textLimits } from '../../components/contractRules.ts';
import { registerWithDefaults } from '../../components/registerWithDefaults.ts';
import { serverFieldError, type ServerFieldRule } from '../../components/serverFieldError.ts';
import { describeError } from './describeError.ts';
import * as styles from './auth.css.ts';

/** The user status of spec section 4: idle, loading, succeeded or failed. */
export type UserStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Props of {@link SignInScreen}. */
export type SignInScreenProps = {
  /** Prefilled values (spec section 2: the demo values, DEMO_ACCOUNT by default). */
  defaultValues?: LoginRequest;
  /** Called with the email and password once both are filled in. */
  onSubmit: (values: LoginRequest) => void;
  /** Called by 'Test Drive' (spec section 1: sign in as the demo user). */
  onTestDrive: () => void;
  /**
   * Called by 'Sign in with a passkey' (decision 070: the browser's dialog opens). No button when
   * omitted.
   */
  onPasskey?: () => void;
  /** The user status; 'loading' disables every button. */
  status: UserStatus;
  /** The login error as received: a string, an Error, or a body whose `error` or `detail` is read. */
  error?: unknown;
  /** Where 'Sign Up' goes (default '/sign-up'). */
  signUpHref?: string;
  /** Where 'Forgot password?' goes (default '/forgot-password'). */
  forgotPasswordHref?: string;
  /** Where 'Back to browse' goes (default '/products'). */
  browseHref?: string;
};

/** The longest password the contract's LoginRequest takes. */
const PASSWORD_MAX = textLimits(LoginRequest.shape.password).maxLength;

/** The rules of the two fields, from the contract's LoginRequest (required, lengths). */
const RULES = {
  email: contractTextRule(LoginRequest.shape.email, 'Email'),
  // Not trimmed: a password is sent as typed.
  password: {
    required: 'Password is required',
    ...(PASSWORD_MAX === undefined
      ? {}
      : {
          maxLength: { value: PASSWORD_MAX, message: `Password must be at most ${PASSWORD_MAX} characters` },
        }),
  },
};

/** Which field a server refusal belongs to (`Invalid request. email: ...`, a body keyed by field). */
const SERVER_FIELDS: Record<keyof LoginRequest, ServerFieldRule> = {
  email: { names: ['email'] },
  password: { names: ['password'] },
};

/**
 * The sign-in page (spec sections 2 and 5), outside the main layout: a centred card with the
 * h1 'Sign In', email and password (both required, limits from the contract's LoginRequest)
 * prefilled with the demo account, a 'Forgot password?' link, Submit and 'Test
 * Drive', 'Sign in with a passkey' (with `onPasskey`, decision 070), links 'Sign Up' and 'Back to browse'. A server error about a field (a 400 naming it)
 * shows at that field, which takes focus; any other shows as readable text in a red alert,
 * never as JSON. While signing in both buttons stay focusable (aria-disabled), so focus is
 * never lost.
 */
export function SignInScreen({
  defaultValues = DEMO_ACCOUNT,
  onSubmit,
  onTestDrive,
  onPasskey,
  status,
  error,
  signUpHref = '/sign-up',
  forgotPasswordHref = '/forgot-password',
  browseHref = '/products',
}: SignInScreenProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginRequest>();
  // The defaults go in the HTML only (registerWithDefaults), not to react-hook-form: the server's
  // page arrives filled (spec section 2), and the form reads the fields when it mounts instead of
  // writing them over what a shopper types while the page hydrates (decision 038).
  const fieldProps = registerWithDefaults(register, defaultValues);
  const loading = status === 'loading';
  const hasError = error !== undefined && error !== null && error !== '';
  const placed = hasError ? serverFieldError(error, SERVER_FIELDS) : null;

  // A server error about a field shows there and focuses it (cleared once the field is valid again).
  useEffect(() => {
    const at = serverFieldError(error, SERVER_FIELDS);
    if (at) setError(at.field, { type: 'server', message: at.message }, { shouldFocus: true });
  }, [error, setError]);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Sign In</h1>
        {hasError && !placed ? (
          <p role="alert" className={styles.alert}>
            {describeError(error, MESSAGES.user.login)}
          </p>
        ) : null}
        <form
          className={styles.form}
          noValidate
          aria-busy={loading || undefined}
          onSubmit={handleSubmit((values) =>
            onSubmit({ email: values.email.trim(), password: values.password }),
          )}
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...fieldProps('email', RULES.email)}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...fieldProps('password', RULES.password)}
          />
          <p className={styles.forgot}>
            <Link href={forgotPasswordHref}>{RECOVERY_MESSAGES.forgotPassword}</Link>
          </p>
          <div className={styles.actions}>
            <Button className={styles.action} type="submit" disabled={loading} focusableWhenDisabled>
              Submit
            </Button>
            <Button
              className={styles.action}
              variant="secondary"
              disabled={loading}
              focusableWhenDisabled
              onClick={onTestDrive}
            >
              Test Drive
            </Button>
          </div>
          {loading ? <Spinner label="Signing in" /> : null}
        </form>
        {onPasskey ? (
          <div className={styles.passkey}>
            <Button
              className={styles.action}
              variant="outline"
              disabled={loading}
              focusableWhenDisabled
              onClick={onPasskey}
            >
              <KeyRound aria-hidden="true" size={16} />
              {PASSKEY_MESSAGES.signInButton}
            </Button>
          </div>
        ) : null}
        <nav className={styles.links} aria-label="Account links">
          <Link href={signUpHref}>Sign Up</Link>
          <Link href={browseHref}>Back to browse</Link>
        </nav>
      </div>
    </main>
  );
}
