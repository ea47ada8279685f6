import { useEffect, useRef } from 'react';
import { MESSAGES, PROFILE_MESSAGES } from '@shop/contract';
import { Button } from '../../components/Button/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { describeError } from '../SignInScreen/describeError.ts';
import * as styles from '../SignInScreen/auth.css.ts';

/**
 * Where the confirmation stands: 'idle' before the button is pressed, 'invalid' for a missing,
 * unknown, used, expired or superseded link, 'done' once the address is the account's, 'failed'
 * for any other refusal (e.g. the address was taken meanwhile).
 */
export type ConfirmEmailStatus = 'idle' | 'submitting' | 'done' | 'invalid' | 'failed';

/** Props of {@link ConfirmEmailScreen}. */
export type ConfirmEmailScreenProps = {
  /** Called when 'Confirm e-mail address' is pressed. */
  onConfirm: () => void;
  status: ConfirmEmailStatus;
  /**
   * Why it failed (status 'failed'): a string, an Error (ApiError) or the server's body. The
   * invalid-link text (MESSAGES.account.emailChangeInvalid) shows the invalid state.
   */
  error?: unknown;
  /** Where 'Sign In' goes once done (default '/sign-in'). */
  signInHref?: string;
  /** Where the invalid link's way on goes: the profile, to ask again (default '/my-profile'). */
  profileHref?: string;
};

/**
 * The page of the link confirming a new e-mail address (decision 044), outside the main layout
 * like sign-in. Nothing happens on opening it (mail scanners open links too): 'Confirm e-mail
 * address' sends the link's token. Done: PROFILE_MESSAGES.emailChangeDone and a link to sign in.
 * A missing, unknown, used, expired or superseded link: MESSAGES.account.emailChangeInvalid and a
 * link to the profile. The outcome message takes focus.
 */
export function ConfirmEmailScreen({
  onConfirm,
  status,
  error,
  signInHref = '/sign-in',
  profileHref = '/my-profile',
}: ConfirmEmailScreenProps) {
  const failedText = status === 'failed' ? describeError(error, MESSAGES.account.emailChangeFailed) : null;
  const invalid = status === 'invalid' || failedText === MESSAGES.account.emailChangeInvalid;
  const alertText = !invalid ? failedText : null;
  const submitting = status === 'submitting';
  const outcome = invalid ? 'invalid' : status === 'done' ? 'done' : alertText ? 'alert' : null;
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome) messageRef.current?.focus();
  }, [outcome, alertText]);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Confirm your e-mail address</h1>
        {invalid ? (
          <>
            <p ref={messageRef} tabIndex={-1} role="alert" className={styles.alert}>
              {MESSAGES.account.emailChangeInvalid}
            </p>
            <Button asChild>
              <Link href={profileHref}>Go to your profile</Link>
            </Button>
          </>
        ) : status === 'done' ? (
          <>
            <p ref={messageRef} tabIndex={-1} role="status" className={styles.notice}>
              {PROFILE_MESSAGES.emailChangeDone}
            </p>
            <Button asChild>
              <Link href={signInHref}>Sign In</Link>
            </Button>
          </>
        ) : (
          <>
            <p className={styles.intro}>
              Confirm that this is the new e-mail address of your account. Until you do, we keep writing to
              your current address.
            </p>
            {alertText ? (
              <p ref={messageRef} tabIndex={-1} role="alert" className={styles.alert}>
                {alertText}
              </p>
            ) : null}
            <div className={styles.form} aria-busy={submitting || undefined}>
              <Button
                type="button"
                className={styles.wrappingAction}
                onClick={onConfirm}
                disabled={submitting}
                aria-busy={submitting || undefined}
              >
                {submitting ? 'Confirming...' : 'Confirm e-mail address'}
              </Button>
              {submitting ? <Spinner label="Confirming your e-mail address" /> : null}
            </div>
          </>
        )}
      </div>
    </main>
  );
}
