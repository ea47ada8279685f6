/**
 * The shop's policy pages (decision 048): /delivery, /returns, /privacy, /terms, /cookies and /faq,
 * one route each (router.tsx), rendered from the same screen with the shop's name. Public,
 * indexable, each its own canonical URL; listed in the sitemap. The returns page reads the
 * configured windows (GET /marketplace/returns-policy/, decision 067; declared in routeData.ts, so
 * it arrives server-rendered with them) and says the contract's defaults while they are absent.
 */
import type { InfoPageSlug, ReturnsPolicy } from '@shop/contract';
import { useReturnsPolicy } from '@shop/api-client';
import { PolicyScreen, policyPage } from '@shop/ui/screens/PolicyScreen/index.ts';
import { SHOP_NAME, DocumentHead } from '../app/head.tsx';

/** The policy page `slug`: its title, its lead line as the description, and itself as canonical URL. */
export default function PolicyRoute({ slug }: { slug: InfoPageSlug }) {
  return slug === 'returns' ? <ReturnsPolicyPage /> : <PolicyPage slug={slug} returnsPolicy={null} />;
}

/** The returns page with the configured return window and the seller's days to answer. */
function ReturnsPolicyPage() {
  const { data } = useReturnsPolicy();
  return <PolicyPage slug="returns" returnsPolicy={data?.policy ?? null} />;
}

function PolicyPage({ slug, returnsPolicy }: { slug: InfoPageSlug; returnsPolicy: ReturnsPolicy | null }) {
  const page = policyPage(slug, SHOP_NAME, returnsPolicy);
  const pageHead = { title: page.title, description: page.lead, canonicalPath: `/${slug}` };
  return (
    <>
      <DocumentHead head={pageHead} />
      <PolicyScreen slug={slug} shopName={SHOP_NAME} returnsPolicy={returnsPolicy} />
    </>
  );
}
