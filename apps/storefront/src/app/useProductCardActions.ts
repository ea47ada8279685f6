/**
 * Bookmark and quick add-to-cart actions of product cards (spec section 4, issue 11): visitors and
 * users alike (a visitor's cart and bookmarks are kept by the server as guest ones and merged into
 * the account at sign-in); the bookmark list is replaced by the server's and the change announced;
 * an add shows 'success! item added to cart' in the banner, which neither moves focus away from the
 * card nor scrolls (decision 029); the test user gets the section 6 message (no request sent).
 */
import { useMemo } from 'react';
import { useBookmarkActions, useBookmarks, useCart } from '@shop/api-client';
import { BANNER_MS, MESSAGES, type Product } from '@shop/api-client/contract';
import { useAnnounce } from '@shop/ui/shell/Announcer/index.ts';
import { useAlert } from './alert.tsx';
import { bookmarkChangeMessage } from './announcements.ts';
import { useGuarded } from './useGuarded.ts';

/** Props for a product grid's cards: bookmarked ids, busy flag and the two callbacks. */
export function useProductCardActions() {
  const { data } = useBookmarks();
  const bookmarks = useBookmarkActions();
  const cart = useCart();
  const { setAlert } = useAlert();
  const announce = useAnnounce();
  const guard = useGuarded();
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
      void guard(async () => {
        const result = await cart.addToCart(product.id, 1);
        // A failure or an add ignored while another cart call runs is only kept in cart.error (spec section 8).
        if (result) setAlert(MESSAGES.cart.added, 'alert-success', BANNER_MS);
      });
    },
  };
}
