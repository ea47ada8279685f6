import { Camera, Mail, MapPin, MessageCircle, Phone, Rss } from 'lucide-react';
import { DEFAULT_SHOP_NAME } from '@shop/contract';
import { Link } from '../../components/Link/Link.tsx';
import * as styles from './Footer.css.ts';

/** A footer entry: its label (the spec's) and where it goes; no `href`: plain text (decision 011). */
export type FooterEntry = { label: string; href?: string };

/**
 * The footer's columns (spec section 2). Decision 048: every entry the shop has a page for links
 * to it (the policy pages at /delivery, /returns, /faq, /privacy, /terms, /cookies; the account
 * pages; New Arrivals is the catalogue newest first). Best Sellers, Special Offers and Blog have no
 * page and stay plain text (decision 011).
 */
export const FOOTER_SECTIONS: readonly { title: string; items: readonly FooterEntry[] }[] = [
  {
    title: 'Quick Links',
    items: [
      { label: 'Home', href: '/' },
      { label: 'Shop', href: '/products' },
      { label: 'Categories', href: '/search-category' },
      { label: 'New Arrivals', href: '/products?sort=newest' },
      { label: 'Best Sellers' },
      { label: 'Special Offers' },
      { label: 'About Us', href: '/about' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'Blog' },
    ],
  },
  {
    title: 'Customer Service',
    items: [
      { label: 'My Account', href: '/my-profile' },
      { label: 'Order Tracking', href: '/my-orders' },
      { label: 'Wishlist', href: '/my-bookmarks' },
      { label: 'Shipping Policy', href: '/delivery' },
      { label: 'Returns & Exchanges', href: '/returns' },
      { label: 'FAQs', href: '/faq' },
    ],
  },
  {
    title: 'Legal',
    items: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Cookie Policy', href: '/cookies' },
    ],
  },
];

/** 'Our Promises' (spec section 2). */
export const OUR_PROMISES = ['Fast & Free Shipping', 'Secure Payment', 'Gift Cards Available'] as const;

/** Props of {@link Footer}: the shop's name and the copyright year (default: the current year). */
export type FooterProps = { brand?: string; year?: number };

/**
 * The site footer (spec section 2, Shell): the shop's name (SHOP_NAME, decision 048), the tagline,
 * contact details (London address, phone, support e-mail), three placeholder social icons (images
 * with names, not links), Quick Links, Customer Service and Legal (links where the shop has the
 * page, decision 048; plain text otherwise, decision 011), 'Our Promises' and the copyright line.
 */
export function Footer({ brand = DEFAULT_SHOP_NAME, year = new Date().getFullYear() }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <h2 className={styles.brandName}>{brand}</h2>
          <p className={styles.tagline}>
            Your one-stop destination for quality products, exceptional service and great value.
          </p>
          <address className={styles.contact}>
            <span className={styles.contactRow}>
              <MapPin aria-hidden="true" size={16} />
              221 Baker Street, London NW1 6XE
            </span>
            <span className={styles.contactRow}>
              <Phone aria-hidden="true" size={16} />
              +44 20 7946 0958
            </span>
            <span className={styles.contactRow}>
              <Mail aria-hidden="true" size={16} />
              support@storefront.example
            </span>
          </address>
          <ul className={styles.social} aria-label="Social media">
            <li>
              <span role="img" aria-label="Photo gallery (coming soon)" className={styles.socialIcon}>
                <Camera aria-hidden="true" size={18} />
              </span>
            </li>
            <li>
              <span role="img" aria-label="Community chat (coming soon)" className={styles.socialIcon}>
                <MessageCircle aria-hidden="true" size={18} />
              </span>
            </li>
            <li>
              <span role="img" aria-label="News feed (coming soon)" className={styles.socialIcon}>
                <Rss aria-hidden="true" size={18} />
              </span>
            </li>
          </ul>
        </div>
        {FOOTER_SECTIONS.map((section) => (
          <div key={section.title}>
            <h2 className={styles.heading}>{section.title}</h2>
            <ul className={styles.list}>
              {section.items.map((item) => (
                <li key={item.label}>
                  {item.href ? (
                    <Link href={item.href} className={styles.link}>
                      {item.label}
                    </Link>
                  ) : (
                    item.label
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className={styles.heading}>Our Promises</h2>
          <ul className={styles.list}>
            {OUR_PROMISES.map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {year} {brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
