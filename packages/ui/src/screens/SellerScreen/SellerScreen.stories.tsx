import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  RATING_MESSAGES,
  REPORT_MESSAGES,
  type PartyRating,
  type ReviewSummary,
  type SellerProfile,
} from '@shop/contract';
import { sampleProducts } from '@shop/sample-catalogue';
import { emptyFacets, facetsOfProducts } from '../../components/FacetPanel/FacetPanel.fixtures.ts';
import type { SellerListingsProps } from './SellerListings.tsx';
import { SellerScreen } from './SellerScreen.tsx';

const seller: SellerProfile = {
  id: 3,
  display_name: 'Sam S.',
  member_since: '2025-06-12T09:00:00.000Z',
  completed_sales: 42,
  rating: { average: 4.3, count: 3, histogram: [0, 0, 1, 0, 2] },
  dispatch_hours: 20,
};

const rating = (id: number, stars: number, comment: string, reply: string | null = null): PartyRating => ({
  id,
  order_id: 100 + id,
  side: 'buyer',
  author: { id: 10 + id, name: ['Bea B.', 'Olu A.', 'Kim T.'][id % 3] ?? 'Bea B.' },
  subject: { id: 3, name: 'Sam S.' },
  stars,
  comment,
  created_at: `2026-03-0${id}T10:00:00.000Z`,
  reply: reply === null ? null : { text: reply, created_at: `2026-03-0${id}T18:00:00.000Z` },
});

const ratings = [
  rating(3, 5, 'Beautifully made and sent the next morning.'),
  rating(
    2,
    3,
    'Good mug, but the box was squashed.',
    'Sorry about the box! We now double-wrap every parcel.',
  ),
  rating(1, 5, 'Exactly as described.'),
];

const meta = {
  title: 'Screens/SellerScreen',
  component: SellerScreen,
  args: { seller, ratings, loading: false },
} satisfies Meta<typeof SellerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A seller with ratings: figures, the histogram, the latest ratings with the seller's reply (decision 071). */
export const WithRatings: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sam S.' })).toBeVisible();
    await expect(canvas.getByText('42')).toBeVisible();
    await expect(canvas.getByText('within 20 hours')).toBeVisible();
    await expect(canvas.getByText(/We now double-wrap/)).toBeVisible();
  },
};

/**
 * A signed-in visitor (decision 076): each rating but their own has 'Report' (here the viewer
 * wrote the middle one).
 */
export const WithRatingsSignedIn: Story = {
  args: { onReport: fn(async () => undefined), viewerId: 12 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: REPORT_MESSAGES.reportLabel('rating', 'by Bea B.') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: REPORT_MESSAGES.reportLabel('rating', 'by Olu A.') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Report rating/ })).toHaveLength(2);
  },
};

/** No visible ratings yet and nothing shipped. */
export const NoRatingsYet: Story = {
  args: {
    seller: {
      ...seller,
      completed_sales: 0,
      rating: { average: 0, count: 0, histogram: [0, 0, 0, 0, 0] },
      dispatch_hours: null,
    },
    ratings: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RATING_MESSAGES.seller.noRatings)).toBeVisible();
    await expect(canvas.getByText(RATING_MESSAGES.seller.noDispatch)).toBeVisible();
  },
};

/** While the seller loads. */
export const Loading: Story = {
  args: { seller: undefined, ratings: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RATING_MESSAGES.seller.loading)).toBeInTheDocument();
  },
};

/** An unknown or deactivated seller: the not-found page. */
export const NotFound: Story = {
  args: { seller: null, ratings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  },
};

/** A narrow phone: the figures stack, long names and comments wrap. */
export const NarrowPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    seller: { ...seller, display_name: 'Bartholomew-Fitzwilliam Q.' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** The seller's listings of the sample catalogue (their public products, decision 075). */
const theirProducts = sampleProducts.filter(
  (p) => p.seller_id === sampleProducts.find((q) => q.id === 21)?.seller_id,
);

/** The listings section as the route gives it: page 1 of the seller's products, no filter chosen. */
const listings: SellerListingsProps = {
  products: theirProducts.slice(0, 9),
  page: 1,
  totalPages: Math.ceil(theirProducts.length / 9),
  total: theirProducts.length,
  onPageChange: fn(),
  choice: {},
  onChoiceChange: fn(),
  categoryHref: (c: string | undefined) =>
    c ? `/sellers/3?category=${encodeURIComponent(c)}` : '/sellers/3',
  facets: facetsOfProducts(theirProducts),
};

/**
 * A seller without ratings yet, so their listings show in the first screenful (the screenshot's):
 * the states of the listings below are told apart by it.
 */
const unrated = {
  seller: {
    ...seller,
    completed_sales: 0,
    rating: { average: 0, count: 0, histogram: [0, 0, 0, 0, 0] as ReviewSummary['histogram'] },
    dispatch_hours: null,
  },
  ratings: [],
};

/** With their listings (decision 075): the products page's filters, sort, 'N results' and card grid. */
export const WithListings: Story = {
  args: { ...unrated, listings },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: RATING_MESSAGES.seller.listingsTitle }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(theirProducts.length);
    await expect(canvas.getByText(`${theirProducts.length} results`)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  },
};

/** A seller with nothing for sale right now. */
export const NoListings: Story = {
  args: {
    ...unrated,
    listings: { ...listings, products: [], total: 0, totalPages: 0, facets: emptyFacets },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: RATING_MESSAGES.seller.noListings }),
    ).toBeVisible();
  },
};

/** Their filters match none of their listings: the hint to remove a filter, the chosen filter's chip. */
export const ListingsFilteredToNothing: Story = {
  args: {
    ...unrated,
    listings: {
      ...listings,
      products: [],
      total: 0,
      totalPages: 0,
      choice: { min_rating: 5, in_stock: true },
      facets: emptyFacets,
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: RATING_MESSAGES.seller.noMatchingListings }),
    ).toBeVisible();
    await expect(canvas.getByText('Try removing a filter, or clear them all.')).toBeVisible();
  },
};
