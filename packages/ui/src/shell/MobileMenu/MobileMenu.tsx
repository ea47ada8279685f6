import { Suspense, useId, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { lazyWithPreload } from '../../components/lazyWithPreload.ts';
import type { ShellUser } from '../types.ts';
import * as styles from './MobileMenu.css.ts';

/** The dialog's module: loaded when the pointer or focus reaches the menu button, or on first open. */
const MobileMenuDialog = lazyWithPreload(() => import('./MobileMenuDialog.tsx'));

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
 * 029) instead of returning it to the trigger. The dialog's code (Radix Dialog, focus trap, scroll
 * lock) loads when the pointer or focus reaches the button or on first open (decision 017); until
 * then only the button is rendered.
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
  // Mounted from the first open on, so that closing can animate and reopening is instant.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => void MobileMenuDialog.preload()}
        onFocus={() => void MobileMenuDialog.preload()}
        onClick={() => setOpen(!open)}
      >
        <Menu aria-hidden="true" />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuDialog
            user={user}
            cartCount={cartCount}
            onSearch={onSearch}
            onLogout={onLogout}
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            contentId={contentId}
          />
        </Suspense>
      ) : null}
    </>
  );
}
