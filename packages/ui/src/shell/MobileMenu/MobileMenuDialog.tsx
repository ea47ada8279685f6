import { useRef, type FormEvent, type RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { Search, X } from 'lucide-react';
import { Link } from '../../components/Link/Link.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { visuallyHidden } from '../../components/shared.css.ts';
import { MAIN_LINKS, type ShellUser } from '../types.ts';
import * as styles from './MobileMenu.css.ts';

/** Props of {@link MobileMenuDialog}. */
export type MobileMenuDialogProps = {
  user: ShellUser;
  cartCount: number;
  onSearch: (text: string) => void;
  onLogout: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button outside this module: focus goes back to it when the menu closes (not to navigate). */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The id of the dialog, which the menu button's `aria-controls` names. */
  contentId: string;
};

/**
 * The dialog of {@link MobileMenu} (a Radix Dialog sliding in from the side), in its own module so that
 * the dialog, its focus trap and scroll lock load on the menu's first open, not with the page
 * (decision 017). Choosing a tile or sending the search form closes it and leaves focus to the page
 * being opened (decision 029); Escape, the close button and Logout give focus back to the menu button.
 */
export default function MobileMenuDialog({
  user,
  cartCount,
  onSearch,
  onLogout,
  open,
  onOpenChange,
  triggerRef,
  contentId,
}: MobileMenuDialogProps) {
  const navigating = useRef(false);
  const closeToNavigate = () => {
    navigating.current = true;
    onOpenChange(false);
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={contentId}
          className={styles.content}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The trigger is not a Dialog.Trigger (it lives in the first-load chunk): return focus by hand.
            event.preventDefault();
            if (!navigating.current) triggerRef.current?.focus();
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
