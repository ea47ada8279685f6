/**
 * Bookmark and quick add-to-cart actions of product cards (spec section 4): the bookmark list is
 * replaced by the server's; a visitor who bookmarks goes to sign-in, one who adds to cart sees
 * 'log in to add to cart!'; the test user gets the section 6 message (no request sent).
 */
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth, useBookmarkActions, useBookmarks, useCart } from '@shop/api-client';
import { BANNER_MS, MESSAGES, type Product } from '@shop/api-client/contract';
import { useAlert } from './alert.tsx';
import { useGuarded } from './useGuarded.ts';

/** Props for a product grid's cards: bookmarked ids, busy flag and the two callbacks. */
export function useProductCardActions() {
  const { isLoggedIn } = useAuth();
  const { data } = useBookmarks();
  const bookmarks = useBookmarkActions();
  const cart = useCart();
  const { setAlert } = useAlert();
  const guard = useGuarded();
  const navigate = useNavigate();
  const location = useLocation();
  const bookmarkedIds = useMemo(
    () => new Set(isLoggedIn ? (data?.bookmarks ?? []).map((b) => b.product.id) : []),
    [data, isLoggedIn],
  );
  return {
    bookmarkedIds,
    bookmarkBusy: bookmarks.loading,
    onToggleBookmark: (product: Product) => {
      if (!isLoggedIn) {
        void navigate(`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`);
        return;
      }
      void guard(() => bookmarks.toggle(product.id));
    },
    onAddToCart: (product: Product) => {
      if (!isLoggedIn) {
        setAlert(MESSAGES.cart.loginToAdd, 'alert-info', BANNER_MS);
        return;
      }
      void guard(async () => {
        const result = await cart.addToCart(product.id, 1);
        if (result) setAlert(MESSAGES.cart.added, 'alert-success', BANNER_MS);
      });
    },
  };
}
