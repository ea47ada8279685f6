/**
 * The shop's policy pages (decision 048): /delivery, /returns, /privacy, /terms, /cookies and /faq,
 * one route each (router.tsx), rendered from the same screen with the shop's name. Public,
 * indexable, each its own canonical URL; listed in the sitemap.
 */
import type { InfoPageSlug } from '@shop/contract';
import { PolicyScreen, policyPage } from '@shop/ui/screens/PolicyScreen/index.ts';
import { SHOP_NAME, DocumentHead } from '../app/head.tsx';

/** The policy page `slug`: its title, its lead line as the description, and itself as canonical URL. */
export default function PolicyRoute({ slug }: { slug: InfoPageSlug }) {
  const page = policyPage(slug, SHOP_NAME);
  const pageHead = { title: page.title, description: page.lead, canonicalPath: `/${slug}` };
  return (
    <>
      <DocumentHead head={pageHead} />
      <PolicyScreen slug={slug} shopName={SHOP_NAME} />
    </>
  );
}
