import type { Meta, StoryObj } from '@storybook/react-vite';
import { REPORT_MESSAGES } from '@shop/contract';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  sampleReviews,
  sampleProducts,
  sampleRelatedProducts,
  sampleReviewSummary,
} from '@shop/sample-catalogue';
import { Link } from '../../components/Link/index.ts';
import { SingleProductScreen } from './SingleProductScreen.tsx';

function sample(id: number) {
  const product = sampleProducts.find((p) => p.id === id);
  if (!product) throw new Error(`No sample product ${id}`);
  return product;
}

/** Aurora headphones: 3 images, NEW, 3 reviews in the sample (one by a buyer: 'Verified purchase'). */
const headphones = sample(1);
/** Merino jumper: a single image. */
const jumper = sample(4);
/** Oak & Linen sofa: the only other Furniture is the walnut coffee table. */
const sofa = sample(2);
/** Rosehip serum: the only product of its category (Beauty & Personal Care), no reviews. */
const serum = sample(9);
/** Compact mechanical keyboard: no reviews yet. */
const keyboard = sample(24);
const headphoneReviews = sampleReviews.filter((c) => c.product_id === headphones.id);
const noReviews = {
  average: 0,
  count: 0,
  histogram: [0, 0, 0, 0, 0] as [number, number, number, number, number],
};

/** Thursday 28 November 2024, noon: a fixed day for the estimated delivery dates. */
const THURSDAY = new Date(2024, 10, 28, 12);

const meta = {
  title: 'Screens/SingleProductScreen',
  component: SingleProductScreen,
  args: {
    today: THURSDAY,
    product: headphones,
    products: sampleProducts,
    related: sampleRelatedProducts(headphones.id),
    reviewSummary: sampleReviewSummary(headphones.id),
    onAddToCart: fn(),
    reviews: [],
    reviewsSlot: (
      <p>
        Please log in to leave a comment. <Link href="/login">log in</Link>
      </p>
    ),
  },
} satisfies Meta<typeof SingleProductScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The seller looking at their own listing (decision 045): no add-to-cart and no review form,
 * 'This is your listing' instead.
 */
export const OwnListing: Story = {
  args: { viewerId: headphones.seller_id },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This is your listing')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /add to cart/i })).toBeNull();
    await expect(canvas.queryByText(/please log in to leave a comment/i)).toBeNull();
  },
};

/**
 * Its seller has no active payout account (decision 059): the listing shows, but 'This seller is
 * not taking orders yet' stands instead of add-to-cart.
 */
export const SellerNotTakingOrders: Story = {
  args: { product: { ...headphones, seller_taking_orders: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This seller is not taking orders yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /add to cart/i })).toBeNull();
  },
};

/** Three images: clicking a thumbnail switches the main image. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: headphones.name })).toBeVisible();
    const thumbnails = canvas.getAllByRole('button', { name: /^Show image/ });
    await expect(thumbnails).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: `${headphones.name}, image 1 of 3` })).toHaveAttribute(
      'src',
      headphones.images[0]?.image_url,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 2 of 3' }));
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: `${headphones.name}, image 2 of 3` })).toHaveAttribute(
        'src',
        headphones.images[1]?.image_url,
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Back Shopping' })).toHaveAttribute('href', '/products');
    await expect(canvas.getByRole('link', { name: 'To My Cart' })).toHaveAttribute('href', '/cart');
  },
};

/** One image: no thumbnails. */
export const SingleImage: Story = {
  args: { product: jumper },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: jumper.name })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Show image/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { product: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading product');
  },
};

export const NotFound: Story = {
  args: { product: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back Shopping' })).toHaveAttribute('href', '/products');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { product: null, error: 'Failed to fetch product' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error: Failed to fetch product');
  },
};

/**
 * The review summary (average, count and a 1-5 histogram) above the reviews with their authors,
 * 'Verified purchase' badges, star ratings and dates; the average also under the product name.
 */
export const WithReviews: Story = {
  args: { reviews: headphoneReviews },
  play: async ({ canvas }) => {
    const summary = sampleReviewSummary(headphones.id);
    const average = summary.average.toFixed(1);
    await expect(canvas.getByText(`Rated ${average} out of 5, ${summary.count} reviews`)).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: `Rated ${average} out of 5` })).toBeVisible();
    const histogram = canvas.getByRole('list', { name: 'Reviews by rating' });
    await expect(histogram.querySelectorAll('li')).toHaveLength(5);
    await expect(histogram).toHaveTextContent(`${summary.histogram[4]} reviews with 5 stars`);
    await expect(canvas.getAllByText('Verified purchase')).toHaveLength(
      headphoneReviews.filter((c) => c.verified_purchase).length,
    );
    const reviews = canvas.getByRole('region', { name: 'Comments' });
    await expect(reviews.querySelectorAll(':scope > ul > li')).toHaveLength(headphoneReviews.length);
    const first = headphoneReviews[0];
    if (!first) throw new Error('the sample has comments for product 1');
    await expect(
      canvas.getAllByRole('img', { name: `${first.rating} out of 5 stars` }).length,
    ).toBeGreaterThan(0);
  },
};

/** A product nobody has reviewed: no rating under its name, no summary, 'No comments yet.' */
export const NoReviews: Story = {
  args: {
    product: keyboard,
    related: sampleRelatedProducts(keyboard.id),
    reviewSummary: noReviews,
    reviews: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No comments yet.')).toBeVisible();
    const overview = canvas.getByRole('region', { name: keyboard.name });
    await expect(within(overview).queryByText(/^Rated /)).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Reviews by rating' })).toBeNull();
  },
};

/** The quantity choices run 1..itemsInStock (30 in the sample) with 1 chosen. */
export const QuantityChoices: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const quantity = canvas.getByRole('combobox', { name: 'Quantity' });
    await expect(quantity.querySelectorAll('option')).toHaveLength(headphones.itemsInStock);
    await expect(quantity).toHaveValue('1');
    await userEvent.selectOptions(quantity, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(2);
  },
};

/** While adding: 'Adding...' and disabled, yet focusable (decision 029). */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Adding...' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A signed-in user who bookmarked the product. */
export const Bookmarked: Story = {
  args: { bookmarked: true, onToggleBookmark: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Bookmarked' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggleBookmark).toHaveBeenCalledOnce();
  },
};

/**
 * 'Related Products' (4 of the same category, never the product itself, labelled 'In Electronics')
 * and 'quick deals' (first 5, reversed).
 */
export const SideLists: Story = {
  play: async ({ canvas }) => {
    const related = canvas.getByRole('region', { name: 'Related Products' });
    await expect(related.querySelectorAll('article')).toHaveLength(4);
    await expect(related).not.toHaveTextContent(headphones.name);
    await expect(canvas.getByText('In Electronics')).toBeVisible();
    const deals = canvas.getByRole('region', { name: 'quick deals' });
    const dealLinks = deals.querySelectorAll('a');
    await expect(dealLinks).toHaveLength(5);
    await expect(dealLinks[0]).toHaveTextContent(sample(5).name);
  },
};

/** Only one other product shares the category: it comes first, then the newest of the others. */
export const RelatedFromOtherCategories: Story = {
  args: {
    product: sofa,
    related: sampleRelatedProducts(sofa.id),
    reviewSummary: sampleReviewSummary(sofa.id),
  },
  play: async ({ canvas }) => {
    const related = canvas.getByRole('region', { name: 'Related Products' });
    const names = Array.from(related.querySelectorAll('h3'), (h) => h.textContent);
    await expect(names).toHaveLength(4);
    await expect(names[0]).toBe(sample(11).name);
    await expect(names).not.toContain(sofa.name);
    await expect(canvas.getByText('In Furniture')).toBeVisible();
  },
};

/** The only product of its category: the related products come from other categories, with no 'In' label. */
export const NoneInCategory: Story = {
  args: { product: serum, related: sampleRelatedProducts(serum.id), reviewSummary: noReviews },
  play: async ({ canvas }) => {
    const related = canvas.getByRole('region', { name: 'Related Products' });
    await expect(related.querySelectorAll('article')).toHaveLength(4);
    await expect(canvas.queryByText(`In ${serum.category}`)).toBeNull();
  },
};

/**
 * Delivery and returns (decision 047): dispatched within the seller's 2 working days, then 1-3 in
 * transit, from a Thursday: 'Estimated delivery: Tue 3 Dec – Thu 5 Dec'; and '30-day returns'.
 */
export const DeliveryAndReturns: Story = {
  args: { product: { ...jumper, dispatchDays: 2 } },
  play: async ({ canvas }) => {
    const promises = canvas.getByRole('list', { name: 'Delivery and returns' });
    await expect(promises).toHaveTextContent('Estimated delivery: Tue 3 Dec – Thu 5 Dec');
    await expect(promises).toHaveTextContent('30-day returns');
  },
};

/** Sold out (decision 047): 'Sold out', no quantity, 'Add to cart' disabled, no delivery dates. */
export const SoldOut: Story = {
  args: { product: { ...jumper, itemsInStock: 0, inStock: false } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Add to cart' });
    await expect(within(form).getByText('Sold out')).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await expect(canvas.queryByText(/Estimated delivery/)).toBeNull();
  },
};

/** Low stock (decision 047): 'Only 2 left' and quantity choices 1-2. */
export const LowStock: Story = {
  args: { product: { ...jumper, itemsInStock: 2 } },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Add to cart' });
    await expect(within(form).getByText('Only 2 left')).toBeVisible();
    await expect(within(form).getAllByRole('option')).toHaveLength(2);
  },
};

/**
 * On a phone (decision 047): the add-to-cart box is a bar stuck to the bottom of the screen, so
 * 'Add to cart' is in view on arrival, below the product's image.
 */
export const Phone: Story = {
  args: { product: jumper },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await waitFor(() => {
      const box = add.getBoundingClientRect();
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
      expect(box.top).toBeGreaterThanOrEqual(0);
    });
  },
};

/**
 * Signed in as someone else (decision 072): 'Report' on the listing, and on each review and its
 * author; each opens the Report dialog.
 */
export const WithReportActions: Story = {
  args: { reviews: headphoneReviews, viewerId: 999, onReport: fn(async () => undefined) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: REPORT_MESSAGES.reportLabel('listing', headphones.name) }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Report user / }).length).toBe(
      headphoneReviews.length,
    );
  },
};

/**
 * The seller card (decision 075): 'Sold by' with the seller's name linking to their page, their
 * rating out of 5 with its count, and their completed sales.
 */
export const WithSellerCard: Story = {
  args: {
    seller: {
      id: headphones.seller_id,
      display_name: 'Sam S.',
      completed_sales: 42,
      rating: { average: 4.3, count: 12 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sam S.' })).toHaveAttribute(
      'href',
      `/sellers/${headphones.seller_id}`,
    );
    await expect(canvas.getByText('4.3 out of 5 (12 ratings)')).toBeVisible();
  },
};

/** A seller nobody has rated yet: 'New seller' on the card. */
export const WithNewSellerCard: Story = {
  args: {
    seller: {
      id: headphones.seller_id,
      display_name: 'Nia N.',
      completed_sales: 0,
      rating: { average: 0, count: 0 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New seller')).toBeVisible();
  },
};
