/**
 * cart (spec sections 2, 4): lines with remove (and Undo) and quantity change; 'make
 * payment' to /payment-page. Visitors see their guest cart here too; paying still needs
 * an account, so a visitor's 'make payment' goes to /sign-in?next=/cart, back here after signing
 * in, where the server has merged the guest cart into the account's. Each change is announced in
 * the polite live region.
 */
import { useState } from 'react';
import { useAuth, useCart } from '@shop/api-client';
import type { CartItem } from '@shop/contract';
import { CartScreen } from '@shop/ui/screens/CartScreen/index.ts';
import { useAnnounce } from '@shop/ui/shell/Announcer/index.ts';
import { cartQuantityMessage, cartRemovedMessage, cartRestoredMessage } from '../app/announcements.ts';
import { useGuarded } from '../app/useGuarded.ts';
import { DocumentHead, noindexHead } from '../app/head.tsx';

/** Where a visitor's 'make payment' goes: sign in (or sign up from there), then back to the cart. */
const VISITOR_PAYMENT_HREF = `/sign-in?next=${encodeURIComponent('/cart')}`;

export default function CartRoute() {
  const pageHead = noindexHead('Your Cart');
  const cart = useCart();
  const { isLoggedIn } = useAuth();
  const guard = useGuarded();
  const announce = useAnnounce();
  const [busyItemId, setBusyItemId] = useState<number | null>(null);
  const busy = async (itemId: number, fn: () => Promise<unknown>) => {
    setBusyItemId(itemId);
    const result = await guard(fn);
    setBusyItemId(null);
    return result;
  };
  const nameOf = (itemId: number) => cart.items.find((item) => item.id === itemId)?.product.name ?? '';
  return (
    <>
      <DocumentHead head={pageHead} />
      <CartScreen
        items={cart.items}
        itemCount={cart.itemCount}
        totalPrice={cart.totalPrice}
        loading={cart.loading}
        error={cart.error}
        busyItemId={busyItemId}
        onRemove={(itemId) => {
          const name = nameOf(itemId);
          void busy(itemId, () => cart.removeItem(itemId)).then((result) => {
            if (result) announce(cartRemovedMessage(name));
          });
        }}
        onUndo={async (removed: CartItem) => {
          const result = await guard(() => cart.addToCart(removed.product.id, removed.quantity));
          if (result) announce(cartRestoredMessage(removed.product.name));
          return result !== undefined;
        }}
        onQuantityChange={(itemId, quantity) => {
          const name = nameOf(itemId);
          void busy(itemId, () => cart.updateItem(itemId, quantity)).then((result) => {
            if (result) announce(cartQuantityMessage(name, quantity));
          });
        }}
        paymentHref={isLoggedIn ? '/payment-page' : VISITOR_PAYMENT_HREF}
        productsHref="/products"
      />
    </>
  );
}
