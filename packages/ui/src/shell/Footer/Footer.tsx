import { Camera, Mail, MapPin, MessageCircle, Phone, Rss } from 'lucide-react';
import * as styles from './Footer.css.ts';

/** Footer columns whose entries have no destination (spec section 2; decision 011: plain text, not links). */
export const FOOTER_SECTIONS = [
  {
    title: 'Quick Links',
    items: [
      'Home',
      'Shop',
      'Categories',
      'New Arrivals',
      'Best Sellers',
      'Special Offers',
      'About Us',
      'Contact Us',
      'Blog',
    ],
  },
  {
    title: 'Customer Service',
    items: ['My Account', 'Order Tracking', 'Wishlist', 'Shipping Policy', 'Returns & Exchanges', 'FAQs'],
  },
  { title: 'Legal', items: ['Privacy Policy', 'Terms of Service', 'Cookie Policy'] },
] as const;

/** 'Our Promises' (spec section 2). */
export const OUR_PROMISES = ['Fast & Free Shipping', 'Secure Payment', 'Gift Cards Available'] as const;

/** Props of {@link Footer}: the shop's name and the copyright year (default: the current year). */
export type FooterProps = { brand?: string; year?: number };

/**
 * The site footer (spec section 2, Shell): the tagline, contact details (London address, phone, support
 * e-mail), three placeholder social icons (images with names, not links), Quick Links, Customer Service,
 * Legal (plain text: they have no destination, decision 011), 'Our Promises' and the copyright line.
 */
export function Footer({ brand = 'Storefront', year = new Date().getFullYear() }: FooterProps) {
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
                <li key={item}>{item}</li>
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
