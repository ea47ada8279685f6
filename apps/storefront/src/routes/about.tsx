/** About (spec section 2): ten static info blocks. */
import { AboutScreen } from '@shop/ui/screens/AboutScreen/index.ts';
import { SHOP_NAME, DocumentHead } from '../app/head.tsx';

/** The page's description: the lead line of the about page. */
const ABOUT_DESCRIPTION = `About ${SHOP_NAME}: your one-stop destination for quality products with exceptional service and value, since 2019.`;

export default function AboutRoute() {
  const pageHead = { title: 'About us', description: ABOUT_DESCRIPTION, canonicalPath: '/about' };
  return (
    <>
      <DocumentHead head={pageHead} />
      <AboutScreen />
    </>
  );
}
