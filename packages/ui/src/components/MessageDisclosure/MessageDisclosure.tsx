import { useEffect, useId, useRef, useState } from 'react';
import { MESSAGING_MESSAGES } from '@shop/contract';
import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import { MessageComposer } from '../MessageComposer/index.ts';
import * as css from './MessageDisclosure.css.ts';

const M = MESSAGING_MESSAGES;

/** Props of {@link MessageDisclosure}. */
export type MessageDisclosureProps = {
  /** The button's text: 'Ask the seller', 'Message the seller', 'Message the buyer'. */
  label: string;
  /** A hint under the field. */
  hint?: string;
  /** Sends the text; resolve to the conversation (its id opens it), reject to keep the text. */
  onSend: (body: string) => Promise<{ id: number }>;
  /** True while the message is on its way. */
  sending: boolean;
  /** The server's refusal of the last send (blocked, the hourly limit, one's own listing...). */
  error?: string | null;
  /** Starts open (stories). */
  defaultOpen?: boolean;
  /** Starts in the sent state with this conversation (stories). */
  defaultSentId?: number | null;
};

/**
 * A button that opens the form to write to someone (decision 074): 'Ask the seller' on a product
 * page, 'Message the seller' on My orders, 'Message the buyer' on My sales. Once sent, 'Message
 * sent.' with a link to the conversation takes the form's place and focus moves to it; the
 * server's refusal shows in the form's alert.
 */
export function MessageDisclosure({
  label,
  hint,
  onSend,
  sending,
  error = null,
  defaultOpen = false,
  defaultSentId = null,
}: MessageDisclosureProps) {
  const [open, setOpen] = useState(defaultOpen || defaultSentId !== null);
  const [sentId, setSentId] = useState<number | null>(defaultSentId);
  const panelId = useId();
  const sentRef = useRef<HTMLParagraphElement>(null);
  const justSent = useRef(false);
  useEffect(() => {
    if (sentId !== null && justSent.current) {
      justSent.current = false;
      sentRef.current?.focus();
    }
  }, [sentId]);
  return (
    <div className={css.root}>
      <div>
        <Button variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {label}
        </Button>
      </div>
      {open ? (
        <div id={panelId} className={css.panel}>
          {sentId !== null ? (
            <p ref={sentRef} tabIndex={-1} className={css.sent} role="status">
              {M.sent} <Link href={`/messages/${sentId}`}>{M.openConversation}</Link>
            </p>
          ) : (
            <MessageComposer
              hint={hint}
              sending={sending}
              error={error}
              onSend={async (body) => {
                const conversation = await onSend(body);
                justSent.current = true;
                setSentId(conversation.id);
              }}
            />
          )}
        </div>
      ) : null}
    </div>
  );
}
