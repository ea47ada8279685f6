/** Contact (spec section 2): static form whose Send does nothing. */
import { ContactScreen } from '@shop/ui/screens/ContactScreen/index.ts';

export default function ContactRoute() {
  return <ContactScreen />;
}
