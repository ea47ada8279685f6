import { useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { Menu, Search, X } from 'lucide-react';
import { Link } from '../../components/Link/Link.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { visuallyHidden } from '../../components/shared.css.ts';
import { MAIN_LINKS, type ShellUser } from '../types.ts';
import * as styles from './MobileMenu.css.ts';

/** Props of {@link MobileMenu}. */
export type MobileMenuProps = {
  user: ShellUser;
  /** Items in the cart (the cart link is hidden in the top bar below the medium breakpoint). */
  cartCount: number;
  /** Called with the trimmed search text when the menu's search form is sent. */
  onSearch: (text: string) => void;
  onLogout: () => void;
  /** Controlled open state; leave out for an uncontrolled menu. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Starts open (uncontrolled); for stories. */
  defaultOpen?: boolean;
};

/**
 * The small-screen menu (spec section 2, Shell): a Radix Dialog sliding in from the side, a 200px tile
 * per main link, a close button, and its own search form (hidden at medium and larger). Choosing a
 * tile closes the menu. The trigger button shows below the medium breakpoint. Closed by a tile or
 * the search form, it leaves focus to the page being opened (the app focuses its heading, decision
 * 029) instead of returning it to the trigger.
 */
export function MobileMenu({
  user,
  cartCount,
  onSearch,
  onLogout,
  open: openProp,
  onOpenChange,
  defaultOpen = false,
}: MobileMenuProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const navigating = useRef(false);
  const closeToNavigate = () => {
    navigating.current = true;
    setOpen(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onSearch(typeof text === 'string' ? text.trim() : '');
    closeToNavigate();
  };

  const tiles = [
    ...MAIN_LINKS,
    { href: '/cart', label: `Cart (${cartCount})` },
    ...(user
      ? [{ href: '/my-profile', label: 'My Profile' }]
      : [
          { href: '/sign-in', label: 'Sign In' },
          { href: '/sign-up', label: 'Sign Up' },
        ]),
  ];

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.trigger} aria-label="Open menu">
        <Menu aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (navigating.current) event.preventDefault();
            navigating.current = false;
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close menu">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <form role="search" className={styles.search} onSubmit={submit}>
            <label htmlFor="mobile-menu-search" className={visuallyHidden}>
              Search products
            </label>
            <input
              id="mobile-menu-search"
              name="q"
              type="search"
              className={styles.searchInput}
              placeholder="Search..."
              autoComplete="off"
            />
            <Button type="submit" aria-label="Search">
              <Search aria-hidden="true" size={18} />
            </Button>
          </form>
          <nav aria-label="Menu">
            <ul className={styles.tiles}>
              {tiles.map((tile) => (
                <li key={tile.href}>
                  <Link href={tile.href} className={styles.tile} onClick={closeToNavigate}>
                    {tile.label}
                  </Link>
                </li>
              ))}
              {user ? (
                <li>
                  <Dialog.Close className={styles.tile} onClick={onLogout}>
                    Logout
                  </Dialog.Close>
                </li>
              ) : null}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
