import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { Moon, ShoppingBag, ShoppingCart, Sun } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@shop/api-client/contract';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { cx } from '../../components/cx.ts';
import { visuallyHidden } from '../../components/shared.css.ts';
import { MobileMenu } from '../MobileMenu/MobileMenu.tsx';
import { greetingOf, initialsOf, MAIN_LINKS, type ShellUser } from '../types.ts';
import * as styles from './TopNav.css.ts';

/** Props of {@link TopNav}. */
export type TopNavProps = {
  /** The signed-in user, or null for a visitor. */
  user: ShellUser;
  /** Items in the cart; the badge shows 0 when empty. */
  cartCount: number;
  /** The external admin site, opened in a new tab. */
  adminUrl: string;
  /** True when the dark theme is on. */
  dark: boolean;
  onToggleDark: () => void;
  onLogout: () => void;
  /**
   * Called with the trimmed search text SEARCH_DEBOUNCE_MS (1000 ms) after typing stops, or at once on
   * Enter. The app navigates to /search?q=<encoded> replacing the history entry (spec section 2).
   */
  onSearch: (text: string) => void;
  /** The shop's name in the logo link. */
  brand?: string;
  /** Mobile menu state, when the app controls it (e.g. to close it on navigation). */
  menuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
};

/**
 * The top navigation bar, 50px high (spec sections 2 and 9): logo, Home, Contact, About, Browse; Sign In
 * and Sign Up or Logout; the greeting with initials linking to /my-profile; the Admin link; the cart
 * link with its count (medium and up); the search box with Ctrl/Cmd+K and the 'search' badge (large
 * screens); the dark-mode toggle; and the mobile menu below the medium breakpoint.
 */
export function TopNav({
  user,
  cartCount,
  adminUrl,
  dark,
  onToggleDark,
  onLogout,
  onSearch,
  brand = 'Storefront',
  menuOpen,
  onMenuOpenChange,
}: TopNavProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        searchRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      clearTimeout(timer.current);
    };
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value.trim();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearchRef.current(text), SEARCH_DEBOUNCE_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(searchRef.current?.value.trim() ?? '');
  };

  return (
    <header className={styles.header}>
      <nav aria-label="Main" className={styles.bar}>
        <MobileMenu
          user={user}
          cartCount={cartCount}
          onSearch={onSearch}
          onLogout={onLogout}
          open={menuOpen}
          onOpenChange={onMenuOpenChange}
        />
        <Link href="/" className={styles.logo}>
          <ShoppingBag aria-hidden="true" className={styles.logoMark} />
          {brand}
        </Link>
        <ul className={styles.links}>
          {MAIN_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={styles.navLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <span className={styles.spacer} />
        <form role="search" className={styles.searchForm} onSubmit={onSubmit}>
          <label htmlFor="top-nav-search" className={visuallyHidden}>
            Search products
          </label>
          <input
            ref={searchRef}
            id="top-nav-search"
            name="q"
            type="search"
            autoComplete="off"
            placeholder="Search... (Ctrl+K)"
            aria-keyshortcuts="Control+K Meta+K"
            className={styles.searchInput}
            onChange={onChange}
          />
        </form>
        <Link href="/search" className={cx(styles.largeOnly, styles.searchBadge)}>
          <Badge tone="info">search</Badge>
        </Link>
        <Link href="/cart" className={styles.cartLink}>
          <ShoppingCart aria-hidden="true" size={20} />
          <span className={visuallyHidden}>Cart,</span>
          <Badge tone="accent">{cartCount}</Badge>
          <span className={visuallyHidden}>{cartCount === 1 ? 'item' : 'items'}</span>
        </Link>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onToggleDark}
          aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
        >
          {dark ? <Sun aria-hidden="true" size={20} /> : <Moon aria-hidden="true" size={20} />}
        </button>
        {user ? (
          <>
            <a
              href={adminUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={cx(styles.navLink, styles.mediumUp)}
            >
              Admin<span className={visuallyHidden}> (opens in a new tab)</span>
            </a>
            <Link href="/my-profile" className={styles.profileLink}>
              <span className={styles.initials} aria-hidden="true">
                {initialsOf(user)}
              </span>
              <span className={styles.greetingText}>{greetingOf(user)}</span>
              <span className={visuallyHidden}>, my profile</span>
            </Link>
            <span className={styles.mediumUp}>
              <Button variant="ghost" size="sm" onClick={onLogout}>
                Logout
              </Button>
            </span>
          </>
        ) : (
          <>
            <span className={cx(styles.greeting, styles.greetingText)}>{greetingOf(null)}</span>
            <Link href="/sign-in" className={cx(styles.navLink, styles.mediumUp)}>
              Sign In
            </Link>
            <span className={styles.mediumUp}>
              <Button asChild size="sm">
                <Link href="/sign-up">Sign Up</Link>
              </Button>
            </span>
          </>
        )}
      </nav>
    </header>
  );
}
