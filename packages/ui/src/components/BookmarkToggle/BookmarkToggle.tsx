import { Bookmark } from 'lucide-react';
import { Button } from '../Button/index.ts';
import { cx } from '../cx.ts';
import * as styles from './BookmarkToggle.css.ts';

/** Props of {@link BookmarkToggle}. */
export type BookmarkToggleProps = {
  /** Whether the product is in the user's bookmarks (spec section 4, bookmark toggle). */
  bookmarked: boolean;
  /**
   * True while the bookmarks are loading or a toggle is on its way: the button is disabled, yet
   * keeps focus (`aria-disabled`, presses ignored, decision 029).
   */
  busy?: boolean;
  /** Called on press; the caller toggles the bookmark on the server. */
  onToggle: () => void;
  /** The product's name, used in the accessible name 'Bookmark {productName}'. */
  productName: string;
  /** Show the word 'Bookmark' / 'Bookmarked' next to the icon (default: icon only). */
  showText?: boolean;
  size?: 'sm' | 'md';
  className?: string;
};

/**
 * The bookmark toggle of spec section 4: a toggle button (`aria-pressed`) that is filled (solid
 * icon, secondary style) when the product is bookmarked and disabled while `busy`, staying
 * focusable then so focus is never lost (Button's `focusableWhenDisabled`, decision 029).
 */
export function BookmarkToggle({
  bookmarked,
  busy = false,
  onToggle,
  productName,
  showText = false,
  size = 'sm',
  className,
}: BookmarkToggleProps) {
  return (
    <Button
      variant={bookmarked ? 'secondary' : 'outline'}
      size={size}
      aria-pressed={bookmarked}
      aria-label={showText ? undefined : `Bookmark ${productName}`}
      disabled={busy}
      focusableWhenDisabled
      aria-busy={busy || undefined}
      onClick={onToggle}
      className={cx(styles.root, className)}
      data-bookmarked={bookmarked}
    >
      <Bookmark aria-hidden="true" size={18} fill={bookmarked ? 'currentColor' : 'none'} />
      {showText ? (bookmarked ? 'Bookmarked' : 'Bookmark') : null}
    </Button>
  );
}
