import { useEffect, useRef } from 'react';
import { ACCOUNT_DATA_MESSAGES } from '@shop/contract';
import { Button } from '../../components/Button/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { describeError } from '../SignInScreen/describeError.ts';
import * as styles from '../SignInScreen/auth.css.ts';

const M = ACCOUNT_DATA_MESSAGES;

/**
 * Where the deletion stands: 'idle' before the button is pressed, 'submitting', 'done' once the
 * account is deleted, 'invalid' for a missing, unknown, used or expired link, 'failed' for any
 * other refusal (something opened since the link was sent: the server's words).
 */
export type DeleteAccountStatus = 'idle' | 'submitting' | 'done' | 'invalid' | 'failed';

/** Props of {@link DeleteAccountScreen}. */
export type DeleteAccountScreenProps = {
  /** Called when 'Delete my account for good' is pressed. */
  onConfirm: () => void;
  status: DeleteAccountStatus;
  /** Why it failed (status 'failed'): a string, an Error (ApiError) or the server's body. */
  error?: unknown;
  /** Where the invalid or refused link's way on goes: the profile, to ask again (default '/my-profile'). */
  profileHref?: string;
  /** Where 'Go to the shop' goes once done (default '/'). */
  homeHref?: string;
};

/**
 * The page of the account deletion link (decision 073), outside the main layout like the e-mail
 * confirmation. Opening it deletes nothing (mail scanners open links too): the button sends the
 * token. Done: ACCOUNT_DATA_MESSAGES.deleted. An invalid or expired link: linkInvalid and a link to
 * the profile. A refusal (something opened since): its text, with the profile link. The outcome
 * message takes focus.
 */
export function DeleteAccountScreen({
  onConfirm,
  status,
  error,
  profileHref = '/my-profile',
  homeHref = '/',
}: DeleteAccountScreenProps) {
  const failedText = status === 'failed' ? describeError(error, M.confirmFailed) : null;
  const invalid = status === 'invalid' || failedText === M.linkInvalid;
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
        <h1 className={styles.title}>{M.confirmTitle}</h1>
        {invalid ? (
          <>
            <p ref={messageRef} tabIndex={-1} role="alert" className={styles.alert}>
              {M.linkInvalid}
            </p>
            <Button asChild>
              <Link href={profileHref}>Go to your profile</Link>
            </Button>
          </>
        ) : status === 'done' ? (
          <>
            <p ref={messageRef} tabIndex={-1} role="status" className={styles.notice}>
              {M.deleted}
            </p>
            <Button asChild>
              <Link href={homeHref}>Go to the shop</Link>
            </Button>
          </>
        ) : (
          <>
            <p className={styles.intro}>{M.confirmIntro}</p>
            {alertText ? (
              <>
                <p ref={messageRef} tabIndex={-1} role="alert" className={styles.alert}>
                  {alertText}
                </p>
                <Link href={profileHref}>Go to your profile</Link>
              </>
            ) : null}
            <div className={styles.form} aria-busy={submitting || undefined}>
              <Button
                type="button"
                variant="danger"
                className={styles.wrappingAction}
                onClick={onConfirm}
                disabled={submitting}
                aria-busy={submitting || undefined}
              >
                {submitting ? M.confirmBusy : M.confirmButton}
              </Button>
              {submitting ? <Spinner label="Deleting your account" /> : null}
            </div>
          </>
        )}
      </div>
    </main>
  );
}
