/**
 * Contact (spec section 2): the form sends its message to the shop's support address (decision
 * 048); a line points to Messages for help with an order (decision 074).
 */
import { useSendContactMessage } from '@shop/api-client/hooks';
import { CONTACT_MESSAGES } from '@shop/contract';
import { Link } from '@shop/ui/components/Link/index.ts';
import { ContactScreen } from '@shop/ui/screens/ContactScreen/index.ts';
import { DocumentHead } from '../app/head.tsx';

/** The page's description: the lead line of the contact page. */
const CONTACT_DESCRIPTION =
  'Questions about an order, a product or selling with us? Drop us a line and our team will be happy to help.';

export default function ContactRoute() {
  const pageHead = { title: 'Contact us', description: CONTACT_DESCRIPTION, canonicalPath: '/contact' };
  const { sendMessage } = useSendContactMessage();
  return (
    <>
      <DocumentHead head={pageHead} />
      <ContactScreen
        onSend={sendMessage}
        orderHelp={
          <>
            {CONTACT_MESSAGES.orderHelpBefore}
            <Link href="/messages">{CONTACT_MESSAGES.orderHelpLink}</Link>
            {CONTACT_MESSAGES.orderHelpAfter}
          </>
        }
      />
    </>
  );
}
