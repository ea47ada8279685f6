/**
 * messages and messages/{id} (decision 074): the signed-in user's conversations, and one opened
 * (reading it marks it read): reply, block or unblock the other party, report their messages.
 * Server-rendered like every signed-in page: the route declares its read (routeData.ts).
 */
import { useParams } from 'react-router-dom';
import { useConversation, useConversations, useMessageActions, useReportActions } from '@shop/api-client';
import { MESSAGING_MESSAGES, isIdText } from '@shop/contract';
import { MessagesScreen } from '@shop/ui/screens/MessagesScreen/index.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';

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
