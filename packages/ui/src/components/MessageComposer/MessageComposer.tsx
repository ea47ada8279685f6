import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGING_MESSAGES } from '@shop/contract';
import { Button } from '../Button/index.ts';
import { TextareaField } from '../TextareaField/index.ts';
import * as css from './MessageComposer.css.ts';

const M = MESSAGING_MESSAGES;

/** Props of {@link MessageComposer}. */
export type MessageComposerProps = {
  /** Sends the trimmed text; resolve when sent (the field empties), reject to keep it. */
  onSend: (body: string) => Promise<unknown>;
  /** True while a message is on its way: the button reads 'Sending...' and is disabled. */
  sending: boolean;
  /**
   * The server's refusal of the last send (403 blocked, 429 the hourly limit, 409 a closed
   * account...), shown in an alert above the button; null for none.
   */
  error?: string | null;
  /** When set, the form is replaced by this notice (the caller blocked the other party). */
  closedNotice?: ReactNode;
  /** The field's visible label (default 'Message'). */
  label?: string;
  /** A hint under the field. */
  hint?: ReactNode;
  /** Text to start with (stories). */
  defaultValue?: string;
};

/**
 * The form that sends a message (decision 074): a text field checked against the contract's limit
 * before sending ('Please enter a message', MESSAGE_BODY_MAX_LENGTH), 'Send' ('Sending...' while
 * it goes), and the server's refusal in an alert (blocked, the hourly limit). Emptied once sent.
 */
export function MessageComposer({
  onSend,
  sending,
  error = null,
  closedNotice,
  label = M.messageLabel,
  hint,
  defaultValue = '',
}: MessageComposerProps) {
  const [text, setText] = useState(defaultValue);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const errorId = useId();
  if (closedNotice) return <p className={css.notice}>{closedNotice}</p>;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const body = text.trim();
    if (body === '') return setFieldError(M.empty);
    if (body.length > MESSAGE_BODY_MAX_LENGTH) return setFieldError(M.tooLong);
    setFieldError(undefined);
    onSend(body).then(
      () => setText(''),
      () => undefined,
    );
  };
  return (
    <form className={css.form} onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
      <TextareaField
        label={label}
        hint={hint}
        rows={3}
        value={text}
        error={fieldError}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p id={errorId} role="alert" className={css.refusal}>
          {error}
        </p>
      ) : null}
      <div className={css.actions}>
        <Button type="submit" disabled={sending} focusableWhenDisabled>
          {sending ? M.sending : M.send_button}
        </Button>
      </div>
    </form>
  );
}
