import { useId, useRef } from 'react';
import { CheckCircle2, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { MESSAGES } from '@shop/contract';
import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import { Price } from '../Price/index.ts';
import { ProductImage } from '../ProductImage/index.ts';
import * as styles from './MiniCart.css.ts';
import type { MiniCartProps } from './types.ts';

/**
 * The popover of {@link MiniCart}, in its own module so that Radix Popover and floating-ui load when a
 * mini-cart first opens, not with the page (decision 017). Props and behaviour: see {@link MiniCart}.
 */
export default function MiniCartPopover({
  open,
  onOpenChange,
  anchorRef,
  line,
  itemCount,
  totalPrice,
  cartHref = '/cart',
}: MiniCartProps) {
  const titleId = useId();
  const cartLinkRef = useRef<HTMLAnchorElement>(null);
  // Focus goes back to the anchor unless the user clicked elsewhere or followed 'To My Cart'.
  const returnFocus = useRef(true);
  const { product } = line;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          className={styles.content}
          aria-labelledby={titleId}
          side="bottom"
          align="end"
          sideOffset={8}
          collisionPadding={16}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current = true;
            // Nothing scrolls: the content may not be placed yet when it opens.
            cartLinkRef.current?.focus({ preventScroll: true });
          }}
          onInteractOutside={() => {
            returnFocus.current = false;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Only focus that would be lost goes back: when another mini-cart replaced this one (a
            // product card's add), the new one already holds focus and keeps it.
            const active = anchorRef.current?.ownerDocument.activeElement;
            if (returnFocus.current && (!active || active === active.ownerDocument.body)) {
              anchorRef.current?.focus();
            }
          }}
        >
          <div className={styles.header}>
            <Popover.Title id={titleId} className={styles.title}>
              <CheckCircle2 aria-hidden="true" size={18} />
              {MESSAGES.cart.added}
            </Popover.Title>
            <Popover.Close asChild>
              <Button variant="ghost" size="sm" aria-label="Close">
                <X aria-hidden="true" size={16} />
              </Button>
            </Popover.Close>
          </div>
          <div className={styles.line}>
            <ProductImage
              className={styles.image}
              src={product.images[0]?.image_url ?? product.imageUrl}
              alt={product.name}
              width={64}
              height={64}
              loading="eager"
            />
            <div className={styles.lineText}>
              <p className={styles.name}>{product.name}</p>
              <p className={styles.muted}>Quantity: {line.quantity}</p>
              <p className={styles.muted}>
                Line total: <Price value={line.line_total} />
              </p>
            </div>
          </div>
          <p className={styles.summary}>
            <span>
              Your cart: {itemCount} {itemCount === 1 ? 'item' : 'items'}
            </span>
            <span className={styles.total}>
              Total: <Price value={totalPrice} />
            </span>
          </p>
          <div className={styles.actions}>
            <Button asChild>
              <Link
                ref={cartLinkRef}
                href={cartHref}
                onClick={() => {
                  returnFocus.current = false;
                  onOpenChange(false);
                }}
              >
                To My Cart
              </Link>
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
