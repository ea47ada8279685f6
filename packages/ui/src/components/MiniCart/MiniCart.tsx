import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../lazyWithPreload.ts';
import type { MiniCartProps } from './types.ts';

export type { MiniCartProps } from './types.ts';

/** The popover's module (Radix Popover + floating-ui): loaded when a mini-cart first opens. */
const MiniCartPopover = lazyWithPreload(() => import('./MiniCartPopover.tsx'));

/**
 * Starts loading the mini-cart's popover code ahead of its first open (e.g. when an 'Add to cart'
 * button is pressed, while the add request runs). Resolves when loaded; never rejects.
 */
export function preloadMiniCart(): Promise<unknown> {
  return MiniCartPopover.preload();
}

/**
 * The mini-cart ("feedback without jumps"): after an add to cart, a non-modal popover
 * anchored to the add button confirms it, with the spec's 'success! item added to cart' as its
 * title, the cart line (image, name, quantity and the server's line total), the cart's item count
 * and total, and a 'To My Cart' link. Nothing scrolls. Focus moves to 'To My Cart' when it opens;
 * Escape or the close button closes it and focus goes back to the anchor (a click elsewhere leaves
 * focus where the click put it, and so does another mini-cart that replaced it). It computes no
 * price: every amount is the server's, in pounds.
 * The popover's code (Radix Popover, floating-ui) loads on the first open, not with the page
 * (decision 017); nothing renders until then.
 */
export function MiniCart(props: MiniCartProps) {
  // Mounted from the first open on, so that closing can run the popover's own focus return.
  const [mounted, setMounted] = useState(props.open);
  if (props.open && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <MiniCartPopover {...props} />
    </Suspense>
  ) : null;
}
