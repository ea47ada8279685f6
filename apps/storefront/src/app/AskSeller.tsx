/**
 * 'Ask the seller' on a product page (decision 074), loaded lazily (its own chunk with the
 * messaging calls): the form that asks the listing's seller; once sent, a link to the
 * conversation.
 */
import { useMessageActions } from '@shop/api-client';
import { MESSAGING_MESSAGES } from '@shop/contract';
import { MessageDisclosure } from '@shop/ui/components/MessageDisclosure/index.ts';

/** The 'Ask the seller' form of listing `productId`. */
export default function AskSeller({ productId }: { productId: number }) {
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
