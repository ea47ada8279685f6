import type { ReactNode } from 'react';
import { AlertBanner, type AlertBannerProps } from '../AlertBanner/AlertBanner.tsx';
import { AnnouncerProvider } from '../Announcer/Announcer.tsx';
import { Footer, type FooterProps } from '../Footer/Footer.tsx';
import { TopNav, type TopNavProps } from '../TopNav/TopNav.tsx';
import * as styles from './Layout.css.ts';

/** Props of {@link Layout}: the top navigation's props, the alert (null or absent when hidden), footer props and the page. */
export type LayoutProps = {
  nav: TopNavProps;
  alert?: AlertBannerProps | null;
  footer?: FooterProps;
  children: ReactNode;
};

/**
 * The main layout (spec section 2, Shell): a 'Skip to content' link, the top navigation, the alert banner
 * when there is one, `<main id="main">` with the page, and the footer; everything inside shares
 * one polite live region (AnnouncerProvider, useAnnounce). The top bar and the alert
 * stick to the top together, so the alert stays right under the bar however tall the bar grows
 * (wrapped at 200% text zoom, or with the phone's search row open).
 */
export function Layout({ nav, alert, footer, children }: LayoutProps) {
  return (
    <AnnouncerProvider>
      <div className={styles.root}>
        <a href="#main" className={styles.skipLink}>
          Skip to content
        </a>
        <div className={styles.top}>
          <TopNav {...nav} />
          {alert ? <AlertBanner {...alert} /> : null}
        </div>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Footer {...footer} />
      </div>
    </AnnouncerProvider>
  );
}
