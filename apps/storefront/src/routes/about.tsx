/** About (spec section 2): ten static info blocks. */
import { AboutScreen } from '@shop/ui/screens/AboutScreen/index.ts';

export default function AboutRoute() {
  return <AboutScreen />;
}
