import { useEffect, useId, useRef, useState } from 'react';
import {
  ACCOUNT_DATA_MESSAGES,
  MESSAGES,
  accountDeletionLinkSent,
  type AccountDeletionBlocker,
} from '@shop/contract';
import { Button } from '../Button/index.ts';
import { FormDialog, FormDialogFooter } from '../FormDialog/FormDialog.tsx';
import { Spinner } from '../Spinner/index.ts';
import { TextField } from '../TextField/index.ts';
import { card } from '../shared.css.ts';
import * as css from './YourData.css.ts';

const M = ACCOUNT_DATA_MESSAGES;

/**
 * Where 'Delete my account' stands: 'idle' (no dialog), 'checking' (the dialog asks the server
 * whether the account may go), 'confirm' (the dialog asks for the current password), 'refused'
 * (the dialog lists why not), 'sent' (the link went out: 'check your e-mail').
 */
export type YourDataStage = 'idle' | 'checking' | 'confirm' | 'refused' | 'sent';

/** Props of {@link YourData}. */
export type YourDataProps = {
  /** The address of the download (GET /account/data/, an attachment). */
  downloadHref: string;
  stage: YourDataStage;
  /** Why the account cannot be deleted (stage 'refused'): accountDeletionBlockers' sentences. */
  blockers?: readonly AccountDeletionBlocker[];
  /** The address the link went to (stage 'sent'). */
  sentTo?: string | null;
  /** The last refusal of the password step (a wrong password, a 409 text), or null. */
  error?: string | null;
  /** True while the deletion request runs. */
  busy?: boolean;
  /** The demo user: 'Delete my account' calls onTestUserBlocked instead (spec section 6). */
  isTestUser?: boolean;
  onTestUserBlocked?: () => void;
  /** 'Delete my account' was pressed (the app checks, then moves to 'confirm' or 'refused'). */
  onDelete: () => void;
  /** The dialog was closed (Cancel, Close, Escape). */
  onClose: () => void;
  /** The current password was sent (stage 'confirm'). */
  onSubmit: (currentPassword: string) => void;
};

/**
 * The profile's 'Your data' section (decision 073): 'Download my data' (a link to the JSON
 * attachment) and 'Delete my account', whose dialog checks first, then lists why the account
 * cannot go yet or asks for the current password; once the link is sent, 'check your e-mail'
 * takes focus. The dialog cannot be closed while the request runs; focus returns to the button.
 */
export function YourData({
  downloadHref,
  stage,
  blockers = [],
  sentTo = null,
  error = null,
  busy = false,
  isTestUser = false,
  onTestUserBlocked,
  onDelete,
  onClose,
  onSubmit,
}: YourDataProps) {
  const titleId = useId();
  const deleteRef = useRef<HTMLButtonElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (stage === 'sent') sentRef.current?.focus();
    if (stage === 'idle' || stage === 'sent') {
      setPassword('');
      setMissing(false);
    }
  }, [stage]);
  const open = stage === 'checking' || stage === 'confirm' || stage === 'refused';

  return (
    <section className={card} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.title}>
        {M.heading}
      </h2>
      <p className={css.muted}>{M.intro}</p>
      <div className={css.actions}>
        <Button asChild variant="outline">
          <a href={downloadHref} download>
            {M.download}
          </a>
        </Button>
        <Button
          ref={deleteRef}
          type="button"
          variant="danger"
          onClick={() => (isTestUser ? onTestUserBlocked?.() : onDelete())}
        >
          {M.deleteButton}
        </Button>
      </div>
      <p className={css.muted}>{M.downloadHint}</p>
      {isTestUser ? <p className={css.muted}>{MESSAGES.testUser.default}</p> : null}
      {stage === 'sent' && sentTo ? (
        <p ref={sentRef} tabIndex={-1} role="status" className={css.sent}>
          {accountDeletionLinkSent(sentTo)}
        </p>
      ) : null}
      <FormDialog
        open={open}
        busy={busy}
        onClose={onClose}
        returnFocusTo={() => deleteRef.current}
        title={stage === 'refused' ? M.refusedTitle : M.deleteTitle}
        description={stage === 'refused' ? M.refusedHint : M.deleteExplain}
      >
        {stage === 'checking' ? (
          <Spinner label={M.checking} />
        ) : stage === 'refused' ? (
          <div className={css.form}>
            <ul className={css.reasons}>
              {blockers.map((b) => (
                <li key={b.code}>{b.message}</li>
              ))}
            </ul>
            <div className={css.actions}>
              <Button type="button" onClick={onClose}>
                Close
              </Button>
            </div>
          </div>
        ) : (
          <form
            className={css.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (password === '') {
                setMissing(true);
                return;
              }
              onSubmit(password);
            }}
          >
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              error={missing ? 'Current password is required' : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                setMissing(false);
              }}
            />
            <FormDialogFooter
              error={error}
              busy={busy}
              cancelLabel="Cancel"
              onCancel={onClose}
              submitLabel={M.deleteConfirm}
              busyLabel={M.deleteSending}
            />
          </form>
        )}
      </FormDialog>
    </section>
  );
}
