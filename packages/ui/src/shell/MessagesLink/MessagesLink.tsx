import { Mail } from 'lucide-react';
import { MESSAGING_MESSAGES } from '@shop/contract';
import { Link } from '../../components/Link/index.ts';
import { visuallyHidden } from '../../components/shared.css.ts';
import * as css from './MessagesLink.css.ts';

const M = MESSAGING_MESSAGES;

/** Props of {@link MessagesLink}. */
export type MessagesLinkProps = {
  /** Messages to the user they have not read (GET /conversations/unread/); undefined while unknown. */
  unread: number | undefined;
};

/**
 * The top bar's link to the Messages page with the unread count (decision 074): an envelope
 * named 'Messages' ('Messages, 3 unread messages'), the count over its corner ('99+' above 99).
 * It fills the fixed slot TopNav keeps for it (`messagesSlot`), and the count takes no room, so
 * the bar does not move when the link or the count arrives after first paint.
 */
export function MessagesLink({ unread }: MessagesLinkProps) {
  const n = unread ?? 0;
  return (
    <Link href="/messages" className={css.link}>
      <Mail aria-hidden="true" size={20} />
      <span className={visuallyHidden}>
        {M.title}
        {n > 0 ? `, ${M.unreadLabel(n)}` : ''}
      </span>
      {n > 0 ? (
        <span className={css.count} aria-hidden="true">
          {M.unreadBadge(n)}
        </span>
      ) : null}
    </Link>
  );
}
