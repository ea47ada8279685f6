/**
 * The top bar's Messages link with the unread count (decision 074), loaded lazily after first
 * paint for signed-in users only (RootLayout): its chunk carries the messaging calls and the
 * count's read (GET /conversations/unread/), so neither the home route's first load nor a
 * signed-in page's server render pays for it.
 */
import { useUnreadMessages } from '@shop/api-client';
import { MessagesLink } from '@shop/ui/shell/MessagesLink/index.ts';

/** The Messages link, its count read after first paint and again every minute. */
export default function MessagesUnread() {
  const { data } = useUnreadMessages();
  return <MessagesLink unread={data?.unread_total} />;
}
