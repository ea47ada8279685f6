/** About (spec section 2): ten static info blocks. */
import { AboutScreen } from '@shop/ui/screens/AboutScreen/index.ts';
import { usePageTitle } from '../app/pageTitle.ts';

export default function AboutRoute() {
  usePageTitle('About us');
  return <AboutScreen />;
}
