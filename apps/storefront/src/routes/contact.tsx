/** Contact (spec section 2): static form whose Send does nothing. */
import { ContactScreen } from '@shop/ui/screens/ContactScreen/index.ts';
import { usePageTitle } from '../app/pageTitle.ts';

export default function ContactRoute() {
  usePageTitle('Contact us');
  return <ContactScreen />;
}
