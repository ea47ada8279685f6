/**
 * The top bar's Messages link with the unread count (decision 074; GET /conversations/unread/),
 * read after first paint and again every minute. RootLayout loads it lazily and renders it in the
 * browser only, for signed-in users. Its chunk is small (the messaging calls and the link); the
 * Messages page's chunk imports it (routes/messages.tsx), so the two share it and add one file
 * name, not two, to the home route's first load.
 */
import { useUnreadMessages } from '@shop/api-client';
import { MessagesLink } from '@shop/ui/shell/MessagesLink/index.ts';

/** The Messages link, its count read after first paint. */
export default function MessagesUnread() {
  const { data } = useUnreadMessages();
  return <MessagesLink unread={data?.unread_total} />;
}
