import { useEffect, useRef, useState } from 'react';
import { Undo2 } from 'lucide-react';
import type { CartItem } from '@shop/contract';
import { Button } from '../Button/index.ts';
import * as styles from './RemovedCartLine.css.ts';

/**
 * How long the Undo notice of a removed cart line stays, in milliseconds (our choice for
 * "removing a cart line offers Undo"): counted while neither focus nor the pointer is on it, so
 * nobody loses it while reaching for it (WCAG 2.2.1, timing adjustable).
 */
export const UNDO_MS = 8000;

/** Props of {@link RemovedCartLine}. */
export type RemovedCartLineProps = {
  /** The cart line that was removed, as it was (its product and quantity are what Undo re-adds). */
  item: CartItem;
  /** Called when 'Undo' is pressed. */
  onUndo: () => void;
  /** Called once the notice has shown for `timeoutMs` without focus or pointer on it. */
  onExpire: () => void;
  /** True while the line is being added back: 'Undo' is disabled yet keeps focus. */
  busy?: boolean;
  /** How long it stays, in milliseconds (default UNDO_MS). */
  timeoutMs?: number;
};

/**
 * The line-sized notice that takes a removed cart line's place: 'Removed {name}' and an
 * 'Undo' button. An `<li>` for the cart list, marked `data-focus-skip`: focus from the removed
 * line's remove button goes on to the next line's (useFocusAfterRemoval), as the notice is announced
 * (the caller's job) and sits just before that line in the tab order. Its Undo button carries `data-focus-key="remove"`, so
 * when the notice goes while Undo has focus, focus moves to the remove button of the line in its place.
 */
export function RemovedCartLine({
  item,
  onUndo,
  onExpire,
  busy = false,
  timeoutMs = UNDO_MS,
}: RemovedCartLineProps) {
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const paused = focused || hovered || busy;
  // The time counts from when the notice shows or is left, not from the caller's last render.
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => expire.current(), timeoutMs);
    return () => clearTimeout(timer);
  }, [paused, timeoutMs]);

  const name = item.product.name;
  return (
    <li
      className={styles.root}
      aria-label={`Removed ${name}`}
      aria-busy={busy || undefined}
      data-focus-skip=""
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <p className={styles.text}>Removed {name}</p>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Undo: put ${name} back in your cart`}
        disabled={busy}
        focusableWhenDisabled
        data-focus-key="remove"
        onClick={onUndo}
      >
        <Undo2 aria-hidden="true" size={16} />
        Undo
      </Button>
    </li>
  );
}
