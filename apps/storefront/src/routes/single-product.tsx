/**
 * single-product/{id} (spec sections 2, 4, 5): product with its review summary, add to cart with a
 * quantity (visitors too: the guest cart; success opens the mini-cart, announced, with no
 * jump), bookmark (visitors too: guest bookmarks, announced), reviews with the signed-in user's one review (found by author id),
 * related products (GET /products/{id}/related/) and quick deals from the catalogue's
 * first page; for a signed-in user, 'Report' on the listing, others' reviews and their authors
 * (decision 072); the author of a review staff hid is told so instead of the form (decision 076);
 * and 'Ask the seller' (decision 074).
 */
import { Suspense, lazy, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, TestUserBlockedError, useAuth, useBookmarkActions, useCart } from '@shop/api-client';
import {
  useMyHiddenReviews,
  useReportActions,
  useReviewActions,
  useReviews,
  useProduct,
  useProducts,
  useRelatedProducts,
} from '@shop/api-client/hooks';
import { BANNER_MS, MESSAGES, addBeyondStockMessage, shopToday, type ReviewRequest } from '@shop/contract';
import type { AddedToCart } from '@shop/ui/components/AddToCartForm/index.ts';
import { SingleProductScreen } from '@shop/ui/screens/SingleProductScreen/index.ts';
import { useAnnounce } from '@shop/ui/shell/Announcer/index.ts';
import { ReviewForm } from '@shop/ui/components/ReviewForm/index.ts';
import { useAlert } from '../app/alert.tsx';
import { bookmarkChangeMessage, cartAddedMessage } from '../app/announcements.ts';
import { useGuarded } from '../app/useGuarded.ts';
import { noindexHead, useOrigin, DocumentHead } from '../app/head.tsx';
import { productPageHead } from '../app/structuredData.ts';
import { AfterHydration } from '../app/AfterHydration.tsx';

/** 'Ask the seller' (decision 074): its own chunk with the messaging calls, for signed-in users only. */
const AskSeller = lazy(() => import('./messages.tsx').then((m) => ({ default: m.AskSeller })));

export default function SingleProductRoute() {
  const { id = '' } = useParams();
  const auth = useAuth();
  const cart = useCart();
  const { setAlert } = useAlert();
  const guard = useGuarded();
  const product = useProduct(id);
  // The product's head (decision 036): its name as the title (decision 029), its description,
  // canonical URL, image and JSON-LD; none while it loads; noindex when it cannot be shown.
  const origin = useOrigin();
  const pageHead = product.data
    ? productPageHead(product.data.product, product.data.review_summary, origin, product.data.seller)
    : product.error
      ? noindexHead('Product not found')
      : null;
  const list = useProducts({ page: 1, pageSize: 9 });
  // 'Related Products': same category first, never this product (decision 028).
  const related = useRelatedProducts(id);
  const reviews = useReviews(id);
  const reviewActions = useReviewActions(id);
  const bookmarks = useBookmarkActions();
  // Reports (decision 072): signed-in users report the listing, a review or its author.
  const { createReport } = useReportActions();
  const announce = useAnnounce();
  const [addMessage, setAddMessage] = useState<string | null>(null);
  const [added, setAdded] = useState<AddedToCart | null>(null);
  const [reviewError, setReviewError] = useState<string | null>(null);
  // The add that failed (decision 047): its message is the cart's error, shown in the form.
  const [addFailed, setAddFailed] = useState(false);
  // The estimated delivery counts from the shop's calendar day (contract shopToday, decision 047):
  // the server's render and the hydration agree, so the page hydrates in one commit.
  const [today] = useState(() => shopToday());

  // One's own review is found by author id (`username` is now a public display name).
  const userId = auth.user?.id;
  const own =
    auth.isLoggedIn && userId !== undefined
      ? (reviews.data?.comments ?? []).find((c) => c.user_id === userId)
      : undefined;
  const productId = product.data?.product.id;
  // A review staff hid (decision 076) is not on the page: the author's hidden ones say so.
  const mine = useMyHiddenReviews();
  const hiddenOwn =
    own === undefined && auth.isLoggedIn
      ? (mine.data?.comments ?? []).some((c) => c.product_id === productId && c.hidden === true)
      : false;

  const onAddToCart = (quantity: number) => {
    if (!quantity) return setAddMessage(MESSAGES.cart.selectQuantity);
    const shown = product.data?.product;
    if (productId === undefined || shown === undefined) return;
    setAddFailed(false);
    setAdded(null);
    // More than the stock with what the cart holds (decision 047): said at once, nothing sent.
    const inCart = cart.items.find((item) => item.product.id === productId)?.quantity ?? 0;
    const beyond = addBeyondStockMessage(shown, inCart, quantity);
    setAddMessage(beyond);
    if (beyond !== null) return;
    void cart
      .addToCart(productId, quantity)
      .then((result) => {
        // A refused add (e.g. 400 outOfStock: the stock moved meanwhile) shows the cart's error in
        // the form (decision 047); an add ignored while busy leaves no error and shows nothing.
        if (!result) return setAddFailed(true);
        // No jump to the top (decision 033 overrides spec section 5's scroll): the mini-cart, anchored
        // to the button, confirms with 'success! item added to cart' and the line as the server has it.
        const line = result.items.find((item) => item.product.id === productId);
        if (!line) return;
        setAdded({ line, itemCount: result.item_count, totalPrice: result.total_price });
        announce(cartAddedMessage(line.product.name, quantity, result.item_count));
      })
      .catch((err: unknown) => {
        if (err instanceof TestUserBlockedError) setAlert(err.message, 'alert-warning', BANNER_MS);
        else console.error(err);
      });
  };

  const runReview = async (fn: () => Promise<unknown>, fallback: string) => {
    setReviewError(null);
    try {
      await fn();
    } catch (err) {
      if (err instanceof TestUserBlockedError) setAlert(err.message, 'alert-warning', BANNER_MS);
      else setReviewError(err instanceof ApiError ? err.message : fallback);
    }
  };

  return (
    <>
      <DocumentHead head={pageHead} />
      <SingleProductScreen
        product={product.error?.status === 404 ? null : product.data?.product}
        viewerId={auth.isLoggedIn ? userId : undefined}
        onReport={auth.isLoggedIn ? createReport : undefined}
        seller={product.data?.seller}
        askSellerSlot={
          auth.isLoggedIn && product.data ? (
            <AfterHydration>
              <Suspense fallback={null}>
                <AskSeller productId={product.data.product.id} />
              </Suspense>
            </AfterHydration>
          ) : undefined
        }
        loading={product.isLoading}
        error={product.error && product.error.status !== 404 ? product.error.message : null}
        products={list.data?.products ?? []}
        related={related.data?.products ?? []}
        reviewSummary={product.data?.review_summary ?? null}
        onAddToCart={onAddToCart}
        adding={cart.adding}
        addMessage={addMessage ?? (addFailed ? cart.error : null)}
        today={today}
        added={added?.line.product.id === productId ? added : null}
        onAddedClose={() => setAdded(null)}
        bookmarked={productId !== undefined && bookmarks.isBookmarked(productId)}
        bookmarkBusy={bookmarks.loading}
        onToggleBookmark={() => {
          if (productId === undefined) return;
          const name = product.data?.product.name ?? '';
          void guard(async () => {
            const list = await bookmarks.toggle(productId);
            announce(
              bookmarkChangeMessage(
                name,
                list.some((b) => b.product.id === productId),
              ),
            );
          });
        }}
        reviews={reviews.data?.comments ?? []}
        reviewsLoading={reviews.isLoading}
        reviewsError={reviews.error?.message ?? null}
        reviewsSlot={
          <ReviewForm
            signedIn={auth.isLoggedIn}
            hiddenByStaff={hiddenOwn}
            existingReview={own ? { id: own.id, text: own.text, rating: own.rating } : null}
            busy={reviewActions.loading}
            error={reviewError}
            loginHref="/login"
            onSubmit={(values: ReviewRequest) =>
              void runReview(() => reviewActions.add(values), MESSAGES.reviews.submitFallback)
            }
            onUpdate={(cid, values) =>
              void runReview(() => reviewActions.update(cid, values), MESSAGES.reviews.submitFallback)
            }
            onDelete={(cid) =>
              void runReview(() => reviewActions.remove(cid), MESSAGES.reviews.deleteFallback)
            }
          />
        }
      />
    </>
  );
}
