import type { ReactNode } from 'react';
import {
  MESSAGING_MESSAGES,
  type ChatMessage,
  type Conversation,
  type ConversationSummary,
  type CreateReportRequest,
} from '@shop/contract';
import { formatDateTime } from '../../format.ts';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Link } from '../../components/Link/index.ts';
import { MessageComposer } from '../../components/MessageComposer/index.ts';
import { ReportButton } from '../../components/ReportDialog/ReportButton.tsx';
import { Spinner } from '../../components/Spinner/index.ts';
import { cx } from '../../components/cx.ts';
import { visuallyHidden } from '../../components/shared.css.ts';
import { ErrorScreen } from '../ErrorScreen/index.ts';
import * as css from './MessagesScreen.css.ts';

const M = MESSAGING_MESSAGES;

/** What a conversation is about, in words: 'About order #12', 'About Walnut desk lamp'. */
export function conversationAbout(c: Pick<ConversationSummary, 'listing' | 'order_id'>): string {
  return c.order_id !== null ? M.aboutOrder(c.order_id) : M.aboutListing(c.listing?.name ?? '');
}

/** Props of {@link MessagesScreen}. */
export type MessagesScreenProps = {
  /** The caller's conversations (GET /conversations/), the latest activity first. */
  conversations: readonly ConversationSummary[];
  /** True while the list loads (the list view). */
  loading: boolean;
  /** A load error of the list: 'Error: {message}'. */
  error?: string | null;
  /**
   * The open conversation (/messages/{id}); undefined for the list view, null when it is not
   * the caller's (404: the not-found page).
   */
  conversation?: Conversation | null;
  /** True while the open conversation loads. */
  conversationLoading?: boolean;
  /** A load error of the open conversation other than 404. */
  conversationError?: string | null;
  /** Sends a message in the open conversation; resolve when sent. */
  onSend?: (body: string) => Promise<unknown>;
  /** True while a message is on its way. */
  sending?: boolean;
  /** The server's refusal of the last message (blocked, the hourly limit...). */
  sendError?: string | null;
  /** Blocks (true) or unblocks (false) the other party of the open conversation. */
  onToggleBlock?: (block: boolean) => void;
  /** True while a block or unblock runs. */
  blocking?: boolean;
  /** Reports a message of the other party (decision 072's dialog, kind 'message'); none: no Report action. */
  onReport?: (request: CreateReportRequest) => Promise<unknown>;
  /** The not-found page's Try Again. */
  onRetry?: () => void;
};

/** One conversation of the list: the other party, what it is about, the latest message, unread. */
function ConversationItem({ c }: { c: ConversationSummary }) {
  return (
    <li>
      <Link href={`/messages/${c.id}`} className={cx(css.item, c.unread > 0 && css.itemUnread)}>
        <span className={css.name}>{c.other.name}</span>
        {c.unread > 0 ? (
          <Badge tone="accent" className={css.unreadBadge}>
            {M.unreadBadge(c.unread)}
            <span className={visuallyHidden}>, {M.unreadLabel(c.unread)}</span>
          </Badge>
        ) : (
          <span />
        )}
        <span className={css.muted}>{conversationAbout(c)}</span>
        <time className={css.muted} dateTime={c.updated_at}>
          {formatDateTime(c.updated_at)}
        </time>
        {c.last_message ? (
          <span className={css.preview}>
            {c.last_message.mine ? `${M.you}: ` : ''}
            {c.last_message.body}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/** One message of the open conversation. */
function MessageItem({
  message,
  onReport,
}: {
  message: ChatMessage;
  onReport: MessagesScreenProps['onReport'];
}) {
  return (
    <li className={cx(css.message, message.mine && css.mine)}>
      <p className={css.meta}>
        <span>{message.mine ? M.you : message.sender.name}</span>
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        {!message.mine && onReport ? (
          <ReportButton
            target={{ kind: 'message', id: message.id, name: M.withPerson(message.sender.name) }}
            onReport={onReport}
          />
        ) : null}
      </p>
      <p className={css.body}>{message.body}</p>
    </li>
  );
}

/** The open conversation: what it is about and with whom, block, the messages, the form. */
function ConversationView(props: MessagesScreenProps & { conversation: Conversation }) {
  const {
    conversation: c,
    onSend,
    sending = false,
    sendError,
    onToggleBlock,
    blocking = false,
    onReport,
  } = props;
  const about: ReactNode =
    c.listing !== null ? (
      <Link href={`/single-product/${c.listing.id}`}>{conversationAbout(c)}</Link>
    ) : (
      <Link href={c.your_role === 'buyer' ? '/my-orders' : '/my-sales'}>{conversationAbout(c)}</Link>
    );
  return (
    <section className={css.conversation} aria-labelledby="conversation-title">
      <div className={css.header}>
        <h2 id="conversation-title" className={css.conversationTitle}>
          {c.other.name}
        </h2>
        <div className={css.headerRow}>
          <span>{about}</span>
          {onToggleBlock ? (
            <Button
              variant="outline"
              size="sm"
              disabled={blocking}
              focusableWhenDisabled
              onClick={() => onToggleBlock(!c.you_blocked)}
              aria-describedby={c.you_blocked ? undefined : 'conversation-block-hint'}
            >
              {c.you_blocked ? M.unblock : M.block}
            </Button>
          ) : null}
          {c.you_blocked ? null : (
            <span id="conversation-block-hint" className={visuallyHidden}>
              {M.blockHint(c.other.name)}
            </span>
          )}
        </div>
      </div>
      {c.messages.length === 0 ? (
        <p className={css.muted}>{M.noMessages}</p>
      ) : (
        <ol className={css.messages} aria-label={M.title}>
          {c.messages.map((m) => (
            <MessageItem key={m.id} message={m} onReport={onReport} />
          ))}
        </ol>
      )}
      {onSend ? (
        <MessageComposer
          onSend={onSend}
          sending={sending}
          error={sendError ?? null}
          closedNotice={c.you_blocked ? M.youBlockedNotice(c.other.name) : undefined}
        />
      ) : null}
    </section>
  );
}

/**
 * The Messages page (decision 074): the caller's conversations (the other party, what it is
 * about, the latest message, the unread count), or one conversation opened (/messages/{id}):
 * its messages oldest first, the form to reply with the server's refusals (blocked, the hourly
 * limit), Block or Unblock, and 'Report' on the other party's messages. Loading, empty, error and
 * not found as the other screens.
 */
export function MessagesScreen(props: MessagesScreenProps) {
  const {
    conversations,
    loading,
    error,
    conversation,
    conversationLoading = false,
    conversationError,
  } = props;
  const opened = conversation !== undefined || conversationLoading || Boolean(conversationError);
  if (opened && conversation === null)
    return <ErrorScreen notFound onRetry={props.onRetry ?? (() => undefined)} />;
  return (
    <Container className={css.page}>
      <h1 className={css.title}>{M.title}</h1>
      {opened ? (
        <>
          <p className={css.back}>
            <Link href="/messages">{M.backToList}</Link>
          </p>
          {conversationLoading ? (
            <Spinner label={M.title} />
          ) : conversationError ? (
            <ErrorText message={conversationError} />
          ) : conversation ? (
            <ConversationView {...props} conversation={conversation} />
          ) : null}
        </>
      ) : loading ? (
        <Spinner label={M.title} />
      ) : error ? (
        <ErrorText message={error} />
      ) : conversations.length === 0 ? (
        <EmptyState title={M.emptyTitle} description={M.emptyDescription} headingLevel={2} />
      ) : (
        <ol className={css.list} aria-label={M.title}>
          {conversations.map((c) => (
            <ConversationItem key={c.id} c={c} />
          ))}
        </ol>
      )}
    </Container>
  );
}
