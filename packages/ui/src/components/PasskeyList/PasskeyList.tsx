import { useId, useRef, useState, type FormEvent } from 'react';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { MAX_PASSKEYS, PASSKEY_MESSAGES, PASSKEY_NAME_MAX_LENGTH, type Passkey } from '@shop/contract';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { cx } from '../cx.ts';
import { ErrorText } from '../ErrorText/index.ts';
import { Spinner } from '../Spinner/index.ts';
import { TextField } from '../TextField/index.ts';
import { card, formAlert } from '../shared.css.ts';
import { formatDate, formatDateTime } from '../../format.ts';
import * as css from './PasskeyList.css.ts';
import { refusalMessage } from '../refusalMessage.ts';

/** Props of {@link PasskeyList}. */
export type PasskeyListProps = {
  /** The user's passkeys, oldest first (GET /auth/passkeys/). */
  passkeys: readonly Passkey[];
  /** True while they load. */
  loading?: boolean;
  /** A load error, shown as 'Error: {message}'. */
  error?: string | null;
  /**
   * Makes a passkey named `name` (empty: the server's 'Passkey N') through the browser's dialog,
   * after the server checked `currentPassword` (decision 070); return its promise (a rejection's
   * message shows, e.g. MESSAGES.account.currentPasswordWrong).
   */
  onAdd: (name: string, currentPassword: string) => Promise<unknown>;
  /** Renames passkey `id` (PUT /auth/passkeys/{id}/); return the request's promise. */
  onRename: (id: number, name: string) => Promise<unknown>;
  /** Removes passkey `id` (DELETE /auth/passkeys/{id}/); return the request's promise. */
  onRemove: (id: number) => Promise<unknown>;
  /** The demo user: every change is refused before anything is sent (spec section 6). */
  isTestUser?: boolean;
  /** Called instead of a change when `isTestUser` (shows the section 6 message). */
  onTestUserBlocked?: () => void;
  /** Start with the add form open (stories). */
  defaultAddOpen?: boolean;
  /** Start renaming this passkey (stories). */
  defaultRenaming?: number;
  className?: string;
};

/**
 * The 'Passkeys' section of my-profile (decision 070): each passkey with its name, when it was
 * added and last used, 'Rename' (an inline form) and 'Remove' (after a confirmation); 'Add a
 * passkey' asks for an optional name and the current password (a passkey is a lasting way in),
 * then the browser's dialog makes the passkey. At most
 * MAX_PASSKEYS: the add button hides at the limit. The demo user sees the list and changes nothing.
 */
export function PasskeyList({
  passkeys,
  loading = false,
  error,
  onAdd,
  onRename,
  onRemove,
  isTestUser = false,
  onTestUserBlocked,
  defaultAddOpen = false,
  defaultRenaming,
  className,
}: PasskeyListProps) {
  const titleId = useId();
  const [addOpen, setAddOpen] = useState(defaultAddOpen);
  const [newName, setNewName] = useState('');
  const [password, setPassword] = useState('');
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<number | null>(defaultRenaming ?? null);
  const [renameTo, setRenameTo] = useState(() => passkeys.find((p) => p.id === defaultRenaming)?.name ?? '');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Passkey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const full = passkeys.length >= MAX_PASSKEYS;

  /** Runs `action` unless the demo user asked (then the section 6 message, nothing sent). */
  const guarded = (action: () => void) => {
    if (isTestUser) {
      onTestUserBlocked?.();
      return;
    }
    action();
  };

  const run = async (work: () => Promise<unknown>, fallback: string, done: string) => {
    setFailure(null);
    setNotice(null);
    try {
      await work();
      setNotice(done);
      return true;
    } catch (err) {
      setFailure(refusalMessage(err, fallback));
      return false;
    }
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') return;
    setAdding(true);
    const ok = await run(() => onAdd(newName.trim(), password), PASSKEY_MESSAGES.add, PASSKEY_MESSAGES.added);
    setAdding(false);
    // The password is not kept, whatever the answer: a wrong one is typed again.
    setPassword('');
    if (ok) {
      setAddOpen(false);
      setNewName('');
    }
  };

  const rename = async (event: FormEvent<HTMLFormElement>, id: number) => {
    event.preventDefault();
    if (renameTo.trim() === '') return;
    setBusyId(id);
    const ok = await run(
      () => onRename(id, renameTo.trim()),
      PASSKEY_MESSAGES.renameFailed,
      PASSKEY_MESSAGES.renamed,
    );
    setBusyId(null);
    if (ok) setRenaming(null);
  };

  const remove = async (passkey: Passkey) => {
    setBusyId(passkey.id);
    await run(() => onRemove(passkey.id), PASSKEY_MESSAGES.removeFailed, PASSKEY_MESSAGES.removed);
    setBusyId(null);
    setConfirming(null);
  };

  return (
    <section className={cx(card, className)} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.title}>
        {PASSKEY_MESSAGES.title}
      </h2>
      <p className={css.muted}>{PASSKEY_MESSAGES.intro}</p>
      {loading ? (
        <Spinner label="Loading your passkeys" />
      ) : error ? (
        <ErrorText message={error} />
      ) : passkeys.length === 0 ? (
        <p className={css.muted}>{PASSKEY_MESSAGES.none}</p>
      ) : (
        <ul className={css.list} aria-label={PASSKEY_MESSAGES.title}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={css.item}>
              {renaming === passkey.id ? (
                <form
                  className={css.form}
                  aria-label={`${PASSKEY_MESSAGES.rename} ${passkey.name}`}
                  onSubmit={(e) => void rename(e, passkey.id)}
                >
                  <TextField
                    label={PASSKEY_MESSAGES.nameLabel}
                    value={renameTo}
                    required
                    maxLength={PASSKEY_NAME_MAX_LENGTH}
                    disabled={busyId === passkey.id}
                    onChange={(e) => setRenameTo(e.target.value)}
                  />
                  <div className={css.actions}>
                    <Button
                      type="submit"
                      size="sm"
                      disabled={busyId === passkey.id || renameTo.trim() === ''}
                    >
                      {busyId === passkey.id ? <Spinner label="Saving" /> : null}
                      {PASSKEY_MESSAGES.save}
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                      {PASSKEY_MESSAGES.cancel}
                    </Button>
                  </div>
                </form>
              ) : (
                <>
                  <div>
                    <p className={css.name}>{passkey.name}</p>
                    <p className={css.dates}>
                      {PASSKEY_MESSAGES.created} {formatDate(passkey.created_at)} ·{' '}
                      {passkey.last_used_at === null
                        ? PASSKEY_MESSAGES.neverUsed
                        : `${PASSKEY_MESSAGES.lastUsed} ${formatDateTime(passkey.last_used_at)}`}
                    </p>
                  </div>
                  <div className={css.actions}>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`${PASSKEY_MESSAGES.rename} ${passkey.name}`}
                      onClick={() =>
                        guarded(() => {
                          setRenameTo(passkey.name);
                          setRenaming(passkey.id);
                        })
                      }
                    >
                      <Pencil aria-hidden="true" size={16} />
                      {PASSKEY_MESSAGES.rename}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busyId === passkey.id}
                      aria-label={`${PASSKEY_MESSAGES.remove} ${passkey.name}`}
                      onClick={() => guarded(() => setConfirming(passkey))}
                    >
                      <Trash2 aria-hidden="true" size={16} />
                      {PASSKEY_MESSAGES.remove}
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {failure ? (
        <p role="alert" className={formAlert}>
          {failure}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className={css.muted}>
          {notice}
        </p>
      ) : null}
      {addOpen ? (
        <form className={css.form} aria-label={PASSKEY_MESSAGES.addButton} onSubmit={(e) => void add(e)}>
          <TextField
            label={PASSKEY_MESSAGES.nameLabel}
            hint={PASSKEY_MESSAGES.nameHint}
            value={newName}
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            disabled={adding}
            onChange={(e) => setNewName(e.target.value)}
          />
          <TextField
            label={PASSKEY_MESSAGES.passwordLabel}
            hint={PASSKEY_MESSAGES.passwordHint}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            disabled={adding}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className={css.actions}>
            <Button type="submit" disabled={adding || password === ''} aria-busy={adding || undefined}>
              <KeyRound aria-hidden="true" size={16} />
              {adding ? 'Waiting for your passkey...' : PASSKEY_MESSAGES.addButton}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={adding}
              onClick={() => {
                setAddOpen(false);
                setPassword('');
              }}
            >
              {PASSKEY_MESSAGES.cancel}
            </Button>
          </div>
        </form>
      ) : !loading && !error && !full ? (
        <div>
          <Button ref={addButton} variant="outline" onClick={() => guarded(() => setAddOpen(true))}>
            <KeyRound aria-hidden="true" size={16} />
            {PASSKEY_MESSAGES.addButton}
          </Button>
        </div>
      ) : full ? (
        <p className={css.muted}>{PASSKEY_MESSAGES.tooMany}</p>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && busyId === null) setConfirming(null);
        }}
        title={PASSKEY_MESSAGES.removeTitle}
        description={PASSKEY_MESSAGES.removeConfirm.replace('{name}', () => confirming?.name ?? '')}
        confirmLabel={PASSKEY_MESSAGES.remove}
        busy={busyId !== null}
        onConfirm={() => {
          if (confirming) void remove(confirming);
        }}
        returnFocusTo={() => addButton.current}
      />
    </section>
  );
}
