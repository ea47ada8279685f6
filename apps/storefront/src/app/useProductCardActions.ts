/**
 * Bookmark and quick add-to-cart actions of product cards (spec section 4): visitors and
 * users alike (a visitor's cart and bookmarks are kept by the server as guest ones and merged into
 * the account at sign-in); the bookmark list is replaced by the server's and the change announced.
 * An add of DEFAULT_ADD_QUANTITY that succeeds opens the mini-cart on the card that was pressed
 * ('success! item added to cart' with the server's line, count and total; no scroll, decision 033)
 * and is announced in the polite live region, as on the product page. The test user's section 6
 * message and API errors still show in the banner (useGuarded; no request is sent for the test user),
 * and so does an add beyond the stock with what the cart holds (decision 047: no request is sent).
 */
import { useMemo, useState } from 'react';
import { useAuth, useBookmarkActions, useBookmarks, useCart } from '@shop/api-client';
import { BANNER_MS, DEFAULT_ADD_QUANTITY, addBeyondStockMessage, type Product } from '@shop/contract';
import type { AddedToCart } from '@shop/ui/components/AddToCartForm/index.ts';
import { useAnnounce } from '@shop/ui/shell/Announcer/index.ts';
import { bookmarkChangeMessage, cartAddedMessage } from './announcements.ts';
import { useAlert } from './alert.tsx';
import { useGuarded } from './useGuarded.ts';

/**
 * Props for a product grid's cards: bookmarked ids, busy flag, the two callbacks, the signed-in
 * user's id (`viewerId`: no add-to-cart on their own listings, decision 045), and the card add
 * that just succeeded (`added`, for the mini-cart; one at a time) with `onAddedClose`.
 */
export function useProductCardActions() {
  const { data } = useBookmarks();
  const bookmarks = useBookmarkActions();
  const cart = useCart();
  const announce = useAnnounce();
  const guard = useGuarded();
  const { setAlert } = useAlert();
  const [added, setAdded] = useState<AddedToCart | null>(null);
  const auth = useAuth();
  const bookmarkedIds = useMemo(() => new Set((data?.bookmarks ?? []).map((b) => b.product.id)), [data]);
  return {
    bookmarkedIds,
    bookmarkBusy: bookmarks.loading,
    onToggleBookmark: (product: Product) => {
      void guard(async () => {
        const list = await bookmarks.toggle(product.id);
        announce(
          bookmarkChangeMessage(
            product.name,
            list.some((b) => b.product.id === product.id),
          ),
        );
      });
    },
    onAddToCart: (product: Product) => {
      setAdded(null);
      // More than the stock with what the cart holds (decision 047): the banner says so, nothing sent.
      const inCart = cart.items.find((item) => item.product.id === product.id)?.quantity ?? 0;
      const beyond = addBeyondStockMessage(product, inCart, DEFAULT_ADD_QUANTITY);
      if (beyond !== null) return setAlert(beyond, 'alert-warning', BANNER_MS);
      void guard(async () => {
        const result = await cart.addToCart(product.id, DEFAULT_ADD_QUANTITY);
        // A failure or an add ignored while another cart call runs is only kept in cart.error (spec section 8).
        if (!result) return;
        const line = result.items.find((item) => item.product.id === product.id);
        if (!line) return;
        setAdded({ line, itemCount: result.item_count, totalPrice: result.total_price });
        announce(cartAddedMessage(line.product.name, DEFAULT_ADD_QUANTITY, result.item_count));
      });
    },
    // Their own listings show no add-to-cart button (decision 045).
    viewerId: auth.isLoggedIn ? auth.user?.id : undefined,
    added,
    onAddedClose: () => setAdded(null),
  };
}
