import { INFO_PAGE_SLUGS, type InfoPageSlug, type ReturnsPolicy } from '@shop/contract';
import { Container } from '../../components/Container/index.ts';
import { Link } from '../../components/Link/index.ts';
import { policyPage } from './policies.ts';
import * as styles from './PolicyScreen.css.ts';

/** The short name of each policy page, as the 'More information' links name them. */
export const POLICY_LINK_LABELS: Record<InfoPageSlug, string> = {
  delivery: 'Delivery',
  returns: 'Returns & refunds',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
  cookies: 'Cookie policy',
  faq: 'FAQs',
};

/** Props of {@link PolicyScreen}: which page, and the shop's name its text uses (SHOP_NAME). */
export type PolicyScreenProps = {
  slug: InfoPageSlug;
  shopName: string;
  /** The returns page's windows (GET /marketplace/returns-policy/); the contract's defaults without them. */
  returnsPolicy?: ReturnsPolicy | null;
};

/**
 * One of the shop's policy pages (decision 048: delivery, returns, privacy, terms, cookies, FAQ at
 * `/{slug}`): the title as h1, the lead line, when it was last updated, each section as an h2
 * with its paragraphs, then links to the other policy pages and the contact form. Static text
 * from policies.ts with the shop's name filled in, and on the returns page the configured return
 * window and the seller's days to answer (decision 067).
 */
export function PolicyScreen({ slug, shopName, returnsPolicy }: PolicyScreenProps) {
  const page = policyPage(slug, shopName, returnsPolicy);
  return (
    <Container className={styles.root}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.lead}>{page.lead}</p>
        <p className={styles.updated}>Last updated {page.updated}</p>
      </div>
      {page.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text} className={styles.paragraph}>
              {text}
            </p>
          ))}
        </section>
      ))}
      <nav aria-label="More information" className={styles.section}>
        <h2 className={styles.heading}>More information</h2>
        <ul className={styles.related}>
          {INFO_PAGE_SLUGS.filter((other) => other !== slug).map((other) => (
            <li key={other}>
              <Link href={`/${other}`}>{POLICY_LINK_LABELS[other]}</Link>
            </li>
          ))}
          <li>
            <Link href="/contact">Contact us</Link>
          </li>
        </ul>
      </nav>
    </Container>
  );
}
