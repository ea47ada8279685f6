/**
 * messages and messages/{id} (decision 074): the signed-in user's conversations, and one opened
 * (reading it marks it read): reply, block or unblock the other party, report their messages.
 * Server-rendered like every signed-in page: the route declares its read (routeData.ts).
 *
 * The module also holds the other messaging forms the app loads lazily: 'Ask the seller' (the
 * product page) and 'Message the seller/buyer' (My orders, My sales). One module, so one chunk:
 * each chunk's name is in the home route's first load (the route table's list of files), and the
 * home route has no bytes to spare (decision 074, `pnpm size`). The top bar's link is a small
 * chunk of its own (app/MessagesUnread.tsx), loaded on every signed-in page.
 */
import { useParams } from 'react-router-dom';
import { useConversation, useConversations, useMessageActions, useReportActions } from '@shop/api-client';
import { MESSAGING_MESSAGES, isIdText } from '@shop/contract';
import { MessageDisclosure } from '@shop/ui/components/MessageDisclosure/index.ts';
import { MessagesScreen } from '@shop/ui/screens/MessagesScreen/index.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';

/**
 * The top bar's Messages link (app/MessagesUnread.tsx), exported from here as well: this chunk then
 * depends on that one, so the messaging calls they share stay in it (one chunk, not a third).
 */
export { default as MessagesUnread } from '../app/MessagesUnread.tsx';

/** 'Ask the seller' of listing `productId` (the product page, signed-in users not owning it). */
export function AskSeller({ productId }: { productId: number }) {
  const { messageSeller, loading, error } = useMessageActions();
  return (
    <MessageDisclosure
      label={MESSAGING_MESSAGES.askSeller}
      hint={MESSAGING_MESSAGES.askSellerHint}
      onSend={(body) => messageSeller(productId, body)}
      sending={loading}
      error={error}
    />
  );
}

/** The message form of order `orderId` for its buyer (`to` 'seller', My orders) or its seller (`to` 'buyer', My sales). */
export function OrderMessage({ orderId, to }: { orderId: number; to: 'seller' | 'buyer' }) {
  const { messageOrderParty, loading, error } = useMessageActions();
  return (
    <MessageDisclosure
      label={to === 'seller' ? MESSAGING_MESSAGES.messageSeller : MESSAGING_MESSAGES.messageBuyer}
      onSend={(body) => messageOrderParty(orderId, body)}
      sending={loading}
      error={error}
    />
  );
}

export default function MessagesRoute() {
  const { id } = useParams();
  const openId = id === undefined ? null : isIdText(id) ? Number(id) : 0;
  // The list is read on /messages only; a conversation's page reads that conversation alone.
  const list = useConversations(openId === null);
  const open = useConversation(openId !== null && openId > 0 ? openId : null);
  const actions = useMessageActions();
  const { createReport } = useReportActions();
  const notFound = openId === 0 || open.error?.status === 404;
  const conversation = openId === null ? undefined : notFound ? null : open.data?.conversation;
  const pageHead = noindexHead(
    conversation ? `${MESSAGING_MESSAGES.title}: ${conversation.other.name}` : MESSAGING_MESSAGES.title,
  );
  return (
    <>
      <DocumentHead head={pageHead} />
      <MessagesScreen
        conversations={list.data?.conversations ?? []}
        loading={list.isLoading}
        error={list.error?.message ?? null}
        {...(openId === null
          ? {}
          : {
              conversation,
              conversationLoading: !notFound && open.isLoading,
              conversationError: !notFound && open.error ? open.error.message : null,
              onSend: (body: string) => actions.reply(openId, body),
              sending: actions.loading,
              sendError: actions.error,
              onToggleBlock: (block: boolean) => {
                if (conversation)
                  void actions.setBlocked(conversation.other.id, block).catch(() => undefined);
              },
              blocking: actions.loading,
              onReport: createReport,
            })}
        onRetry={() => window.location.reload()}
      />
    </>
  );
}
