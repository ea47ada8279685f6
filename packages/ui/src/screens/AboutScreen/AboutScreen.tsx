import {
  Award,
  BadgeCheck,
  Globe,
  Headphones,
  HeartHandshake,
  Leaf,
  RotateCcw,
  Rocket,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { Link } from '../../components/Link/index.ts';
import { BROWSE_PATHS } from '../../components/ProductCard/hrefs.ts';
import * as styles from './AboutScreen.css.ts';

/** One info block of the about page. */
export type AboutBlock = { title: string; text: string; icon: LucideIcon };

/**
 * The ten info blocks of the about page (spec section 2, About; the claims of spec section 9:
 * founded 2019, shipping to 50 countries, 30-day returns). Static marketing text.
 */
export const ABOUT_BLOCKS: readonly AboutBlock[] = [
  {
    title: 'Our story',
    icon: Rocket,
    text: 'Founded in 2019 in a small London workshop, we set out to make shopping for quality products simple, honest and enjoyable. What began as a handful of hand-picked items is now a marketplace loved by shoppers and independent sellers alike.',
  },
  {
    title: 'Our quality promise',
    icon: ShieldCheck,
    text: 'Every product is checked before it is listed. We work with makers and brands who share our standards, and if something is not right we will make it right.',
  },
  {
    title: 'Sustainability',
    icon: Leaf,
    text: 'We use recycled and plastic-free packaging wherever we can, group deliveries to cut emissions and champion products that are built to last.',
  },
  {
    title: 'Community',
    icon: HeartHandshake,
    text: 'We support local makers, give sellers a fair deal and donate a share of every order to community projects in the places we deliver to.',
  },
  {
    title: 'Worldwide shipping',
    icon: Globe,
    text: 'We ship to 50 countries with tracked delivery, so your order arrives safely wherever you are.',
  },
  {
    title: '24/7 customer support',
    icon: Headphones,
    text: 'Our friendly support team is here around the clock, by email, chat or phone, to help with orders, returns and anything in between.',
  },
  {
    title: '30-day returns',
    icon: RotateCcw,
    text: 'Changed your mind? Send it back within 30 days for a full refund, no questions asked.',
  },
  {
    title: 'Our team',
    icon: Users,
    text: 'We are buyers, designers, engineers and customer-care experts who love finding great products and getting them to you quickly.',
  },
  {
    title: 'Certifications',
    icon: BadgeCheck,
    text: 'We are a certified secure merchant, our payments meet PCI DSS standards and our packaging partners hold FSC certification.',
  },
  {
    title: 'Our future vision',
    icon: Award,
    text: 'We are building the most trusted place to shop and sell online: more independent sellers, greener deliveries and even better service.',
  },
];

/**
 * The about page (spec section 2, About): ten info blocks of static marketing text and a
 * 'take me shopping' link to /search. Takes no props.
 */
export function AboutScreen() {
  return (
    <Container className={styles.root}>
      <header className={styles.intro}>
        <h1 className={styles.title}>About us</h1>
        <p className={styles.lead}>
          Your one-stop destination for quality products with exceptional service and value, since 2019.
        </p>
      </header>
      <ul className={styles.blocks}>
        {ABOUT_BLOCKS.map(({ title, text, icon: Icon }) => (
          <li key={title} className={styles.block}>
            <Icon aria-hidden="true" size={28} className={styles.icon} />
            <h2 className={styles.blockTitle}>{title}</h2>
            <p className={styles.blockText}>{text}</p>
          </li>
        ))}
      </ul>
      <div className={styles.cta}>
        <Button asChild size="lg">
          <Link href={BROWSE_PATHS.search}>take me shopping</Link>
        </Button>
      </div>
    </Container>
  );
}
