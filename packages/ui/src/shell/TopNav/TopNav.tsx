import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Moon, Search, ShoppingBag, ShoppingCart, Sun } from 'lucide-react';
import { DEFAULT_SHOP_NAME, type SearchSuggestion } from '@shop/contract';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { SearchCombobox } from '../../components/SearchCombobox/SearchCombobox.tsx';
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
  /** The back office, opened in a new tab; the link shows to staff only (`user.is_staff`, decision 048). */
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
  /** Called with the search box's text on every change; the app fetches `suggestions` for it. */
  onSearchTextChange?: (text: string) => void;
  /** Suggestions for the text typed so far (at most SUGGESTIONS_LIMIT), shown under the search box. */
  suggestions?: readonly SearchSuggestion[];
  /** The shop's name in the logo link: SHOP_NAME (decision 048), the contract's DEFAULT_SHOP_NAME when none is given. */
  brand?: string;
  /** Mobile menu state, when the app controls it (e.g. to close it on navigation). */
  menuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  /**
   * The Messages link with its unread count, signed-in users only (decision 074): the app loads it
   * after first paint; the bar keeps a fixed slot for it, so it moves nothing when it arrives.
   */
  messagesSlot?: ReactNode;
};

const NO_SUGGESTIONS: readonly SearchSuggestion[] = [];

/**
 * The top navigation bar, at least 50px high (spec sections 2 and 9): logo, Home, Contact, About,
 * Browse; Sign In and Sign Up or Logout; the greeting with initials linking to /my-profile; the
 * Admin link (staff only); the cart link with its count; the search combobox with suggestions (decision 034) and
 * Ctrl/Cmd+K; the 'search' badge (large screens); the dark-mode toggle; and the mobile menu below
 * the medium breakpoint.
 *
 * Phones and zoom: the cart icon shows at every width (the spec hid it below the
 * medium breakpoint); below the large breakpoint a 'Search' button opens the search box as a row
 * under the bar (Ctrl/Cmd+K opens it too); the brand's text is hidden below the small breakpoint
 * (the logo keeps it as its name); the bar wraps onto more rows instead of overflowing when the
 * text is enlarged (200% text zoom).
 */
export function TopNav({
  user,
  cartCount,
  adminUrl,
  dark,
  onToggleDark,
  onLogout,
  onSearch,
  onSearchTextChange,
  suggestions = NO_SUGGESTIONS,
  brand = DEFAULT_SHOP_NAME,
  menuOpen,
  onMenuOpenChange,
  messagesSlot,
}: TopNavProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const focusSearch = useRef(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        // Below the large breakpoint the box is in its row, which opens first.
        focusSearch.current = true;
        setSearchOpen(true);
        searchRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // Once the search row shows, its box takes focus (it cannot while display: none).
  useEffect(() => {
    if (searchOpen && focusSearch.current) {
      focusSearch.current = false;
      searchRef.current?.focus();
    }
  }, [searchOpen]);

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
          <span className={styles.brandText}>{brand}</span>
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
        <button
          type="button"
          className={cx(styles.iconButton, styles.belowLarge)}
          aria-label="Search"
          aria-expanded={searchOpen}
          aria-controls="top-nav-search-row"
          onClick={() => {
            focusSearch.current = !searchOpen;
            setSearchOpen(!searchOpen);
          }}
        >
          <Search aria-hidden="true" size={20} />
        </button>
        <div id="top-nav-search-row" className={styles.searchRow} data-open={searchOpen || undefined}>
          <SearchCombobox
            id="top-nav-search"
            inputRef={searchRef}
            suggestions={suggestions}
            onSearch={onSearch}
            onTextChange={onSearchTextChange}
            onSuggestionChoose={() => setSearchOpen(false)}
            placeholder="Search... (Ctrl+K)"
            keyShortcuts="Control+K Meta+K"
            inputClassName={styles.searchInput}
          />
        </div>
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
            {user.is_staff ? (
              <a
                href={adminUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={cx(styles.navLink, styles.mediumUp)}
              >
                Admin<span className={visuallyHidden}> (opens in a new tab)</span>
              </a>
            ) : null}
            {messagesSlot !== undefined && <span className={styles.messagesSlot}>{messagesSlot}</span>}
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
