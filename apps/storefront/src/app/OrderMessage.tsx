/**
 * 'Message the seller' on My orders and 'Message the buyer' on My sales (decision 074), loaded
 * lazily (its own chunk with the messaging calls): the form that writes in the order's
 * conversation; once sent, a link to it.
 */
import { useMessageActions } from '@shop/api-client';
import { MESSAGING_MESSAGES } from '@shop/contract';
import { MessageDisclosure } from '@shop/ui/components/MessageDisclosure/index.ts';

/** The message form of order `orderId` for its buyer (`to` 'seller') or its seller (`to` 'buyer'). */
export default function OrderMessage({ orderId, to }: { orderId: number; to: 'seller' | 'buyer' }) {
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
